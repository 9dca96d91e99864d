/**
 * What the e2e tests share about a page: the ways a reader views it (colour
 * mode and screen size), and a wait for a page that has hydrated.
 */
import {expect, type Page} from '@playwright/test';

export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
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
    type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean; sources: {node: Node | null}[]};
    new PerformanceObserver((list) => {
      const root = selector ? document.querySelector(selector) : document.documentElement;
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput || !entry.sources.some((source) => source.node && root?.contains(source.node))) continue;
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
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const parsed = navigation?.domContentLoadedEventStart ?? 0;
    return (window as unknown as {__shifts: {value: number; at: number}[]}).__shifts.filter((s) => s.at >= parsed).map((s) => s.value);
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
        const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (l) => l.href);
        const arrived = new Set(performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).responseEnd > 0).map((e) => e.name));
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
        document.addEventListener('securitypolicyviolation', (event) => event.blockedURI === src && resolve(event.effectiveDirective));
        const script = document.createElement('script');
        script.src = src;
        document.body.append(script);
      }),
    FOREIGN_SCRIPT,
  );
}
