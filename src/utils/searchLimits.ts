/**
 * Limits on what a reader (or a link) can ask the search to do, so that no
 * input makes the search worker or the page work for long (README, "Search").
 *
 * - A query is cut to MAX_QUERY_LENGTH characters and its first
 *   MAX_QUERY_WORDS words, by the search itself (the navbar box, the search
 *   page and a URL all go through it); the search page's box also stops
 *   accepting text there. The longest real question in
 *   tests/support/searchQuestions.ts is well under both.
 * - Misspelling tolerance and prefix matching (for the word being typed)
 *   apply to words of at most MAX_FUZZY_WORD_LENGTH characters: the cost of
 *   a fuzzy lookup grows with the word, and no word of the index is longer.
 * - A page opened from a search result marks at most MAX_HIGHLIGHT_TERMS
 *   `_highlight` terms of the URL, each cut to MAX_HIGHLIGHT_TERM_LENGTH
 *   characters, and none shorter than MIN_HIGHLIGHT_TERM_LENGTH (a single
 *   letter would mark most of the page); mark.js walks the page once per
 *   term, on the main thread.
 */
export const MAX_QUERY_LENGTH = 150;
export const MAX_QUERY_WORDS = 12;
export const MAX_FUZZY_WORD_LENGTH = 20;
export const MAX_HIGHLIGHT_TERMS = 16;
export const MAX_HIGHLIGHT_TERM_LENGTH = 40;
export const MIN_HIGHLIGHT_TERM_LENGTH = 2;

/** The part of `query` the search looks at. */
export function clampQuery(query: string): string {
  return query.slice(0, MAX_QUERY_LENGTH);
}

/** The `_highlight` terms a page marks, from the URL's list. */
export function clampHighlightTerms(terms: readonly string[]): string[] {
  return terms
    .map((term) => term.trim().slice(0, MAX_HIGHLIGHT_TERM_LENGTH))
    .filter((term) => term.length >= MIN_HIGHLIGHT_TERM_LENGTH)
    .slice(0, MAX_HIGHLIGHT_TERMS);
}
