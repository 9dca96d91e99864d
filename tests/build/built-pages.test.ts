/**
 * What the built-pages pipeline (src/plugins/built-pages.ts) leaves in every
 * page of the build `npm test` makes, which is the GitHub Pages build
 * (`CSP_META=true`, as .github/workflows/deploy.yml sets it): the meta
 * policy first, the page's chunk preloads and its twin's link, all three
 * together, so that no step undid another's. Also: admonitions reach the
 * twins, and no page loads more script than the budget allows.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {BUILD_DIR, DOC_ROUTES, ROOT} from '../support/site';
import {twinPath} from '../../src/plugins/markdown-twins/data/rules';
import {listHtmlFiles} from '../../src/node/postBuild';

function read(rel: string): string {
  const file = path.join(BUILD_DIR, rel);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run "CSP_META=true npm run build" first`);
  return fs.readFileSync(file, 'utf8');
}

const PAGES = listHtmlFiles(BUILD_DIR);
/** Pages that are not content have no twin: the search page and the not-found page. */
const WITHOUT_TWIN = new Set(['search/index.html', '404.html']);

describe('every built page (the GitHub Pages build, CSP_META=true)', () => {
  it('finds the pages', () => {
    expect(PAGES.length).toBeGreaterThanOrEqual(DOC_ROUTES.length + 2);
  });

  it.each(PAGES)('%s has the meta policy right after <meta charset>, before any script, covering its inline scripts', (rel) => {
    const html = read(rel);
    const meta = /<meta charset=[^>]*>(<meta http-equiv="Content-Security-Policy" content="([^"]*)">)/i.exec(html);
    if (!meta) throw new Error(`${rel}: no meta Content-Security-Policy right after <meta charset>; was build/ made with CSP_META=true?`);
    expect(html.indexOf('<script')).toBeGreaterThan(meta.index);
    const policy = meta[2]!;
    const scriptSources = policy.split(';').map((d) => d.trim().split(/\s+/)).find(([name]) => name === 'script-src') ?? [];
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const body of inline) {
      expect(scriptSources).toContain(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
    expect(policy).not.toContain('frame-ancestors');
  });

  it.each(PAGES)('%s preloads its chunks and names its twin', (rel) => {
    const html = read(rel);
    expect(html).toMatch(/<link rel="preload" as="script" href="\/assets\/js\/[^"]+\.js">/);
    if (WITHOUT_TWIN.has(rel)) return;
    const route = `/${rel.replace(/(^|\/)index\.html$/, '')}`;
    expect(html).toContain(`type="text/markdown" href="`);
    expect(html).toMatch(new RegExp(`<link rel="alternate" type="text/markdown" href="[^"]*${twinPath(route).replace(/[.]/g, '\\.')}">`));
  });
});

/** The admonitions of a doc's source: `:::warning` or `:::note Title`, and the first words of their text. */
function admonitions(source: string): {title: string; firstWords: string}[] {
  return [...source.matchAll(/^:::(\w+)(?:[ \t]+([^\n]+))?\n+([\s\S]*?)\n+:::\s*$/gm)].map((m) => {
    const type = m[1]!;
    const title = m[2]?.trim() || `${type.charAt(0).toUpperCase()}${type.slice(1)}`;
    // The words before the first Markdown mark-up (code, emphasis, a link or a directive).
    const firstWords = m[3]!.trim().split(/[`*_[:]/)[0]!.trim();
    return {title, firstWords};
  });
}

describe('admonitions in the twins', () => {
  const withAdmonitions = DOC_ROUTES.filter((route) => route.file && admonitions(fs.readFileSync(path.join(ROOT, route.file), 'utf8')).length > 0);

  it('are used on some pages', () => {
    expect(withAdmonitions.length).toBeGreaterThan(0);
  });

  it.each(withAdmonitions.map((route) => [route.path, route.file!]))('%s: each admonition is a quote with its title and text', (route, file) => {
    const twin = read(twinPath(route).slice(1));
    for (const {title, firstWords} of admonitions(fs.readFileSync(path.join(ROOT, file), 'utf8'))) {
      expect(firstWords.length).toBeGreaterThan(0);
      expect(twin).toContain(`> **${title}:** ${firstWords}`);
    }
  });
});

describe('script bytes (the guard of perf-budget.json, without a browser)', () => {
  const budget = JSON.parse(fs.readFileSync(path.join(ROOT, 'perf-budget.json'), 'utf8')) as {budgets: {jsKB: {max: number}}};
  const gzipKiB = (src: string) => gzipSync(fs.readFileSync(path.join(BUILD_DIR, src))).length / 1024;

  it.each(PAGES)(`%s: the scripts it loads at once and preloads are at most ${budget.budgets.jsKB.max} KiB gzip`, (rel) => {
    const html = read(rel);
    const scripts = new Set([...html.matchAll(/<(?:script[^>]*\bsrc|link rel="preload" as="script" href)="?(\/assets\/js\/[^" >]+)/g)].map((m) => m[1]!));
    expect(scripts.size).toBeGreaterThan(1);
    const total = [...scripts].reduce((sum, src) => sum + gzipKiB(src), 0);
    expect(total).toBeLessThanOrEqual(budget.budgets.jsKB.max);
  });
});
