/**
 * Prints the pack's document (./document.ts) to PDF in the system Chromium
 * (src/node/chromium.mjs), twice: the first print says on which page each
 * heading falls (read from the PDF's own bookmarks), the second prints the
 * contents with those numbers. The numbers take the same room on both
 * passes, so the pages do not move; a third pass runs if they did.
 *
 * The browser gets the build folder's files through Playwright's request
 * routing, on an address no one serves: no port, no server, and no request
 * leaves the machine (anything not in the build folder gets a 404).
 */
import fs from 'node:fs';
import path from 'node:path';
import {CHROMIUM_ARGS} from '../../../node/chromium.mjs';
import {packDocument, type PackFacts, type PackHeading, type PackPage} from './document';

/** The pack's address in the browser: a name that resolves nowhere, answered by routing. */
const ORIGIN = 'http://review-pack.invalid';

/** The footer of every page: the pack's name and date, and "page N of M". */
function footer(facts: PackFacts, title: string): string {
  const esc = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<div style="width:100%;margin:0 16mm;display:flex;justify-content:space-between;font:8.5px system-ui,sans-serif;color:#333"><span>${esc(title)}, built ${esc(facts.buildDate)}</span><span>page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;
}

type Outline = {title: string; dest: unknown; items: Outline}[];

/** Each bookmark of a PDF in document order, with its depth and the page (1-based) it points to. */
async function pdfBookmarks(
  pdf: Uint8Array,
): Promise<{level: number; title: string; page: number}[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({data: new Uint8Array(pdf), verbosity: 0}).promise;
  try {
    const found: {level: number; title: string; page: number}[] = [];
    const walk = async (items: Outline, level: number) => {
      for (const item of items) {
        const dest = (
          typeof item.dest === 'string' ? await doc.getDestination(item.dest) : item.dest
        ) as [unknown, ...unknown[]] | null;
        const ref = dest?.[0];
        const index =
          typeof ref === 'number'
            ? ref
            : ref
              ? await doc.getPageIndex(ref as Parameters<typeof doc.getPageIndex>[0])
              : -1;
        found.push({level, title: item.title.replace(/\s+/g, ' ').trim(), page: index + 1});
        await walk(item.items, level + 1);
      }
    };
    await walk(((await doc.getOutline()) ?? []) as Outline, 1);
    return found;
  } finally {
    await doc.destroy();
  }
}

/** The page number of each heading, matched with the PDF's bookmarks in document order. */
function headingPages(
  headings: readonly PackHeading[],
  bookmarks: readonly {title: string; page: number}[],
): Map<string, number> {
  if (bookmarks.length !== headings.length) {
    throw new Error(
      `The review pack's PDF has ${bookmarks.length} bookmarks for ${headings.length} headings: Chromium's outline no longer follows the headings`,
    );
  }
  return new Map(
    headings.map((heading, i) => {
      const mark = bookmarks[i]!;
      // Chromium drops the space where a heading wraps ("security reviewpack").
      if (mark.title.replace(/\s/g, '') !== heading.text.replace(/\s/g, ''))
        throw new Error(
          `The review pack's bookmark ${i + 1} is "${mark.title}", where the heading "${heading.text}" was expected`,
        );
      return [heading.id, mark.page];
    }),
  );
}

/** The PDF of the pack. */
export async function printPack(options: {
  outDir: string;
  executablePath: string;
  pages: readonly PackPage[];
  facts: PackFacts;
}): Promise<{pdf: Buffer; pageCount: number; passes: number}> {
  const {chromium} = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: options.executablePath,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({javaScriptEnabled: false, bypassCSP: true});
    let documentHtml = '';
    const root = path.resolve(options.outDir);
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== ORIGIN) return route.abort('blockedbyclient');
      if (url.pathname === '/')
        return route.fulfill({contentType: 'text/html', body: documentHtml});
      const file = path.join(root, decodeURIComponent(url.pathname));
      if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile())
        return route.fulfill({status: 404, body: ''});
      return route.fulfill({path: file});
    });
    const page = await context.newPage();
    let numbers = new Map<string, number>();
    for (let pass = 1; pass <= 3; pass++) {
      const {html, headings} = packDocument(options.pages, options.facts, numbers);
      documentHtml = html;
      await page.goto(`${ORIGIN}/`, {waitUntil: 'load'});
      await page.evaluate(() => document.fonts.ready);
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: footer(options.facts, await page.title()),
        tagged: true,
        outline: true,
      });
      const bookmarks = await pdfBookmarks(pdf);
      const found = headingPages(headings, bookmarks);
      const settled = headings.every((h) => !h.listed || numbers.get(h.id) === found.get(h.id));
      if (settled) {
        const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
        const doc = await pdfjs.getDocument({data: new Uint8Array(pdf), verbosity: 0}).promise;
        const pageCount = doc.numPages;
        await doc.destroy();
        return {pdf, pageCount, passes: pass};
      }
      numbers = found;
    }
    throw new Error("The review pack's page numbers did not settle in 3 passes");
  } finally {
    await browser.close();
  }
}
