#!/usr/bin/env node
/**
 * Serve the production build (`build/`) the way a static host does:
 * - `/path` and `/path/` serve `/path/index.html`;
 * - unknown paths serve `404.html` with status 404;
 * - responses are gzip-compressed when the browser accepts it;
 * - with `--headers`, the rules in `build/_headers` (Netlify / Cloudflare
 *   Pages format, see static/_headers) are applied, so tests see exactly the
 *   headers the hosts send.
 *
 * Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build] [--headers]
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
function arg(name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] && !args[i + 1].startsWith('--') ? args[i + 1] : fallback;
}
const port = Number(arg('port', process.env.PORT ?? '3000'));
const host = arg('host', '127.0.0.1');
const root = path.resolve(arg('dir', 'build'));
const useHeaders = args.includes('--headers');

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No build found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
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

/** Parse a `_headers` file into [{pattern: RegExp, headers: [name, value][]}]. */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (!line || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      current = {pattern: new RegExp(`^${source}$`), headers: []};
      rules.push(current);
    } else if (current) {
      const idx = line.indexOf(':');
      if (idx > 0) current.headers.push([line.slice(0, idx).trim(), line.slice(idx + 1).trim()]);
    }
  }
  return rules;
}

const headerRules =
  useHeaders && fs.existsSync(path.join(root, '_headers'))
    ? parseHeadersFile(fs.readFileSync(path.join(root, '_headers'), 'utf8'))
    : [];
if (useHeaders && headerRules.length === 0) {
  console.error('--headers given but build/_headers is missing or empty.');
  process.exit(1);
}

function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const full = path.join(root, decoded);
  if (!full.startsWith(root)) return null;
  const candidates = [full, path.join(full, 'index.html'), `${full}.html`];
  for (const c of candidates) {
    try {
      if (fs.statSync(c).isFile()) return c;
    } catch {
      /* try next */
    }
  }
  return null;
}

const gzCache = new Map();

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let file = resolveFile(url.pathname);
  let status = 200;
  if (!file) {
    file = path.join(root, '404.html');
    status = 404;
  }
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  const headers = {'Content-Type': type};
  for (const rule of headerRules) {
    if (rule.pattern.test(url.pathname)) {
      for (const [name, value] of rule.headers) headers[name] = value;
    }
  }
  let body = fs.readFileSync(file);
  if (compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    const key = file;
    if (!gzCache.has(key)) gzCache.set(key, zlib.gzipSync(body));
    body = gzCache.get(key);
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  headers['Content-Length'] = String(body.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}/${useHeaders ? ' with build/_headers' : ''}`);
});
