/**
 * Security and caching headers for the hosts that serve the built site.
 *
 * The pure functions below turn facts about a build (its files, the inline
 * scripts in its pages) into:
 * - `build/_headers`, the header file Netlify and Cloudflare Pages read;
 * - `build/nginx-security-headers.conf`, the `add_header` lines that
 *   deploy/nginx/site.conf includes;
 * - optionally (CSP_META=true, for GitHub Pages, which cannot send headers)
 *   a `<meta http-equiv="Content-Security-Policy">` in every page.
 *
 * The Docusaurus plugin at the bottom runs them in `postBuild`, so the script
 * hashes in the policy always come from the pages that were just built. The
 * same functions are unit tested in tests/unit/security-headers.test.ts.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Header file read by Netlify and Cloudflare Pages (and scripts/serve.mjs --headers). */
export const HEADERS_FILE = '_headers';
/** nginx snippet with the security headers, included by deploy/nginx/site.conf. */
export const NGINX_SNIPPET_FILE = 'nginx-security-headers.conf';

/** Cache policies, by kind of file. */
export const CACHE_CONTROL = {
  /** Content-hashed files under /assets/: a new build gives them new names. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages: the browser may keep a copy but must revalidate it on every visit. */
  html: 'public, max-age=0, must-revalidate',
  /** Other static files with stable names (img/, favicon, sitemap.xml, llms.txt, search index). */
  short: 'public, max-age=3600',
} as const;

/** Cloudflare Pages limits: at most 100 rules, at most 2,000 characters a line. */
export const MAX_RULES = 100;
export const MAX_LINE_LENGTH = 2000;

/**
 * Browser features the site does not use, all denied. The one feature kept is
 * clipboard-write for the site's own origin: the copy button on code blocks.
 * Only names Chromium recognises are listed: an unknown name logs an error in
 * the console (Chromium on Linux does not know bluetooth or web-share).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'gamepad=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'identity-credentials-get=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'otp-credentials=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-create=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'storage-access=()',
  'sync-xhr=()',
  'usb=()',
  'window-management=()',
  'xr-spatial-tracking=()',
].join(', ');

/** `'sha256-…'` CSP source for an inline script body. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Bodies of the inline `<script>` elements (those without `src`) in a page.
 * Generated HTML never contains `</script` inside a script, so a regular
 * expression is exact here.
 */
export function extractInlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    bodies.push(match[2] ?? '');
  }
  return bodies;
}

export interface CspInput {
  /** `'sha256-…'` sources of every inline script the build emits. */
  scriptHashes: readonly string[];
  /** frame-ancestors sources (see src/data/siteSettings.ts). */
  frameAncestors: readonly string[];
}

/** The policy, directive by directive. */
export function cspDirectives({scriptHashes, frameAncestors}: CspInput): Array<[string, string[]]> {
  if (frameAncestors.length === 0) throw new Error('frame-ancestors needs at least one source (use ' + "'none')");
  return [
    // Everything not named below (prefetches, media, manifest): this origin only.
    ['default-src', ["'self'"]],
    // Scripts: this origin, plus the generator's inline scripts by hash
    // (colour-mode bootstrap on every page, base-URL banner on the home page).
    ['script-src', ["'self'", ...scriptHashes]],
    // Style sheets and <style> elements: this origin only.
    ['style-src', ["'self'"]],
    // Inline style *attributes* only. The theme writes them into the static
    // HTML: Prism code highlighting colours each token with style="color:…",
    // and collapsible sidebar categories carry style="display:block;…".
    // Attributes cannot load scripts, and img-src/font-src keep any url() in
    // them on this origin.
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'"]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [...frameAncestors]],
  ];
}

/** The Content-Security-Policy header value. */
export function buildCsp(input: CspInput): string {
  return cspDirectives(input)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The policy for a `<meta http-equiv>` element: the same, less
 * frame-ancestors, which browsers ignore (with a warning) in a meta element.
 */
export function buildMetaCsp(input: CspInput): string {
  return cspDirectives(input)
    .filter(([name]) => name !== 'frame-ancestors')
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export type HeaderList = ReadonlyArray<readonly [string, string]>;

/** Headers sent with every response. */
export function securityHeaders(input: CspInput): HeaderList {
  const headers: Array<readonly [string, string]> = [
    ['Content-Security-Policy', buildCsp(input)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'no-referrer'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    // Browsers ignore it over plain HTTP, so local serving is unaffected.
    ['Strict-Transport-Security', 'max-age=31536000'],
  ];
  // X-Frame-Options cannot name other sites, so it is sent only when the
  // setting is narrowed to 'none' or 'self' (for browsers without CSP 2).
  const [only] = input.frameAncestors;
  if (input.frameAncestors.length === 1 && only === "'none'") headers.push(['X-Frame-Options', 'DENY']);
  if (input.frameAncestors.length === 1 && only === "'self'") headers.push(['X-Frame-Options', 'SAMEORIGIN']);
  return headers;
}

export type CacheKind = keyof typeof CACHE_CONTROL;
export interface CacheRule {
  /** URL pattern in `_headers` syntax (`*` matches anything, `/` included). */
  path: string;
  kind: CacheKind;
}

interface DirNode {
  files: string[];
  dirs: Map<string, DirNode>;
}

function tree(files: readonly string[]): DirNode {
  const root: DirNode = {files: [], dirs: new Map()};
  for (const file of files) {
    const parts = file.split('/').filter(Boolean);
    let node = root;
    for (const dir of parts.slice(0, -1)) {
      let next = node.dirs.get(dir);
      if (!next) {
        next = {files: [], dirs: new Map()};
        node.dirs.set(dir, next);
      }
      node = next;
    }
    node.files.push(parts[parts.length - 1]!);
  }
  return root;
}

function allFiles(node: DirNode): string[] {
  return [...node.files, ...[...node.dirs.values()].flatMap(allFiles)];
}

const isHtml = (file: string): boolean => file.endsWith('.html');

/**
 * Cache-Control rules for a build, from its list of files (paths relative to
 * the build folder, `/`-separated).
 *
 * Hosts that read `_headers` merge every rule that matches a request, and
 * Netlify and Cloudflare join two values of the same header with a comma, so
 * the rules never overlap: a folder holding only pages gets one `/folder/*`
 * rule, a folder with no pages one static rule, and a mixed folder is split
 * further. The number of rules grows with the top-level folders, not with
 * the number of pages.
 */
export function cacheRules(files: readonly string[]): CacheRule[] {
  const rules: CacheRule[] = [];
  const visit = (prefix: string, node: DirNode): void => {
    for (const file of [...node.files].sort()) {
      if (prefix === '' && (file === HEADERS_FILE || file === NGINX_SNIPPET_FILE)) continue;
      const url = `${prefix}/${file}`;
      if (!isHtml(file)) {
        rules.push({path: url, kind: 'short'});
      } else if (file === 'index.html') {
        if (prefix !== '') rules.push({path: prefix, kind: 'html'});
        rules.push({path: `${prefix}/`, kind: 'html'}, {path: url, kind: 'html'});
      } else {
        rules.push({path: url.slice(0, -'.html'.length), kind: 'html'}, {path: url, kind: 'html'});
      }
    }
    for (const [name, child] of [...node.dirs.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const url = `${prefix}/${name}`;
      const inside = allFiles(child);
      if (prefix === '' && name === 'assets') {
        rules.push({path: `${url}/*`, kind: 'immutable'});
      } else if (inside.every(isHtml)) {
        if (child.files.includes('index.html')) rules.push({path: url, kind: 'html'});
        rules.push({path: `${url}/*`, kind: 'html'});
      } else if (!inside.some(isHtml)) {
        rules.push({path: `${url}/*`, kind: 'short'});
      } else {
        visit(url, child);
      }
    }
  };
  visit('', tree(files));
  return rules;
}

function checkValue(name: string, value: string): void {
  if (/[\r\n"$\\]/.test(value)) throw new Error(`Header ${name} holds a character that no host file can carry: ${value}`);
}

/** `build/_headers` for Netlify and Cloudflare Pages. */
export function headersFileText(headers: HeaderList, rules: readonly CacheRule[]): string {
  const lines = [
    '# Generated by src/plugins/security-headers.ts from this build: do not edit.',
    '# Read by Netlify and Cloudflare Pages; `npm run serve` applies it too.',
    '# Security headers go to every response; each path gets exactly one Cache-Control.',
    '/*',
    ...headers.map(([name, value]) => {
      checkValue(name, value);
      return `  ${name}: ${value}`;
    }),
  ];
  for (const rule of rules) lines.push(rule.path, `  Cache-Control: ${CACHE_CONTROL[rule.kind]}`);
  const ruleCount = 1 + rules.length;
  if (ruleCount > MAX_RULES) throw new Error(`_headers would have ${ruleCount} rules; Cloudflare Pages accepts ${MAX_RULES}.`);
  const long = lines.find((line) => line.length > MAX_LINE_LENGTH);
  if (long) throw new Error(`_headers line over ${MAX_LINE_LENGTH} characters (Cloudflare Pages limit): ${long.slice(0, 80)}…`);
  return `${lines.join('\n')}\n`;
}

/** The nginx snippet: one `add_header … always;` per security header. */
export function nginxConfText(headers: HeaderList): string {
  const lines = [
    '# Generated by src/plugins/security-headers.ts from this build: do not edit.',
    '# Included by deploy/nginx/site.conf in every location (nginx drops inherited',
    '# add_header lines in a block that adds its own). Reload nginx after each deploy.',
    ...headers.map(([name, value]) => {
      checkValue(name, value);
      return `add_header ${name} "${value}" always;`;
    }),
  ];
  return `${lines.join('\n')}\n`;
}

/** Put the meta policy (and a referrer policy) first in a page's `<head>`. */
export function injectMetaCsp(html: string, metaCsp: string): string {
  if (/http-equiv=["']?Content-Security-Policy/i.test(html)) return html;
  checkValue('meta Content-Security-Policy', metaCsp);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaCsp}"><meta name="referrer" content="no-referrer">`;
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error('Page without <head>: cannot add the meta Content-Security-Policy');
  const at = head.index + head[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}

/** Every file under `dir`, relative and `/`-separated. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (sub: string): void => {
    for (const entry of fs.readdirSync(path.join(dir, sub), {withFileTypes: true})) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile()) out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

export interface SecurityHeadersOptions {
  frameAncestors: readonly string[];
  /** Also write the policy into every page as a meta element (GitHub Pages). */
  metaCsp?: boolean;
}

/**
 * The files of a build that get a Cache-Control rule: pages, the bundler's
 * assets/ and the files copied from static/. Files that other plugins write
 * in their own postBuild (sitemap.xml, a search index, llms.txt) are left
 * out: postBuild hooks run at the same time, so whether they exist yet would
 * vary from build to build. They get the host's default instead, which on
 * Netlify, Cloudflare Pages and deploy/nginx/site.conf is to revalidate.
 */
export function cacheableFiles(buildFiles: readonly string[], staticFiles: readonly string[]): string[] {
  const fromStatic = new Set(staticFiles);
  return buildFiles.filter((file) => isHtml(file) || file.startsWith('assets/') || fromStatic.has(file));
}

/** Everything the plugin writes, computed from a build folder. */
export function generate(outDir: string, options: SecurityHeadersOptions, staticFiles: readonly string[] = []) {
  const files = listFiles(outDir);
  const pages = files.filter(isHtml);
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const body of extractInlineScripts(fs.readFileSync(path.join(outDir, page), 'utf8'))) {
      hashes.add(sha256Source(body));
    }
  }
  const input: CspInput = {scriptHashes: [...hashes].sort(), frameAncestors: options.frameAncestors};
  const headers = securityHeaders(input);
  return {
    files,
    pages,
    input,
    headers,
    headersFile: headersFileText(headers, cacheRules(cacheableFiles(files, staticFiles))),
    nginxSnippet: nginxConfText(headers),
    metaCsp: buildMetaCsp(input),
  };
}

function checkOptions(options: unknown): SecurityHeadersOptions {
  const value = (options ?? {}) as Partial<SecurityHeadersOptions>;
  if (!Array.isArray(value.frameAncestors) || !value.frameAncestors.every((s) => typeof s === 'string')) {
    throw new Error('security-headers plugin: frameAncestors must be a list of CSP sources');
  }
  return {frameAncestors: value.frameAncestors, metaCsp: value.metaCsp === true};
}

export default function securityHeadersPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = checkOptions(rawOptions);
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const staticFiles = context.siteConfig.staticDirectories
        .map((dir) => path.resolve(context.siteDir, dir))
        .filter((dir) => fs.existsSync(dir))
        .flatMap((dir) => listFiles(dir));
      const result = generate(outDir, options, staticFiles);
      fs.writeFileSync(path.join(outDir, HEADERS_FILE), result.headersFile);
      fs.writeFileSync(path.join(outDir, NGINX_SNIPPET_FILE), result.nginxSnippet);
      if (options.metaCsp) {
        for (const page of result.pages) {
          const file = path.join(outDir, page);
          fs.writeFileSync(file, injectMetaCsp(fs.readFileSync(file, 'utf8'), result.metaCsp));
        }
      }
    },
  };
}
