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
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import {createHash} from 'node:crypto';
import {headersForPath, HOST_CONFIG_FILES, parseHeadersFile} from '../../src/node/headersFile.mjs';
import {rawRequest, type RawResponse} from '../support/rawHttp';
import {ROOT} from '../support/site';
import {
  CONF_SNIPPET,
  CONF_WEB_ROOT,
  NGINX,
  nginxSkipReason as skipReason,
  SERVER_NAME,
  startNginx,
  type Nginx,
} from '../support/nginx';
import {generate} from '../../src/plugins/security-headers';
import {frameAncestors} from '../../src/node/siteSettings';
import {REVIEW_PACK_PATH} from '../../src/data/reviewPack';

const BUILD = path.join(ROOT, 'build');

if (skipReason) console.warn(`tests/build/nginx.test.ts skipped: ${skipReason}`);

/** The security headers README.md and deploy/README.md promise "with every response". */
const PROMISED = ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Strict-Transport-Security'];
/** deploy/README.md, "Caching". */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const TWIN_CACHE = 'public, max-age=3600';
const REVALIDATE = 'public, max-age=0, must-revalidate';

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
  let nginx: Nginx;
  let https: string;
  let http: string;
  let cert: string;
  /** The security headers build/_headers gives every path: what Netlify and Cloudflare Pages send. */
  let security: Record<string, string>;
  const SECRET = 'secret outside the web root';
  let asset: string;

  const get = (target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> => nginx.get(target, headers, method);

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
    nginx = await startNginx({dir, webRoot: path.join(dir, 'current'), snippet: path.join(dir, 'snippets/headers.conf')});
    ({https, http, cert} = nginx);
  }, 30_000);

  afterAll(async () => {
    await nginx?.stop();
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
    for (const target of ['/insights/drivers', '/insights/drivers/', '/insights/drivers/index.html', '/', '/index.html', '/search']) expect((await get(target)).status, target).toBe(200);
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
    // Every other form of a page's address too, as the site's router shows it (issue 51, item 6).
    for (const target of ['/no-such-page', '/Insights/Drivers', '/assets/js/no-such-chunk.js', '/no-such-page.md', '//evil.example/', '/img/../index.html', '/SEARCH', '/search.html', '/insights/drivers.html', '/insights/drivers/index', '/index', '/404', '/404.html', '/%34%30%34.html']) {
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

  it('compresses scripts, whether mime.types calls them application/javascript or text/javascript', async () => {
    for (const target of [asset, '/assets/js/module.mjs']) {
      const res = await get(target, {'Accept-Encoding': 'gzip'});
      expect(res.status, target).toBe(200);
      expect(res.headers['content-encoding'], `${target} (${res.headers['content-type']})`).toBe('gzip');
    }
  });
});

/**
 * deploy/README.md's nginx deploy, run as written there (the paths replaced,
 * `sudo` left out: the test runs as the user nginx runs as), against nginx
 * on loopback, under load: clients fetch every page and then its scripts and
 * styles, as a browser would, the whole time (issue 51, items 2, 3 and 11).
 */
describe.skipIf(skipReason !== null)(skipReason ? `deploy/README.md's nginx deploy (skipped: ${skipReason})` : "deploy/README.md's nginx deploy, run as written, under load", () => {
  const README = fs.readFileSync(path.join(ROOT, 'deploy/README.md'), 'utf8');
  let dir: string;
  let nginx: Nginx;
  let site: string;
  let snippet: string;
  let builds: {a: string; b: string};
  /** How this test's nginx is run, for the deploy script (NGINX_COMMAND). */
  let nginxCommand: string;

  /** The deploy command of a code block of deploy/README.md's nginx section, its paths replaced. */
  function readmeCommand(after: string, build: string): string {
    const section = README.slice(README.indexOf('## nginx'));
    const block = /```sh\n([\s\S]*?)```/.exec(section.slice(section.indexOf(after)))![1]!;
    const line = block.split('\n').find((l) => l.includes('scripts/deploy-nginx.mjs'));
    expect(line, `deploy/README.md, "${after}": a line that runs scripts/deploy-nginx.mjs`).toBeDefined();
    let command = line!.slice(line!.indexOf('sudo node scripts/deploy-nginx.mjs'));
    const replacements: Array<[string, string]> = [['sudo ', ''], ['--build build ', `--build ${build} `], [CONF_WEB_ROOT, site], [CONF_SNIPPET, snippet]];
    for (const [from, to] of replacements) {
      expect(command, `deploy/README.md, "${after}": ${from}`).toContain(from);
      command = command.replaceAll(from, to);
    }
    return command;
  }

  /** Run a command as a shell would, from the repository, with this test's nginx. */
  function run(command: string): Promise<{code: number | null; output: string}> {
    return new Promise((resolve) => {
      const child = spawn('sh', ['-c', command], {cwd: ROOT, env: {...process.env, NGINX_COMMAND: nginxCommand}});
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk));
      child.on('exit', (code) => resolve({code, output}));
    });
  }

  /** The routes of the build's pages. */
  const targets = () => fs.readdirSync(BUILD, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('index.html')).map((f) => `/${f.replace(/(^|\/)index\.html$/, '')}`);
  const policyOf = (text: string) => /Content-Security-Policy "([^"]*)"/.exec(text)?.[1];

  /** What is wrong with a page as served: a header missing, or an inline script its policy blocks; and the files it loads. */
  function checkPage(target: string, res: RawResponse): {problems: string[]; loads: string[]} {
    const problems: string[] = [];
    if (res.status !== 200) problems.push(`${target}: status ${res.status}`);
    for (const name of PROMISED) if (!res.headers[name.toLowerCase()]) problems.push(`${target}: no ${name}`);
    const scriptSrc = (res.headers['content-security-policy'] ?? '').split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? '';
    for (const [, body] of res.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      const hash = `'sha256-${createHash('sha256').update(Buffer.from(body!, 'latin1')).digest('base64')}'`;
      if (!scriptSrc.split(/\s+/).includes(hash)) problems.push(`${target}: an inline script its policy blocks`);
    }
    const loads = [...res.body.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)=["']?(\/assets\/[^"'\s>]+)/g)].map((m) => m[1]!);
    return {problems, loads};
  }

  /**
   * Run `work` while clients fetch every page, then the files it loads, over
   * and over; the problems they met, and how many pages they fetched.
   */
  async function underLoad<T>(work: () => Promise<T>, clients = 6): Promise<{result: T; problems: string[]; pages: number}> {
    const pages = targets();
    const problems: string[] = [];
    let fetched = 0;
    let running = true;
    const client = async (offset: number) => {
      for (let i = offset; running; i += 1) {
        const target = pages[i % pages.length]!;
        const res = await nginx.get(target, {'Accept-Encoding': 'identity'});
        fetched += 1;
        const page = checkPage(target, res);
        problems.push(...page.problems);
        for (const file of page.loads) {
          const loaded = await nginx.get(file, {'Accept-Encoding': 'identity'});
          if (loaded.status !== 200) problems.push(`${target}: ${file} got ${loaded.status}`);
        }
      }
    };
    const clientsDone = Promise.all(Array.from({length: clients}, (_, k) => client(k * 7)));
    try {
      return {result: await work(), problems, pages: fetched};
    } finally {
      running = false;
      await clientsDone;
    }
  }

  /**
   * The next build: the same pages, with every content-hashed file under
   * /assets/ renamed (and every reference to it), and each inline script
   * the site writes changed but the base-URL banner, so that its scripts,
   * styles and hashes differ.
   */
  function nextBuild(from: string, to: string): void {
    fs.cpSync(from, to, {recursive: true});
    const renamed = new Map<string, string>();
    for (const file of fs.readdirSync(path.join(to, 'assets'), {recursive: true, encoding: 'utf8'})) {
      const m = /^(.*\.)([0-9a-f]{8,})(\.\w+)$/.exec(file);
      if (!m || !fs.statSync(path.join(to, 'assets', file)).isFile()) continue;
      const next = `${m[1]}${m[2]}b${m[3]}`;
      fs.renameSync(path.join(to, 'assets', file), path.join(to, 'assets', next));
      renamed.set(path.basename(file), path.basename(next));
    }
    for (const file of fs.readdirSync(to, {recursive: true, encoding: 'utf8'})) {
      if (!/\.(html|js|css|json|md|txt|xml)$/.test(file) || !fs.statSync(path.join(to, file)).isFile()) continue;
      let text = fs.readFileSync(path.join(to, file), 'utf8');
      for (const [old, next] of renamed) text = text.replaceAll(old, next);
      // Core's base-URL banner stays as it is, as in a real next build (the policy knows it by
      // its whole text: src/plugins/security-headers, siteInlineScripts).
      if (file.endsWith('.html'))
        text = text.replace(/(<script(?![^>]*\bsrc=)[^>]*>)([\s\S]*?)(<\/script>)/g, (all, open: string, body: string, close: string) =>
          body.includes('insertBanner') ? all : `${open}${body};// the next build${close}`,
        );
      fs.writeFileSync(path.join(to, file), text);
    }
    const {headersFile, nginxSnippet} = generate(to, {frameAncestors});
    fs.writeFileSync(path.join(to, HOST_CONFIG_FILES[0]), headersFile);
    fs.writeFileSync(path.join(to, HOST_CONFIG_FILES[1]), nginxSnippet);
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-deploy-'));
    // Readable by nginx's workers, which run as nobody when the test runs as root.
    fs.chmodSync(dir, 0o755);
    builds = {a: path.join(dir, 'build-a'), b: path.join(dir, 'build-b')};
    fs.cpSync(BUILD, builds.a, {recursive: true});
    nextBuild(BUILD, builds.b);
    fs.mkdirSync(path.join(dir, 'srv'));
    fs.mkdirSync(path.join(dir, 'snippets'));
    fs.mkdirSync(path.join(dir, 'nginx'));
    site = path.join(dir, 'srv/site');
    snippet = path.join(dir, 'snippets/product-docs.conf');
    // nginx as installed, before site.conf: a configuration that serves nothing, and not running.
    const installed = path.join(dir, 'nginx/installed.conf');
    fs.writeFileSync(installed, `pid ${dir}/nginx/installed.pid;\nevents {}\nhttp { access_log off; client_body_temp_path ${dir}/nginx/client_body_temp; }\n`);
    nginxCommand = `${NGINX} -p ${dir}/nginx/ -c ${installed} -e ${dir}/nginx/error.log`;
    // deploy/README.md, "First deploy, once": the build, then the site.conf and the reload.
    const first = await run(readmeCommand('First deploy, once', builds.a));
    expect(first.code, first.output).toBe(0);
    expect(fs.readlinkSync(site)).toMatch(/^releases\/\d{8}T\d{9}Z$/);
    nginx = await startNginx({dir: path.join(dir, 'nginx'), webRoot: site, snippet});
    nginxCommand = `${NGINX} -p ${dir}/nginx/ -c ${nginx.conf} -e ${dir}/nginx/error.log`;
    expect((await nginx.get('/')).headers['content-security-policy']).toBe(policyOf(fs.readFileSync(path.join(builds.a, HOST_CONFIG_FILES[1]), 'utf8')));
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    if (dir) fs.rmSync(dir, {recursive: true, force: true});
  });

  it('deploys build after build, back to back, under load: no page blocked, no file a served page loads missing, no response without its headers', async () => {
    const later = (build: string) => readmeCommand('**Every later deploy**', build);
    // The files the first build's pages load, as a reader's tab has them before the deploys.
    const before = new Set(targets().flatMap((t) => checkPage(t, {status: 200, headers: {}, headerLines: [], body: fs.readFileSync(path.join(builds.a, t, 'index.html'), 'latin1')}).loads));
    // A browser that connected before the deploy (a preconnection) and asks for its page only
    // once the pages have switched: an nginx worker from before the reload would answer it with
    // the old policy, so the deploy must wait until those workers are gone.
    const link = fs.readlinkSync(site);
    let deploying = true;
    const switched = async () => {
      while (deploying && fs.readlinkSync(site) === link) await new Promise((resolve) => setImmediate(resolve));
    };
    const early = rawRequest(nginx.https, 'GET', '/', {'Accept-Encoding': 'identity'}, {ca: nginx.cert, servername: SERVER_NAME}, switched);
    const {result, problems, pages} = await underLoad(async () => {
      const runs = [await run(later(builds.b)), await run(later(builds.a)), await run(later(builds.b))];
      deploying = false;
      return runs;
    });
    for (const {code, output} of result) expect(code, output).toBe(0);
    // Closed by nginx before it asked (the browser then connects again), or answered whole.
    const preconnected = await early;
    if (preconnected.status !== null) problems.push(...checkPage('/ (preconnected)', preconnected).problems);
    expect(problems).toEqual([]);
    // The clients were at it throughout.
    expect(pages).toBeGreaterThan(targets().length);
    expect((await nginx.get('/')).headers['content-security-policy']).toBe(policyOf(fs.readFileSync(path.join(builds.b, HOST_CONFIG_FILES[1]), 'utf8')));
    // A tab of the first build, opened before the deploys, still gets every file its pages load.
    for (const file of before) expect((await nginx.get(file)).status, file).toBe(200);
    // The host configuration is not in the web root.
    for (const name of HOST_CONFIG_FILES) expect(fs.existsSync(path.join(site, name)), name).toBe(false);
  }, 600_000);

  it('refuses a failed build, or an empty or cut snippet, before changing anything, and the site keeps its headers', async () => {
    const later = (build: string) => readmeCommand('**Every later deploy**', build);
    const state = () => ({link: fs.readlinkSync(site), snippet: fs.readFileSync(snippet, 'utf8'), releases: fs.readdirSync(path.join(dir, 'srv/releases')).sort()});
    const start = state();
    const broken = path.join(dir, 'broken');
    const cases: Array<[string, (build: string) => void]> = [
      // Docusaurus leaves __server/ when its rendering fails, before the postBuild that writes the headers.
      ['a build that failed while rendering', (build) => {
        fs.mkdirSync(path.join(build, '__server'));
        fs.writeFileSync(path.join(build, '__server/server.bundle.js'), '');
        for (const name of HOST_CONFIG_FILES) fs.rmSync(path.join(build, name));
      }],
      ['an empty snippet', (build) => fs.writeFileSync(path.join(build, HOST_CONFIG_FILES[1]), '')],
      ['a cut snippet', (build) => {
        const file = path.join(build, HOST_CONFIG_FILES[1]);
        const text = fs.readFileSync(file, 'utf8');
        fs.writeFileSync(file, text.slice(0, text.indexOf('add_header Permissions-Policy')));
      }],
      ['a cut _headers', (build) => {
        const file = path.join(build, HOST_CONFIG_FILES[0]);
        const text = fs.readFileSync(file, 'utf8');
        fs.writeFileSync(file, text.slice(0, Math.floor(text.length / 2)));
      }],
      ['a snippet of another build', (build) => fs.copyFileSync(path.join(builds.a, HOST_CONFIG_FILES[1]), path.join(build, HOST_CONFIG_FILES[1]))],
    ];
    for (const [what, breakIt] of cases) {
      fs.rmSync(broken, {recursive: true, force: true});
      fs.cpSync(builds.b, broken, {recursive: true});
      breakIt(broken);
      const {code, output} = await run(later(broken));
      expect(code, `${what}: ${output}`).toBe(1);
      expect(output, what).toContain('not deploying');
      expect(state(), what).toEqual(start);
      const page = await nginx.get('/');
      for (const name of PROMISED) expect(page.headers[name.toLowerCase()], `${what}: ${name}`).toBeDefined();
    }
  }, 300_000);

  it('removes releases last served more than 7 days ago, and the assets only they had', async () => {
    const later = (build: string) => readmeCommand('**Every later deploy**', build);
    const releases = path.join(dir, 'srv/releases');
    const names = fs.readdirSync(releases).filter((n) => /^\d{8}T\d{9}Z$/.test(n)).sort();
    expect(names.length).toBeGreaterThanOrEqual(3);
    // Date them as if deployed 30, 20, … days ago, the last one (served now) 9 days ago.
    const day = 86_400_000;
    const dated = names.map((name, i) => new Date(Date.now() - (9 + 10 * (names.length - 1 - i)) * day).toISOString().replace(/[-:.]/g, ''));
    names.forEach((name, i) => {
      fs.renameSync(path.join(releases, name), path.join(releases, dated[i]!));
      fs.renameSync(path.join(releases, `${name}.json`), path.join(releases, `${dated[i]}.json`));
    });
    fs.symlinkSync(`releases/${dated.at(-1)}`, `${site}.moved`);
    fs.renameSync(`${site}.moved`, site);
    const onlyA = fs.readdirSync(path.join(builds.a, 'assets/js')).map((f) => `/assets/js/${f}`);
    expect((await nginx.get(onlyA[0]!)).status).toBe(200);
    // The served release is the second build; the first build's releases were replaced long ago.
    const {code, output} = await run(later(builds.b));
    expect(code, output).toBe(0);
    expect(fs.readdirSync(releases).filter((n) => /^\d{8}T\d{9}Z$/.test(n)).sort()).toEqual([dated.at(-1), fs.readlinkSync(site).replace('releases/', '')]);
    for (const file of onlyA) expect((await nginx.get(file)).status, file).toBe(404);
  }, 300_000);
});
