/**
 * deploy/nginx/site.conf under a real nginx (issue 26): the build in build/
 * served on loopback by /usr/sbin/nginx (or $NGINX) with the file as an
 * operator deploys it, the documented replacements made (names, web root,
 * certificate, snippet path) and the listen addresses moved to free ports.
 * Requests are written on a socket (rawRequest), so repeated headers show.
 *
 * Skipped, with the reason in its title and on stderr, when nginx, its
 * mime.types or openssl (for the test certificate) is missing: `.ci/run`
 * installs nginx-light.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net, {type AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import {createHash} from 'node:crypto';
import {headersForPath, HOST_CONFIG_FILES, parseHeadersFile} from '../../src/node/headersFile.mjs';
import {bothBuildsSnippet} from '../../scripts/nginx-snippet.mjs';
import {rawRequest, type RawResponse} from '../support/rawHttp';
import {ROOT} from '../support/site';
import {generate} from '../../src/plugins/security-headers';
import {frameAncestors} from '../../src/node/siteSettings';
import {REVIEW_PACK_PATH} from '../../src/data/reviewPack';

const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const MIME_TYPES = '/etc/nginx/mime.types';
const BUILD = path.join(ROOT, 'build');
const SITE_CONF = path.join(ROOT, 'deploy/nginx/site.conf');
/** The name site.conf redirects to and the certificate is made for. */
const SERVER_NAME = 'docs.example.com';

const skipReason = !fs.existsSync(NGINX)
  ? `${NGINX} is not installed (Debian: apt-get install nginx-light; or set NGINX)`
  : !fs.existsSync(MIME_TYPES)
    ? `${MIME_TYPES} is missing`
    : spawnSync('openssl', ['version']).status !== 0
      ? 'openssl is not installed (it makes the test certificate)'
      : null;
if (skipReason) console.warn(`tests/build/nginx.test.ts skipped: ${skipReason}`);

/** The security headers README.md and deploy/README.md promise "with every response". */
const PROMISED = ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Strict-Transport-Security'];
/** deploy/README.md, "Caching". */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const TWIN_CACHE = 'public, max-age=3600';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** A loopback port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Replace every `from` in `text`, which must hold it (`count` times, if given). */
function replace(text: string, from: string, to: string, count?: number): string {
  const found = text.split(from).length - 1;
  if (found === 0 || (count !== undefined && found !== count)) {
    throw new Error(`deploy/nginx/site.conf holds "${from}" ${found} times, not ${count ?? 'at least once'}: update tests/build/nginx.test.ts`);
  }
  return text.replaceAll(from, to);
}

/** Resolves once `file` exists; rejects if `child` exits first. */
function whenCreated(file: string, child: ChildProcess, stderr: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const watcher = fs.watch(path.dirname(file), () => check());
    const onExit = (code: number | null) => done(new Error(`nginx exited (${code}) before it wrote ${file}:\n${stderr()}`));
    child.once('exit', onExit);
    function done(error?: Error) {
      watcher.close();
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    }
    function check() {
      if (fs.existsSync(file)) done();
    }
    check();
  });
}

/** The TLS version a handshake limited to `version` agrees on, or null when the server refuses it. */
function handshake(port: number, version: tls.SecureVersion, ca: string): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = tls.connect({
      host: '127.0.0.1',
      port,
      servername: SERVER_NAME,
      ca,
      minVersion: version,
      maxVersion: version,
      // Let the client offer TLS 1.0 and 1.1 at all: the server is to refuse them.
      ciphers: 'DEFAULT@SECLEVEL=0',
    });
    socket.once('secureConnect', () => {
      resolve(socket.getProtocol());
      socket.end();
    });
    socket.once('error', () => resolve(null));
  });
}

describe.skipIf(skipReason !== null)(skipReason ? `deploy/nginx/site.conf (skipped: ${skipReason})` : 'deploy/nginx/site.conf under nginx', () => {
  let dir: string;
  let nginx: ChildProcess;
  let https: string;
  let http: string;
  let cert: string;
  /** The security headers build/_headers gives every path: what Netlify and Cloudflare Pages send. */
  let security: Record<string, string>;
  const SECRET = 'secret outside the web root';
  let asset: string;

  const get = (target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> =>
    rawRequest(https, method, target, headers, {ca: cert, servername: SERVER_NAME});

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-test-'));
    // Readable by nginx's workers, which run as nobody when the test runs as root.
    fs.chmodSync(dir, 0o755);
    const site = path.join(dir, 'site');
    fs.cpSync(BUILD, site, {recursive: true});
    // What a build can carry from static/: links out of the root, and to
    // the host configuration under another name.
    fs.mkdirSync(path.join(dir, 'outside'));
    fs.writeFileSync(path.join(dir, 'outside/secret.txt'), SECRET);
    fs.symlinkSync(path.join(dir, 'outside'), path.join(site, 'outside-dir'));
    fs.symlinkSync(path.join(dir, 'outside/secret.txt'), path.join(site, 'secret.txt'));
    for (const name of HOST_CONFIG_FILES) fs.symlinkSync(name, path.join(site, `copy-of${name}.txt`));
    // A script whose type is text/javascript, as nginx 1.25 and later call .js.
    fs.writeFileSync(path.join(site, 'assets/js/module.mjs'), `export const x = ${JSON.stringify('x'.repeat(600))};\n`);
    // The web root is a link, as for a switch of builds in one step.
    fs.symlinkSync(site, path.join(dir, 'current'));
    asset = `/assets/js/${fs.readdirSync(path.join(site, 'assets/js')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))}`;
    security = headersForPath(parseHeadersFile(fs.readFileSync(path.join(BUILD, '_headers'), 'utf8')), '/');

    // The snippet, installed outside the web root (deploy step 2).
    fs.mkdirSync(path.join(dir, 'snippets'));
    fs.copyFileSync(path.join(BUILD, 'nginx-security-headers.conf'), path.join(dir, 'snippets/headers.conf'));
    const key = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    const openssl = spawnSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', `/CN=${SERVER_NAME}`, '-addext', `subjectAltName=DNS:${SERVER_NAME}`, '-keyout', key, '-out', certFile,
    ]);
    if (openssl.status !== 0) throw new Error(`openssl could not make the test certificate:\n${openssl.stderr}`);
    cert = fs.readFileSync(certFile, 'utf8');

    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    http = `http://127.0.0.1:${httpPort}`;
    https = `https://127.0.0.1:${httpsPort}`;
    // The directives, without the comments (which name the same paths).
    let conf = fs.readFileSync(SITE_CONF, 'utf8').replace(/^\s*#.*\n/gm, '');
    // The web root is written once (issue 26: it was in six places).
    conf = replace(conf, 'root /srv/product-docs/site;', `root ${path.join(dir, 'current')};`, 1);
    expect(conf).not.toContain('/srv/product-docs');
    conf = replace(conf, '/etc/nginx/snippets/product-docs-security-headers.conf', path.join(dir, 'snippets/headers.conf'));
    conf = replace(conf, `/etc/ssl/certs/${SERVER_NAME}.pem`, certFile);
    conf = replace(conf, `/etc/ssl/private/${SERVER_NAME}.key`, key);
    conf = replace(conf, 'listen 80;', `listen 127.0.0.1:${httpPort};`, 1);
    conf = replace(conf, 'listen [::]:80;', '', 1);
    conf = replace(conf, 'listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`, 1);
    conf = replace(conf, 'listen [::]:443 ssl http2;', '', 1);
    fs.writeFileSync(path.join(dir, 'site.conf'), conf);

    // The http block around it, as in a distribution's nginx.conf. Temporary
    // files of the modules this nginx has go here, not to /var/lib/nginx.
    const built = spawnSync(NGINX, ['-V'], {encoding: 'utf8'}).stderr;
    const temp = ['client_body', ...['proxy', 'fastcgi', 'uwsgi', 'scgi'].filter((m) => !built.includes(`--without-http_${m}_module`))];
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log;`,
        'events { worker_connections 64; }',
        'http {',
        `  include ${MIME_TYPES};`,
        '  types { text/javascript mjs; }',
        '  default_type application/octet-stream;',
        '  access_log off;',
        ...temp.map((m) => `  ${m}_temp_path ${dir}/${m}_temp;`),
        `  include ${dir}/site.conf;`,
        '}',
        '',
      ].join('\n'),
    );
    let stderr = '';
    nginx = spawn(NGINX, ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {stdio: ['ignore', 'ignore', 'pipe']});
    nginx.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
    // nginx writes its pid file after it has bound its ports.
    await whenCreated(path.join(dir, 'nginx.pid'), nginx, () => stderr + (fs.existsSync(`${dir}/error.log`) ? fs.readFileSync(`${dir}/error.log`, 'utf8') : ''));
  }, 30_000);

  afterAll(async () => {
    if (nginx?.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    if (dir) fs.rmSync(dir, {recursive: true, force: true});
  });

  it('follows no symbolic link out of the web root, and serves the host configuration under no name', async () => {
    for (const target of ['/outside-dir/secret.txt', '/secret.txt', '/secret']) {
      const res = await get(target);
      expect(res.status, target).toBe(404);
      expect(res.body, target).not.toContain(SECRET);
    }
    for (const name of HOST_CONFIG_FILES) {
      const firstLine = fs.readFileSync(path.join(BUILD, name), 'utf8').split('\n')[0]!;
      for (const target of [`/${name}`, `/copy-of${name}.txt`, `/%${name.charCodeAt(0).toString(16)}${name.slice(1)}`]) {
        const res = await get(target);
        expect(res.status, target).toBe(404);
        expect(res.body, target).not.toContain(firstLine);
      }
    }
  });

  it('serves pages by exact path, twins as Markdown, the feed as Atom, and the not-found page with every 404', async () => {
    expect((await get('/insights/drivers')).status).toBe(200);
    const twin = await get('/insights/drivers.md');
    expect(twin.status).toBe(200);
    // deploy/README.md, "Caching": hosts differ in the type they guess for .md.
    expect(twin.headers['content-type']).toBe('text/markdown; charset=utf-8');
    // The security review pack (issue 48): a PDF, as a browser opens it.
    const pack = await get(REVIEW_PACK_PATH);
    expect(pack.status).toBe(200);
    expect(pack.headers['content-type']).toBe('application/pdf');
    // The permission change log's feed, as _headers sends it (deploy/README.md, "Caching").
    const feed = await get('/permission-changes.atom');
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(feed.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    // rawRequest reads the body as latin1: byte for byte.
    const notFoundPage = fs.readFileSync(path.join(BUILD, '404.html'), 'latin1');
    for (const target of ['/no-such-page', '/Insights/Drivers', '/assets/js/no-such-chunk.js', '/no-such-page.md', '//evil.example/', '/img/../index.html']) {
      const res = await get(target, {'Accept-Encoding': 'identity'});
      expect(res.status, target).toBe(404);
      expect(res.headers['content-type'], target).toBe('text/html; charset=utf-8');
      expect(res.body === notFoundPage, `${target}: the body is build/404.html`).toBe(true);
    }
  });

  it('sends each security header exactly once, and the right Cache-Control, on every response', async () => {
    expect(Object.keys(security)).toEqual(expect.arrayContaining(PROMISED));
    const page = await get('/', {'Accept-Encoding': 'identity'});
    const cases: Array<[what: string, status: number, cacheControl: string, request: () => Promise<RawResponse>]> = [
      ['a page', 200, REVALIDATE, () => get('/')],
      ['a page, gzip', 200, REVALIDATE, () => get('/', {'Accept-Encoding': 'gzip'})],
      ['a bundle', 200, IMMUTABLE, () => get(asset)],
      ['a Markdown twin', 200, TWIN_CACHE, () => get('/insights/drivers.md')],
      ['the security review pack', 200, REVALIDATE, () => get(REVIEW_PACK_PATH)],
      ['a range of a page', 206, REVALIDATE, () => get('/', {Range: 'bytes=0-9'})],
      ['a range of a bundle', 206, REVALIDATE, () => get(asset, {Range: 'bytes=0-9'})],
      ['a revalidated page', 304, REVALIDATE, () => get('/', {'If-None-Match': page.headers.etag!})],
      // nginx answers 304 only to the file's own Last-Modified, exactly.
      ['a revalidated bundle', 304, IMMUTABLE, async () => get(asset, {'If-Modified-Since': (await get(asset)).headers['last-modified']!})],
      ['a malformed escape', 400, REVALIDATE, () => get('/%zz')],
      ['an encoded NUL', 400, REVALIDATE, () => get('/a%00b')],
      ['an unknown page', 404, REVALIDATE, () => get('/no-such-page')],
      ['an unknown bundle', 404, REVALIDATE, () => get('/assets/js/no-such-chunk.js')],
      ['an unknown twin', 404, REVALIDATE, () => get('/no-such-page.md')],
      ['a dot segment', 404, REVALIDATE, () => get('/img/../index.html')],
      ['POST', 405, REVALIDATE, () => get('/', {}, 'POST')],
      ['a failed If-Match', 412, REVALIDATE, () => get('/', {'If-Match': '"no-such-tag"'})],
      ['a long request line', 414, REVALIDATE, () => get(`/${'a'.repeat(10_000)}`)],
      ['a range past the end of a page', 416, REVALIDATE, () => get('/', {Range: 'bytes=99999999-'})],
      ['a range past the end of a bundle', 416, REVALIDATE, () => get(asset, {Range: 'bytes=99999999-'})],
      ['a range past the end of a twin', 416, REVALIDATE, () => get('/insights/drivers.md', {Range: 'bytes=99999999-'})],
    ];
    for (const [what, status, cacheControl, request] of cases) {
      const res = await request();
      expect(res.status, what).toBe(status);
      const values = (name: string) => res.headerLines.filter(([n]) => n.toLowerCase() === name.toLowerCase()).map(([, v]) => v);
      for (const [name, value] of Object.entries(security)) expect(values(name), `${what}: ${name}`).toEqual([value]);
      expect(values('Cache-Control'), `${what}: Cache-Control`).toEqual([cacheControl]);
      if (status === 405) expect(values('Allow'), what).toEqual(['GET, HEAD']);
    }
  });

  it('tells its version on neither port', async () => {
    for (const res of [await get('/'), await get('/%zz'), await get('/no-such-page'), await rawRequest(http, 'GET', '/'), await rawRequest(http, 'GET', '/%zz')]) {
      expect(res.headers.server).toBe('nginx');
      expect(res.body).not.toMatch(/nginx\/\d/);
    }
  });

  it('redirects port 80 to its configured name, with the security headers', async () => {
    const res = await rawRequest(http, 'GET', '/insights/drivers?from=test');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`https://${SERVER_NAME}/insights/drivers?from=test`);
    for (const [name, value] of Object.entries(security)) {
      expect(res.headerLines.filter(([n]) => n === name).map(([, v]) => v), name).toEqual([value]);
    }
  });

  it('speaks TLS 1.2 and 1.3, not 1.0 or 1.1', async () => {
    const port = Number(new URL(https).port);
    expect(await handshake(port, 'TLSv1.3', cert)).toBe('TLSv1.3');
    expect(await handshake(port, 'TLSv1.2', cert)).toBe('TLSv1.2');
    expect(await handshake(port, 'TLSv1.1', cert)).toBeNull();
    expect(await handshake(port, 'TLSv1', cert)).toBeNull();
  });

  it('deploys with the documented steps without ever serving a page with the other build\'s script hashes', async () => {
    const pages = fs.readdirSync(path.join(dir, 'site'), {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.html') && !f.startsWith('404'));
    const targets = pages.map((f) => `/${f.replace(/(^|\/)index\.html$/, '')}`);
    /** Pages whose inline scripts the policy they are served with doesn't allow, by hash. */
    const blocked = async (): Promise<string[]> => {
      const found: string[] = [];
      for (const target of targets) {
        const res = await get(target, {'Accept-Encoding': 'identity'});
        const scriptSrc = (res.headers['content-security-policy'] ?? '').split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? '';
        for (const [, body] of res.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
          const hash = `'sha256-${createHash('sha256').update(Buffer.from(body!, 'latin1')).digest('base64')}'`;
          if (!scriptSrc.split(/\s+/).includes(hash)) {
            found.push(target);
            break;
          }
        }
      }
      return found;
    };
    const policyOf = (snippet: string) => /Content-Security-Policy "([^"]*)"/.exec(snippet)![1];
    /** Install a snippet and reload nginx, as root would, then wait until it serves that policy. */
    /** nginx's worker processes: the children of its master (this test's child), as Linux lists them. */
    const workers = (): string[] => fs.readFileSync(`/proc/${nginx.pid}/task/${nginx.pid}/children`, 'utf8').split(/\s+/).filter(Boolean);
    const installAndReload = async (snippet: string) => {
      fs.writeFileSync(path.join(dir, 'snippets/headers.conf'), snippet);
      const old = workers();
      nginx.kill('SIGHUP');
      // The reload has taken effect once the old workers are gone: until then
      // one of them may still take a new connection, with the old snippet.
      await expect.poll(() => workers().some((pid) => old.includes(pid)), {timeout: 30_000}).toBe(false);
      expect((await get('/')).headers['content-security-policy']).toBe(policyOf(snippet));
    };
    /** Point the web root at another build in one step (a new link renamed over the old one). */
    const switchTo = (folder: string) => {
      fs.symlinkSync(path.join(dir, folder), path.join(dir, 'next'));
      fs.renameSync(path.join(dir, 'next'), path.join(dir, 'current'));
    };

    // The next build: the same pages, each inline script changed, so that its hashes differ.
    fs.cpSync(path.join(dir, 'site'), path.join(dir, 'site-2'), {recursive: true, verbatimSymlinks: true});
    for (const page of pages) {
      const file = path.join(dir, 'site-2', page);
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/(<script(?![^>]*\bsrc=)[^>]*>)([\s\S]*?)(<\/script>)/g, '$1$2;// deploy two$3'));
    }
    const first = fs.readFileSync(path.join(dir, 'snippets/headers.conf'), 'utf8');
    const {nginxSnippet: second} = generate(path.join(dir, 'site-2'), {frameAncestors});
    expect(policyOf(second)).not.toBe(policyOf(first));
    expect(await blocked()).toEqual([]);

    // Without the documented steps there is a window: switched, not yet reloaded.
    switchTo('site-2');
    expect((await blocked()).length).toBe(targets.length);
    switchTo('site');

    // deploy/README.md, "nginx": both builds' hashes, reload, switch, the new snippet alone,
    // reload.
    await installAndReload(bothBuildsSnippet(first, second));
    expect(await blocked()).toEqual([]);
    switchTo('site-2');
    expect(await blocked()).toEqual([]);
    await installAndReload(second);
    expect(await blocked()).toEqual([]);

    // Back to the first build for the other tests.
    await installAndReload(bothBuildsSnippet(second, first));
    switchTo('site');
    await installAndReload(first);
  });

  it('compresses scripts, whether mime.types calls them application/javascript or text/javascript', async () => {
    for (const target of [asset, '/assets/js/module.mjs']) {
      const res = await get(target, {'Accept-Encoding': 'gzip'});
      expect(res.status, target).toBe(200);
      expect(res.headers['content-encoding'], `${target} (${res.headers['content-type']})`).toBe('gzip');
    }
  });
});
