/**
 * The glossary (src/data/glossary.ts) stays true to the pages: every word it
 * says the pages use is in the search index of the build (so a rewrite that
 * drops it shows here), every term means something to the search, and no
 * term is in two entries.
 */
import fs from 'node:fs';
import path from 'node:path';
import {GLOSSARY} from '../../src/data/glossary';
import {termOf} from '../../src/plugins/search/client/engine';
import type {SearchIndex} from '../../src/plugins/search/data/indexFormat';
import {BUILD_DIR} from '../support/site';

/** A text as the words the search compares: lower case, stemmed, small words left out. */
const terms = (text: string) =>
  text
    .split(/[^\p{L}\p{N}]+/u)
    .map(termOf)
    .filter(Boolean)
    .join(' ');

const index = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'search-index.json'), 'utf8')) as SearchIndex;
const pages = index.sections.map((s) => ` ${terms(`${s.heading} ${s.text}`)} `);

describe('the glossary', () => {
  it.each(GLOSSARY.flatMap((entry) => entry.pages).map((term) => [term]))('"%s" is what some page says', (term) => {
    expect(pages.some((words) => words.includes(` ${terms(term)} `))).toBe(true);
  });

  it('has no term the search cannot read (a term of small words only, such as "who can")', () => {
    expect(GLOSSARY.flatMap((entry) => [...entry.pages, ...entry.readers]).filter((term) => terms(term) === '')).toEqual([]);
  });

  it('has each term in one entry only', () => {
    const entryOf = new Map<string, number>();
    const twice = GLOSSARY.flatMap((entry, i) =>
      [...entry.pages, ...entry.readers].flatMap((term) => {
        const seen = entryOf.get(terms(term));
        entryOf.set(terms(term), i);
        return seen !== undefined && seen !== i ? [term] : [];
      }),
    );
    expect(twice).toEqual([]);
  });
});
