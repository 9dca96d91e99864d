// @ts-check
/**
 * A static server for the production build (`build/`) that serves it the way
 * a static host does:
 * - `/path` and `/path/` serve `/path/index.html`;
 * - unknown paths serve `404.html` with status 404;
 * - responses are gzip-compressed when the browser accepts it;
 * - with `--headers`, the rules in `build/_headers` (written by
 *   src/plugins/security-headers) are applied as Netlify and Cloudflare Pages
 *   apply them (src/plugins/security-headers/rules.mjs), and a response no
 *   rule gives a Cache-Control gets the hosts' default, revalidate on every
 *   visit. `build/_headers` itself is not served.
 *
 * The library half of scripts/serve.mjs (the command), imported by it, by
 * scripts/perf.mjs and by the tests. It uses no `import.meta`, so the e2e
 * tests, which Playwright transpiles, can import it.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {headersForPath, parseHeadersFile} from '../src/plugins/security-headers/rules.mjs';

/** Netlify's and Cloudflare Pages' Cache-Control for files no rule covers. */
export const HOST_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** @type {Record<string, string>} */
export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/**
 * The file a static host serves for a URL path, or null (not found).
 * @param {string} root
 * @param {string} urlPath
 * @returns {string | null}
 */
export function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const full = path.join(root, decoded);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  for (const candidate of [full, path.join(full, 'index.html'), `${full}.html`]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      /* try the next one */
    }
  }
  return null;
}

/**
 * A static server for a build folder.
 * @param {{root: string, headers?: boolean}} options
 * @returns {http.Server}
 */
export function createStaticServer({root, headers: useHeaders = false}) {
  const headersFile = path.join(root, '_headers');
  if (useHeaders && !fs.existsSync(headersFile)) {
    throw new Error(`--headers given but ${headersFile} is missing. Run "npm run build" first.`);
  }
  const rules = useHeaders ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : [];
  /** @type {Map<string, Buffer>} */
  const gzipped = new Map();

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Hosts read `_headers` and never serve it.
    let file = url.pathname === '/_headers' ? null : resolveFile(root, url.pathname);
    let status = 200;
    if (!file) {
      file = path.join(root, '404.html');
      status = 404;
    }
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    /** @type {Record<string, string>} */
    const headers = {'Content-Type': type, ...headersForPath(rules, url.pathname)};
    if (useHeaders && !Object.keys(headers).some((name) => name.toLowerCase() === 'cache-control')) {
      headers['Cache-Control'] = HOST_DEFAULT_CACHE_CONTROL;
    }
    /** @type {Buffer} */
    let body = fs.readFileSync(file);
    if (compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(body));
      body = /** @type {Buffer} */ (gzipped.get(file));
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}
