/**
 * The site search (src/plugins/search/client/engine.ts) on a small index in the
 * format the build writes (src/plugins/search/data/indexFormat.ts), checked against what
 * CONTRIBUTING.md promises a reader under "Search": word endings and small words,
 * the glossary, the ranking, misspellings, the word being typed, the input
 * limits and what a query without results offers.
 */
import {SearchEngine} from '../../src/plugins/search/client/engine';
import {clampHighlightTerms} from '../../src/plugins/search/client/limits';
import {passage} from '../../src/plugins/search/client/passage';
import type {GlossaryEntry} from '../../src/data/glossary';
import {SEARCH_INDEX_VERSION, type Section} from '../../src/plugins/search/data/indexFormat';

const SECTIONS: Omit<Section, 'id'>[] = [
  {
    url: '/access',
    page: 'Access',
    category: 'For admins',
    heading: 'Access',
    text: 'Control who in your organization can use the app.',
  },
  {
    url: '/access#allow-the-app',
    page: 'Access',
    category: 'For admins',
    heading: 'Allow the app',
    text: 'In the Teams admin center, go to Teams apps and select Allow.',
    kind: 'steps',
  },
  {
    url: '/access#set-availability',
    page: 'Access',
    category: 'For admins',
    heading: 'Set availability',
    text: 'Choose everyone, specific users or groups, or no one.',
  },
  {
    url: '/access#related-pages',
    page: 'Access',
    category: 'For admins',
    heading: 'Related pages',
    text: 'Setup policies. Retention and deletion. Consent for admins.',
    kind: 'links',
  },
  {
    url: '/privacy#how-long-data-is-kept',
    page: 'User privacy',
    category: 'Privacy',
    heading: 'How long data is kept',
    text: 'Raw metadata is deleted after 30 days. Retention of weekly aggregates is 13 months.',
  },
  {
    url: '/privacy#opt-out',
    page: 'User privacy',
    category: 'Privacy',
    heading: 'Opt out',
    text: 'Turn on Exclude me from team insights in the app settings.',
  },
  {
    url: '/privacy#consent',
    page: 'User privacy',
    category: 'Privacy',
    heading: 'Consent',
    text: 'An admin grants consent to the permissions for the organization.',
  },
  {
    url: '/policies#how-setup-policies-work',
    page: 'Setup policies',
    category: 'For admins',
    heading: 'How setup policies work',
    text: 'A policy pins the app for the people it is assigned to.',
  },
  {
    url: '/start#mobile',
    page: 'Add the Teams app',
    category: 'Getting started',
    heading: 'Open the app on mobile',
    text: 'In the Teams mobile app on iOS and Android, tap More. Retention is not shown here.',
  },
];

const GLOSSARY: GlossaryEntry[] = [
  {pages: ['Teams admin center'], readers: ['TAC']},
  {pages: ['mobile'], readers: ['phone', 'iPhone']},
  {pages: ['opt out'], readers: ['stop tracking']},
];

const engine = new SearchEngine(
  {
    version: SEARCH_INDEX_VERSION,
    sections: SECTIONS.map((s, id) => ({...s, id})),
    mostRead: [{title: 'Access', path: '/access'}],
  },
  GLOSSARY,
);

/** The urls of the results, best first (a trailing space: the last word is complete). */
const search = (query: string, limit = 10) =>
  engine.query(query, limit).hits.map((hit) => hit.section.url);

describe('the site search', () => {
  it('finds a word whatever its ending, and ignores the small words of a question', () => {
    expect(search('how do I set the policies ')[0]).toBe('/policies#how-setup-policies-work');
    expect(search('the and of ')).toEqual([]);
  });

  it("also looks for the pages' words when a reader uses the glossary's", () => {
    expect(search('TAC ')[0]).toBe('/access#allow-the-app');
    expect(search('iphone ')[0]).toBe('/start#mobile');
    expect(search('stop tracking me ')[0]).toBe('/privacy#opt-out');
  });

  it('ranks a heading match and a section that answers the whole query first', () => {
    expect(search('consent ')[0]).toBe('/privacy#consent');
    // "retention" is in three sections; only one answers "retention months".
    expect(search('retention months ')[0]).toBe('/privacy#how-long-data-is-kept');
  });

  it('ranks a section that only lists links below one that explains', () => {
    const results = search('retention deletion ');
    expect(results.indexOf('/privacy#how-long-data-is-kept')).toBeLessThan(
      results.indexOf('/access#related-pages'),
    );
  });

  it('tolerates a typo, and takes the word being typed as the start of a word', () => {
    expect(search('retension ')[0]).toBe('/privacy#how-long-data-is-kept');
    expect(search('availab')[0]).toBe('/access#set-availability');
    // A form no page writes ("pinning"), still being typed, finds the word ("pins").
    expect(search('pinning')[0]).toBe('/policies#how-setup-policies-work');
    expect(search('availab ')).toEqual([]);
  });

  it('counts two neighbouring letters swapped as one typo, and suggests the word', () => {
    // MiniSearch alone counts a swap as two typos, more than a word of 4 to 7 letters is allowed.
    expect(search('consnet ')[0]).toBe('/privacy#consent');
    const answer = engine.query('consnet ', 10);
    expect(answer.suggestions).toEqual(['consent']);
    // The page it opens marks the word of the pages that was found.
    expect(answer.hits[0]!.marks).toEqual(['consent']);
    expect(search('polciy ')[0]).toBe('/policies#how-setup-policies-work');
    expect(search('premissions ')[0]).toBe('/privacy#consent');
  });

  it('suggests, of the close words, the one the pages use most', () => {
    // Each of "consent" and "content" is one letter from "conent". The
    // rarer word is in the shorter section, which MiniSearch ranks first.
    const pagesWith = (rare: string, often: string) =>
      new SearchEngine(
        {
          version: SEARCH_INDEX_VERSION,
          sections: [
            rare,
            ...Array<string>(3).fill(`${often} and many other words that make this section long`),
          ].map((text, id) => ({
            id,
            url: `/${id}`,
            page: 'P',
            category: '',
            heading: 'H',
            text,
          })),
          mostRead: [],
        },
        [],
      );
    expect(pagesWith('consent', 'content').query('conent ', 10).suggestions).toEqual(['content']);
    expect(pagesWith('content', 'consent').query('conent ', 10).suggestions).toEqual(['consent']);
  });

  it('reads only the first 12 words and 150 characters of a query', () => {
    const filler = (n: number) => Array.from({length: n}, () => 'qqq').join(' ');
    expect(search(`${filler(11)} retention `)).not.toEqual([]);
    expect(search(`${filler(12)} retention `)).toEqual([]);
    expect(search(`${'q'.repeat(150)} retention `)).toEqual([]);
  });

  it('offers close words of the pages when a query finds nothing', () => {
    const answer = engine.query('kinsent ', 10);
    expect(answer.hits).toEqual([]);
    expect(answer.suggestions).toContain('consent');
    expect(engine.mostRead).toEqual([{title: 'Access', path: '/access'}]);
  });

  it('returns the words a result page marks: the query without its small words', () => {
    expect(engine.query('how do I opt out ', 5).hits[0]!.marks).toEqual(['opt', 'out']);
  });
});

describe('the words a result marks (its passage, and the page it opens)', () => {
  const section = {
    id: 0,
    url: '/access#remove',
    page: 'Access',
    category: 'For admins',
    heading: 'Remove the app',
    text: 'The admin approves the application. Removing the app removes its data; apps stay listed. Ask the Teams admin center.',
  };
  const marks = (query: string) =>
    new SearchEngine(
      {version: SEARCH_INDEX_VERSION, sections: [section], mostRead: []},
      GLOSSARY,
    ).query(query, 5).hits[0]?.marks;

  it('are whole words the engine matched, never a word that only contains the query', () => {
    expect(marks('app ')).toEqual(['app', 'apps']);
    expect(marks('remove ')).toEqual(['remove', 'removing', 'removes']);
  });

  it('are the words found by a typo, by the start of the word being typed, and by the glossary', () => {
    expect(marks('applicaton ')).toEqual(['application']);
    expect(marks('approv')).toEqual(['approves']);
    expect(marks('TAC ')).toEqual(['admin', 'teams', 'center']);
  });
});

describe('the passage under a result on the search page', () => {
  const words = Array.from({length: 80}, (_, i) => `word${i}`);
  const section = (text: string, outline?: string[]) => ({
    id: 0,
    url: '/a#b',
    page: 'A',
    category: '',
    heading: 'B',
    text,
    ...(outline ? {outline} : {}),
  });
  const shown = (parts: {text: string}[]) => parts.map((part) => part.text).join('');
  const marked = (parts: {text: string; mark?: true}[]) =>
    parts.filter((part) => part.mark).map((part) => part.text);

  it('marks whole words only', () => {
    const parts = passage(section('The admin approves the app, then apps appear.'), [
      'app',
      'apps',
    ]);
    expect(marked(parts)).toEqual(['app', 'apps']);
    expect(shown(parts)).toBe('The admin approves the app, then apps appear.');
  });

  it('starts and ends between words, around the first marked word', () => {
    const text = words.join(' ');
    const parts = passage(section(text), ['word40']);
    const body = shown(parts).replace(/^… /, '').replace(/ …$/, '');
    expect(shown(parts)).toMatch(/^… .* …$/);
    expect(marked(parts)).toEqual(['word40']);
    const at = text.indexOf(body);
    expect(at).toBeGreaterThan(0);
    expect(text[at - 1]).toBe(' ');
    expect(text[at + body.length]).toBe(' ');
  });

  it('shows the headings under a section with no text of its own, never nothing', () => {
    expect(shown(passage(section('', ['As a user', 'As an administrator']), ['user']))).toBe(
      'As a user · As an administrator',
    );
  });
});

describe('the words a page opened from a result marks', () => {
  it('are at most 16, each of 2 to 40 characters', () => {
    const terms = Array.from({length: 20}, (_, i) => `word${i}`);
    expect(clampHighlightTerms(terms)).toHaveLength(16);
    expect(clampHighlightTerms(['a', 'ab'])).toEqual(['ab']);
    expect(clampHighlightTerms(['x'.repeat(50)])).toEqual(['x'.repeat(40)]);
  });
});
