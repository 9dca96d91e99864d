// @ts-check
/**
 * The rules of the host header files, written once: their names, how a `_headers` file
 * (Netlify, Cloudflare Pages) is read and matched against a request path,
 * how a Content-Security-Policy is read, and how an inline script becomes a
 * CSP hash source.
 *
 * Plain JavaScript (with JSDoc types) so that scripts/static-server.mjs can import
 * it without a TypeScript loader. Imported by the security-headers plugin
 * (./index.ts), scripts/static-server.mjs, the unit tests and the e2e tests.
 */
import {createHash} from 'node:crypto';

/** Header file read by Netlify and Cloudflare Pages (and `npm run serve`), at the build's root. */
export const HEADERS_FILE = '_headers';
/** nginx snippet with the security headers, included by deploy/nginx/site.conf, at the build's root. */
export const NGINX_SNIPPET_FILE = 'nginx-security-headers.conf';
/**
 * The build's host configuration: read by hosts, never served as content
 * (scripts/static-server.mjs and deploy/nginx/site.conf answer 404 for them).
 */
export const HOST_CONFIG_FILES = /** @type {const} */ ([HEADERS_FILE, NGINX_SNIPPET_FILE]);

/** @typedef {readonly [name: string, value: string]} Header */
/** @typedef {{path: string, pattern: RegExp, headers: Header[]}} HeadersRule */

/**
 * `'sha256-…'` CSP source for an inline script body, hashed as browsers do:
 * the exact text between the tags, UTF-8.
 * @param {string} text
 * @returns {string}
 */
export function sha256Source(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Bodies of the inline `<script>` elements (those without `src`) in a page.
 * Generated HTML never contains `</script` inside a script, so a regular
 * expression is exact here.
 * @param {string} html
 * @returns {string[]}
 */
export function extractInlineScripts(html) {
  const bodies = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    bodies.push(match[2] ?? '');
  }
  return bodies;
}

/**
 * A Content-Security-Policy value as a map of directive name (lower case) to
 * its sources, in order. The first occurrence of a directive wins, as in
 * browsers.
 * @param {string} policy
 * @returns {Map<string, string[]>}
 */
export function parseCsp(policy) {
  const directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * A `_headers` path pattern as a regular expression: `*` matches any run of
 * characters, `/` included; everything else is literal. Netlify and
 * Cloudflare Pages match the whole path.
 * @param {string} pattern
 * @returns {RegExp}
 */
export function pathPattern(pattern) {
  const source = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${source}$`);
}

/**
 * Parse a `_headers` file: a path pattern at the start of a line, then its
 * `Name: value` lines indented below it. Comments start with `#`.
 * @param {string} text
 * @returns {HeadersRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeadersRule[]} */
  const rules = [];
  /** @type {HeadersRule | undefined} */
  let current;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (!line || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = {path: line.trim(), pattern: pathPattern(line.trim()), headers: []};
      rules.push(current);
    } else if (current) {
      const colon = line.indexOf(':');
      if (colon > 0) current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/**
 * Write rules in the `_headers` format parseHeadersFile reads: each path
 * pattern on a line of its own, its headers indented under it.
 * @param {readonly {path: string, headers: readonly Header[]}[]} rules
 * @returns {string[]} the lines
 */
export function formatHeadersRules(rules) {
  return rules.flatMap((rule) => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)]);
}

/**
 * The headers a host sends for a path: every matching rule counts, and a
 * header set by two matching rules gets both values, joined by a comma (as
 * Netlify and Cloudflare Pages do). Names keep the case of their first use.
 * @param {readonly HeadersRule[]} rules
 * @param {string} urlPath
 * @returns {Record<string, string>}
 */
export function headersForPath(rules, urlPath) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const rule of rules) {
    if (!rule.pattern.test(urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = Object.keys(out).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
      out[key] = key in out ? `${out[key]}, ${value}` : value;
    }
  }
  return out;
}
