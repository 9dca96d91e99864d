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
 * GitHub Pages serves it (no headers: its `<meta>` policy only). Every form
 * of every route is requested from each (status and body); in the browser,
 * the forms of each kind are opened on each, for every route.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect, type Browser} from '@playwright/test';
import {BUILD_DIR, builtRoutes, SITE_TITLE} from '../support/site';
import {nginxSkipReason, startNginx, type Nginx} from '../support/nginx';
import {rawRequest} from '../support/rawHttp';
import {serveFolder} from './support/variantBuild';
import {walkPages} from './support/page';

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

/** In the browser: each route's page forms, and the first form of each other kind. */
function browserForms(route: string): Address[] {
  const forms = formsOf(route);
  const first = (kind: (address: string) => boolean) =>
    forms.filter((form) => !form.page && kind(form.address)).slice(0, 1);
  return [
    ...forms.filter((form) => form.page),
    ...first((address) => address.endsWith('.html') && !address.endsWith('/index.html')),
    ...first((address) => address.endsWith('/index')),
    ...first((address) => otherCases(route).includes(address)),
  ];
}

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
  test.setTimeout(ADDRESSES.length * 500);
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
  await walkPages(
    ROUTE_PATHS,
    async (route) => {
      let shown: Awaited<ReturnType<typeof seen>> | undefined;
      for (const {address, page: pageRoute} of browserForms(route)) {
        const response = await page.goto(server.origin + address);
        expect.soft(response?.status(), `${server.name} ${address}`).toBe(pageRoute ? 200 : 404);
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        const now = await seen();
        expect
          .soft({navbars: now.navbars, mains: now.mains, footers: now.footers, h1s: now.h1.length})
          .toEqual({navbars: 1, mains: 1, footers: 1, h1s: 1});
        if (pageRoute) {
          // Every form of a page shows what its own address shows.
          shown ??= now;
          expect.soft(now, `${server.name} ${address}`).toEqual(shown);
          expect.soft(now.h1, `${server.name} ${address}`).not.toEqual([NOT_FOUND_TITLE]);
        } else {
          expect.soft(now.h1, `${server.name} ${address}`).toEqual([NOT_FOUND_TITLE]);
          expect
            .soft(now.title, `${server.name} ${address}`)
            .toBe(`${NOT_FOUND_TITLE} | ${SITE_TITLE}`);
        }
      }
    },
    40_000,
  );
  await context.close();
}

test.describe('npm run serve', () => {
  test('every form of every address: status and body', async ({baseURL}) => {
    await checkResponses({name: 'npm run serve', origin: baseURL!});
  });
  test('every kind of form of every route, after hydration', async ({browser, baseURL}) => {
    await checkBrowser(browser, {name: 'npm run serve', origin: baseURL!});
  });
});

test.describe('the build as GitHub Pages serves it', () => {
  let site: {origin: string; close(): Promise<void>};
  test.beforeAll(async () => {
    site = await serveFolder(BUILD_DIR, false);
  });
  test.afterAll(async () => site.close());
  test('every form of every address: status and body', async () => {
    await checkResponses({name: 'Pages build', origin: site.origin});
  });
  test('every kind of form of every route, after hydration', async ({browser}) => {
    await checkBrowser(browser, {name: 'Pages build', origin: site.origin});
  });
});

test.describe('nginx with deploy/nginx/site.conf', () => {
  test.skip(nginxSkipReason !== null, nginxSkipReason ?? '');
  let nginx: Nginx;
  let dir: string;
  let server: Server;
  test.beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-forms-'));
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
    server = {
      name: 'nginx',
      origin: nginx.https,
      tls: {ca: nginx.cert, servername: 'docs.example.com'},
    };
  });
  test.afterAll(async () => {
    await nginx?.stop();
    if (dir) fs.rmSync(dir, {recursive: true, force: true});
  });
  test('every form of every address: status and body', async () => {
    await checkResponses(server);
  });
  test('every kind of form of every route, after hydration', async ({browser}) => {
    await checkBrowser(browser, server);
  });
});
