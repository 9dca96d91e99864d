/**
 * The security review pack (issue 48) as `npm test`'s build wrote it,
 * read with a PDF library (pdfjs-dist): its metadata, bookmarks, tagging,
 * footer, cover, contents, links, Learn sources and tables. Expected values
 * come from the issue, the data (src/data/) and the built pages, never from
 * the code that makes the pack.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {beforeAll, describe, expect, it} from 'vitest';
import {ROOT} from '../support/site';
import {PRODUCT_NAME} from '../../src/data/product';
import {sources} from '../../src/data/learnSources';
import {REVIEW_PACK_PAGES, REVIEW_PACK_PATH} from '../../src/data/reviewPack';
import {siteUrl} from '../../src/node/siteSettings';

const BUILD = path.join(ROOT, 'build');
const PACK = path.join(BUILD, REVIEW_PACK_PATH);

/** Text compared without its whitespace: the PDF wraps lines anywhere in an address. */
const bare = (text: string) => text.replace(/[\s\u00ad\u200b]+/g, '');
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

interface TextItem {
  str: string;
  transform: number[];
}
interface Bookmark {
  level: number;
  title: string;
  page: number;
}

let numPages = 0;
let info: Record<string, unknown> = {};
let lang: string | null = null;
let marked = false;
/** Each page's text items, in the order the PDF draws them. */
const items: TextItem[][] = [];
const bookmarks: Bookmark[] = [];

/** A page's text, whitespace removed. */
const pageText = (n: number) => bare(items[n - 1]!.map((item) => item.str).join(''));

/** A built page's content as the site shows it. */
function builtDoc(route: string) {
  const $ = cheerio.load(fs.readFileSync(path.join(BUILD, route.slice(1), 'index.html'), 'utf8'));
  return {$, doc: $('main .theme-doc-markdown').first()};
}

/** The Microsoft Learn pages a built page links, without fragments. */
function learnLinks(route: string): string[] {
  const {$, doc} = builtDoc(route);
  return doc
    .find('a[href^="https://learn.microsoft.com/"]')
    .map((_, a) => $(a).attr('href')!.replace(/[?#].*$/, ''))
    .get();
}

beforeAll(async () => {
  if (!fs.existsSync(PACK))
    throw new Error(`${PACK} is missing: run "REVIEW_PACK=required npm run build" first`);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({data: new Uint8Array(fs.readFileSync(PACK)), verbosity: 0})
    .promise;
  numPages = doc.numPages;
  const metadata = await doc.getMetadata();
  info = metadata.info as Record<string, unknown>;
  marked = Boolean(((await doc.getMarkInfo()) as {Marked?: boolean} | null)?.Marked);
  // The catalog's /Lang, which pdfjs does not expose: read from the file's catalog dictionary.
  lang = /\/Lang\s*\(([^)]*)\)/.exec(fs.readFileSync(PACK, 'latin1'))?.[1] ?? null;
  for (let n = 1; n <= numPages; n++) {
    const page = await doc.getPage(n);
    items.push(((await page.getTextContent()).items as TextItem[]).filter((i) => 'str' in i));
  }
  type Outline = {title: string; dest: unknown; items: Outline}[];
  const walk = async (outline: Outline, level: number) => {
    for (const item of outline) {
      const dest = (typeof item.dest === 'string'
        ? await doc.getDestination(item.dest)
        : item.dest) as unknown[];
      const index = await doc.getPageIndex(dest[0] as Parameters<typeof doc.getPageIndex>[0]);
      bookmarks.push({level, title: squash(item.title), page: index + 1});
      await walk(item.items, level + 1);
    }
  };
  await walk(((await doc.getOutline()) ?? []) as Outline, 1);
  await doc.destroy();
  // Reading 40-odd pages takes seconds, more on a busy machine: a limit, not a measure.
}, 120_000);

describe('the security review pack', () => {
  it('is a PDF under 2 MB, titled, in English, tagged', () => {
    expect(fs.statSync(PACK).size).toBeLessThan(2 * 1024 * 1024);
    expect(info.Title).toBe(`${PRODUCT_NAME} security review pack`);
    expect(lang).toBe('en');
    expect(marked).toBe(true);
  });

  it('is named in llms.txt, with the Privacy & security pages', () => {
    const llms = fs.readFileSync(path.join(BUILD, 'llms.txt'), 'utf8');
    const section = llms.split('\n## ').find((block) => block.includes('/category/security--privacy'));
    expect(section).toContain(`](${siteUrl}${REVIEW_PACK_PATH})`);
  });

  it('says "page N of M" on every page', () => {
    expect(numPages).toBeGreaterThan(REVIEW_PACK_PAGES.length + 2);
    for (let n = 1; n <= numPages; n++) expect(pageText(n), `page ${n}`).toContain(`page${n}of${numPages}`);
  });

  it('has a cover with the product name, the build date, the commit and the Learn sources checked', () => {
    const cover = pageText(1);
    expect(cover).toContain(bare(PRODUCT_NAME));
    // The day the PDF says it was made (D:YYYYMMDD…).
    const made = /^D:(\d{4})(\d{2})(\d{2})/.exec(String(info.CreationDate))!;
    expect(cover).toContain(`Built${made[1]}-${made[2]}-${made[3]}`);
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], {cwd: ROOT, encoding: 'utf8'}).trim();
    expect(cover).toContain(`Commit${commit}`);
    const cited = new Set(REVIEW_PACK_PAGES.flatMap(learnLinks));
    const days = sources
      .filter((source) => cited.has(source.url))
      .map((source) => source.checked)
      .sort();
    expect(days.length).toBeGreaterThan(0);
    expect(cover).toContain(bare(`Microsoft sources checked between ${days[0]} and ${days.at(-1)}`));
  });

  it('has a bookmark for every heading of the four pages, under the page', () => {
    for (const route of REVIEW_PACK_PAGES) {
      const {$, doc} = builtDoc(route);
      const title = squash(doc.find('h1').first().text());
      const start = bookmarks.findIndex((b) => b.level === 1 && bare(b.title) === bare(title));
      expect(start, `${route}: a bookmark "${title}"`).toBeGreaterThan(-1);
      const end = bookmarks.findIndex((b, i) => i > start && b.level === 1);
      const under = bookmarks.slice(start + 1, end).map((b) => `${b.level} ${bare(b.title)}`);
      const headings = doc
        .find('h2, h3')
        .map((_, h) => `${h.tagName === 'h2' ? 2 : 3} ${bare($(h).text())}`)
        .get();
      expect(headings.length, route).toBeGreaterThan(3);
      // In order, each at its level under the page (the pack adds its Learn sources after them).
      expect(under.slice(0, headings.length), route).toEqual(headings);
    }
  });

  it('lists the contents with the pages their headings are on', () => {
    // The contents: the pages after the cover up to the first page of the first part.
    const first = bookmarks.find((b) => b.level === 1 && b.title !== 'Contents' && b.page > 1)!;
    const entries: {title: string; page: number}[] = [];
    for (let n = 2; n < first.page; n++) {
      // Lines by their baseline; a title that wraps carries on to the line with its number.
      const lines = new Map<number, string>();
      for (const item of items[n - 1]!) {
        const y = Math.round(item.transform[5]!);
        lines.set(y, (lines.get(y) ?? '') + item.str);
      }
      let pending = '';
      for (const [, line] of [...lines].sort((a, b) => b[0] - a[0])) {
        if (/^page \d+ of \d+$|Contents$/.test(line.trim()) || line.includes('security review pack, built')) continue;
        const match = /^(.*?)\s*(\d+)$/.exec(squash(line));
        if (match) {
          entries.push({title: squash(`${pending} ${match[1]}`), page: Number(match[2])});
          pending = '';
        } else pending = squash(`${pending} ${line}`);
      }
    }
    const titles = new Set(
      REVIEW_PACK_PAGES.map((route) => bare(squash(builtDoc(route).doc.find('h1').first().text()))),
    );
    expect(entries.filter((e) => titles.has(bare(e.title)))).toHaveLength(REVIEW_PACK_PAGES.length);
    expect(entries.length).toBeGreaterThan(30);
    for (const entry of entries) {
      expect(entry.page, entry.title).toBeLessThanOrEqual(numPages);
      // The heading is printed on that page, and its bookmark points there.
      expect(pageText(entry.page), `"${entry.title}" on page ${entry.page}`).toContain(bare(entry.title));
      expect(
        bookmarks.some((b) => bare(b.title) === bare(entry.title) && b.page === entry.page),
        `a bookmark "${entry.title}" to page ${entry.page}`,
      ).toBe(true);
    }
  });

  it("prints every link of the four pages with its address", () => {
    const all = bare(items.flat().map((i) => i.str).join(''));
    for (const route of REVIEW_PACK_PAGES) {
      const {$, doc} = builtDoc(route);
      doc.find('.hash-link, [data-not-content]').remove();
      const hrefs = doc.find('a[href]').map((_, a) => $(a).attr('href')!).get();
      expect(hrefs.length, route).toBeGreaterThan(5);
      for (const href of hrefs) {
        const address = href.startsWith('#')
          ? `${siteUrl}${route}${href}`
          : href.startsWith('/')
            ? `${siteUrl}${href}`
            : href;
        expect(all, `${route}: ${href}`).toContain(`(${bare(address)})`);
      }
    }
  });

  it('lists every Learn source of the four pages with the day it was checked', () => {
    const all = bare(items.flat().map((i) => i.str).join(''));
    for (const route of REVIEW_PACK_PAGES) {
      const links = new Set(learnLinks(route));
      expect(links.size, route).toBeGreaterThan(0);
      for (const url of links) {
        const source = sources.find((s) => s.url === url);
        expect(source, `${route}: ${url} in src/data/learnSources.ts`).toBeDefined();
        // As the page's own "Microsoft sources" list says it, its link printed with its address.
        const day = new Date(`${source!.checked}T00:00:00Z`).toLocaleDateString('en-GB', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        });
        expect(all, `${route}: ${url}`).toContain(
          bare(`${source!.title} (${source!.url}): checked ${day}`),
        );
      }
    }
  });

  it('splits no table row across two pages', () => {
    // Each page's text without the addresses printed after links: the cells' text as the site shows it.
    const pages = Array.from({length: numPages}, (_, i) =>
      pageText(i + 1).replace(/\(https?:\/\/[^()]*\)/g, ''),
    );
    let rows = 0;
    for (const route of REVIEW_PACK_PAGES) {
      const {$, doc} = builtDoc(route);
      doc.find('.hash-link').remove();
      doc.find('table tbody tr').each((_, tr) => {
        rows++;
        const cells = $(tr)
          .children('td, th')
          .map((_, cell) => bare($(cell).text()))
          .get()
          .filter(Boolean);
        const whole = pages.some((text) => cells.every((cell) => text.includes(cell)));
        expect(whole, `${route}: the row "${cells.join(' | ').slice(0, 80)}" is on one page`).toBe(true);
      });
    }
    expect(rows).toBeGreaterThan(20);
  });
});
