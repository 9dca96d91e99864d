/**
 * The site search: ranks the sections of the offline index for a reader's
 * query. It runs in the search worker (./worker.ts) and, for its tests, in
 * Node; it reads the index the search plugin builds (search-index.json: five
 * lunr indexes, of page titles, headings, descriptions, keywords and section
 * texts; see ./index.ts for what this site adds to it) and answers with
 * results in the plugin's shape, which the plugin's result list and
 * src/theme/SearchPage render.
 *
 * How a query is read:
 * 1. It is cut to the limits of src/utils/searchLimits.ts and split into
 *    words the way the index was (lunr's tokenizer, trimmer, stop words and
 *    stemmer), so "Policies" finds "policy".
 * 2. Words that make up a term of the glossary (src/data/glossary.ts), in
 *    any order, become one concept whose alternatives are all the terms of
 *    that glossary entry: "policy propagation time" is {propagation time |
 *    how long changes take | take effect | …} and {policy}. Every other word
 *    is a concept of its own.
 * 3. Each word is looked up as it is; a word the index does not have at all
 *    is looked up with one typo allowed (misspellings); the last word, while
 *    it is still being typed, also as a prefix.
 *
 * How a section is ranked: a section is its heading and its text (a page's
 * first section is its title, description and opening text). It answers a
 * concept when all words of one alternative occur in it; where they occur
 * counts (a heading or a title that matches weighs three times the text), a
 * rare word counts more than a common one, and a literal word a little more
 * than a glossary one. Sections that answer more of the query come first.
 * A section that only lists links to other pages ("Related pages") counts a
 * third; a section with numbered steps (a task) a little more.
 *
 * No results: the answer then carries close words that do match, for
 * "Did you mean" (edit distance 2, glossary terms included).
 */
import lunr from 'lunr';
import type {GlossaryEntry} from '../../data/glossary';
import {MAX_FUZZY_WORD_LENGTH, MAX_HIGHLIGHT_TERMS, MAX_QUERY_WORDS, clampQuery} from '../../utils/searchLimits';
import {DocType, type MatchMetadata, type SearchAnswer, type SearchDocument, type SearchIndexPart, type SearchResult, type SectionKind} from './types';

const FIELD_WEIGHT = {title: 3, heading: 3, description: 1.5, content: 1} as const;
type Field = keyof typeof FIELD_WEIGHT;
/** A page's title, counted for each of its sections ("Setup policies" + "How long changes take"). */
const CONTEXT_WEIGHT = 0.75;
const QUALITY = {exact: 1, prefix: 0.7, fuzzy: 0.6} as const;
type Quality = keyof typeof QUALITY;
/** A glossary alternative the reader did not type counts this much of a literal one. */
const GLOSSARY_WEIGHT = 0.7;
/** A one-word glossary term that occurs in more than this share of sections is not looked for. */
const COMMON_SHARE = 0.25;
/** The words of a glossary term count as together when they start within this many characters. */
const TOGETHER_CHARS = 40;
const KIND_WEIGHT: Record<SectionKind, number> = {links: 1 / 3, steps: 1.15};
/** Shortest word looked up as a prefix while it is being typed, or with a typo. */
const MIN_PREFIX_LENGTH = 3;
const MIN_FUZZY_LENGTH = 4;

/** One step of the index's pipeline as a function of a word ('' when dropped). */
function runPipeline(word: string, steps: Array<(token: lunr.Token) => lunr.Token | undefined>): string {
  let token: lunr.Token | undefined = new lunr.Token(word, {});
  for (const step of steps) {
    if (!token) return '';
    token = step(token);
  }
  return token ? token.toString() : '';
}

/** A word as the index stores it: trimmed, stop words dropped, stemmed ('' for a stop word). */
export function stemOf(word: string): string {
  return runPipeline(word.toLowerCase(), [lunr.trimmer, lunr.stopWordFilter, lunr.stemmer]);
}

interface Word {
  /** As typed, lower case, trimmed of punctuation. */
  raw: string;
  stem: string;
}

/** The words of a text that the index can match, in order. */
export function wordsOf(text: string): Word[] {
  return lunr
    .tokenizer(text.toLowerCase())
    .map((token) => runPipeline(token.toString(), [lunr.trimmer]))
    .filter((raw) => raw !== '')
    .map((raw) => ({raw, stem: stemOf(raw)}))
    .filter((word) => word.stem !== '');
}

interface Alternative {
  words: Word[];
  literal: boolean;
}

interface Concept {
  alternatives: Alternative[];
  /** The words as the reader typed them. */
  typed: Word[];
}

interface GlossaryTerm {
  entry: number;
  words: Word[];
}

/** The glossary's terms as index words, longest first (they are matched first). */
export function glossaryTerms(glossary: readonly GlossaryEntry[]): GlossaryTerm[] {
  return glossary
    .flatMap((entry, index) => [...entry.pages, ...entry.readers].map((term) => ({entry: index, words: wordsOf(term)})))
    .filter((term) => term.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
}

/**
 * The query's concepts: glossary terms found among its words (in any order),
 * each with every term of its entry as an alternative, then one concept per
 * remaining word.
 */
export function conceptsOf(words: Word[], terms: GlossaryTerm[]): Concept[] {
  const used = new Set<number>();
  const concepts: Concept[] = [];
  const entries = new Map<number, Concept>();
  for (const term of terms) {
    const picked: number[] = [];
    for (const word of term.words) {
      const at = words.findIndex((w, i) => !used.has(i) && !picked.includes(i) && w.stem === word.stem);
      if (at < 0) break;
      picked.push(at);
    }
    if (picked.length !== term.words.length) continue;
    picked.forEach((i) => used.add(i));
    const typed = picked.sort((a, b) => a - b).map((i) => words[i]!);
    const existing = entries.get(term.entry);
    if (existing) {
      existing.typed.push(...typed);
      continue;
    }
    const key = (w: Word[]) => w.map((x) => x.stem).join(' ');
    const alternatives = terms
      .filter((t) => t.entry === term.entry)
      .map((t) => ({words: t.words, literal: key(t.words) === key(term.words)}));
    const concept = {alternatives, typed};
    entries.set(term.entry, concept);
    concepts.push(concept);
  }
  words.forEach((word, i) => {
    if (!used.has(i)) concepts.push({alternatives: [{words: [word], literal: true}], typed: [word]});
  });
  return concepts;
}

interface Unit {
  /** Page URL plus section anchor. */
  key: string;
  page: SearchDocument;
  pageUnit: boolean;
  heading?: SearchDocument;
  content?: SearchDocument;
  description?: SearchDocument;
  kind?: SectionKind;
}

interface Hit {
  field: Field;
  quality: Quality;
  /** Which part of the index and which document matched, with lunr's metadata. */
  type: DocType;
  metadata: MatchMetadata;
}

/** Where one index word occurs: per unit, its hits; and the pages whose title has it. */
interface Lookup {
  units: Map<Unit, Hit[]>;
  titlePages: Set<SearchDocument>;
}

const FIELD_OF_TYPE: Partial<Record<DocType, Field>> = {
  [DocType.Title]: 'title',
  [DocType.Heading]: 'heading',
  [DocType.Description]: 'description',
  [DocType.Content]: 'content',
};

interface Part {
  type: DocType;
  index: lunr.Index;
  byRef: Map<string, SearchDocument>;
}

export class SearchEngine {
  private readonly parts: Part[];
  private readonly units: Unit[] = [];
  private readonly unitOf = new Map<string, Unit>();
  private readonly terms: GlossaryTerm[];

  constructor(index: SearchIndexPart[], glossary: readonly GlossaryEntry[]) {
    this.parts = index.map((part, type) => ({
      type: type as DocType,
      index: lunr.Index.load(part.index),
      byRef: new Map(part.documents.map((doc) => [String(doc.i), doc])),
    }));
    this.terms = glossaryTerms(glossary);
    const titles = new Map<number, SearchDocument>();
    for (const doc of index[DocType.Title]?.documents ?? []) {
      titles.set(doc.i, doc);
      this.addUnit({key: doc.u, page: doc, pageUnit: true});
    }
    const unitFor = (doc: SearchDocument): Unit | undefined => {
      const page = titles.get(doc.p ?? doc.i);
      if (!page) return undefined;
      const key = doc.u + (doc.h ?? '');
      return this.unitOf.get(key) ?? this.addUnit({key, page, pageUnit: false});
    };
    for (const doc of index[DocType.Description]?.documents ?? []) {
      const unit = this.unitOf.get(doc.u);
      if (unit) unit.description = doc;
    }
    for (const type of [DocType.Heading, DocType.Content] as const) {
      for (const doc of index[type]?.documents ?? []) {
        const unit = unitFor(doc);
        if (!unit) continue;
        if (type === DocType.Heading) unit.heading = doc;
        else {
          unit.content = doc;
          unit.kind = doc.k;
        }
      }
    }
  }

  private addUnit(unit: Unit): Unit {
    this.units.push(unit);
    this.unitOf.set(unit.key, unit);
    return unit;
  }

  private unitOfDoc(type: DocType, doc: SearchDocument): Unit | undefined {
    if (type === DocType.Title || type === DocType.Description) return this.unitOf.get(doc.u);
    return this.unitOf.get(doc.u + (doc.h ?? ''));
  }

  /** Every place an index word (a stem) occurs, counted as an exact, prefix or typo match. */
  private lookup(stem: string, quality: Quality, into: Lookup): void {
    for (const part of this.parts) {
      const field = FIELD_OF_TYPE[part.type];
      if (!field) continue;
      const results = part.index.query((query) => {
        query.term(stem, {usePipeline: false, wildcard: lunr.Query.wildcard.NONE});
      });
      for (const result of results) {
        const doc = part.byRef.get(result.ref);
        const unit = doc && this.unitOfDoc(part.type, doc);
        if (!doc || !unit) continue;
        if (part.type === DocType.Title) into.titlePages.add(doc);
        const hits = into.units.get(unit) ?? [];
        hits.push({field, quality, type: part.type, metadata: result.matchData.metadata as MatchMetadata});
        into.units.set(unit, hits);
      }
    }
  }

  private lookups = new Map<string, Lookup>();

  /**
   * Where a word of the query occurs: its stem; while it is being typed, the
   * words of the pages it starts; if the pages do not have it, the words of
   * the pages one typo away (two for long words). Prefixes and typos are
   * matched on the words as written, not on stems, which can be shorter
   * than what was typed ("availab…" → "availability", stem "avail").
   */
  private find(word: Word, typing: boolean): Lookup {
    const cacheKey = `${word.stem} ${word.raw} ${typing}`;
    const cached = this.lookups.get(cacheKey);
    if (cached) return cached;
    const found: Lookup = {units: new Map(), titlePages: new Set()};
    this.lookup(word.stem, 'exact', found);
    const short = word.raw.length <= MAX_FUZZY_WORD_LENGTH;
    if (typing && short && word.raw.length >= MIN_PREFIX_LENGTH) {
      for (const stem of this.vocabulary().near(`${word.raw}*`)) if (stem !== word.stem) this.lookup(stem, 'prefix', found);
    }
    if (found.units.size === 0 && short && word.raw.length >= MIN_FUZZY_LENGTH) {
      for (const stem of this.vocabulary().near(word.raw, typoDistance(word.raw))) this.lookup(stem, 'fuzzy', found);
    }
    if (this.lookups.size > 500) this.lookups.clear();
    this.lookups.set(cacheKey, found);
    return found;
  }

  search(query: string, limit: number): SearchAnswer {
    const {results, words} = this.rank(query, limit);
    return {results, suggestions: results.length === 0 && words.length > 0 ? this.suggest(words) : []};
  }

  private rank(query: string, limit: number): {results: SearchResult[]; words: Word[]} {
    const text = clampQuery(query);
    const words = wordsOf(text).slice(0, MAX_QUERY_WORDS);
    if (words.length === 0) return {results: [], words};
    // The last word is still being typed unless the query ends with a space.
    const typing = /\s$/.test(text) ? undefined : words.at(-1);
    const concepts = conceptsOf(words, this.terms);

    interface Scored {
      unit: Unit;
      score: number;
      matched: number;
      hits: Hit[];
      /** The words to mark: what the reader typed, and the glossary words found here. */
      tokens: Set<string>;
    }
    const scored = new Map<Unit, Scored>();
    let possible = 0;
    for (const concept of concepts) {
      // Per unit: the strongest alternative, the hits that make it and its words.
      const best = new Map<Unit, {strength: number; hits: Hit[]; words: string[]}>();
      for (const alternative of concept.alternatives) {
        // A literal alternative is looked up as typed (the last word also as a prefix).
        const lookups = alternative.words.map((word) => {
          const typed = alternative.literal ? concept.typed.find((w) => w.stem === word.stem) : undefined;
          return this.find(typed ?? word, typed !== undefined && typed === typing);
        });
        if (lookups.some((found) => found.units.size === 0)) continue;
        // A glossary word that many sections have would find everything (a term of several words
        // is kept precise by having to stand together, below).
        if (!alternative.literal && lookups.length === 1 && lookups[0]!.units.size > this.units.length * COMMON_SHARE) continue;
        const factor = alternative.literal ? 1 : GLOSSARY_WEIGHT;
        // A word's part in the alternative: common words ("app", "teams") count little.
        const wordWeights = lookups.map((found) => Math.log((this.units.length + 1) / (found.units.size + 0.5)));
        const totalWeight = wordWeights.reduce((a, b) => a + b, 0);
        const matches: Array<{unit: Unit; strength: number; hits: Hit[]}> = [];
        // Only sections with a word of their own can answer (below).
        const candidates = new Set(lookups.flatMap((found) => [...found.units.keys()]));
        for (const unit of candidates) {
          let strength = 0;
          let own = 0;
          const hits: Hit[] = [];
          const perWord: Hit[][] = [];
          for (const [w, found] of lookups.entries()) {
            const unitHits = found.units.get(unit) ?? [];
            perWord.push(unitHits);
            let wordStrength = 0;
            for (const hit of unitHits) wordStrength = Math.max(wordStrength, FIELD_WEIGHT[hit.field] * QUALITY[hit.quality]);
            if (unitHits.length > 0) own += 1;
            if (!unit.pageUnit && found.titlePages.has(unit.page)) wordStrength = Math.max(wordStrength, CONTEXT_WEIGHT);
            if (wordStrength === 0) {
              strength = 0;
              break;
            }
            strength += (wordStrength * wordWeights[w]!) / totalWeight;
            hits.push(...unitHits);
          }
          // A section answers only with words of its own: its page's title alone is not enough.
          if (strength === 0 || own === 0) continue;
          // A glossary term is a name: its words must stand together ("remove the app", not
          // "remove" in one sentence and "app" in another), and it counts where they do.
          if (!alternative.literal && perWord.length > 1) {
            const field = togetherIn(perWord);
            if (!field) continue;
            strength = FIELD_WEIGHT[field];
          }
          matches.push({unit, strength: strength * factor, hits});
        }
        if (matches.length === 0) continue;
        const words = alternative.literal ? [] : alternative.words.map((word) => word.raw);
        for (const {unit, strength, hits} of matches) {
          const previous = best.get(unit);
          if (!previous || previous.strength < strength) best.set(unit, {strength, hits, words});
        }
      }
      if (best.size === 0) continue;
      // How telling the concept is: the fewer sections answer it, the more.
      const weight = Math.log(1 + this.units.length / (1 + best.size));
      possible += weight;
      for (const [unit, {strength, hits, words}] of best) {
        const entry = scored.get(unit) ?? {unit, score: 0, matched: 0, hits: [], tokens: new Set<string>()};
        entry.score += strength * weight;
        entry.matched += weight;
        entry.hits.push(...hits);
        for (const word of [...concept.typed.map((w) => w.raw), ...words]) entry.tokens.add(word);
        scored.set(unit, entry);
      }
    }

    const ranked = [...scored.values()]
      .map((entry) => {
        const coverage = possible > 0 ? entry.matched / possible : 0;
        const kind = entry.unit.kind ? KIND_WEIGHT[entry.unit.kind] : 1;
        return {...entry, rank: entry.score * kind * coverage * coverage};
      })
      .sort((a, b) => b.rank - a.rank || a.unit.key.localeCompare(b.unit.key));

    const results: SearchResult[] = [];
    for (const entry of ranked) {
      const tokens = [...entry.tokens].sort((a, b) => b.length - a.length).slice(0, MAX_HIGHLIGHT_TERMS);
      const result = this.resultOf(entry.unit, entry.hits, tokens, entry.rank);
      if (result) results.push(result);
      if (results.length >= limit) break;
    }
    markTrees(results);
    return {results, words};
  }

  /** The document that shows a unit: its best-matching field, with the positions to mark. */
  private resultOf(unit: Unit, hits: Hit[], tokens: string[], score: number): SearchResult | undefined {
    const order: Array<[Field, SearchDocument | undefined, DocType]> = unit.pageUnit
      ? [
          ['title', unit.page, DocType.Title],
          ['description', unit.description, DocType.Description],
          ['content', unit.content, DocType.Content],
        ]
      : [
          ['heading', unit.heading, DocType.Heading],
          ['content', unit.content, DocType.Content],
        ];
    for (const [field, document, type] of order) {
      if (!document) continue;
      const own = hits.filter((hit) => hit.field === field && hit.type === type);
      if (own.length === 0) continue;
      const metadata: MatchMetadata = {};
      for (const hit of own) {
        for (const [term, fields] of Object.entries(hit.metadata)) {
          const positions = fields.t?.position ?? [];
          const into = (metadata[term] ??= {t: {position: []}});
          for (const position of positions) {
            if (!into.t!.position!.some(([start]) => start === position[0])) into.t!.position!.push(position);
          }
        }
      }
      return {document, type, page: type === DocType.Title ? undefined : unit.page, metadata, tokens, score};
    }
    return undefined;
  }

  /** Close words that the pages have, for the words of a query that found nothing. */
  private suggest(words: Word[]): string[] {
    const vocabulary = this.vocabulary();
    const replacements = words.map((word) => {
      if (this.find(word, false).units.size > 0) return [word.raw];
      if (word.raw.length < MIN_FUZZY_LENGTH || word.raw.length > MAX_FUZZY_WORD_LENGTH) return [];
      const options = new Map<string, number>();
      for (const form of vocabulary.nearWords(word.raw, 2)) options.set(form, vocabulary.count(form));
      for (const term of this.terms) {
        const only = term.words.length === 1 ? term.words[0]! : undefined;
        if (only && only.raw !== word.raw && editDistance(only.raw, word.raw) <= 2) options.set(only.raw, (options.get(only.raw) ?? 0) + 1000);
      }
      return [...options.entries()].sort((a, b) => b[1] - a[1]).map(([form]) => form).slice(0, 3);
    });
    if (replacements.some((options) => options.length === 0)) return [];
    const suggestions: string[] = [];
    for (let choice = 0; choice < 3; choice += 1) {
      const query = replacements.map((options) => options[Math.min(choice, options.length - 1)]).join(' ');
      if (!suggestions.includes(query)) suggestions.push(query);
    }
    return suggestions.filter((suggestion) => this.rank(`${suggestion} `, 1).results.length > 0);
  }

  private words: Vocabulary | undefined;

  /** The words of the pages as written (built on first use). */
  private vocabulary(): Vocabulary {
    this.words ??= new Vocabulary([...this.parts].flatMap((part) => [...part.byRef.values()].map((doc) => doc.t)));
    return this.words;
  }
}

/** Typos tolerated in a word: one, two in a long word. */
const typoDistance = (word: string) => (word.length >= 8 ? 2 : 1);

/** The words of the pages as written, with their stems and how often they occur. */
class Vocabulary {
  private readonly stems = new Map<string, string>();
  private readonly counts = new Map<string, number>();
  private readonly set: lunr.TokenSet;

  constructor(texts: string[]) {
    for (const text of texts) {
      for (const token of lunr.tokenizer(text.toLowerCase())) {
        const raw = runPipeline(token.toString(), [lunr.trimmer]);
        if (!/^[a-z][a-z0-9'’.-]*$/.test(raw)) continue;
        this.counts.set(raw, (this.counts.get(raw) ?? 0) + 1);
      }
    }
    // Stemmed once per distinct word; stop words are not words of the index.
    for (const raw of this.counts.keys()) {
      const stem = stemOf(raw);
      if (stem) this.stems.set(raw, stem);
      else this.counts.delete(raw);
    }
    this.set = (lunr.TokenSet as unknown as {fromArray(words: string[]): lunr.TokenSet}).fromArray([...this.stems.keys()].sort());
  }

  /** The written words matching a pattern (a word with `*` for a prefix) or within `distance` edits. */
  nearWords(pattern: string, distance = 0): string[] {
    const TokenSet = lunr.TokenSet as unknown as {fromString(s: string): lunr.TokenSet; fromFuzzyString(s: string, d: number): lunr.TokenSet};
    const query = distance > 0 ? TokenSet.fromFuzzyString(pattern, distance) : TokenSet.fromString(pattern);
    return this.set.intersect(query).toArray();
  }

  /** The stems of those words. */
  near(pattern: string, distance = 0): Set<string> {
    return new Set(this.nearWords(pattern, distance).map((word) => this.stems.get(word)!));
  }

  count(word: string): number {
    return this.counts.get(word) ?? 0;
  }
}

/**
 * The best field in which every word has an occurrence within TOGETHER_CHARS
 * of the first word's, or undefined when they never stand together.
 */
function togetherIn(perWord: Hit[][]): Field | undefined {
  const starts = (hits: Hit[], type: DocType) =>
    hits
      .filter((hit) => hit.type === type)
      .flatMap((hit) => Object.values(hit.metadata).flatMap((fields) => (fields.t?.position ?? []).map(([start]) => start)));
  let best: Field | undefined;
  for (const hit of perWord[0]!) {
    if (best && FIELD_WEIGHT[hit.field] <= FIELD_WEIGHT[best]) continue;
    const lists = perWord.map((hits) => starts(hits, hit.type));
    if (lists[0]!.some((at) => lists.every((list) => list.some((other) => Math.abs(other - at) <= TOGETHER_CHARS)))) best = hit.field;
  }
  return best;
}

/** Levenshtein distance, for matching glossary terms to a misspelled word. */
function editDistance(a: string, b: string): number {
  let row = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length]!;
}

/**
 * The plugin's list draws sections that directly follow their page's title
 * result as branches of it (`isInterOfTree`, `isLastOfTree`).
 */
function markTrees(results: SearchResult[]): void {
  let pageOfRun: SearchDocument | undefined;
  results.forEach((item, i) => {
    if (item.type === DocType.Title) {
      pageOfRun = item.document;
      return;
    }
    if (!item.page || item.page !== pageOfRun) {
      pageOfRun = undefined;
      return;
    }
    if (results[i + 1]?.page === item.page && results[i + 1]?.type !== DocType.Title) item.isInterOfTree = true;
    else item.isLastOfTree = true;
  });
}
