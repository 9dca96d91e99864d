// @ts-check
/**
 * The hosts' header file, `_headers` (Netlify, Cloudflare Pages), written
 * once: its name and the nginx snippet's, how it is read and matched
 * against a request path, and how it is written; and how the policy the
 * hosts send reads, directive by directive (`parseCsp`). The security-headers
 * plugin (src/plugins/security-headers) writes the file with it,
 * scripts/static-server.mjs reads it, scripts/nginx-snippet.mjs reads the
 * installed policy, and the tests check all three with it.
 *
 * JavaScript with JSDoc types (checked by `npm run typecheck`), not
 * TypeScript: `npm run serve` runs scripts/serve.mjs in plain Node, which
 * imports it without a compile step.
 */

/** Header file read by Netlify and Cloudflare Pages (and `npm run serve`), at the build's root. */
export const HEADERS_FILE = '_headers';
/** nginx snippet with the security headers, at the build's root; deploy/nginx/site.conf includes it from outside the web root. */
export const NGINX_SNIPPET_FILE = 'nginx-security-headers.conf';
/**
 * The build's host configuration: read by hosts, never served as content
 * (scripts/static-server.mjs and deploy/nginx/site.conf answer 404 for them).
 */
export const HOST_CONFIG_FILES = /** @type {const} */ ([HEADERS_FILE, NGINX_SNIPPET_FILE]);

/** @typedef {readonly [name: string, value: string]} Header */
/** @typedef {{path: string, pattern: RegExp, headers: Header[]}} HeadersRule */

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
 * The last line of a `_headers` file the build writes: a comment to the
 * hosts, and to `npm run serve` the sign that the file is whole. A file
 * being copied or written in place (empty, or cut short) does not end with
 * it yet.
 */
export const HEADERS_FILE_END = '# End of _headers.';
/**
 * The last line of the nginx snippet the build writes: one without it
 * (empty, or cut short) is not whole, and scripts/deploy-nginx.mjs never
 * installs it (nginx accepts an empty snippet, and sends no headers).
 */
export const NGINX_SNIPPET_END = '# End of nginx-security-headers.conf.';

/**
 * Parse a `_headers` file: a path pattern at the start of a line, then its
 * `Name: value` lines indented below it. Comments start with `#`. With
 * `whole`, a file that does not end with HEADERS_FILE_END, or has a header
 * line before any path, is refused with an error.
 * @param {string} text
 * @param {{whole?: boolean}} [options]
 * @returns {HeadersRule[]}
 */
export function parseHeadersFile(text, {whole = false} = {}) {
  if (whole && text.trimEnd().split('\n').at(-1) !== HEADERS_FILE_END)
    throw new Error(`${HEADERS_FILE} does not end with "${HEADERS_FILE_END}": it is not whole`);
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
    } else {
      const colon = line.indexOf(':');
      if (current && colon > 0)
        current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
      else if (whole)
        throw new Error(
          `${HEADERS_FILE}: "${line.trim()}" is neither a path nor a header under one`,
        );
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
  return rules.flatMap((rule) => [
    rule.path,
    ...rule.headers.map(([name, value]) => `  ${name}: ${value}`),
  ]);
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

/**
 * A Content-Security-Policy value as a map of directive name (lower case) to
 * its sources, in order. The first occurrence of a directive wins, as in
 * browsers. The policy is the security-headers plugin's, as the hosts send it
 * (scripts/nginx-snippet.mjs reads the installed one).
 * @param {string} policy
 * @returns {Map<string, string[]>}
 */
export function parseCsp(policy) {
  /** @type {Map<string, string[]>} */
  const directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}
