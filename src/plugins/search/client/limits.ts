/**
 * Limits on what a reader, or a link, can make the search do, so that no
 * input keeps the page busy: a query is cut to MAX_QUERY_LENGTH characters
 * and its first MAX_QUERY_WORDS words; typos are looked up for words of at
 * most MAX_FUZZY_WORD_LENGTH letters (the cost grows with the word, and no
 * word of the pages is longer); a page opened from a result marks at most
 * MAX_HIGHLIGHT_TERMS words of its address, each of 2 to 40 characters.
 */
export const MAX_QUERY_LENGTH = 150;
export const MAX_QUERY_WORDS = 12;
export const MAX_FUZZY_WORD_LENGTH = 20;
const MAX_HIGHLIGHT_TERMS = 16;
const HIGHLIGHT_TERM_LENGTH = {min: 2, max: 40};

export const clampQuery = (query: string): string => query.slice(0, MAX_QUERY_LENGTH);

/**
 * A query as the search page shows it (its heading and tab title): what the
 * search reads of it, its first MAX_QUERY_WORDS words within its first
 * MAX_QUERY_LENGTH characters, with "…" where it was cut, so that a crafted
 * link cannot put a sentence of its own there.
 */
export function queryAsSearched(query: string): string {
  const words = clampQuery(query.trim()).split(/\s+/).filter(Boolean);
  const shown = words.slice(0, MAX_QUERY_WORDS).join(' ');
  return shown.length < query.trim().replace(/\s+/g, ' ').length ? `${shown}…` : shown;
}

export function clampHighlightTerms(terms: readonly string[]): string[] {
  return terms
    .map((term) => term.trim().slice(0, HIGHLIGHT_TERM_LENGTH.max))
    .filter((term) => term.length >= HIGHLIGHT_TERM_LENGTH.min)
    .slice(0, MAX_HIGHLIGHT_TERMS);
}
