/**
 * The admin pages' task controls in the build (issue 47): the server's
 * HTML has every placeholder of the commands as written, and both ways of
 * a task; the controls are no part of the content, so the Markdown twins,
 * llms-full.txt and the search index have the placeholders as written and
 * none of the controls' words.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {LEARN_SOURCES} from '../../src/node/learnCitations';
import {BUILD_DIR, DOC_ROUTES, ROOT} from '../support/site';
import {twinPath} from '../../src/plugins/markdown-twins/data/rules';
import type {SearchIndex} from '../../src/plugins/search/data/indexFormat';

const read = (rel: string) => {
  const file = path.join(BUILD_DIR, rel);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first`);
  return fs.readFileSync(file, 'utf8');
};

/** The pages with the controls, and the code of each as written in its source. */
const PAGES = DOC_ROUTES.filter((r) => r.file && /<UseMyValues|<Ways>/.test(fs.readFileSync(path.join(ROOT, r.file), 'utf8'))).map((route) => {
  const source = fs.readFileSync(path.join(ROOT, route.file!), 'utf8');
  const blocks = [...source.matchAll(/^ *```[^\n]*\n([\s\S]*?)^ *```/gm)].map((m) => m[1]!.replace(/^ +/gm, '').trim());
  return {route: route.path, source, blocks};
});

/** The controls' words: the panel's and the switch's. */
const CONTROL_WORDS = ['Use my values', 'Show the steps for', 'Nothing you type here'];

describe('the admin pages with task controls', () => {
  it('are the pages with command placeholders or two ways', () => {
    expect(PAGES.map((p) => p.route).sort()).toEqual(
      ['/for-admins/access', '/for-admins/app-permissions', '/for-admins/setup-assistance', '/for-admins/setup-policies'].sort(),
    );
  });

  const llmsFull = () => read('llms-full.txt');
  const index = () => JSON.parse(read('search-index.json')) as SearchIndex;

  it.each(PAGES)('$route: its HTML has every code block as written, both ways of a task, and the controls', ({route, source, blocks}) => {
    const $ = cheerio.load(read(`${route.slice(1)}/index.html`));
    const built = $('article pre')
      .toArray()
      .map((pre) => $(pre).text().trim());
    expect(built).toEqual(blocks);
    const ways = (source.match(/<Way name=/g) ?? []).length;
    expect($('[data-way-panel]').length).toBe(ways);
    // The server renders no way hidden: without JavaScript both show.
    expect($('[data-way-panel][hidden]').length).toBe(0);
    expect($('details[data-not-content] summary').text()).toMatch(/Use my values/);
  });

  it.each(PAGES)('$route: its twin, llms-full.txt and the search have the placeholders as written and none of the controls', ({route, blocks}) => {
    const twin = read(twinPath(route).slice(1));
    for (const block of blocks) {
      expect(twin).toContain(block);
      expect(llmsFull()).toContain(block);
    }
    const searched = index()
      .sections.filter((s) => s.url.split('#')[0] === route)
      .map((s) => s.text)
      .join('\n');
    for (const text of [twin, searched]) for (const words of CONTROL_WORDS) expect(text).not.toContain(words);
    if (route.endsWith('setup-policies')) expect(searched).toContain('Grant-CsTeamsAppSetupPolicy -Group "<group-object-id>"');
  });

  it.each(PAGES)('$route: the search has a section for every ## and ### heading, those in a way included', ({route}) => {
    const $ = cheerio.load(read(`${route.slice(1)}/index.html`));
    // The Microsoft sources at the foot stay out of the search (src/plugins/search/node/writeIndex.ts).
    const headings = $('article h2[id], article h3[id]')
      .not(`.${LEARN_SOURCES.className} *`)
      .toArray()
      .map((h) => `${route}#${$(h).attr('id')}`);
    expect(headings.length).toBeGreaterThan(3);
    const sections = index()
      .sections.filter((s) => s.url.split('#')[0] === route && s.url.includes('#'))
      .map((s) => s.url);
    expect(sections).toEqual(headings);
  });
});
