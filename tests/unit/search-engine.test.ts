/**
 * The site search's ranking (src/plugins/search/engine.ts), on a small index
 * built by the search plugin's own index builder, so the format is the one
 * the build writes: the glossary, the ranking of sections, misspelling
 * tolerance, the word being typed, the input limits and the suggestions for a
 * query without results.
 */
import {SearchEngine, conceptsOf, glossaryTerms, wordsOf} from '../../src/plugins/search/engine';
import {DocType, type SearchDocument, type SearchIndexPart, type SearchResult} from '../../src/plugins/search/types';
import {GLOSSARY, type GlossaryEntry} from '../../src/data/glossary';
import {MAX_HIGHLIGHT_TERMS, MAX_QUERY_LENGTH, MAX_QUERY_WORDS} from '../../src/utils/searchLimits';

// The plugin's builder (Node, CommonJS): what postBuild writes to search-index.json.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {buildIndex} = require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex') as {
  buildIndex(documents: SearchDocument[][], config: object): SearchIndexPart[];
};

interface Section {
  heading: string;
  text: string;
  kind?: SearchDocument['k'];
}
interface FixturePage {
  url: string;
  title: string;
  description: string;
  sections: Section[];
}

const slug = (heading: string) => `#${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** An index in the plugin's format: parts of titles, headings, descriptions, keywords and texts. */
function indexOf(pages: FixturePage[]): SearchIndexPart[] {
  const parts: SearchDocument[][] = [[], [], [], [], []];
  let id = 0;
  for (const page of pages) {
    const titleId = ++id;
    parts[DocType.Title]!.push({i: titleId, t: page.title, u: page.url, b: ['Docs']});
    parts[DocType.Description]!.push({i: titleId, t: page.description, s: page.title, u: page.url, p: titleId});
    for (const section of page.sections) {
      parts[DocType.Heading]!.push({i: ++id, t: section.heading, u: page.url, h: slug(section.heading), p: titleId});
      parts[DocType.Content]!.push({i: ++id, t: section.text, s: section.heading, u: page.url, h: slug(section.heading), p: titleId, ...(section.kind ? {k: section.kind} : {})});
    }
  }
  // As written to the file and read back by the worker.
  return JSON.parse(JSON.stringify(buildIndex(parts, {language: ['en'], removeDefaultStopWordFilter: [], removeDefaultStemmer: false}))) as SearchIndexPart[];
}

const PAGES: FixturePage[] = [
  {
    url: '/admins/access',
    title: 'Access',
    description: 'Control who in your organization can use the app.',
    sections: [
      {heading: 'Allow the app', text: 'In the Teams admin center, go to Teams apps and select Allow.', kind: 'steps'},
      {heading: 'Set availability', text: 'Choose everyone, specific users or groups, or no one.'},
      {heading: 'How long changes take', text: 'Availability changes can take a few hours to reach every client.'},
      {heading: 'Related pages', text: 'Setup policies Retention and deletion Teams admin center overview', kind: 'links'},
    ],
  },
  {
    url: '/privacy',
    title: 'User privacy',
    description: 'Who can see which insights and how long data is kept.',
    sections: [
      {heading: 'How long data is kept', text: 'Raw metadata is deleted after 30 days. Retention of weekly aggregates is 13 months.'},
      {heading: 'Opt out', text: 'Turn on Exclude me from team insights in the app settings.'},
      {heading: 'Consent', text: 'An admin grants consent to the permissions for the organization.'},
    ],
  },
  {
    url: '/start',
    title: 'Add the Teams app',
    description: 'Add the app on desktop, web or mobile.',
    sections: [
      {heading: 'Open the app on mobile', text: 'In the Teams mobile app on iOS and Android, tap More.'},
      {heading: 'Sign in', text: 'The app signs you in with your Teams account the first time.'},
      {heading: 'First week', text: 'The retention chart and the weekly summary appear after a week, among many other things the app shows on its home tab.'},
    ],
  },
];

const engine = new SearchEngine(indexOf(PAGES), GLOSSARY);
const where = (result: SearchResult) => result.document.u + (result.document.h ?? '');
const top = (query: string, n = 3) => engine.search(query, 8).results.slice(0, n).map(where);

describe('the glossary', () => {
  it('finds a section by the word a reader uses for what the page calls something else', () => {
    expect(top('TAC', 1)).toEqual(['/admins/access#allow-the-app']);
    expect(top('SSO', 1)).toEqual(['/start#sign-in']);
    expect(top('iphone', 1)).toEqual(['/start#open-the-app-on-mobile']);
    expect(top('policy propagation time', 1)).toEqual(['/admins/access#how-long-changes-take']);
  });

  it('finds it by the page word too, and prefers the page word when both match', () => {
    expect(top('teams admin center', 1)).toEqual(['/admins/access#allow-the-app']);
  });

  it('marks the page words it found, so the opened page highlights them', () => {
    const [result] = engine.search('TAC', 8).results;
    expect(result!.tokens).toEqual(expect.arrayContaining(['tac', 'teams', 'admin', 'center']));
  });

  it('reads a reader term whose words are spread through the query, and leaves the other words as they are', () => {
    const words = wordsOf('how long until the policy applies');
    const concepts = conceptsOf(words, glossaryTerms(GLOSSARY));
    expect(concepts).toHaveLength(3);
    expect(concepts[0]!.alternatives.map((a) => a.words.map((w) => w.raw).join(' '))).toContain('long changes take');
  });

  it("looks for a glossary term's words only where they stand together", () => {
    const glossary: GlossaryEntry[] = [{pages: ['weekly summary'], readers: ['digest']}];
    const strict = new SearchEngine(indexOf(PAGES), glossary);
    // "weekly" and "aggregates" sit apart in the privacy text; "weekly summary" stands together on the start page.
    expect(strict.search('digest', 8).results.map(where)).toEqual(['/start#first-week']);
  });
});

describe('ranking', () => {
  it('ranks a section whose heading answers above a list of links and a passing mention', () => {
    const results = top('retention', 8);
    expect(results[0]).toBe('/privacy#how-long-data-is-kept');
    expect(results.indexOf('/admins/access#related-pages')).toBeGreaterThan(results.indexOf('/start#first-week'));
  });

  it('ranks the sections that answer the whole query above those that answer part of it', () => {
    expect(top('admin consent', 1)).toEqual(['/privacy#consent']);
  });

  it('gives every result the positions of its matches, which the result list marks', () => {
    for (const query of ['TAC', 'retention', 'mobile', 'opt out', 'consent']) {
      for (const result of engine.search(query, 8).results) {
        const positions = Object.values(result.metadata).flatMap((fields) => fields.t?.position ?? []);
        expect(positions.length, `${query}: ${where(result)}`).toBeGreaterThan(0);
        for (const [start, length] of positions) expect(start + length).toBeLessThanOrEqual(result.document.t.length);
      }
    }
  });

  it('draws sections that follow their page as its branches', () => {
    const results = engine.search('access', 8).results;
    expect(results[0]!.type).toBe(DocType.Title);
    const branches = results.slice(1).filter((r) => r.page === results[0]!.document);
    expect(branches.every((r) => r.isInterOfTree || r.isLastOfTree)).toBe(true);
  });
});

describe('misspellings and typing', () => {
  it('tolerates a typo in a word the index does not have', () => {
    expect(top('availabilty', 1)).toEqual(['/admins/access#set-availability']);
    expect(top('retenion', 1)).toEqual(['/privacy#how-long-data-is-kept']);
  });

  it('reads the last word as a prefix while it is being typed, and as a word once a space follows', () => {
    expect(top('availab', 1)).toEqual(['/admins/access#set-availability']);
    expect(engine.search('availab ', 8).results).toEqual([]);
  });
});

describe('limits', () => {
  it(`reads only the first ${MAX_QUERY_LENGTH} characters`, () => {
    expect(engine.search(`${'x'.repeat(MAX_QUERY_LENGTH - 1)} retention`, 8).results).toEqual([]);
    expect(engine.search(`${'x'.repeat(MAX_QUERY_LENGTH - 11)} retention`, 8).results.length).toBeGreaterThan(0);
  });

  it(`reads only the first ${MAX_QUERY_WORDS} words`, () => {
    const filler = Array.from({length: MAX_QUERY_WORDS}, (_, i) => `filler${i}`).join(' ');
    expect(engine.search(`${filler} retention`, 8).results).toEqual([]);
  });

  it(`marks at most ${MAX_HIGHLIGHT_TERMS} words`, () => {
    const words = Array.from({length: MAX_QUERY_WORDS}, (_, i) => `word${i}`);
    const results = engine.search(`retention ${words.join(' ')}`, 8).results;
    for (const result of results) expect(result.tokens.length).toBeLessThanOrEqual(MAX_HIGHLIGHT_TERMS);
  });

  it('answers a one-word query of thousands of characters (a word no index has)', () => {
    expect(engine.search('a'.repeat(10_000), 8)).toEqual({results: [], suggestions: []});
  });
});

describe('a query without results', () => {
  it('suggests close words that do find something (two typos in a short word)', () => {
    const answer = engine.search('retntin', 8);
    expect(answer.results).toEqual([]);
    expect(answer.suggestions).toContain('retention');
  });

  it('tolerates two typos in a long word without needing a suggestion', () => {
    expect(top('retnetoin', 1)).toEqual(['/privacy#how-long-data-is-kept']);
  });

  it('suggests glossary words too', () => {
    expect(engine.search('ipohne', 8).suggestions).toContain('iphone');
  });

  it('suggests nothing for a query with nothing close', () => {
    expect(engine.search('xyzzyqwerty', 8)).toEqual({results: [], suggestions: []});
  });
});
