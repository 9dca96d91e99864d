/**
 * Checks on the production build (`npm run test:build`; `npm test` builds
 * first): the files search engines, AI assistants and the offline search
 * read, and the metadata of every page. Expected pages come from the sources
 * (tests/support/site.ts), so a new page is checked without a test edit.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ROOT, ROUTES, DOC_ROUTES, SITE_TITLE} from '../support/site';
import {siteUrl} from '../../src/data/siteSettings';
import {PRODUCT_NAME} from '../../src/data/product';

const BUILD = path.join(ROOT, 'build');

function read(file: string): string {
  const full = path.join(BUILD, file);
  if (!fs.existsSync(full)) throw new Error(`${full} is missing: run "npm run build" first`);
  return fs.readFileSync(full, 'utf8');
}

function htmlFor(route: string): string {
  return read(route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
}

/** Decode the few HTML entities the minifier may leave in attribute values. */
function decode(value: string): string {
  return value
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Attributes of every tag with this name (quoted or, after minification, not). */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((m) => {
    const attrs: Record<string, string> = {};
    for (const a of m[1].matchAll(/([^\s=/]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs[a[1].toLowerCase()] = decode(a[2] ?? a[3] ?? a[4] ?? '');
    }
    return attrs;
  });
}

function meta(html: string, key: 'name' | 'property', value: string): string | undefined {
  const found = tags(html, 'meta').filter((t) => t[key] === value);
  // Docusaurus keeps the page's own value last when a site default exists.
  return found.at(-1)?.content;
}

describe('llms.txt', () => {
  const text = read('llms.txt');

  it('starts with the site title from the product name and a summary', () => {
    expect(text.startsWith(`# ${SITE_TITLE}\n\n> `)).toBe(true);
    expect(text).toContain(PRODUCT_NAME);
  });

  it('lists every doc page with its title, URL and description', () => {
    for (const doc of DOC_ROUTES) {
      const url = `${siteUrl}${doc.path}`;
      expect(text).toContain(`- [${doc.h1}](${url}): ${doc.description}`);
    }
  });
});

describe('llms-full.txt', () => {
  const text = read('llms-full.txt');

  it('holds every doc page as Markdown, with its URL', () => {
    for (const doc of DOC_ROUTES) {
      expect(text).toContain(`\n# ${doc.h1}\n\nURL: ${siteUrl}${doc.path}\n`);
    }
  });

  it('has the product facts filled in and no MDX left', () => {
    expect(text).not.toMatch(/:fact\[/);
    expect(text).not.toMatch(/^import /m);
    expect(text).not.toMatch(/<[A-Z][A-Za-z]+ *\/>/);
    expect(text).not.toMatch(/^:::/m);
    expect(text).toMatch(/\| `Reports\.Read\.All` +\|/);
    expect(text).not.toMatch(/\\:/);
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
