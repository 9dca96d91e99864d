/**
 * The glossary (src/data/glossary.ts) stays true to the pages: every word it
 * says the pages use is on a page (so a rewrite that drops it shows here),
 * every term means something to the search, and no term is in two entries.
 */
import {GLOSSARY} from '../../src/data/glossary';
import {glossaryTerms, wordsOf} from '../../src/plugins/search/engine';
import {twinEntries, twinMarkdown} from '../../src/plugins/markdown-twins';
import {factValues} from '../../src/data/siteSettings';

/** The words of every doc page, as the search reads them: the pages' Markdown twins, facts filled in. */
let pageWords: string[] = [];
beforeAll(async () => {
  const entries = twinEntries();
  const site = {title: '', tagline: '', url: 'http://localhost'};
  const twins = await Promise.all(entries.filter((entry) => entry.kind === 'doc').map((entry) => twinMarkdown(site, entry, entries, factValues)));
  pageWords = twins.map((twin) => wordsOf(twin).map((word) => word.stem).join(' '));
});

const stems = (term: string) => wordsOf(term).map((word) => word.stem).join(' ');

describe('the glossary', () => {
  for (const entry of GLOSSARY) {
    for (const term of entry.pages) {
      it(`"${term}" is what some page says`, () => {
        const wanted = ` ${stems(term)} `;
        expect(pageWords.some((words) => ` ${words} `.includes(wanted))).toBe(true);
      });
    }
  }

  it('has no term the search cannot read (a term of small words only, such as "who can")', () => {
    const empty = GLOSSARY.flatMap((entry) => [...entry.pages, ...entry.readers]).filter((term) => stems(term) === '');
    expect(empty).toEqual([]);
  });

  it('has each term in one entry only', () => {
    const entryOf = new Map<string, number>();
    const twice: string[] = [];
    for (const term of glossaryTerms(GLOSSARY)) {
      const key = term.words.map((word) => word.stem).join(' ');
      const seen = entryOf.get(key);
      if (seen !== undefined && seen !== term.entry) twice.push(key);
      entryOf.set(key, term.entry);
    }
    expect(twice).toEqual([]);
  });
});
