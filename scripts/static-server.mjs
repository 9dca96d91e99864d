// @ts-check
/**
 * A static server for the production build (`build/`) that serves it the way
 * the static hosts do, for `npm run serve`, the e2e tests and the
 * performance lab; deploy/README.md, "Try the production build locally",
 * lists what it guarantees and tests/unit/static-server.test.ts checks each. Files are sent by `send`
 * (the engine of Express's serve-static); `negotiator`, `compressible`,
 * `mime-types`, `etag` and `fresh` negotiate, type and revalidate the gzip
 * responses. What is left here is the host: which requests are answered,
 * which file a path names (never outside the root's real path, never the
 * host configuration), the `_headers` rules, and gzip made once per version
 * of a file. It uses no `import.meta`, so that the e2e tests, which
 * Playwright transpiles, can import it.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {promisify} from 'node:util';
import compressible from 'compressible';
import createEtag from 'etag';
import fresh from 'fresh';
import mime from 'mime-types';
import Negotiator from 'negotiator';
import send from 'send';
import {
  HEADERS_FILE,
  HOST_CONFIG_FILES,
  headersForPath,
  parseHeadersFile,
} from '../src/node/headersFile.mjs';

/** Netlify's and Cloudflare Pages' Cache-Control for files no rule covers. */
export const HOST_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** The methods a static host answers; any other gets 405. */
export const ALLOWED_METHODS = /** @type {const} */ (['GET', 'HEAD']);
/** The page every unknown path gets, with status 404. */
export const NOT_FOUND_PAGE = '/404.html';

const gzip = promisify(zlib.gzip);

/**
 * The path of a request target, as sent and decoded, or null when the
 * target is malformed. Origin form (`/path?query`) and absolute form
 * (`http://host/path`) are accepted; `//host/path` is a path, not a host.
 * @param {string} target
 * @returns {{raw: string, decoded: string} | null}
 */
function requestPath(target) {
  try {
    /** @type {string | null} */
    let raw = null;
    if (target.startsWith('/')) raw = target.replace(/\?[\s\S]*$/, '');
    else if (/^https?:\/\//i.test(target)) raw = new URL(target).pathname;
    if (raw === null || raw.includes('#')) return null;
    const decoded = decodeURIComponent(raw);
    return decoded.includes('\0') ? null : {raw, decoded};
  } catch {
    return null; // new URL() or decodeURIComponent() could not read it
  }
}

/**
 * Whether a path can name a file: no `.`, `..` or empty segment, no encoded
 * `/` or `\`. Browsers never send anything else for a link of the site.
 * @param {{raw: string, decoded: string}} target
 */
function namesAFile({raw, decoded}) {
  return (
    !/%2f|%5c/i.test(raw) && !decoded.includes('\\') && path.posix.normalize(decoded) === decoded
  );
}

/** Identity of a version of a file. @param {fs.Stats} stat */
const versionKey = (stat) => `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`;

/**
 * The file a host serves for a path (nginx with deploy/nginx/site.conf:
 * `try_files $uri $uri/index.html`): its real path, relative to the root,
 * or null. A page is at its path, with or without a final `/` or
 * `/index.html`, as the site's router has it (src/clientModules/exactRoutes.ts);
 * no `.html` is added (`/x/index` and `/404` are no pages), and the not-found
 * page is no page at its own address. Through a symbolic link, only a file
 * inside the root, and never host configuration.
 * @param {string} root a real path
 * @param {string} urlPath decoded, and such that namesAFile() holds
 * @param {boolean} [notFoundPage] whether the not-found page itself is wanted
 * @returns {Promise<{file: string, stat: fs.Stats} | null>}
 */
async function resolveFile(root, urlPath, notFoundPage = false) {
  const candidates = urlPath.endsWith('/')
    ? [`${urlPath}index.html`]
    : [urlPath, `${urlPath}/index.html`];
  for (const candidate of candidates) {
    const real = await fs.promises.realpath(path.join(root, candidate)).catch(() => '');
    const file = path.relative(root, real);
    if (
      !real.startsWith(root + path.sep) ||
      HOST_CONFIG_FILES.some((name) => name.toLowerCase() === file.toLowerCase()) ||
      (file === NOT_FOUND_PAGE.slice(1)) !== notFoundPage
    )
      continue;
    const stat = await fs.promises.stat(real).catch(() => null);
    if (stat?.isFile()) return {file, stat};
  }
  return null;
}

/**
 * RFC 9110, section 13.2.2: whether If-Match (strong comparison), or else
 * If-Unmodified-Since, fails for this representation (412).
 * @param {http.IncomingHttpHeaders} request
 * @param {string} etag a strong ETag
 * @param {string} lastModified an HTTP-date
 */
function preconditionFails({'if-match': match, 'if-unmodified-since': since}, etag, lastModified) {
  if (match !== undefined)
    return match.trim() !== '*' && !match.split(',').some((tag) => tag.trim() === etag);
  return Date.parse(lastModified) > Date.parse(since ?? '');
}

/**
 * RFC 9110, section 13.1.5: whether If-Range holds, so that a Range may be
 * served. Only a strong entity tag equal to the current one (a weak tag
 * never matches), or an HTTP-date equal to the Last-Modified, when that is a
 * strong validator: at least a second old (section 8.8.2.2), so that no
 * other version of the file can have the same date.
 * @param {string} ifRange
 * @param {string} etag the current strong ETag
 * @param {Date} mtime
 * @param {number} now
 */
function ifRangeHolds(ifRange, etag, mtime, now) {
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  const date = Date.parse(value);
  const seconds = Math.floor(mtime.getTime() / 1000) * 1000;
  return date === seconds && now - mtime.getTime() >= 1000;
}

/**
 * The one byte range to send (RFC 9110, sections 14.1.1 and 14.2), from a
 * request's Range and If-Range: null when the whole file is to be sent (no
 * Range, an invalid one, an If-Range that does not hold, or several ranges
 * that do not merge into one, which a server may answer whole), or
 * 'unsatisfiable' (416) when the Range is valid but no range in it starts
 * inside the file. A valid Range is `bytes=` (the unit in any case) and a
 * comma-separated list of `first-last`, `first-` and `-suffix`, digits only,
 * with no range ending before it starts.
 * @param {http.IncomingHttpHeaders} request
 * @param {{size: number, etag: string, mtime: Date, now: number}} file
 * @returns {{start: number, end: number} | 'unsatisfiable' | null}
 */
function byteRange({range, 'if-range': ifRange}, {size, etag, mtime, now}) {
  if (range === undefined) return null;
  // Sent twice, If-Range is no validator: it cannot hold.
  if (
    ifRange !== undefined &&
    !(typeof ifRange === 'string' && ifRangeHolds(ifRange, etag, mtime, now))
  )
    return null;
  const set = /^bytes=(.*)$/i.exec(range.trim());
  if (!set) return null;
  // A list may hold empty elements, which count for nothing (RFC 9110, 5.6.1).
  const specs = set[1].split(',').map((spec) => spec.trim());
  if (specs.every((spec) => spec === '')) return null;
  /** @type {{start: number, end: number}[]} */
  const ranges = [];
  for (const spec of specs.filter((s) => s !== '')) {
    const parts = /^(?:(\d+)-(\d*)|-(\d+))$/.exec(spec);
    if (!parts) return null;
    if (parts[3] !== undefined) {
      const length = Number(parts[3]);
      if (length > 0 && size > 0) ranges.push({start: Math.max(0, size - length), end: size - 1});
      continue;
    }
    const first = Number(parts[1]);
    const last = parts[2] === '' ? Infinity : Number(parts[2]);
    if (last < first) return null;
    if (first < size) ranges.push({start: first, end: Math.min(last, size - 1)});
  }
  if (ranges.length === 0) return 'unsatisfiable';
  ranges.sort((a, b) => a.start - b.start);
  const merged = ranges.reduce((one, next) =>
    next.start <= one.end + 1 ? {start: one.start, end: Math.max(one.end, next.end)} : one,
  );
  return ranges.every((r) => r.start >= merged.start && r.end <= merged.end) ? merged : null;
}

/**
 * A static server for a build folder.
 * @param {{root: string, headers?: boolean}} options
 * @returns {http.Server}
 */
export function createStaticServer({root: rootOption, headers: useHeaders = false}) {
  const root = path.resolve(rootOption);
  if (useHeaders && !fs.existsSync(path.join(root, HEADERS_FILE))) {
    throw new Error(
      `--headers given but ${path.join(root, HEADERS_FILE)} is missing. Run "npm run build" first.`,
    );
  }

  /** `_headers` as last read, and the version it was read from. */
  let headersCache = {
    file: '',
    key: '',
    rules: /** @type {import('../src/node/headersFile.mjs').HeadersRule[]} */ ([]),
  };
  /** The rules of `<base>/_headers`, read again when the file changes; null when it cannot be read. @param {string} base */
  function currentRules(base) {
    if (!useHeaders) return [];
    const file = path.join(base, HEADERS_FILE);
    try {
      const key = versionKey(fs.statSync(file));
      if (headersCache.file !== file || headersCache.key !== key) {
        // Only a whole file: one being written (empty, or cut short) has no end line yet.
        headersCache = {
          file,
          key,
          rules: parseHeadersFile(fs.readFileSync(file, 'utf8'), {whole: true}),
        };
      }
      return headersCache.rules;
    } catch {
      return null;
    }
  }

  /** Gzip bodies by file, each with the version of the file it was made from. */
  const gzipCache = new Map();
  let gzipCacheBase = '';
  /**
   * The gzip body of a file, made once per version of the file.
   * @param {string} file absolute
   * @param {fs.Stats} stat
   * @returns {Promise<{body: Buffer, etag: string, mtime: Date}>}
   */
  function gzipped(file, stat) {
    const cached = gzipCache.get(file);
    if (cached && cached.key === versionKey(stat)) return cached.value;
    const entry = {key: versionKey(stat), value: compress(file)};
    gzipCache.set(file, entry);
    entry.value.then(
      // The bytes are those of the file that was opened: key them by its version.
      (value) => (entry.key = value.key),
      () => gzipCache.get(file) === entry && gzipCache.delete(file),
    );
    return entry.value;
  }
  /** @param {string} file */
  async function compress(file) {
    const handle = await fs.promises.open(file, 'r');
    try {
      const stat = await handle.stat();
      const body = await gzip(await handle.readFile());
      return {body, etag: createEtag(body), mtime: stat.mtime, key: versionKey(stat)};
    } finally {
      await handle.close();
    }
  }

  /**
   * Headers of an error response: those the rules give the not-found page,
   * with the hosts' revalidating Cache-Control whatever a rule says.
   * @param {ReturnType<typeof currentRules>} rules
   */
  function errorHeaders(rules) {
    /** @type {Record<string, string>} */
    const headers = {};
    for (const [name, value] of Object.entries(headersForPath(rules ?? [], NOT_FOUND_PAGE))) {
      if (!/^(cache-control|content-type|content-encoding|content-length)$/i.test(name))
        headers[name] = value;
    }
    headers['X-Content-Type-Options'] ??= 'nosniff';
    headers['Cache-Control'] = HOST_DEFAULT_CACHE_CONTROL;
    return headers;
  }

  /**
   * A response with a body in memory: an error, or a gzip body.
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {number} status
   * @param {Record<string, string>} headers
   * @param {string | Buffer} [body] plain text of the status by default
   */
  function reply(req, res, status, headers, body) {
    if (body === undefined) {
      body = `${status} ${http.STATUS_CODES[status] ?? 'Error'}\n`;
      headers = {...headers, 'Content-Type': 'text/plain; charset=utf-8'};
    }
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    res.writeHead(status, {...headers, 'Content-Length': String(Buffer.byteLength(body))});
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * The not-found page with status 404 (plain text if it cannot be read).
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string} base
   * @param {ReturnType<typeof currentRules>} rules
   */
  async function notFound(req, res, base, rules) {
    const headers = errorHeaders(rules);
    const page = await resolveFile(base, NOT_FOUND_PAGE, true);
    let body = page && (await fs.promises.readFile(path.join(base, page.file)).catch(() => null));
    if (!body) return reply(req, res, 404, headers);
    if (acceptsGzip(req)) {
      body = await gzip(body);
      headers['Content-Encoding'] = 'gzip';
    }
    reply(
      req,
      res,
      404,
      {...headers, Vary: 'Accept-Encoding', 'Content-Type': 'text/html; charset=utf-8'},
      body,
    );
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function handle(req, res) {
    const base = await fs.promises.realpath(root).catch(() => null);
    const rules = base ? currentRules(base) : null;
    if (!base || !rules) {
      // A deploy is replacing the folder or its _headers: no response
      // without its headers, and nothing a cache would keep.
      return reply(req, res, 503, {
        'Retry-After': '1',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    }
    if (base !== gzipCacheBase) {
      gzipCache.clear();
      gzipCacheBase = base;
    }

    const target = requestPath(req.url ?? '');
    if (!target) return reply(req, res, 400, errorHeaders(rules));
    if (!ALLOWED_METHODS.includes(/** @type {any} */ (req.method))) {
      return reply(req, res, 405, {...errorHeaders(rules), Allow: ALLOWED_METHODS.join(', ')});
    }
    const found = namesAFile(target) ? await resolveFile(base, target.decoded) : null;
    if (!found) return notFound(req, res, base, rules);

    // Headers of a successful response (names in lower case, as HTTP/2
    // sends them): the rules for the requested path, the hosts' default
    // cache, the file's type unless a rule sets one.
    /** @type {Record<string, string>} */
    const headers = {
      'content-type': mime.contentType(path.extname(found.file)) || 'application/octet-stream',
    };
    for (const [name, value] of Object.entries(headersForPath(rules, target.decoded)))
      headers[name.toLowerCase()] = value;
    if (useHeaders) headers['cache-control'] ??= HOST_DEFAULT_CACHE_CONTROL;
    const type = headers['content-type'] ?? '';
    if (compressible(type)) headers.vary = 'Accept-Encoding';

    // A Range is answered on the plain bytes, by send, given as one range it
    // reads right (its own parser takes `bytes=1-2-3` for 1-2 and `0x1-3` for
    // 0-3, ignores `Bytes=`, refuses `-20` on a shorter file, and compares
    // If-Range weakly): the range byteRange() found, a start past the end for
    // 416, or no Range at all for the whole file, which may then be gzip.
    const plainEtag = (/** @type {fs.Stats} */ stat) => createEtag(stat, {weak: false});
    const range = byteRange(req.headers, {
      size: found.stat.size,
      etag: plainEtag(found.stat),
      mtime: found.stat.mtime,
      now: Date.now(),
    });
    delete req.headers['if-range'];
    if (range === null) delete req.headers.range;
    else if (range === 'unsatisfiable') req.headers.range = `bytes=${found.stat.size}-`;
    else req.headers.range = `bytes=${range.start}-${range.end}`;

    // Compressed: the whole file (a Range request gets the plain bytes).
    if (compressible(type) && acceptsGzip(req) && !req.headers.range) {
      let gz;
      try {
        gz = await gzipped(path.join(base, found.file), found.stat);
      } catch {
        return notFound(req, res, base, rules);
      }
      Object.assign(headers, {
        'content-encoding': 'gzip',
        etag: gz.etag,
        'last-modified': gz.mtime.toUTCString(),
      });
      if (preconditionFails(req.headers, gz.etag, headers['last-modified']))
        return reply(req, res, 412, errorHeaders(rules));
      if (fresh(req.headers, headers)) {
        // A 304 carries the validators and caching headers, not the body's.
        res.writeHead(
          304,
          Object.fromEntries(
            Object.entries(headers).filter(
              ([name]) => !/^content-(type|encoding|length|range|language)$/i.test(name),
            ),
          ),
        );
        return res.end();
      }
      return reply(req, res, 200, headers, gz.body);
    }

    // The plain bytes, through send, with a strong ETag made from the file's
    // size and time, as nginx makes it: send's own is weak, and it compares
    // If-Match weakly, where RFC 9110 requires strong comparison (a weak
    // tag never matches), so If-Match is checked here first.
    if (preconditionFails(req.headers, plainEtag(found.stat), found.stat.mtime.toUTCString()))
      return reply(req, res, 412, errorHeaders(rules));
    const encoded = found.file.split(path.sep).map(encodeURIComponent).join('/');
    send(req, encoded, {
      root: base,
      index: false,
      cacheControl: false,
      etag: true,
      lastModified: true,
    })
      .on(
        'headers',
        (
          /** @type {http.ServerResponse} */ response,
          /** @type {string} */ _file,
          /** @type {fs.Stats} */ stat,
        ) => {
          for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
          response.setHeader('ETag', plainEtag(stat));
        },
      )
      // The file became a folder under us.
      .on('directory', () => notFound(req, res, base, rules))
      .on(
        'error',
        (/** @type {Error & {status?: number, headers?: Record<string, string>}} */ error) => {
          if (res.headersSent) {
            res.destroy();
          } else if (error.status === 404) {
            notFound(req, res, base, rules).catch(() => res.destroy());
          } else {
            reply(req, res, error.status ?? 500, {...errorHeaders(rules), ...error.headers});
          }
        },
      )
      .pipe(res);
  }

  return http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(`static-server: ${req.method} ${req.url}:`, error);
      if (res.headersSent) res.destroy();
      else reply(req, res, 500, {'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff'});
    });
  });
}

/** @param {http.IncomingMessage} req */
function acceptsGzip(req) {
  return new Negotiator(req).encoding(['gzip', 'identity']) === 'gzip';
}
