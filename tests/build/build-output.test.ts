/**
 * Checks on the production build (`npm run test:build`; `npm test` builds
 * first): the files search engines, AI assistants and the offline search
 * read (Markdown twins, llms.txt), and the metadata of every page. Expected pages come from the
 * sources (tests/support/site.ts), so a new page is checked without a test edit.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ROOT, ROUTES, DOC_ROUTES, SITE_TITLE} from '../support/site';
import {decodeEntities} from '../support/html';
import {siteUrl} from '../../src/node/siteSettings';
import {PRODUCT_NAME} from '../../src/data/product';
import {twinPath, TWIN_HEADERS} from '../../src/plugins/markdown-twins/data/rules';
import {headersForPath, parseHeadersFile} from '../../src/node/headersFile.mjs';
import {graphPermissions} from '../../src/data/permissions';
import * as cheerio from 'cheerio';
import {readSearchIndex, type SearchIndex} from '../../src/plugins/search/data/indexFormat';

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
    const full = read('llms-full.txt');
    // The site's title (the product brief: the product's name, then "documentation"; the
    // specification's "the product documentation" by default) and the summary llms.txt starts
    // with, then the first twin after a thematic break.
    const summary = /^> .+$/m.exec(read('llms.txt'))?.[0];
    expect(full.startsWith(`# ${PRODUCT_NAME} documentation\n\n${summary}\n\n---\n\n# `)).toBe(true);
    // Then every twin whole, in llms.txt's order, each after a thematic break.
    let from = 0;
    for (const twinFile of order) {
      const at = full.indexOf(`\n---\n\n${read(twinFile.slice(1))}`, from);
      expect(at, twinFile).toBeGreaterThanOrEqual(from);
      from = at + 1;
    }
  });
});

describe('offline search index', () => {
  // Every doc page, cut into its sections; not the standalone pages nor the
  // generated category pages (CONTRIBUTING.md, "Search").
  const index = JSON.parse(read('search-index.json')) as SearchIndex;
  const textOf = (route: string) => index.sections.filter((s) => s.url.split('#')[0] === route).map((s) => s.text).join('\n');

  it('is in the format and version the browser reads (readSearchIndex)', () => {
    expect(readSearchIndex(index)).not.toBeNull();
  });

  it('has every doc page, under its title, and nothing else', () => {
    const openings = index.sections.filter((s) => !s.url.includes('#'));
    expect(new Map(openings.map((s) => [s.url, s.page]))).toEqual(new Map(DOC_ROUTES.map((r) => [r.path, r.h1])));
  });

  it('sets table cells apart (README: "Weekly aggregates · 13 months"), in the rows the product brief gives', () => {
    // The brief's outcomes, its examples of drivers, and Impact before 2 full weeks.
    expect(textOf('/')).toContain('Focus time · Hours a week in blocks of 2 hours or more without meetings · Meeting load · Hours a week in meetings ·');
    expect(textOf('/insights/drivers')).toContain('Large meetings · Hours a week in meetings with more than 8 attendees ·');
    expect(textOf('/insights/Impact')).toContain('Fewer than 2 full weeks · Not enough data yet ·');
  });

  it.each(DOC_ROUTES.map((r) => [r.path]))('%s: no table cell runs into the next in the indexed text', (route) => {
    const $ = cheerio.load(htmlFor(route));
    for (const row of $('article tr').toArray()) {
      const cells = $(row).find('th, td').toArray().map((cell) => $(cell).text().replace(/\s+/g, ' ').trim()).filter(Boolean);
      for (let i = 1; i < cells.length; i += 1) expect(textOf(route)).not.toContain(cells[i - 1]! + cells[i]!);
    }
  });

  it('sets cells apart and writes a diagram as its title and description (the retention periods of the product brief)', () => {
    const text = textOf('/privacy-security/user-privacy');
    expect(text).toContain('Weekly aggregates · The computed weekly insights for teams, and your own weekly insights · 13 months, then deleted ·');
    expect(text).toContain(
      'How long the app keeps each kind of data. Raw metadata is deleted after 30 days. Prompts and answers are kept 30 days for abuse monitoring, then deleted. Weekly aggregates are kept 13 months, then deleted.',
    );
  });

  it.each(DOC_ROUTES.map((r) => [r.path]))('%s: a diagram is indexed as its title and description, not its labels', (route) => {
    const $ = cheerio.load(htmlFor(route));
    for (const svg of $('article svg').toArray()) {
      const [title, desc] = ['title', 'desc'].map((tag) => $(svg).children(tag).first().text().trim());
      if (!title) continue;
      // The title, then the description after it.
      const at = textOf(route).indexOf(title);
      expect(at, title).toBeGreaterThanOrEqual(0);
      expect(textOf(route).indexOf(desc, at), desc).toBeGreaterThan(at);
      const labels = $(svg).find('text').toArray().map((label) => $(label).text().trim()).filter(Boolean);
      for (let i = 1; i < labels.length; i += 1) expect(textOf(route)).not.toContain(labels[i - 1]! + labels[i]!);
    }
  });

  it.each(DOC_ROUTES.map((r) => [r.path]))('%s: an admonition without a title adds no "note" or "danger" to the text', (route) => {
    const $ = cheerio.load(htmlFor(route));
    for (const admonition of $('article .theme-admonition').toArray()) {
      const kind = /theme-admonition-(\w+)/.exec($(admonition).attr('class') ?? '')![1]!;
      const [heading, content] = [$(admonition).children('div').first(), $(admonition).children('div').last()];
      const opening = content.text().replace(/\s+/g, ' ').trim().split(' ').slice(0, 6).join(' ');
      expect(textOf(route), opening).toContain(opening);
      // A writer's title stays; the theme's label for the kind ("danger") is no word of the page's.
      if (heading.text().trim().toLowerCase() === kind) expect(textOf(route).toLowerCase()).not.toContain(`${kind} ${opening}`.toLowerCase());
      else expect(textOf(route)).toContain(`${heading.text().trim()} ${opening}`);
    }
  });

  it('gives every section something to show under its result: its text, or the headings under it', () => {
    for (const section of index.sections)
      expect(section.text || section.outline?.join(' · '), section.url).toMatch(/\w/);
    // A heading followed at once by its subheadings (the home page's "Where to start").
    const start = index.sections.find((s) => s.url === '/#where-to-start');
    const $ = cheerio.load(htmlFor('/'));
    const under = $('#where-to-start').nextUntil('h2', 'h3').toArray().map((h) => $(h).text().replace(/\u200b/g, '').trim());
    expect(under.length).toBeGreaterThan(0);
    expect(start?.outline).toEqual(under);
  });

  it('marks the sections that only list links to other pages ("Related pages"), which rank below answers', () => {
    const related = index.sections.filter((s) => s.heading === 'Related pages');
    expect(related.length).toBe(DOC_ROUTES.length);
    for (const section of related) expect(section.kind, section.url).toBe('links');
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
