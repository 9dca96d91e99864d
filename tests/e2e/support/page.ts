/**
 * What the e2e tests share about a page: the ways a reader views it (colour
 * mode and screen size), a wait for a page that has hydrated, and what the
 * browser drew (where lines break, the contrast of an icon).
 */
import {test, expect, type Locator, type Page} from '@playwright/test';
import {contrast} from '../../support/contrast';

export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * Check many pages in one test, one after another in the same tab, each
 * page a step of its own in the report. A fresh tab per page costs more than
 * most checks (a new renderer process and a cold cache each: about three
 * times a page load in the same tab), so "every page" checks walk the pages
 * instead. Checks use `expect.soft` where every page should be reported,
 * not only the first that fails. The test's time limit grows with the walk.
 */
export async function walkPages<T extends string | {path: string}>(
  pages: readonly T[],
  check: (page: T) => Promise<void>,
  perPageMs = 10_000,
): Promise<void> {
  test.setTimeout(pages.length * perPageMs);
  for (const item of pages)
    await test.step(typeof item === 'string' ? item : item.path, () => check(item));
}

/** The colour modes and screen sizes every page is checked in: a desktop and a phone, light and dark. */
export const VIEWS = [
  {name: 'light, desktop', theme: 'light', viewport: {width: 1280, height: 800}},
  {name: 'dark, desktop', theme: 'dark', viewport: {width: 1280, height: 800}},
  {name: 'light, phone', theme: 'light', viewport: {width: 390, height: 844}},
  {name: 'dark, phone', theme: 'dark', viewport: {width: 390, height: 844}},
] as const;

export type View = (typeof VIEWS)[number];

/** Store a colour mode before any page script runs, as a returning reader has it. */
export async function storeTheme(page: Page, theme: View['theme']): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

/**
 * Record every layout shift the page makes without the reader's input, from
 * the first paint on (what Lighthouse adds up as CLS). With `within`, only
 * shifts that move something inside the first element it selects. Call
 * before `goto`.
 */
export async function recordLayoutShifts(page: Page, within?: string): Promise<void> {
  await page.addInitScript((selector) => {
    const shifts: {value: number; at: number}[] = [];
    (window as unknown as {__shifts: typeof shifts}).__shifts = shifts;
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: {node: Node | null}[];
    };
    new PerformanceObserver((list) => {
      const root = selector ? document.querySelector(selector) : document.documentElement;
      for (const entry of list.getEntries() as Shift[]) {
        if (
          entry.hadRecentInput ||
          !entry.sources.some((source) => source.node && root?.contains(source.node))
        )
          continue;
        shifts.push({value: entry.value, at: entry.startTime});
      }
    }).observe({type: 'layout-shift', buffered: true});
  }, within);
}

/**
 * The layout shifts recorded so far (see `recordLayoutShifts`) once the HTML
 * has been parsed, after two frames and a task, so that a shift of the last
 * change has been laid out and reported: an event to wait for, not a fixed
 * sleep. Shifts before DOMContentLoaded are left out: on a busy machine the
 * browser may paint a half-parsed page and move it as the rest arrives,
 * which depends on the machine, not on what the page renders; Lighthouse's
 * CLS in `npm run perf` covers the whole load.
 */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    await new Promise((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const parsed = navigation?.domContentLoadedEventStart ?? 0;
    return (window as unknown as {__shifts: {value: number; at: number}[]}).__shifts
      .filter((s) => s.at >= parsed)
      .map((s) => s.value);
  });
}

/**
 * Positive control before a check that something did not happen on a page:
 * waits until the page has hydrated and Docusaurus has prefetched the code of
 * the links in view, and every prefetch has arrived. A request the page
 * makes on its own once it is idle (a prefetch, or an eager fetch that
 * shouldn't be) would have been made by then. Pages whose view links to no
 * other page (none today) fail here, rather than pass without looking.
 */
export async function afterIdlePrefetches(page: Page): Promise<void> {
  await hydrated(page);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const links = Array.from(
          document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'),
          (l) => l.href,
        );
        const arrived = new Set(
          performance
            .getEntriesByType('resource')
            .filter((e) => (e as PerformanceResourceTiming).responseEnd > 0)
            .map((e) => e.name),
        );
        return links.length > 0 && links.every((href) => arrived.has(href));
      }),
    )
    .toBe(true);
}

/** The address of the foreign script `blockedForeignScript` adds: never fetched, a policy blocks it first. */
export const FOREIGN_SCRIPT = 'https://foreign-script.invalid/control.js';

/**
 * Positive control before a check that no Content-Security-Policy violation
 * happened: a script from another origin is added to the page, and this
 * resolves when the browser reports blocking it (once for each policy in
 * force: a header and a meta policy both report), after any report the
 * page's own activity queued before it. Resolves with the violated
 * directive (`script-src-elem`). Its reports name FOREIGN_SCRIPT.
 */
export function blockedForeignScript(page: Page): Promise<string> {
  return page.evaluate(
    (src) =>
      new Promise<string>((resolve) => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => event.blockedURI === src && resolve(event.effectiveDirective),
        );
        const script = document.createElement('script');
        script.src = src;
        document.body.append(script);
      }),
    FOREIGN_SCRIPT,
  );
}

/**
 * The lines the text of each element `elements` matches is drawn on, as the
 * browser laid it out: the characters of each line, found from where each
 * character is drawn (Range.getClientRects). A character with no box
 * (collapsed white space) joins the line before it.
 */
export function textLines(elements: Locator): Promise<string[][]> {
  return elements.evaluateAll((roots) =>
    roots.map((root) => {
      const lines: {top: number; text: string}[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (
        let node = walker.nextNode() as Text | null;
        node;
        node = walker.nextNode() as Text | null
      ) {
        for (let i = 0; i < node.length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getClientRects()[0];
          const last = lines.at(-1);
          // A new line starts more than half a line below the line before (code sits a little lower
          // than text).
          if (box && (!last || box.top > last.top + box.height / 2))
            lines.push({top: box.top, text: node.data[i]!});
          else if (last) last.text += node.data[i];
        }
      }
      return lines.map((line) => line.text);
    }),
  );
}

/**
 * The contrast of what is drawn in an element against its background, from
 * a screenshot of it (or of `clip`, in CSS pixels from the element's top
 * left): the background is the colour most of its pixels have, and the
 * drawing the pixel furthest from it in contrast. The pixels are read in a
 * blank page of its own, so the site's CSP has no say.
 */
export async function drawnContrast(
  element: Locator,
  clip?: {x: number; y: number; width: number; height: number},
): Promise<{contrast: number; background: string; drawn: string}> {
  const box = (await element.boundingBox())!;
  const page = element.page();
  const png = await page.screenshot({
    clip: clip ? {...clip, x: box.x + clip.x, y: box.y + clip.y} : box,
  });
  const blank = await page.context().newPage();
  const pixels = await blank.evaluate(async (base64) => {
    const bitmap = await createImageBitmap(
      await (await fetch(`data:image/png;base64,${base64}`)).blob(),
    );
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    return Array.from(context.getImageData(0, 0, bitmap.width, bitmap.height).data);
  }, png.toString('base64'));
  await blank.close();
  const counts = new Map<string, number>();
  for (let i = 0; i < pixels.length; i += 4) {
    const color = `rgb(${pixels[i]}, ${pixels[i + 1]}, ${pixels[i + 2]})`;
    counts.set(color, (counts.get(color) ?? 0) + 1);
  }
  const background = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  const [drawn, ratio] = [...counts.keys()]
    .map((color) => [color, contrast(color, background)] as const)
    .sort((a, b) => b[1] - a[1])[0]!;
  return {contrast: ratio, background, drawn};
}

/**
 * The clipboard's text. The site's Permissions-Policy denies clipboard-read
 * (the site only writes), so it is read from a blank page of the same origin
 * served without the site's headers, in the same browser.
 */
export async function readClipboard(page: Page): Promise<string> {
  const reader = await page.context().newPage();
  await reader.route('**/__clipboard-reader', (route) =>
    route.fulfill({contentType: 'text/html', body: '<!doctype html><title>reader</title>'}),
  );
  await reader.goto('/__clipboard-reader');
  await reader.bringToFront();
  const text = await reader.evaluate(() => navigator.clipboard.readText());
  await reader.close();
  await page.bringToFront();
  return text;
}
