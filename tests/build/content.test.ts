/**
 * The content rules that reach past the page sources, checked on the build
 * (`npm run test:build`; run `npm run build` first): what readers and AI
 * tools actually get, the Markdown twins with every fact and permission
 * table filled in and `llms-full.txt`, makes none of the claims that must
 * not come back (scripts/check/contentRules.ts, WRONG_CLAIMS) and names no
 * permission the app doesn't request.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ROOT, ROUTES} from '../support/site';
import {claimProblems, headingIds} from '../../scripts/check/contentRules';
import {twinPath} from '../../src/plugins/markdown-twins/data/rules';

const BUILD = path.join(ROOT, 'build');

function read(file: string): string {
  const full = path.join(BUILD, file);
  if (!fs.existsSync(full)) throw new Error(`${full} is missing: run "npm run build" first`);
  return fs.readFileSync(full, 'utf8');
}

describe('what the build gives readers', () => {
  it.each(ROUTES.map((r) => [twinPath(r.path)]))('the twin %s makes no claim that must not come back', (twin) => {
    expect(claimProblems(`build${twin}`, read(twin.slice(1)))).toEqual([]);
  });

  it('llms-full.txt makes none either', () => {
    expect(claimProblems('build/llms-full.txt', read('llms-full.txt'))).toEqual([]);
  });
});

describe("the check's anchors (scripts/check/contentRules.ts, headingIds)", () => {
  const pages = ROUTES.flatMap((r) => (r.file ? [[r.path, r.file] as const] : []));
  it.each(pages)('%s: are the ids Docusaurus gave its headings, and no other', (route, file) => {
    const html = read(route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
    const idsIn = (pattern: RegExp) =>
      [...html.matchAll(pattern)].map((m) => (m[1] ?? m[2])!.replace(/&amp;/g, '&'));
    const headings = idsIn(/<h[1-6]\b[^>]*\sid=(?:"([^"]*)"|([^\s>"]+))/g);
    const every = new Set(idsIn(/\sid=(?:"([^"]*)"|([^\s>"]+))/g));
    const checked = headingIds(fs.readFileSync(path.join(ROOT, file), 'utf8'));
    expect(headings.length).toBeGreaterThan(0);
    expect(headings.filter((id) => !checked.has(id))).toEqual([]);
    expect([...checked].filter((id) => !every.has(id))).toEqual([]);
  });
});
