/**
 * The site-search theme (src/plugins/search/index.ts): the pages as the
 * search plugin is given them to index, the section kinds it records, which
 * of the plugin's modules it replaces, and the most-read pages it offers.
 */
import path from 'node:path';
import {
  CELL_SEPARATOR,
  markSectionKinds,
  mostReadPages,
  prepareForIndex,
  replacementFor,
} from '../../src/plugins/search';
import {MOST_READ_DOC_IDS} from '../../src/data/mostRead';
import {DOC_ROUTES} from '../support/site';
import type {SearchIndexPart} from '../../src/plugins/search/types';

const page = (body: string) => `<html><body><main><article><div class="markdown"><h1>Title</h1>${body}</div></article></main></body></html>`;

/** The text the plugin indexes: cheerio's text of the prepared article. */
async function indexedText(html: string): Promise<string> {
  const cheerio = await import('cheerio');
  const $ = cheerio.load(prepareForIndex(html).html);
  return $('article').text().replace(/\s+/g, ' ').trim();
}

describe('prepareForIndex', () => {
  it('separates table cells and rows, so snippets show where a cell ends', async () => {
    const html = page(
      '<h2 id="kept">How long data is kept</h2><table><thead><tr><th>Data</th><th>Kept for</th></tr></thead>' +
        '<tbody><tr><td>Raw metadata</td><td>30 days</td></tr><tr><td>Aggregates</td><td>13 months</td></tr></tbody></table>',
    );
    expect(await indexedText(html)).toContain(['Data', 'Kept for', 'Raw metadata', '30 days', 'Aggregates', '13 months'].join(CELL_SEPARATOR));
  });

  it('reads a diagram as its title and description, not its labels run together', async () => {
    const html = page(
      '<h2 id="kept">How long data is kept</h2><figure><svg role="img"><title>Retention</title><desc>Aggregates are kept 13 months</desc>' +
        '<text>When the data is created</text><text>13 months</text></svg></figure><p>In words.</p>',
    );
    const text = await indexedText(html);
    expect(text).toContain('Retention. Aggregates are kept 13 months.');
    expect(text).not.toContain('created13');
    expect(text).not.toContain('When the data is created');
  });

  it('drops icons (pictures without a title or description)', () => {
    const {html} = prepareForIndex(page('<p><svg aria-hidden="true"><path d="M0 0"/></svg>Text</p>'));
    expect(html).not.toContain('<svg');
    expect(html).toContain('<p>Text</p>');
  });

  it('marks a section that only lists links, and one with numbered steps', () => {
    const {kinds} = prepareForIndex(
      page(
        '<h2 id="steps">Allow the app</h2><p>Do this:</p><ol><li>Open it.</li><li>Allow it.</li></ol>' +
          '<h2 id="mixed">Where to start</h2><p>Read <a href="/a">A</a> first.</p><ul><li><a href="/b">B</a></li></ul>' +
          '<h2 id="related-pages">Related pages</h2><ul><li><a href="/a">A</a></li><li><a href="https://learn.microsoft.com/x">X</a> (Microsoft Learn): what it says</li></ul>',
      ),
    );
    expect(Object.fromEntries(kinds)).toEqual({'#steps': 'steps', '#related-pages': 'links'});
  });
});

describe('markSectionKinds', () => {
  it('marks the section texts of the written index by page and anchor', () => {
    const index = [0, 1, 2, 3, 4].map(() => ({documents: [], index: {}})) as unknown as SearchIndexPart[];
    index[4]!.documents.push({i: 1, t: 'A', u: '/a', h: '#related-pages', p: 0}, {i: 2, t: 'B', u: '/a', h: '#other', p: 0});
    markSectionKinds(index, new Map([['/a#related-pages', 'links']]));
    expect(index[4]!.documents.map((doc) => doc.k)).toEqual(['links', undefined]);
  });
});

describe('replacementFor', () => {
  const box = path.join('node_modules', '@easyops-cn', 'docusaurus-search-local', 'dist', 'client', 'client', 'theme', 'SearchBar', 'SearchBar.jsx');

  it("replaces the plugin box's worker client and result template", () => {
    expect(replacementFor('../searchByWorker', box)).toMatch(/[\\/]search[\\/]client\.ts$/);
    expect(replacementFor('./SuggestionTemplate', box)).toMatch(/[\\/]search[\\/]SuggestionTemplate\.ts$/);
  });

  it('leaves the same requests from anywhere else alone (the replacements import the originals)', () => {
    expect(replacementFor('./SuggestionTemplate', path.join('src', 'plugins', 'search', 'SuggestionTemplate.ts'))).toBeUndefined();
    expect(replacementFor('../searchByWorker', box.replace('SearchBar.jsx', 'EmptyTemplate.js'))).toBeUndefined();
    expect(replacementFor('./EmptyTemplate', box)).toBeUndefined();
  });
});

describe('mostReadPages', () => {
  it('names listed doc pages by their route and title', () => {
    const pages = mostReadPages();
    expect(pages).toHaveLength(MOST_READ_DOC_IDS.length);
    for (const {path: route, title} of pages) expect(DOC_ROUTES.find((r) => r.path === route)?.h1).toBe(title);
  });
});
