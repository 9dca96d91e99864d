/**
 * Fault injection for the end-to-end tests. Everything happens in the
 * browser's network layer (Playwright request interception) or in an init
 * script, against the unmodified production build: no extra routes, no
 * production-only switches.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page, Request, Route} from '@playwright/test';

const jsDir = path.resolve(__dirname, '../../../build/assets/js');

/**
 * The URL path of the one built JS file that contains `marker`, e.g. a page's
 * content chunk found by a sentence of that page.
 */
export function chunkContaining(marker: string): string {
  if (!fs.existsSync(jsDir)) throw new Error('No build found: run "npm run build" first.');
  const files = fs.readdirSync(jsDir).filter((file) => file.endsWith('.js'));
  const hits = files.filter((file) =>
    fs.readFileSync(path.join(jsDir, file), 'utf8').includes(marker),
  );
  if (hits.length !== 1)
    throw new Error(
      `Expected one chunk containing ${JSON.stringify(marker)}, found ${hits.length}.`,
    );
  return `/assets/js/${hits[0]}`;
}

/** Glob for page.route matching a URL path on any origin. */
const urlOf = (urlPath: string): string => `**${urlPath}`;

/**
 * An expression that throws until the test sets `window.__lift`. React 19
 * renders a component that threw once more before giving up, so a one-shot
 * error never reaches a boundary: this one lasts until it is lifted.
 */
export function throwUntilLifted(message: string, cause: string): string {
  return `(function(){if(!window.__lift)throw new Error(${JSON.stringify(message)},{cause:new Error(${JSON.stringify(cause)})});})()`;
}

export async function lift(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as {__lift: boolean}).__lift = true;
  });
}

/**
 * Serve `urlPath` with its body rewritten by `rewrite` (which must change it).
 * The original comes from the server, so the rest of the file is the build's.
 */
export async function rewriteScript(
  page: Page,
  urlPath: string,
  rewrite: (body: string) => string,
): Promise<void> {
  await page.route(urlOf(urlPath), async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const rewritten = rewrite(body);
    if (rewritten === body) throw new Error(`The rewrite of ${urlPath} changed nothing.`);
    // Not `response` headers: they describe the gzip body, not this one.
    await route.fulfill({
      status: 200,
      contentType: 'text/javascript; charset=utf-8',
      body: rewritten,
    });
  });
}

/** Replace exactly one occurrence of `search`, or fail loudly. */
export function replaceOnce(body: string, search: string | RegExp, replacement: string): string {
  const count =
    typeof search === 'string'
      ? body.split(search).length - 1
      : (body.match(new RegExp(search.source, `${search.flags.replace('g', '')}g`)) ?? []).length;
  if (count !== 1) throw new Error(`Expected one match for ${String(search)}, found ${count}.`);
  return body.replace(search, replacement);
}

export type ChunkMode = 'pass' | 'abort' | '404' | 'hold';

/**
 * Control every request for `urlPath` (the script load, and the HEAD probe
 * the Loading component makes): let it through, abort it as a dropped
 * connection, answer 404 as after a deploy, or hold it
 * until the mode changes.
 */
export async function controlChunk(page: Page, urlPath: string, initial: ChunkMode = 'pass') {
  const state = {mode: initial, requests: [] as Request[]};
  let release = () => {};
  let released = Promise.resolve();
  const hold = () => {
    released = new Promise<void>((resolve) => (release = resolve));
  };
  if (initial === 'hold') hold();
  await page.route(urlOf(urlPath), async (route: Route) => {
    state.requests.push(route.request());
    switch (state.mode) {
      case 'abort':
        return route.abort('connectionreset');
      case '404':
        return route.fulfill({
          status: 404,
          contentType: 'text/html; charset=utf-8',
          body: '<h1>Not found</h1>',
        });
      case 'hold':
        await released;
        return route.continue();
      default:
        return route.continue();
    }
  });
  return {
    set(mode: ChunkMode) {
      if (mode === 'hold' && state.mode !== 'hold') hold();
      if (mode !== 'hold') release();
      state.mode = mode;
    },
    /** Script loads of the chunk (not the HEAD probes). */
    scriptLoads: () => state.requests.filter((r) => r.method() === 'GET').length,
    probes: () => state.requests.filter((r) => r.method() === 'HEAD').length,
  };
}

/** Marks the current document, so that a reload shows as the mark being gone (`sameDocument`). */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as {__sameDocument: boolean}).__sameDocument = true;
  });
}

/** Whether the document marked by `markDocument` is still the page's. */
export const sameDocument = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument === true);

/** Count full page loads (document requests) of the main frame. */
export function countDocumentLoads(page: Page): {count: () => number} {
  let count = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) count += 1;
  });
  return {count: () => count};
}

/** Make every access to localStorage and sessionStorage throw, as a strict policy does. */
export async function blockStorage(
  page: Page,
  which: Array<'localStorage' | 'sessionStorage'> = ['localStorage', 'sessionStorage'],
): Promise<void> {
  await page.addInitScript((names: string[]) => {
    for (const name of names) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`The operation is insecure (${name} blocked).`, 'SecurityError');
        },
      });
    }
  }, which);
}
