/**
 * The site search: ranks the sections of the doc pages for a reader's query,
 * on MiniSearch (BM25, typo tolerance, prefixes). It runs in the browser
 * (the navbar box and the search page) and in Node for the tests; the index
 * it reads is written by ../node/writeIndex.ts.
 *
 * What the site adds to MiniSearch:
 * - English word endings (the `stemmer` package) and stop words, so
 *   "Policies" finds "policy" and "how do I" counts for nothing;
 * - readers' words (src/data/glossary.ts): query words that make up a term
 *   of an entry, in any order, also look for every other term of the entry,
 *   at GLOSSARY_WEIGHT of a word the reader typed;
 * - sections that only list links ("Related pages") count a third, and
 *   those with numbered steps a little more;
 * - two neighbouring letters swapped count as one typo (Damerau), where
 *   MiniSearch counts two, in matching and in suggestions, which prefer
 *   the words the pages use most;
 * - the limits of ./limits.ts on what a query makes it do.
 */
import MiniSearch, {type Query} from 'minisearch';
import {stemmer} from 'stemmer';
import type {GlossaryEntry} from '@site/src/data/glossary';
import type {SearchIndex, Section} from '../data/indexFormat';
import {editDistance} from '../../../data/editDistance';
import {MAX_FUZZY_WORD_LENGTH, MAX_QUERY_WORDS, clampQuery} from './limits';

interface Hit {
  section: Section;
  score: number;
  /**
   * The words of the section (lower case, whole) that the engine matched:
   * by their stem or as written, by a typo, as the start of the word being
   * typed, or as a glossary term. What its passage and the page it opens
   * mark: a word that only contains a query word ("approves" for "app") is
   * not one of them.
   */
  marks: string[];
}

export interface Answer {
  hits: Hit[];
  /** Words of the pages close to the query's words that no page has: "did you mean". */
  suggestions: string[];
}

const BOOST = {heading: 4, page: 1.5, text: 1};
const GLOSSARY_WEIGHT = 0.7;
const FUZZY_WEIGHT = 0.6;
const KIND_BOOST = {links: 1 / 3, steps: 1.15};

const STOP_WORDS = new Set(
  (
    'a about after all also am an and any are as at be been being but by can could did do does doing for from had has have how i if in into ' +
    'is it its me my no not of on or our so than that the their them then there these they this those to too us was we were what when ' +
    'where which while who whom why will with would you your'
  ).split(' '),
);

/** A word as the index keeps it: lower case, stemmed; null for a stop word. */
export function termOf(word: string): string | null {
  const lower = word.toLowerCase();
  return lower === '' || STOP_WORDS.has(lower) ? null : stemmer(lower);
}

const tokenize = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** `word` with two neighbouring letters swapped, each way. */
const swapsOf = (word: string): string[] =>
  Array.from(
    {length: word.length - 1},
    (_, i) => word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2),
  ).filter((swapped) => swapped !== word);

interface Concept {
  /** Each alternative is a list of words that must all occur. */
  alternatives: {words: string[]; literal: boolean}[];
  /** A glossary term, not a word of the query's own. */
  glossary?: true;
}

export class SearchEngine {
  /** The pages a query without results offers. */
  readonly mostRead: SearchIndex['mostRead'];
  private readonly search: MiniSearch<Section>;
  private readonly sections: Map<number, Section>;
  /** A stem and the word the pages write for it, for suggestions. */
  private readonly spelling = new Map<string, string>();
  /** Every word of the pages, as written (lower case), and how often the pages use it. */
  private readonly words = new Map<string, number>();
  /** Every glossary term as index terms, longest first, with all the terms of its entry. */
  private readonly glossary: {entry: number; terms: string[]; alternatives: string[]}[];

  constructor(index: SearchIndex, glossary: readonly GlossaryEntry[]) {
    this.mostRead = index.mostRead;
    this.sections = new Map(index.sections.map((section) => [section.id, section]));
    this.search = new MiniSearch<Section>({
      fields: ['heading', 'page', 'text'],
      storeFields: ['kind'],
      tokenize,
      // Each word as its stem, and as written too where that differs, so that
      // a word being typed ("availab") finds the written word ("availability")
      // whose stem ("avail") it is longer than.
      processTerm: (word) => {
        const term = termOf(word);
        const lower = word.toLowerCase();
        if (!term) return null;
        if (!this.spelling.has(term)) this.spelling.set(term, lower);
        this.words.set(lower, (this.words.get(lower) ?? 0) + 1);
        return term === lower ? term : [term, lower];
      },
      searchOptions: {processTerm: termOf},
    });
    this.search.addAll(index.sections);
    this.glossary = glossary
      .flatMap((entry, i) => {
        const alternatives = [...entry.pages, ...entry.readers];
        return alternatives.map((term) => ({
          entry: i,
          terms: tokenize(term)
            .map(termOf)
            .filter((t): t is string => t !== null),
          alternatives,
        }));
      })
      .sort((a, b) => b.terms.length - a.terms.length);
  }

  /** The query's concepts: glossary terms among its words, then one per remaining word. */
  private conceptsOf(words: string[]): Concept[] {
    const terms = words.map(termOf);
    const used = new Set<number>();
    const concepts: Concept[] = [];
    const entries = new Set<number>();
    for (const {entry, terms: glossaryTerms, alternatives} of this.glossary) {
      if (glossaryTerms.length === 0 || entries.has(entry)) continue;
      const picked: number[] = [];
      for (const term of glossaryTerms) {
        const at = terms.findIndex((t, i) => t === term && !used.has(i) && !picked.includes(i));
        if (at < 0) break;
        picked.push(at);
      }
      if (picked.length !== glossaryTerms.length) continue;
      picked.forEach((i) => used.add(i));
      entries.add(entry);
      const typed = picked.map((i) => terms[i]).join(' ');
      concepts.push({
        glossary: true,
        alternatives: alternatives.map((term) => {
          // Stop words out: MiniSearch finds nothing for a word it drops, which would empty an AND.
          const altWords = tokenize(term).filter((word) => termOf(word) !== null);
          return {words: altWords, literal: altWords.map(termOf).join(' ') === typed};
        }),
      });
    }
    words.forEach((word, i) => {
      if (!used.has(i) && terms[i] !== null)
        concepts.push({alternatives: [{words: [word], literal: true}]});
    });
    return concepts;
  }

  /** The sections that answer `input`, best first, at most `limit`. */
  query(input: string, limit: number): Answer {
    const words = tokenize(clampQuery(input)).slice(0, MAX_QUERY_WORDS);
    const concepts = this.conceptsOf(words);
    if (concepts.length === 0) return {hits: [], suggestions: []};
    // The word being typed (no space after it yet), unless it is already a
    // word of the pages, also matches as the start of a word.
    const last = words.at(-1);
    const typed = /\s$/.test(input) || this.words.has(last?.toLowerCase() ?? '') ? undefined : last;
    const query: Query = {
      combineWith: 'OR',
      queries: concepts.map((concept) => ({
        combineWith: 'OR',
        queries: concept.alternatives.map(({words: altWords, literal}) => ({
          combineWith: 'AND',
          queries: altWords.map((word) => {
            const asTyped: Query =
              literal && word === typed && word.length >= 3
                ? {
                    queries: [word],
                    combineWith: 'OR',
                    prefix: true,
                    processTerm: (w: string) => [termOf(w) ?? w, w.toLowerCase()],
                  }
                : word;
            const swapped = literal ? this.swapsOnPages(word) : [];
            // A swap scores like a typo MiniSearch finds at one edit.
            return swapped.length === 0
              ? asTyped
              : {
                  combineWith: 'OR',
                  queries: [
                    asTyped,
                    {
                      combineWith: 'OR',
                      queries: swapped,
                      fuzzy: false,
                      prefix: false,
                      boostTerm: (term: string) => (FUZZY_WEIGHT * term.length) / (term.length + 1),
                    },
                  ],
                };
          }),
          boostTerm: () => (literal ? 1 : GLOSSARY_WEIGHT),
          // Misspellings: one typo, two in words of 8 letters or more.
          fuzzy: (term: string) =>
            literal && term.length >= 4 && term.length <= MAX_FUZZY_WORD_LENGTH
              ? term.length >= 8
                ? 2
                : 1
              : false,
        })),
      })),
    };
    const results = this.search.search(query, {
      boost: BOOST,
      weights: {fuzzy: FUZZY_WEIGHT, prefix: 0.7},
      boostDocument: (_id, _term, stored) =>
        KIND_BOOST[(stored?.kind as keyof typeof KIND_BOOST) ?? ''] ?? 1,
    });
    const hits = results.slice(0, limit).map((result) => {
      const section = this.sections.get(result.id as number)!;
      return {section, score: result.score, marks: this.matchedWords(section, result.terms)};
    });
    const ownWords = concepts
      .filter((concept) => !concept.glossary)
      .map((concept) => concept.alternatives[0]!.words[0]!);
    // The word being typed is no typo while it is the start of a word of the pages.
    const startsAWord =
      typed !== undefined &&
      [...this.words.keys()].some((word) => word.startsWith(typed.toLowerCase()));
    return {
      hits,
      suggestions: this.suggest(ownWords.filter((word) => !(startsAWord && word === typed))),
    };
  }

  /**
   * The words of `section` whose index terms (stem, or the word as written:
   * `processTerm` above) are among `matched`, the terms MiniSearch reports
   * for the result, lower case and once each.
   */
  private matchedWords(section: Section, matched: readonly string[]): string[] {
    const wanted = new Set(matched);
    const found = new Set<string>();
    for (const word of tokenize(`${section.heading} ${section.text}`)) {
      const lower = word.toLowerCase();
      if (found.has(lower)) continue;
      const term = termOf(lower);
      if (term !== null && (wanted.has(term) || wanted.has(lower))) found.add(lower);
    }
    return [...found];
  }

  /** Whether the pages have a word with the stem of `word`. */
  private onPages(word: string): boolean {
    return this.spelling.has(termOf(word) ?? '');
  }

  /** The words of the pages that `word`, not one of them, is with two neighbouring letters swapped. */
  private swapsOnPages(word: string): string[] {
    if (word.length < 4 || word.length > MAX_FUZZY_WORD_LENGTH || this.onPages(word)) return [];
    return swapsOf(word.toLowerCase()).filter((swapped) => this.onPages(swapped));
  }

  /**
   * For each word no page has, the word of the pages with the fewest typos
   * from it (at most one in words under 6 letters, two in longer ones), the
   * one the pages use most among equals: what a reader most likely meant.
   */
  private suggest(words: string[]): string[] {
    const found = new Set<string>();
    for (const word of words.map((w) => w.toLowerCase())) {
      if (word.length < 4 || word.length > MAX_FUZZY_WORD_LENGTH || this.onPages(word)) continue;
      const most = word.length < 6 ? 1 : 2;
      // MiniSearch finds the words within two of its edits (a swap is two), editDistance() counts
      // them.
      const near = this.search
        .search(word, {fuzzy: 2, prefix: false, processTerm: (w) => w.toLowerCase()})
        .flatMap((result) => result.terms);
      let best = {word: '', typos: most + 1, uses: 0};
      for (const written of new Set(
        near.map((term) => (this.words.has(term) ? term : this.spelling.get(term)!)),
      )) {
        const distance = editDistance(word, written);
        const uses = this.words.get(written)!;
        if (distance < best.typos || (distance === best.typos && uses > best.uses))
          best = {word: written, typos: distance, uses};
      }
      if (best.word) found.add(best.word);
    }
    return [...found].slice(0, 3);
  }
}
