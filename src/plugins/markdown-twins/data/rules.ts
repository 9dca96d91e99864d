/**
 * Where a page's Markdown twin lives, and how hosts serve it: the one rule,
 * read by the build step that writes the twins (../node/write.ts), the
 * security-headers plugin (which writes their `_headers` rule), the theme
 * components that link to a twin, and the tests.
 *
 * Browser-safe: no Node imports (the Copy page control reads it too).
 */

/**
 * The twin of a route: the route plus `.md`, next to the page's HTML
 * (`/insights/drivers` → `/insights/drivers.md`); the home page's is
 * `/index.md`. A trailing slash is dropped first (`/a/` → `/a.md`).
 */
export function twinPath(routePath: string): string {
  const trimmed = routePath.replace(/\/+$/, '');
  return `${trimmed === '' ? '/index' : trimmed}.md`;
}

/**
 * Whether a response is a twin: not HTML, and starting as every twin does,
 * with its title as a `# ` heading (../node/write.ts). A host
 * that answers a missing twin with a page and status 200 (a single-page-app
 * fallback) fails both.
 */
export function isTwin(contentType: string | null, text: string): boolean {
  return !/^text\/html\b/i.test(contentType ?? '') && text.startsWith('# ');
}

/** How the hosts serve twins (build/_headers, deploy/nginx/site.conf). */
export const TWIN_HEADERS = {
  /** `_headers` path pattern; `*` matches any run of characters, `/` included. */
  pathPattern: '/*.md',
  contentType: 'text/markdown; charset=utf-8',
  /** Twins change with each deploy but are not content-hashed: an hour. */
  cacheControl: 'public, max-age=3600',
} as const;
