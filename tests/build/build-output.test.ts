/**
 * Checks on the production build (`npm run test:build`; `npm test` builds
 * first): the files search engines, AI assistants and the offline search
 * read (Markdown twins, llms.txt), and the metadata of every page. Expected pages come from the sources
 * (tests/support/site.ts), so a new page is checked without a test edit.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ROOT, ROUTES, DOC_ROUTES, SITE_TITLE} from '../support/site';
import {decodeEntities} from '../support/html';
import {siteUrl} from '../../src/data/siteSettings';
import {PRODUCT_NAME} from '../../src/data/product';
import {twinPath, TWIN_HEADERS} from '../../src/utils/markdownTwin';
import {LLMS_FULL_SEPARATOR, llmsFullHeader} from '../../src/plugins/markdown-twins/llms';
import {headersForPath, parseHeadersFile} from '../../scripts/headers-file.mjs';
import config from '../../docusaurus.config';
import {graphPermissions} from '../../src/data/permissions';
import * as cheerio from 'cheerio';
import {CELL_SEPARATOR} from '../../src/plugins/search';

const BUILD = path.join(ROOT, 'build');

function read(file: string): string {
  const full = path.join(BUILD, file);
  if (!fs.existsSync(full)) throw new Error(`${full} is missing: run "npm run build" first`);
  return fs.readFileSync(full, 'utf8');
}

function htmlFor(route: string): string {
  return read(route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
}

/** Attributes of every tag with this name (quoted or, after minification, not). */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((m) => {
    const attrs: Record<string, string> = {};
    for (const a of m[1].matchAll(/([^\s=/]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs[a[1].toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
    }
    return attrs;
  });
}

function meta(html: string, key: 'name' | 'property', value: string): string | undefined {
  const found = tags(html, 'meta').filter((t) => t[key] === value);
  // Docusaurus keeps the page's own value last when a site default exists.
  return found.at(-1)?.content;
}

describe('Markdown twins', () => {
  const twin = (route: string) => read(twinPath(route).slice(1));

  it.each(ROUTES.map((r) => [r.path, r]))('%s has its twin next to its HTML, starting with its title', (_path, route) => {
    const text = twin(route.path);
    expect(text.startsWith(`# ${route.h1}\n`)).toBe(true);
    if (route.description) expect(text).toContain(`\n> ${route.description}\n`);
  });

  it.each(ROUTES.map((r) => [r.path]))('%s: its twin holds only Markdown (no facts, imports, JSX, comments or directives left)', (routePath) => {
    const text = twin(routePath);
    expect(text).not.toContain(':fact[');
    expect(text).not.toMatch(/^\s*(import|export) /m);
    expect(text).not.toMatch(/<\/?[A-Z][A-Za-z0-9.]*[\s/>]/);
    expect(text).not.toContain('{/*');
    expect(text).not.toContain('<!--');
    expect(text).not.toMatch(/^:{2,}/m);
    expect(text).not.toMatch(/\\:/);
  });

  it('links to pages point at their twins, with the site URL', () => {
    const links = ROUTES.flatMap((r) => [...twin(r.path).matchAll(/\]\((\/[^)]*)\)/g)].map((m) => `${r.path}: ${m[1]}`));
    expect(links, 'site-relative links').toEqual([]);
    expect(twin('/')).toContain(`](${siteUrl}${twinPath(DOC_ROUTES.find((r) => r.path !== '/')!.path)}`);
  });

  it('have the permission tables as Markdown tables', () => {
    const [first] = graphPermissions;
    expect(ROUTES.some((r) => twin(r.path).includes(`\n| \`${first!.name}\` `))).toBe(true);
  });

  it.each(ROUTES.map((r) => [r.path]))('%s links its twin from its HTML head', (routePath) => {
    const alternates = tags(htmlFor(routePath), 'link').filter((t) => t.rel === 'alternate' && t.type === 'text/markdown');
    expect(alternates.map((t) => t.href)).toEqual([`${siteUrl}${twinPath(routePath)}`]);
  });

  it('pages without a twin (search, not found) link none', () => {
    for (const file of ['search/index.html', '404.html']) {
      expect(tags(read(file), 'link').filter((t) => t.type === 'text/markdown'), file).toEqual([]);
    }
  });

  it('are sent as UTF-8 Markdown by the hosts that read build/_headers', () => {
    const rules = parseHeadersFile(read('_headers'));
    for (const route of ROUTES) {
      expect(headersForPath(rules, twinPath(route.path))['Content-Type'], route.path).toBe(TWIN_HEADERS.contentType);
    }
  });
});

describe('llms.txt', () => {
  const text = read('llms.txt');

  it('starts with the site title from the product name and a summary', () => {
    expect(text.startsWith(`# ${SITE_TITLE}\n\n> `)).toBe(true);
    expect(text).toContain(PRODUCT_NAME);
  });

  it('links every twin, with its title and description', () => {
    for (const route of ROUTES) {
      const description = route.description ? `: ${route.description}` : '';
      const line = route.kind === 'category' ? `([overview](${siteUrl}${twinPath(route.path)}))` : `- [${route.h1}](${siteUrl}${twinPath(route.path)})${description}\n`;
      expect(text, route.path).toContain(line);
    }
  });
});

describe('llms-full.txt', () => {
  it('is the twins, in the order llms.txt lists them', () => {
    const order = [...read('llms.txt').matchAll(/\]\((https?:[^)]+\.md)\)/g)].map((m) => new URL(m[1]!).pathname);
    expect([...order].sort()).toEqual(ROUTES.map((r) => twinPath(r.path)).sort());
    const site = {title: SITE_TITLE, tagline: config.tagline ?? '', url: siteUrl};
    const twins = order.map((p) => read(p.slice(1)));
    expect(read('llms-full.txt')).toBe([llmsFullHeader(site), ...twins].join(LLMS_FULL_SEPARATOR));
  });
});

describe('offline search index', () => {
  // Every doc. The search plugin indexes only docs when they are served from
  // the site root (docsRouteBasePath '/'): not the standalone pages nor the
  // generated category pages (README, "Search").
  it('has every doc page, under its title', () => {
    const files = fs.readdirSync(BUILD).filter((f) => /^search-index.*\.json$/.test(f));
    expect(files.length).toBeGreaterThan(0);
    const titles = new Map<string, string>();
    for (const file of files) {
      const parts = JSON.parse(read(file)) as {documents: {t: string; u: string; h?: string}[]}[];
      // The first part of the index holds one document per page (title, URL).
      for (const doc of parts[0]?.documents ?? []) titles.set(doc.u, doc.t);
    }
    for (const route of DOC_ROUTES) expect(titles.get(route.path), route.path).toBe(route.h1);
  });

  // What src/plugins/search gives the plugin to index, seen in the index it wrote.
  const index = JSON.parse(read('search-index.json')) as {documents: {t: string; u: string; h?: string; s?: string; k?: string}[]}[];
  const textOf = (route: string) => (index[4]?.documents ?? []).filter((doc) => doc.u === route).map((doc) => doc.t).join('\n');

  it.each(DOC_ROUTES.map((r) => [r.path]))('%s: table cells and rows are set apart in the indexed text', (route) => {
    const $ = cheerio.load(htmlFor(route));
    for (const table of $('article table').toArray()) {
      const cells = $(table).find('tr').first().find('th, td').toArray().map((cell) => $(cell).text().replace(/\s+/g, ' ').trim());
      expect(textOf(route)).toContain(cells.join(CELL_SEPARATOR));
    }
  });

  it.each(DOC_ROUTES.map((r) => [r.path]))('%s: a diagram is indexed as its title and description, not its labels', (route) => {
    const $ = cheerio.load(htmlFor(route));
    for (const svg of $('article svg').toArray()) {
      const [title, desc] = ['title', 'desc'].map((tag) => $(svg).children(tag).first().text().trim());
      if (!title) continue;
      expect(textOf(route)).toContain(`${title}${/[.!?]$/.test(title) ? '' : '.'} ${desc}`);
      const labels = $(svg).find('text').toArray().map((label) => $(label).text().trim()).filter(Boolean);
      for (let i = 1; i < labels.length; i += 1) expect(textOf(route)).not.toContain(labels[i - 1]! + labels[i]!);
    }
  });

  it('marks the sections that only list links to other pages ("Related pages"), which rank below answers', () => {
    const related = (index[4]?.documents ?? []).filter((doc) => doc.s === 'Related pages');
    expect(related.length).toBeGreaterThan(0);
    for (const doc of related) expect(doc.k, doc.u).toBe('links');
  });
});

describe('sitemap.xml and robots.txt', () => {
  const sitemap = read('sitemap.xml');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('lists every route, and nothing else', () => {
    expect([...locs].sort()).toEqual(ROUTES.map((r) => `${siteUrl}${r.path}`).sort());
  });

  it('robots.txt points at the sitemap', () => {
    expect(read('robots.txt')).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});

describe('page metadata', () => {
  it.each(ROUTES.map((r) => [r.path, r]))('%s has its description, canonical URL and social tags', (_path, route) => {
    const html = htmlFor(route.path);
    const descriptions = tags(html, 'meta').filter((t) => t.name === 'description');
    expect(descriptions).toHaveLength(1);
    const description = descriptions[0].content;
    expect(description).toBeTruthy();
    if (route.description) expect(description).toBe(route.description);
    expect(tags(html, 'link').filter((t) => t.rel === 'canonical').map((t) => t.href)).toEqual([`${siteUrl}${route.path}`]);
    expect(meta(html, 'property', 'og:title')).toBe(route.title);
    expect(meta(html, 'property', 'og:description')).toBe(description);
    expect(meta(html, 'property', 'og:image')).toBe(`${siteUrl}/img/social-card.png`);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
  });

  it('the social card is a 1200 × 630 PNG', () => {
    const png = fs.readFileSync(path.join(BUILD, 'img/social-card.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });
});
