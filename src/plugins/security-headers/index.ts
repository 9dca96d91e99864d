/**
 * Security headers for the hosts that serve the built site, from the pages
 * just built (so the policy's script hashes are theirs), in three formats:
 * `build/_headers` (Netlify, Cloudflare Pages, `npm run serve`; also the
 * caching rules of `/assets/*` and of the Markdown twins `/*.md`),
 * `build/nginx-security-headers.conf` (the `add_header` lines
 * deploy/nginx/site.conf includes) and, with CSP_META=true (GitHub Pages,
 * which cannot send headers), a `<meta>` policy in every page. The
 * `_headers` format is read and written by src/node/headersFile.mjs.
 */
import {createHash} from 'node:crypto';
import * as cheerio from 'cheerio';
import fs from 'node:fs';
import path from 'node:path';
import {
  formatHeadersRules,
  HEADERS_FILE,
  HEADERS_FILE_END,
  NGINX_SNIPPET_END,
  NGINX_SNIPPET_FILE,
} from '../../node/headersFile.mjs';
import {TWIN_HEADERS} from '../markdown-twins/data/rules';
import {FEED} from '../../node/permissionChanges';
import {listHtmlFiles, type PostBuildProps} from '../../node/postBuild';

/** `'sha256-…'` CSP source for an inline script body, hashed as browsers do: the exact text between the tags, UTF-8. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Bodies of the inline `<script>` elements (those without `src`) in a page.
 * Generated HTML never contains `</script` inside a script, so a regular
 * expression is exact here.
 */
export function extractInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter((match) => !/(?:^|\s)src\s*=/i.test(match[1] ?? ''))
    .map((match) => match[2] ?? '');
}

/**
 * Docusaurus's base-URL banner (a script of core's, in the home page's
 * head) as the build's HTML minifier writes it, whole: the only part left
 * open is the banner's markup, a string it sets as `innerHTML` (where no
 * script runs, and the policy forbids event handlers). UPGRADE.md lists it.
 */
const BASE_URL_BANNER =
  /^document\.addEventListener\("DOMContentLoaded",function\(\)\{void 0===window\.docusaurus&&insertBanner\(\)\}\);function insertBanner\(\)\{var (\w)=document\.createElement\("div"\);\1\.id="__docusaurus-base-url-issue-banner-container",\1\.innerHTML=(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"),document\.body\.prepend\(\1\);var (\w)=document\.getElementById\("__docusaurus-base-url-issue-banner-suggestion-container"\),(\w)=window\.location\.pathname;\2\.innerHTML="\/"===\3\.substr\(-1\)\?\3:\3\+"\/"\}$/;

/**
 * Bodies of the inline scripts the site writes itself, the only ones its
 * policy allows: those plugins inject (`injectHtmlTags`: the theme's colour
 * mode, the announcement bar's), which Docusaurus puts in `<body>` before
 * and after the app's root `#__docusaurus` and in `<head>` without the
 * `data-rh` of a tag React rendered; and core's base-URL banner, known by
 * its text. A script that arrives through content (a page's `<script>` or
 * `<Head>`, markup in a fact) is rendered inside the root or with `data-rh`:
 * it is left out, and the browser blocks it.
 */
export function siteInlineScripts(html: string): string[] {
  const $ = cheerio.load(html);
  const inline = (selector: string) =>
    $(selector)
      .toArray()
      .filter((element) => $(element).attr('src') === undefined)
      .map((element) => $(element).text());
  return [
    ...inline('head > script:not([data-rh])'),
    ...inline('body > script'),
    ...inline('head > script[data-rh]').filter((body) => BASE_URL_BANNER.test(body)),
  ];
}

/**
 * Content-hashed files under /assets/: a new build gives changed files new
 * names, so a browser may keep them for a year without asking again.
 */
export const IMMUTABLE_ASSETS = {
  path: '/assets/*',
  cacheControl: 'public, max-age=31536000, immutable',
} as const;

/** Cloudflare Pages reads `_headers` lines of at most 2,000 characters. */
const MAX_LINE_LENGTH = 2000;

/**
 * Browser features the site does not use, all denied. The one feature kept is
 * clipboard-write for the site's own origin: the copy button on code blocks.
 * Only names Chromium recognises are listed: an unknown name logs an error in
 * the console (Chromium on Linux does not know bluetooth or web-share).
 */
const PERMISSIONS_POLICY = [
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

export interface CspInput {
  /** `'sha256-…'` sources of every inline script the build emits. */
  scriptHashes: readonly string[];
  /** frame-ancestors sources (see src/node/siteSettings.ts). */
  frameAncestors: readonly string[];
}

/** The policy, directive by directive. */
function cspDirectives({scriptHashes, frameAncestors}: CspInput): Array<[string, string[]]> {
  if (frameAncestors.length === 0)
    throw new Error('frame-ancestors needs at least one source (use ' + "'none')");
  return [
    // Everything not named below (prefetches, media, manifest): this origin only.
    ['default-src', ["'self'"]],
    // Scripts: this origin, plus the site's own inline scripts by hash
    // (colour-mode bootstrap on every page, base-URL banner on the home page;
    // siteInlineScripts), never one that came with a page's content.
    ['script-src', ["'self'", ...scriptHashes]],
    // Style sheets and <style> elements: this origin only.
    ['style-src', ["'self'"]],
    // Inline style *attributes* only, which the static HTML carries: the
    // theme's collapsible sidebar categories (style="display:block;…", in
    // every doc page before hydration), and the site's table column widths
    // (src/theme/MDXComponents/Table.tsx) and diagram sizes
    // (src/components/diagrams/Picture.tsx). The theme's cannot be moved to
    // a class without ejecting its sidebar. Attributes cannot load scripts,
    // and img-src/font-src keep any url() in them on this origin.
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

const policyOf = (directives: Array<[string, string[]]>): string =>
  directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');

/** The Content-Security-Policy header value. */
export const buildCsp = (input: CspInput): string => policyOf(cspDirectives(input));

/**
 * The policy for a `<meta http-equiv>` element: the same, less
 * frame-ancestors, which browsers ignore (with a warning) in a meta element.
 */
export const buildMetaCsp = (input: CspInput): string =>
  policyOf(cspDirectives(input).filter(([name]) => name !== 'frame-ancestors'));

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
  if (input.frameAncestors.length === 1 && only === "'none'")
    headers.push(['X-Frame-Options', 'DENY']);
  if (input.frameAncestors.length === 1 && only === "'self'")
    headers.push(['X-Frame-Options', 'SAMEORIGIN']);
  return headers;
}

function checkValue(name: string, value: string): void {
  if (/[\r\n"$\\]/.test(value))
    throw new Error(`Header ${name} holds a character that no host file can carry: ${value}`);
}

/** `build/_headers` for Netlify and Cloudflare Pages. */
export function headersFileText(headers: HeaderList): string {
  for (const [name, value] of headers) checkValue(name, value);
  const lines = [
    '# Generated by src/plugins/security-headers from this build: do not edit.',
    '# Read by Netlify and Cloudflare Pages; `npm run serve` applies it too.',
    ...formatHeadersRules([
      {path: '/*', headers},
      {path: IMMUTABLE_ASSETS.path, headers: [['Cache-Control', IMMUTABLE_ASSETS.cacheControl]]},
      // Pages' Markdown twins (src/plugins/markdown-twins): hosts guess a type
      // for `.md` files, not always with the charset.
      {
        path: TWIN_HEADERS.pathPattern,
        headers: [
          ['Content-Type', TWIN_HEADERS.contentType],
          ['Cache-Control', TWIN_HEADERS.cacheControl],
        ],
      },
      // The permission change log's feed (src/plugins/permission-changes.ts): feed readers
      // want its own type, which not every host knows for `.atom`.
      {path: FEED.path, headers: [['Content-Type', FEED.contentType]]},
    ]),
    HEADERS_FILE_END,
  ];
  const long = lines.find((line) => line.length > MAX_LINE_LENGTH);
  if (long)
    throw new Error(
      `_headers line over ${MAX_LINE_LENGTH} characters (Cloudflare Pages limit): ${long.slice(0, 80)}…`,
    );
  return `${lines.join('\n')}\n`;
}

/** The nginx snippet: one `add_header … always;` per security header. */
export function nginxConfText(headers: HeaderList): string {
  const lines = [
    '# Generated by src/plugins/security-headers from this build: do not edit.',
    '# Install it outside the web root: deploy/nginx/site.conf includes it in each server',
    '# block, and nginx reads it only when it loads its configuration: reload after each deploy.',
    ...headers.map(([name, value]) => {
      checkValue(name, value);
      return `add_header ${name} "${value}" always;`;
    }),
    NGINX_SNIPPET_END,
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Put the meta policy (and a referrer policy) first in a page's head, before
 * any script: right after `<head>`, or, in a minified page whose optional
 * `<head>` tag was left out, after its `<meta charset>`, which must come
 * first in the page.
 */
export function injectMetaCsp(html: string, metaCsp: string, file = 'page'): string {
  if (/http-equiv=["']?Content-Security-Policy/i.test(html)) return html;
  checkValue('meta Content-Security-Policy', metaCsp);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaCsp}"><meta name="referrer" content="no-referrer">`;
  const anchor = /<head(?:\s[^>]*)?>/i.exec(html) ?? /<meta\s+charset\s*=[^>]*>/i.exec(html);
  if (!anchor)
    throw new Error(
      `${file}: neither <head> nor <meta charset>: cannot put the meta Content-Security-Policy first`,
    );
  const at = anchor.index + anchor[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}

export interface SecurityHeadersOptions {
  frameAncestors: readonly string[];
  /** Also write the policy into every page as a meta element (GitHub Pages). */
  metaCsp?: boolean;
}

/** Everything the plugin writes, computed from a build folder. */
export function generate(outDir: string, options: SecurityHeadersOptions) {
  const pages = listHtmlFiles(outDir);
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const body of siteInlineScripts(fs.readFileSync(path.join(outDir, page), 'utf8'))) {
      hashes.add(sha256Source(body));
    }
  }
  const input: CspInput = {
    scriptHashes: [...hashes].sort(),
    frameAncestors: options.frameAncestors,
  };
  const headers = securityHeaders(input);
  return {
    pages,
    input,
    headers,
    headersFile: headersFileText(headers),
    nginxSnippet: nginxConfText(headers),
    metaCsp: buildMetaCsp(input),
  };
}

/**
 * Step of the built-pages pipeline (src/plugins/built-pages.ts), the last:
 * it hashes the inline scripts of the pages as the other steps left them,
 * writes the host files and, with `metaCsp`, puts the policy in every page.
 */
export function writeSecurityHeaders(
  {outDir}: PostBuildProps,
  options: SecurityHeadersOptions,
): void {
  const result = generate(outDir, options);
  fs.writeFileSync(path.join(outDir, HEADERS_FILE), result.headersFile);
  fs.writeFileSync(path.join(outDir, NGINX_SNIPPET_FILE), result.nginxSnippet);
  if (!options.metaCsp) return;
  for (const page of result.pages) {
    const file = path.join(outDir, page);
    fs.writeFileSync(file, injectMetaCsp(fs.readFileSync(file, 'utf8'), result.metaCsp, page));
  }
}
