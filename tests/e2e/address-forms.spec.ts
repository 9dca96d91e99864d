/**
 * One rule for every form of an address (issue 51, items 1 and 6), the same
 * on every server and in the browser: a page is at its path, with or without
 * a final `/` or `/index.html` (the specification strips a trailing
 * index.html), in the case it is written. Every other form (another case,
 * `.html`, `/index`, and the not-found page's own `/404` and `/404.html`)
 * gets the not-found page with status 404, and still shows it once the
 * page has hydrated, with nothing stacked under it.
 *
 * Three servers of build/: `npm run serve` (the suite's own), nginx with
 * deploy/nginx/site.conf (skipped where nginx is missing), and the build as
 * GitHub Pages serves it (no headers: its `<meta>` policy only). One test
 * per server: every form of every route is requested with plain HTTP
 * (status, and the body byte for byte: the page's file or 404.html), so
 * what the browser gets for an address is one of the build's files; then
 * the browser opens one address of each kind, on the kinds of route the
 * router treats apart (a doc, which the docs plugin matches; a standalone
 * page, a top-level route; the home page), and must show that page, alone.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect, type Browser} from '@playwright/test';
import {BUILD_DIR, builtRoutes, DOC_ROUTES, SEARCH_PAGE, SITE_TITLE} from '../support/site';
import {nginxSkipReason, SERVER_NAME, startNginx, type Nginx} from '../support/nginx';
import {rawRequest} from '../support/rawHttp';
import {serveFolder} from './support/variantBuild';

interface Address {
  address: string;
  /** The route whose page it is, or null for the not-found page. */
  page: string | null;
}

const NOT_FOUND_TITLE = 'Page not found';
const ROUTE_PATHS = builtRoutes().map((route) => route.path);

/** The route in other cases: all lower, all upper, the first letter of its last part flipped. */
function otherCases(route: string): string[] {
  const flipped = route.replace(/[a-z](?=[^/]*$)|[A-Z](?=[^/]*$)/, (c) =>
    c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase(),
  );
  return [...new Set([route.toLowerCase(), route.toUpperCase(), flipped])].filter(
    (variant) => variant !== route,
  );
}

/** Every form of a route's address, each with the page it must show. */
function formsOf(route: string): Address[] {
  const base = route === '/' ? '' : route;
  const pageForms = route === '/' ? ['/', '/index.html'] : [base, `${base}/`, `${base}/index.html`];
  const otherForms = [`${base}/index`, `${base}/index/`, `${base}/index.html/`].concat(
    route === '/' ? [] : [`${base}.html`, `${base}.html/`],
  );
  return [
    ...pageForms.map((address) => ({address, page: route})),
    ...otherForms.map((address) => ({address, page: null})),
    ...otherCases(route).flatMap((variant) =>
      [variant, `${variant}/index.html`, `${variant === '/' ? '' : variant}.html`]
        .filter((address) => address !== '/.html')
        .map((address) => ({address, page: null})),
    ),
  ];
}

const ADDRESSES: Address[] = [
  ...ROUTE_PATHS.flatMap(formsOf),
  {address: '/404', page: null},
  {address: '/404.html', page: null},
  {address: '/404/', page: null},
];

/** A doc inside a section (matched by the docs plugin's own routes). */
const DOC = DOC_ROUTES.find((route) => route.path.split('/').length > 2)!.path;

/**
 * In the browser, one address of each kind. Each page is opened at its own
 * path first, and its other forms must show the same. The not-found forms
 * are tried on the search page, a standalone page (a top-level route, where
 * `/SEARCH`, `/search.html` and `/search/index.html` stacked or doubled the
 * page), and on a doc.
 */
const BROWSER_ADDRESSES: Address[] = [
  {address: '/', page: '/'},
  {address: '/index.html', page: '/'},
  {address: DOC, page: DOC},
  {address: `${DOC}/`, page: DOC},
  {address: `${DOC}/index.html`, page: DOC},
  {address: SEARCH_PAGE, page: SEARCH_PAGE},
  {address: `${SEARCH_PAGE}/index.html`, page: SEARCH_PAGE},
  {address: SEARCH_PAGE.toUpperCase(), page: null},
  {address: otherCases(DOC).at(-1)!, page: null},
  {address: `${SEARCH_PAGE}.html`, page: null},
  {address: `${DOC}.html`, page: null},
  {address: `${SEARCH_PAGE}/index`, page: null},
  {address: '/404', page: null},
  {address: '/404.html', page: null},
];

const sha = (body: string) => crypto.createHash('sha256').update(body, 'latin1').digest('hex');
const FILE_OF_PAGE = (route: string) =>
  path.join(BUILD_DIR, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
const NOT_FOUND_SHA = sha(fs.readFileSync(path.join(BUILD_DIR, '404.html'), 'latin1'));

interface Server {
  name: string;
  origin: string;
  tls?: {ca: string; servername: string};
}

/** Every address: the status, and the body of the page it names or of 404.html. */
async function checkResponses(server: Server): Promise<void> {
  for (const {address, page} of ADDRESSES) {
    const res = await rawRequest(
      server.origin,
      'GET',
      address,
      {'Accept-Encoding': 'identity'},
      server.tls,
    );
    expect.soft(res.status, `${server.name} ${address}`).toBe(page ? 200 : 404);
    const expected = page ? sha(fs.readFileSync(FILE_OF_PAGE(page), 'latin1')) : NOT_FOUND_SHA;
    expect.soft(sha(res.body) === expected, `${server.name} ${address}: the body`).toBe(true);
  }
}

/** In the browser, once hydrated: the page each address names, alone, or the not-found page. */
async function checkBrowser(browser: Browser, server: Server): Promise<void> {
  const context = await browser.newContext({ignoreHTTPSErrors: true});
  const page = await context.newPage();
  const seen = async () => ({
    h1: await page.locator('h1').allTextContents(),
    title: await page.title(),
    navbars: await page.locator('nav.navbar').count(),
    mains: await page.locator('main').count(),
    footers: await page.locator('footer.footer').count(),
  });
  const atOwnPath = new Map<string, Awaited<ReturnType<typeof seen>>>();
  for (const {address, page: pageRoute} of BROWSER_ADDRESSES) {
    await test.step(address, async () => {
      const response = await page.goto(server.origin + address);
      expect.soft(response?.status(), `${server.name} ${address}`).toBe(pageRoute ? 200 : 404);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const now = await seen();
      expect
        .soft({navbars: now.navbars, mains: now.mains, footers: now.footers, h1s: now.h1.length})
        .toEqual({navbars: 1, mains: 1, footers: 1, h1s: 1});
      if (pageRoute) {
        // Every form of a page shows what its own address shows.
        if (address === pageRoute) atOwnPath.set(pageRoute, now);
        expect.soft(now, `${server.name} ${address}`).toEqual(atOwnPath.get(pageRoute));
        expect.soft(now.h1, `${server.name} ${address}`).not.toEqual([NOT_FOUND_TITLE]);
      } else {
        expect.soft(now.h1, `${server.name} ${address}`).toEqual([NOT_FOUND_TITLE]);
        expect
          .soft(now.title, `${server.name} ${address}`)
          .toBe(`${NOT_FOUND_TITLE} | ${SITE_TITLE}`);
      }
    });
  }
  await context.close();
}

/** The whole check of one server: every address over HTTP, then each kind in the browser. */
async function checkServer(browser: Browser, server: Server): Promise<void> {
  test.setTimeout(ADDRESSES.length * 200 + BROWSER_ADDRESSES.length * 15_000);
  await test.step('every form of every address: status and body', () => checkResponses(server));
  await test.step('one address of each kind, after hydration', () => checkBrowser(browser, server));
}

test('npm run serve', async ({browser, baseURL}) => {
  await checkServer(browser, {name: 'npm run serve', origin: baseURL!});
});

test('the build as GitHub Pages serves it', async ({browser}) => {
  const site = await serveFolder(BUILD_DIR, false);
  try {
    await checkServer(browser, {name: 'Pages build', origin: site.origin});
  } finally {
    await site.close();
  }
});

test('nginx with deploy/nginx/site.conf', async ({browser}) => {
  test.skip(nginxSkipReason !== null, nginxSkipReason ?? '');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-forms-'));
  let nginx: Nginx | undefined;
  try {
    // Readable by nginx's workers, which run as nobody when the test runs as root.
    fs.chmodSync(dir, 0o755);
    fs.cpSync(BUILD_DIR, path.join(dir, 'site'), {recursive: true});
    // The header snippet, outside the web root (deploy/README.md).
    fs.copyFileSync(
      path.join(BUILD_DIR, 'nginx-security-headers.conf'),
      path.join(dir, 'headers.conf'),
    );
    nginx = await startNginx({
      dir,
      webRoot: path.join(dir, 'site'),
      snippet: path.join(dir, 'headers.conf'),
    });
    await checkServer(browser, {
      name: 'nginx',
      origin: nginx.https,
      tls: {ca: nginx.cert, servername: SERVER_NAME},
    });
  } finally {
    await nginx?.stop();
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
