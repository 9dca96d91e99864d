/**
 * What a host meets besides readers (issue 18): request targets no browser
 * link makes, other methods, errors a browser must not keep, the host's own
 * configuration files, and a deploy under a running server.
 *
 * The first group asks the site under test: build/ as `npm run serve`
 * serves it (playwright.config.ts), or the deployment named by E2E_BASE_URL
 * (deploy/nginx/site.conf answers the same). Targets that fetch() and
 * Playwright would normalise are written on a socket (rawRequest).
 *
 * The second group changes files under a running server, so it serves a
 * copy of build/ of its own (scripts/static-server.mjs in the test process,
 * as scripts/serve.mjs runs it) and never touches build/. It tests the local
 * server only, and is skipped with E2E_BASE_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {
  ALLOWED_METHODS,
  HOST_DEFAULT_CACHE_CONTROL,
  NOT_FOUND_PAGE,
} from '../../scripts/static-server.mjs';
import {HEADERS_FILE, HOST_CONFIG_FILES} from '../../src/node/headersFile.mjs';
import {rawRequest} from '../support/rawHttp';
import {BUILD_DIR, builtRoutes} from '../support/site';
import {hydrated} from './support/page';
import {serveFolder} from './support/variantBuild';

const external = Boolean(process.env.E2E_BASE_URL);
/** A page below the top level, for paths that climb out of it. */
const nested = builtRoutes().find((route) => route.path.split('/').length > 2)!;
const notFoundTitle = () =>
  /<title[^>]*>([^<]*)<\/title>/.exec(
    fs.readFileSync(path.join(BUILD_DIR, NOT_FOUND_PAGE), 'utf8'),
  )![1]!;

test.describe('the site under test', () => {
  test('a request target that cannot be parsed gets 400, and the site keeps answering', async ({
    page,
    baseURL,
  }) => {
    // Each of these stopped `npm run serve` (new URL() threw, nothing caught it).
    for (const target of ['//%zz', '//%', 'http://[::1']) {
      expect((await rawRequest(baseURL!, 'GET', target)).status, target).toBe(400);
    }
    // Any page can make a browser send one: an <img> or a link to `//%zz`.
    const response = await page.goto(`${baseURL}//%zz`);
    expect(response?.status()).toBe(400);
    expect((await page.goto('/'))?.status()).toBe(200);
    await hydrated(page);
  });

  test('methods other than GET and HEAD get 405 with Allow, on pages and unknown paths', async ({
    baseURL,
  }) => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
      for (const target of ['/', nested.path, '/no-such-page']) {
        const res = await rawRequest(baseURL!, method, target);
        expect(res.status, `${method} ${target}`).toBe(405);
        expect(res.headers.allow?.replace(/\s/g, ''), `${method} ${target}`).toBe(
          ALLOWED_METHODS.join(','),
        );
      }
    }
    const head = await rawRequest(baseURL!, 'HEAD', nested.path);
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  test('an error response is never cached for long, nor typed as the missing file', async ({
    request,
  }) => {
    const chunk = await request.get('/assets/js/no-such-chunk.js');
    expect(chunk.status()).toBe(404);
    expect(chunk.headers()['cache-control']).toBe(HOST_DEFAULT_CACHE_CONTROL);
    const twin = await request.get('/no-such-page.md');
    expect(twin.status()).toBe(404);
    expect(twin.headers()['content-type']).toMatch(/^text\/html/);
    expect(twin.headers()['cache-control']).toBe(HOST_DEFAULT_CACHE_CONTROL);
  });

  test('the host configuration files are never served, however the path is spelled', async ({
    baseURL,
  }) => {
    for (const name of HOST_CONFIG_FILES) {
      const firstLine = fs.readFileSync(path.join(BUILD_DIR, name), 'utf8').split('\n')[0]!;
      const encoded = `%${name.charCodeAt(0).toString(16).toUpperCase()}${name.slice(1)}`;
      for (const target of [
        `/${name}`,
        `/${encoded}`,
        `/${encoded.toLowerCase()}`,
        `/${name.replace('.', '%2E')}`,
        `/img/..%2F${name}`,
      ]) {
        const res = await rawRequest(baseURL!, 'GET', target);
        expect(res.status, target).toBe(404);
        expect(res.body, target).not.toContain(firstLine);
      }
    }
  });

  test('a path that climbs, or names another host, gets the not-found page', async ({baseURL}) => {
    for (const target of [
      '//evil.com',
      '//evil.com/',
      `${nested.path}/..%2F..%2F`,
      `${nested.path}/../../`,
    ]) {
      const res = await rawRequest(baseURL!, 'GET', target, {'Accept-Encoding': 'identity'});
      expect(res.status, target).toBe(404);
      expect(res.body, target).toContain(notFoundTitle());
    }
  });

  test('a revalidation is answered 304 (ETag and Last-Modified)', async ({request}) => {
    const first = await request.get(nested.path);
    const etag = first.headers()['etag'];
    const lastModified = first.headers()['last-modified'];
    expect(etag).toBeTruthy();
    expect(lastModified).toBeTruthy();
    expect((await request.get(nested.path, {headers: {'if-none-match': etag!}})).status()).toBe(
      304,
    );
    expect(
      (await request.get(nested.path, {headers: {'if-modified-since': lastModified!}})).status(),
    ).toBe(304);
  });
});

test.describe('a deploy under the running server', () => {
  test.skip(external, 'changes files under the local server');

  let dir: string;
  let origin: string;
  let close: () => Promise<void>;
  test.beforeEach(async () => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'server-faults-')), 'site');
    fs.cpSync(BUILD_DIR, dir, {recursive: true});
    ({origin, close} = await serveFolder(dir));
  });
  test.afterEach(async () => {
    await close();
    fs.rmSync(path.dirname(dir), {recursive: true, force: true});
  });

  /**
   * Make the next read of `file` by the server (fs.promises.open on the gzip
   * path, fs.createReadStream on the plain path) find it removed: the file
   * is deleted just before that read, after the server looked it up. The
   * server runs in this process (serveFolder), so it reads through these
   * functions. Returns the undo.
   */
  function removeOnFirstRead(file: string): () => void {
    const open = fs.promises.open;
    const createReadStream = fs.createReadStream;
    const undo = () => {
      fs.promises.open = open;
      fs.createReadStream = createReadStream;
    };
    const removeFirst = (target: unknown) => {
      if (String(target) !== file) return;
      fs.rmSync(file, {force: true});
      undo();
    };
    fs.promises.open = ((target: fs.PathLike, ...rest: unknown[]) => (
      removeFirst(target),
      (open as (...a: unknown[]) => unknown)(target, ...rest)
    )) as typeof open;
    fs.createReadStream = ((target: fs.PathLike, ...rest: unknown[]) => (
      removeFirst(target),
      (createReadStream as (...a: unknown[]) => unknown)(target, ...rest)
    )) as typeof createReadStream;
    return undo;
  }

  /** Every HTML file of the copy. */
  const htmlFiles = (): string[] =>
    (fs.readdirSync(dir, {recursive: true}) as string[])
      .filter((f) => f.endsWith('.html'))
      .map((f) => path.join(dir, f));

  /**
   * Deploy two, in place: the main bundle gets a new content hash (the old
   * file is deleted, as `rsync --delete` does) and the pages point at it.
   */
  function deployNewMainBundle(): string {
    const js = path.join(dir, 'assets/js');
    const old = fs.readdirSync(js).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!;
    const renamed = old.replace(/\.([0-9a-f]+)\.js$/, '.$1d2.js');
    fs.renameSync(path.join(js, old), path.join(js, renamed));
    for (const file of htmlFiles())
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll(old, renamed));
    return renamed;
  }

  async function visit(page: Page, route: string) {
    const response = await page.goto(origin + route);
    expect(response?.status()).toBe(200);
    await hydrated(page);
  }

  test('after an in-place deploy every reader gets the new pages, compressed or not', async ({
    page,
    request,
  }) => {
    // A first reader has the page compressed (the old server kept that copy forever).
    expect(
      (await request.get(origin + nested.path, {headers: {'accept-encoding': 'gzip'}})).status(),
    ).toBe(200);
    const renamed = deployNewMainBundle();
    // A new reader must get the new HTML, whose bundle exists: it hydrates.
    await visit(page, nested.path);
    for (const encoding of ['gzip', 'identity']) {
      const html = await (
        await request.get(origin + nested.path, {headers: {'accept-encoding': encoding}})
      ).text();
      expect(html, encoding).toContain(renamed);
    }
  });

  test('a new _headers applies from the next response on', async ({request}) => {
    expect((await request.get(`${origin}/`)).headers()['x-deploy']).toBeUndefined();
    // A rule added before the file's last line (the build ends it with "# End of _headers.").
    const file = path.join(dir, HEADERS_FILE);
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace(/^(# End of _headers\.)$/m, '/*\n  X-Deploy: two\n$1'),
    );
    for (const encoding of ['gzip', 'identity']) {
      expect(
        (await request.get(`${origin}/`, {headers: {'accept-encoding': encoding}})).headers()[
          'x-deploy'
        ],
        encoding,
      ).toBe('two');
    }
  });

  test('a file that was missing is loaded once it exists: the browser did not keep the 404', async ({
    page,
  }) => {
    await visit(page, '/');
    const status = (url: string) => page.evaluate(async (u) => (await fetch(u)).status, url);
    expect(await status('/assets/js/appears-later.js')).toBe(404);
    fs.writeFileSync(path.join(dir, 'assets/js/appears-later.js'), 'window.appeared = true;');
    expect(await status('/assets/js/appears-later.js')).toBe(200);
  });

  test('the not-found page vanishing mid-deploy gets a plain 404, and the server keeps serving', async ({
    request,
  }) => {
    fs.rmSync(path.join(dir, NOT_FOUND_PAGE));
    expect((await request.get(`${origin}/no-such-page`)).status()).toBe(404);
    expect((await request.get(`${origin}/`)).status()).toBe(200);
  });

  /**
   * Every target, compressed and not: each answer is a whole response with a
   * status (never a dropped connection), and which status it is.
   */
  const targets = () => ['/', nested.path, '/no-such-page', `${nested.path}.md`];
  async function answers(): Promise<string[]> {
    const seen: string[] = [];
    for (const target of targets()) {
      for (const encoding of ['gzip', 'identity']) {
        const answer = await fetch(origin + target, {headers: {'accept-encoding': encoding}})
          .then(async (res) => (await res.arrayBuffer(), String(res.status)))
          .catch((error: Error & {cause?: {code?: string}}) => error.cause?.code ?? error.message);
        seen.push(`${target} ${encoding}: ${answer}`);
      }
    }
    return seen;
  }
  const statuses = (seen: string[]) => [...new Set(seen.map((line) => line.split(': ')[1]))].sort();

  // A deploy that replaces the folder (`rm -rf`, then `cp -R`), stopped at
  // each point a request can meet it: 503 while the folder or its _headers
  // is missing, 404 while a page is; never a dropped connection.
  test('a folder being replaced, at each point of the copy, gets a status for every request', async ({
    request,
  }) => {
    fs.rmSync(dir, {recursive: true, force: true});
    expect(statuses(await answers())).toEqual(['503']);
    // The copy has begun: folders, no files yet.
    fs.mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
    expect(statuses(await answers())).toEqual(['503']);
    // Every file but _headers (cp copies in directory order, `_headers` may come last).
    fs.cpSync(BUILD_DIR, dir, {
      recursive: true,
      filter: (source) => path.basename(source) !== HEADERS_FILE,
    });
    expect(statuses(await answers())).toEqual(['503']);
    // _headers half written.
    const headers = fs.readFileSync(path.join(BUILD_DIR, HEADERS_FILE), 'utf8');
    fs.writeFileSync(path.join(dir, HEADERS_FILE), headers.slice(0, headers.length >> 1));
    expect(statuses(await answers())).toEqual(['503']);
    // _headers whole, the pages not yet: the not-found page, or plain 404 without it.
    fs.writeFileSync(path.join(dir, HEADERS_FILE), headers);
    for (const file of htmlFiles()) fs.rmSync(file);
    expect(statuses(await answers())).toEqual(['200', '404']);
    expect((await request.get(`${origin}/`)).status()).toBe(404);
    fs.cpSync(BUILD_DIR, dir, {recursive: true});
    expect(statuses(await answers())).toEqual(['200', '404']);
    expect((await request.get(`${origin}/`)).status()).toBe(200);
  });

  // The same deploy meeting a request between the server's lookup of a file
  // and its read of it: the lookup saw the file, the read finds it gone.
  test("a file removed between the server's lookup and its read gets the not-found page, compressed or not", async () => {
    const page = path.join(dir, nested.path.slice(1), 'index.html');
    for (const encoding of ['gzip', 'identity']) {
      // The gzip path opens the file (fs.promises.open), the plain path streams it (send: fs.stat,
      // then a stream).
      const restore = removeOnFirstRead(page);
      try {
        const res = await fetch(origin + nested.path, {headers: {'accept-encoding': encoding}});
        expect(res.status, encoding).toBe(404);
        expect(await res.text(), encoding).toContain(notFoundTitle());
      } finally {
        restore();
      }
      fs.cpSync(path.join(BUILD_DIR, nested.path.slice(1), 'index.html'), page);
    }
  });

  // A tab has the old HTML; the deploy lands before it asks for the page's chunks.
  test('between a page and its chunks: the old chunks get 404 with the headers, not a dropped connection', async ({
    request,
  }) => {
    const html = await (await request.get(origin + nested.path)).text();
    const chunks = [...html.matchAll(/href="(\/assets\/js\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) fs.rmSync(path.join(dir, chunk));
    for (const chunk of chunks) {
      const res = await request.get(origin + chunk);
      expect(res.status(), chunk).toBe(404);
      expect(res.headers()['content-security-policy'], chunk).toBeTruthy();
      expect(res.headers()['cache-control'], chunk).toBe(HOST_DEFAULT_CACHE_CONTROL);
    }
  });
});
