/**
 * scripts/static-server.mjs (behind `npm run serve`, the e2e tests and the
 * perf script) serves a build as the static hosts do, and survives what a
 * host meets: hostile request targets, other methods, a deploy under it.
 * Checked on small build folders of its own (no `npm run build` needed);
 * targets fetch() would normalise are written on a socket (rawRequest).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import {
  ALLOWED_METHODS,
  createStaticServer,
  HOST_DEFAULT_CACHE_CONTROL,
} from '../../scripts/static-server.mjs';
import {HEADERS_FILE, HOST_CONFIG_FILES} from '../../src/node/headersFile.mjs';
import {rawRequest} from '../support/rawHttp';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND_BODY = '<h1>Not found</h1>';
const files: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  '404.html': NOT_FOUND_BODY,
  'a/b/index.html': '<h1>B</h1>',
  'page.html': '<h1>Page</h1>',
  'twin.md': '# Twin',
  'assets/js/main.1234.js': `main(${'"x",'.repeat(200)})`,
  'llms.txt': 'text',
  'digits.txt': '0123456789',
  'img/logo.png': 'PNG',
  [HEADERS_FILE]: [
    '/*',
    '  X-Test: all',
    '/assets/*',
    `  Cache-Control: ${IMMUTABLE}`,
    '/*.md',
    '  Content-Type: text/markdown; charset=utf-8',
    '  Cache-Control: public, max-age=3600',
    // The build's last line: the server takes the file as whole only with it.
    '# End of _headers.',
    '',
  ].join('\n'),
  'nginx-security-headers.conf': 'add_header X-Secret "nginx snippet";',
};

const tmpRoots: string[] = [];
function makeSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  tmpRoots.push(root);
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), {recursive: true});
    fs.writeFileSync(path.join(root, name), body);
  }
  return root;
}

const servers: Server[] = [];
async function serve(root: string): Promise<string> {
  const server = createStaticServer({root, headers: true});
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const gzipFetch = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, {headers: {'accept-encoding': 'gzip', ...headers}});
const identityFetch = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, {headers: {'accept-encoding': 'identity', ...headers}});

let root: string;
let origin: string;
beforeAll(async () => {
  root = makeSite();
  origin = await serve(root);
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => {
  for (const server of servers) server.close();
  for (const dir of tmpRoots) fs.rmSync(dir, {recursive: true, force: true});
});

describe('scripts/static-server.mjs: what it serves', () => {
  it('serves /path, /path/ and /path/index.html from the page file, and a file at its own path', async () => {
    for (const p of ['/a/b', '/a/b/', '/a/b/index.html']) {
      const res = await fetch(origin + p);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toBe('<h1>B</h1>');
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
    expect(await (await fetch(`${origin}/page.html`)).text()).toBe('<h1>Page</h1>');
  });

  // One rule for every address form, the site's router's (issue 51, item 6): no `.html` is
  // added to a path, so `/a/b/index` and `/404` name no page, and the not-found page is
  // served with 404 at its own address too.
  it('adds no .html to a path, and sends the not-found page with 404 at its own address', async () => {
    for (const p of [
      '/page',
      '/a/b/index',
      '/a/b/index/',
      '/index',
      '/404',
      '/404/',
      '/404.html',
    ]) {
      const res = await fetch(origin + p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).toBe(NOT_FOUND_BODY);
    }
  });

  it('serves the not-found page with status 404 for unknown paths, case-sensitively', async () => {
    for (const p of ['/nope', '/A/B', '/a/b/nope', '/Page']) {
      const res = await fetch(origin + p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).toBe(NOT_FOUND_BODY);
    }
  });

  it('applies the _headers rules, and the hosts default cache where no rule sets one', async () => {
    const asset = await fetch(`${origin}/assets/js/main.1234.js`);
    expect(asset.headers.get('x-test')).toBe('all');
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE);
    const page = await fetch(`${origin}/`);
    expect(page.headers.get('x-test')).toBe('all');
    expect(page.headers.get('cache-control')).toBe(HOST_DEFAULT_CACHE_CONTROL);
    expect((await fetch(`${origin}/twin.md`)).headers.get('content-type')).toBe(
      'text/markdown; charset=utf-8',
    );
  });

  it('compresses text when the client accepts gzip, and says what it varies on', async () => {
    const res = await gzipFetch(`${origin}/llms.txt`);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe('text');
    const plain = await identityFetch(`${origin}/llms.txt`);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect((await gzipFetch(`${origin}/img/logo.png`)).headers.get('content-encoding')).toBeNull();
  });

  it('answers HEAD with the headers of GET and no body, the gzip length included', async () => {
    const head = await fetch(`${origin}/assets/js/main.1234.js`, {
      method: 'HEAD',
      headers: {'accept-encoding': 'gzip'},
    });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(
      zlib.gzipSync(files['assets/js/main.1234.js']!).length,
    );
    expect(await head.text()).toBe('');
    const missing = await fetch(`${origin}/nope`, {method: 'HEAD'});
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('');
  });
});

describe('scripts/static-server.mjs: hostile requests', () => {
  it('answers a request target it cannot parse or decode with 400, and keeps serving', async () => {
    // Each of these stopped the old server (new URL() threw, nothing caught it).
    for (const target of [
      '//%zz',
      '//%',
      '/%E0%A4%A',
      '/a%00b',
      'http://[::1',
      'http://[::1]:99999/',
      'http://a/%zz',
    ]) {
      const res = await rawRequest(origin, 'GET', target);
      expect(res.status, target).toBe(400);
      expect(res.headers['cache-control'], target).toBe(HOST_DEFAULT_CACHE_CONTROL);
    }
    // Well-formed paths that name nothing.
    for (const target of ['//[', '//a:99999/', '//evil.com', '//evil.com/']) {
      expect((await rawRequest(origin, 'GET', target)).status, target).toBe(404);
    }
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });

  it('answers methods other than GET and HEAD with 405 and Allow, on pages and unknown paths', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
      for (const target of ['/', '/assets/js/main.1234.js', '/nope']) {
        const res = await rawRequest(origin, method, target);
        expect(res.status, `${method} ${target}`).toBe(405);
        expect(res.headers.allow, `${method} ${target}`).toBe(ALLOWED_METHODS.join(', '));
        expect(res.headers['cache-control'], `${method} ${target}`).toBe(
          HOST_DEFAULT_CACHE_CONTROL,
        );
        expect(res.body, `${method} ${target}`).not.toContain('<h1>');
      }
    }
  });

  it('never serves the host configuration files, however the path is spelled', async () => {
    for (const name of HOST_CONFIG_FILES) {
      const percent = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;
      const spellings = [
        `/${name}`,
        `/${percent(name[0]!)}${name.slice(1)}`,
        `/${percent(name[0]!).toLowerCase()}${name.slice(1)}`,
        `/${name.replace('.', '%2E')}`,
        `/${name.toUpperCase()}`,
        `//${name}`,
        `/a/../${name}`,
        `/a/..%2F${name}`,
        `/./${name}`,
      ];
      for (const target of spellings) {
        const res = await rawRequest(origin, 'GET', target);
        expect(res.status, target).toBe(404);
        expect(res.body, target).not.toContain(
          fs.readFileSync(path.join(root, name), 'utf8').slice(0, 12),
        );
      }
    }
  });

  it('never resolves dot segments or encoded separators, inside or outside the folder', async () => {
    for (const target of [
      '/a/b/..%2F..%2F',
      '/a/b/../../',
      '/a/b/%2e%2e/%2e%2e/',
      '/..%2F..%2F..%2Fetc%2Fpasswd',
      '/../../etc/passwd',
      '/a%2Fb/',
      '/a%5Cb/',
      '/a\\b/',
    ]) {
      const res = await rawRequest(origin, 'GET', target);
      expect(res.status, target).toBe(404);
      expect(res.body, target).toBe(NOT_FOUND_BODY);
    }
  });
});

describe('scripts/static-server.mjs: symbolic links in the build', () => {
  // A build can carry a link from static/: the host must not serve outside
  // its root, nor its own configuration under another name (issue 26).
  const SECRET = 'secret outside the site';
  let site: string;
  let at: string;
  beforeAll(async () => {
    site = makeSite();
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-outside-'));
    tmpRoots.push(outside);
    fs.writeFileSync(path.join(outside, 'secret.txt'), SECRET);
    fs.symlinkSync(outside, path.join(site, 'outside-dir'));
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(site, 'secret.txt'));
    fs.symlinkSync(path.relative(path.join(site, 'a/b'), outside), path.join(site, 'a/b/climb'));
    for (const name of HOST_CONFIG_FILES)
      fs.symlinkSync(name, path.join(site, `copy-of${name}.txt`));
    fs.symlinkSync('_headers', path.join(site, 'img/headers.html'));
    fs.symlinkSync('page.html', path.join(site, 'alias.html'));
    at = await serve(site);
  });

  it('does not follow a link that leaves the root, by any route or encoding', async () => {
    for (const target of [
      '/outside-dir/secret.txt',
      '/secret.txt',
      '/secret',
      '/a/b/climb/secret.txt',
      '/outside-dir/',
      '/%73ecret.txt',
    ]) {
      for (const encoding of ['gzip', 'identity']) {
        const res = await rawRequest(at, 'GET', target, {'Accept-Encoding': encoding});
        expect(res.status, `${target} ${encoding}`).toBe(404);
        expect(res.body, `${target} ${encoding}`).toBe(
          encoding === 'identity'
            ? NOT_FOUND_BODY
            : zlib.gzipSync(NOT_FOUND_BODY).toString('latin1'),
        );
      }
    }
  });

  it('never serves the host configuration through a link under another name', async () => {
    for (const target of [
      ...HOST_CONFIG_FILES.map((name) => `/copy-of${name}.txt`),
      '/img/headers.html',
      '/img/headers',
    ]) {
      const res = await rawRequest(at, 'GET', target, {'Accept-Encoding': 'identity'});
      expect(res.status, target).toBe(404);
      expect(res.body, target).toBe(NOT_FOUND_BODY);
    }
  });

  it('follows a link that stays inside the root', async () => {
    const res = await fetch(`${at}/alias.html`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>Page</h1>');
  });

  it('does not show a not-found page that links out of the root', async () => {
    const other = makeSite();
    fs.rmSync(path.join(other, '404.html'));
    fs.symlinkSync(path.join(site, 'outside-dir/secret.txt'), path.join(other, '404.html'));
    const res = await fetch(`${await serve(other)}/nope`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(SECRET);
  });
});

describe('scripts/static-server.mjs: caching and revalidation', () => {
  it('gives an error response the not-found page headers, never the long cache or the type of the path', async () => {
    const asset = await fetch(`${origin}/assets/js/nope.js`);
    expect(asset.status).toBe(404);
    expect(asset.headers.get('cache-control')).toBe(HOST_DEFAULT_CACHE_CONTROL);
    expect(asset.headers.get('x-test')).toBe('all');
    const twin = await fetch(`${origin}/nope.md`);
    expect(twin.status).toBe(404);
    expect(twin.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(twin.headers.get('cache-control')).toBe(HOST_DEFAULT_CACHE_CONTROL);
    const post = await rawRequest(origin, 'POST', '/assets/js/main.1234.js');
    expect(post.headers['cache-control']).toBe(HOST_DEFAULT_CACHE_CONTROL);
    const range = await fetch(`${origin}/assets/js/main.1234.js`, {
      headers: {range: 'bytes=999999-'},
    });
    expect(range.status).toBe(416);
    expect(range.headers.get('cache-control')).toBe(HOST_DEFAULT_CACHE_CONTROL);
    expect(range.headers.get('content-range')).toBe(
      `bytes */${files['assets/js/main.1234.js']!.length}`,
    );
  });

  it('sends ETag and Last-Modified, and answers a revalidation with 304, compressed or not', async () => {
    for (const get of [identityFetch, gzipFetch]) {
      const first = await get(`${origin}/a/b`);
      const etag = first.headers.get('etag');
      const lastModified = first.headers.get('last-modified');
      expect(etag).toBeTruthy();
      expect(lastModified).toBeTruthy();
      // As a browser revalidates (fetch() would add `Cache-Control: no-cache`,
      // which tells the server not to answer 304).
      const validators: Record<string, string>[] = [
        {'if-none-match': etag!},
        {'if-modified-since': lastModified!},
      ];
      for (const validator of validators) {
        const again = await get(`${origin}/a/b`, {...validator, 'cache-control': 'max-age=0'});
        expect(again.status, JSON.stringify(validator)).toBe(304);
        expect(again.headers.get('x-test')).toBe('all');
        expect(again.headers.get('cache-control')).toBe(HOST_DEFAULT_CACHE_CONTROL);
      }
    }
    // Each encoding has its own validator.
    const plainTag = (await identityFetch(`${origin}/a/b`)).headers.get('etag');
    expect(
      (await gzipFetch(`${origin}/a/b`, {'if-none-match': plainTag!, 'cache-control': 'max-age=0'}))
        .status,
    ).toBe(200);
  });

  // RFC 9110, 13.1.1 and 13.1.4: a failed If-Match, or (without If-Match)
  // a representation modified after If-Unmodified-Since, gets 412; '*'
  // matches any current representation; If-Match compares strongly.
  it('answers If-Match and If-Unmodified-Since as RFC 9110 says, compressed or not', async () => {
    for (const get of [identityFetch, gzipFetch]) {
      const first = await get(`${origin}/a/b`);
      const lastModified = first.headers.get('last-modified')!;
      const before = new Date(Date.parse(lastModified) - 1000).toUTCString();
      const failing: Record<string, string>[] = [
        {'if-match': '"not-this-one"'},
        {'if-match': '"not-this-one", "nor-this"'},
        {'if-unmodified-since': before},
      ];
      for (const condition of failing) {
        const res = await get(`${origin}/a/b`, condition);
        expect(res.status, JSON.stringify(condition)).toBe(412);
        expect(res.headers.get('x-test'), JSON.stringify(condition)).toBe('all');
        expect(res.headers.get('cache-control'), JSON.stringify(condition)).toBe(
          HOST_DEFAULT_CACHE_CONTROL,
        );
        expect(await res.text()).not.toContain('<h1>B</h1>');
      }
      const passing: Record<string, string>[] = [
        {'if-match': '*'},
        {'if-unmodified-since': lastModified},
        {'if-unmodified-since': 'not a date'},
      ];
      for (const condition of passing) {
        const res = await get(`${origin}/a/b`, condition);
        expect(res.status, JSON.stringify(condition)).toBe(200);
        expect(await res.text()).toBe('<h1>B</h1>');
      }
    }
    // The gzip body's ETag is strong: If-Match with it passes, and governs
    // over If-Unmodified-Since; its weak form does not match.
    const etag = (await gzipFetch(`${origin}/a/b`)).headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    const stale = new Date(0).toUTCString();
    expect(
      (await gzipFetch(`${origin}/a/b`, {'if-match': `"x", ${etag}`, 'if-unmodified-since': stale}))
        .status,
    ).toBe(200);
    expect((await gzipFetch(`${origin}/a/b`, {'if-match': `W/${etag}`})).status).toBe(412);
    // The plain bytes' ETag is strong too, whole file or range: the same rules.
    const plain = (await identityFetch(`${origin}/llms.txt`)).headers.get('etag')!;
    expect(plain).toMatch(/^"/);
    expect((await identityFetch(`${origin}/llms.txt`, {'if-match': plain})).status).toBe(200);
    expect(
      (await identityFetch(`${origin}/llms.txt`, {'if-match': plain, range: 'bytes=1-2'})).status,
    ).toBe(206);
    expect((await identityFetch(`${origin}/llms.txt`, {'if-match': `W/${plain}`})).status).toBe(
      412,
    );
    expect(
      (await identityFetch(`${origin}/llms.txt`, {'if-match': `W/${plain}`, range: 'bytes=1-2'}))
        .status,
    ).toBe(412);
  });

  it('answers a Range request with the bytes asked for', async () => {
    const res = await fetch(`${origin}/llms.txt`, {
      headers: {range: 'bytes=1-2', 'accept-encoding': 'gzip'},
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 1-2/4');
    expect(await res.text()).toBe('ex');
  });

  // RFC 9110, 14.1.1 (the grammar: digits only, first-pos <= last-pos, a
  // unit named case-insensitively) and 14.2: an invalid Range is ignored
  // (the whole file, 200), a valid one none of whose ranges the file can
  // meet gets 416 with `Content-Range: bytes */<length>`.
  it('answers valid, invalid and unsatisfiable Range headers as RFC 9110 says', async () => {
    const digits = `${origin}/digits.txt`;
    const partial: Array<[range: string, body: string, contentRange: string]> = [
      ['bytes=2-4', '234', 'bytes 2-4/10'],
      ['bytes=7-', '789', 'bytes 7-9/10'],
      ['bytes=-3', '789', 'bytes 7-9/10'],
      ['bytes=8-20', '89', 'bytes 8-9/10'],
      ['bytes=-20', '0123456789', 'bytes 0-9/10'],
      ['Bytes=0-0', '0', 'bytes 0-0/10'],
      ['BYTES=3-3', '3', 'bytes 3-3/10'],
      ['bytes=002-004', '234', 'bytes 2-4/10'],
    ];
    for (const [range, body, contentRange] of partial) {
      const res = await identityFetch(digits, {range});
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range'), range).toBe(contentRange);
      expect(await res.text(), range).toBe(body);
    }
    const invalid = [
      'bytes=1-2-3',
      'bytes=0x1-3',
      'bytes=1.5-3',
      'bytes=+1-3',
      'bytes=1e1-',
      'bytes=5-2',
      'bytes=abc',
      'bytes=',
      'bytes=-',
      'bytes=--1',
      'bytes= 1 - 2',
      'bytes 1-2',
      'bytes=1-2;q=1',
      'pages=1-2',
    ];
    for (const range of invalid) {
      const res = await identityFetch(digits, {range});
      expect(res.status, range).toBe(200);
      expect(res.headers.get('content-range'), range).toBeNull();
      expect(await res.text(), range).toBe('0123456789');
    }
    for (const range of ['bytes=10-', 'bytes=20-30', 'bytes=-0', 'bytes=10-10, 12-']) {
      const res = await identityFetch(digits, {range});
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range'), range).toBe('bytes */10');
      expect(res.headers.get('x-test'), range).toBe('all');
    }
  });

  // RFC 9110, 13.1.5: If-Range holds only for the current strong ETag,
  // compared strongly (a weak tag never matches), or for a date equal to the
  // Last-Modified when that is a strong validator (8.8.2.2: at least a
  // second old); otherwise the Range is ignored and the whole file sent.
  it('answers If-Range as RFC 9110 says: a strong ETag or the exact, strong Last-Modified', async () => {
    const digits = `${origin}/digits.txt`;
    const past = new Date('2020-01-02T03:04:05Z');
    fs.utimesSync(path.join(root, 'digits.txt'), past, past);
    const first = await identityFetch(digits);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^"/);
    expect(lastModified).toBe(past.toUTCString());
    const range = 'bytes=0-1';
    const cases: Array<[ifRange: string, status: number]> = [
      [etag, 206],
      [`W/${etag}`, 200],
      ['"another"', 200],
      [`${etag}, "another"`, 200],
      [lastModified, 206],
      [new Date(past.getTime() + 1000).toUTCString(), 200],
      [new Date(past.getTime() + 86_400_000).toUTCString(), 200],
      [new Date(past.getTime() - 1000).toUTCString(), 200],
      ['not a validator', 200],
    ];
    for (const [ifRange, status] of cases) {
      const res = await identityFetch(digits, {range, 'if-range': ifRange});
      expect(res.status, ifRange).toBe(status);
      expect(await res.text(), ifRange).toBe(status === 206 ? '01' : '0123456789');
    }
    // Without Range, If-Range is ignored.
    expect((await identityFetch(digits, {'if-range': '"another"'})).status).toBe(200);
    // A Last-Modified that is not a second old yet (here: in the future) is weak.
    const future = new Date(Date.now() + 3_600_000);
    fs.utimesSync(path.join(root, 'digits.txt'), future, future);
    const res = await identityFetch(digits, {range, 'if-range': future.toUTCString()});
    expect(res.status).toBe(200);
    // The ETag still holds then.
    const current = (await identityFetch(digits)).headers.get('etag')!;
    expect((await identityFetch(digits, {range, 'if-range': current})).status).toBe(206);
  });
});

describe('scripts/static-server.mjs: a deploy under the running server', () => {
  it('serves a replaced file new, to gzip and plain clients alike', async () => {
    const site = makeSite();
    const at = await serve(site);
    expect(await (await gzipFetch(`${at}/a/b`)).text()).toBe('<h1>B</h1>');
    expect(await (await identityFetch(`${at}/a/b`)).text()).toBe('<h1>B</h1>');
    fs.writeFileSync(path.join(site, 'a/b/index.html'), '<h1>B, deploy two</h1>');
    expect(await (await gzipFetch(`${at}/a/b`)).text()).toBe('<h1>B, deploy two</h1>');
    expect(await (await identityFetch(`${at}/a/b`)).text()).toBe('<h1>B, deploy two</h1>');
  });

  it('applies a replaced _headers from the next response on', async () => {
    const site = makeSite();
    const at = await serve(site);
    expect((await fetch(`${at}/`)).headers.get('x-test')).toBe('all');
    fs.writeFileSync(
      path.join(site, HEADERS_FILE),
      '/*\n  X-Test: deploy two\n# End of _headers.\n',
    );
    expect((await fetch(`${at}/`)).headers.get('x-test')).toBe('deploy two');
  });

  it('answers 503, not pages without their headers, while _headers is missing', async () => {
    const site = makeSite();
    const at = await serve(site);
    fs.renameSync(path.join(site, HEADERS_FILE), path.join(site, 'headers.moved'));
    const res = await fetch(`${at}/`);
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    fs.renameSync(path.join(site, 'headers.moved'), path.join(site, HEADERS_FILE));
    expect((await fetch(`${at}/`)).status).toBe(200);
  });

  it('answers 503 while _headers is empty, cut short or not in its format, and serves again once it is whole', async () => {
    const site = makeSite();
    const at = await serve(site);
    const whole = fs.readFileSync(path.join(site, HEADERS_FILE), 'utf8');
    for (const partial of [
      '',
      whole.slice(0, whole.indexOf('/assets/*')),
      '  X-Test: no path above\n# End of _headers.\n',
    ]) {
      fs.writeFileSync(path.join(site, HEADERS_FILE), partial);
      const res = await fetch(`${at}/`);
      expect(res.status, JSON.stringify(partial)).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    fs.writeFileSync(path.join(site, HEADERS_FILE), whole);
    const res = await fetch(`${at}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-test')).toBe('all');
  });

  it('answers a plain 404 when the not-found page itself is gone, and keeps serving', async () => {
    const site = makeSite();
    const at = await serve(site);
    fs.rmSync(path.join(site, '404.html'));
    const res = await fetch(`${at}/nope`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await fetch(`${at}/`)).status).toBe(200);
  });

  it('answers the not-found page when a file vanishes between finding it and reading it', async () => {
    const site = makeSite();
    const at = await serve(site);
    const page = path.join(site, 'page.html');
    // Remove the file the moment the server opens it to read, by any API.
    const vanish = (target: unknown) => {
      if (String(target) === page) fs.rmSync(page, {force: true});
    };
    const {createReadStream, readFileSync} = fs;
    const {open, readFile} = fs.promises;
    vi.spyOn(fs, 'createReadStream').mockImplementation(
      ((p: fs.PathLike, o?: never) => (
        vanish(p),
        createReadStream(p, o)
      )) as typeof fs.createReadStream,
    );
    vi.spyOn(fs, 'readFileSync').mockImplementation(
      ((p: fs.PathOrFileDescriptor, o?: never) => (
        vanish(p),
        readFileSync(p, o)
      )) as typeof fs.readFileSync,
    );
    vi.spyOn(fs.promises, 'open').mockImplementation(
      ((p: fs.PathLike, ...rest: never[]) => (
        vanish(p),
        open(p, ...rest)
      )) as typeof fs.promises.open,
    );
    vi.spyOn(fs.promises, 'readFile').mockImplementation(
      ((p: fs.PathLike, o?: never) => (vanish(p), readFile(p, o))) as typeof fs.promises.readFile,
    );
    for (const get of [identityFetch, gzipFetch]) {
      fs.writeFileSync(page, '<h1>Page</h1>');
      const res = await get(`${at}/page`);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(NOT_FOUND_BODY);
    }
    expect((await fetch(`${at}/`)).status).toBe(200);
  });

  it('switches whole responses when a deploy swaps a symbolic link to a new folder', async () => {
    const first = makeSite();
    const second = makeSite();
    fs.writeFileSync(path.join(second, 'a/b/index.html'), '<h1>B, deploy two</h1>');
    fs.writeFileSync(
      path.join(second, HEADERS_FILE),
      '/*\n  X-Test: deploy two\n# End of _headers.\n',
    );
    const link = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'serve-link-')), 'current');
    tmpRoots.push(path.dirname(link));
    fs.symlinkSync(first, link);
    const at = await serve(link);
    expect(await (await gzipFetch(`${at}/a/b`)).text()).toBe('<h1>B</h1>');
    fs.symlinkSync(second, `${link}.next`);
    fs.renameSync(`${link}.next`, link);
    for (const get of [identityFetch, gzipFetch]) {
      const res = await get(`${at}/a/b`);
      expect(await res.text()).toBe('<h1>B, deploy two</h1>');
      expect(res.headers.get('x-test')).toBe('deploy two');
    }
  });
});
