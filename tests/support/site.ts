/**
 * What the site should contain, read from its sources through
 * src/node/sitePages.ts (the module the site's own configuration uses): the
 * tests compare the built site against this, so a new page needs no test edit.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {footerCopyright, siteTitle} from '../../src/data/product';
import {
  SITE_DIR,
  categoryPages,
  docPages,
  listed,
  standalonePages,
  type SitePage,
} from '../../src/node/sitePages';

export const ROOT = SITE_DIR;
export const SITE_TITLE = siteTitle();

/** A page as the tests expect to find it in the built site. */
export interface RouteInfo {
  path: string;
  /** The page's <h1>. */
  h1: string;
  /** The document <title>. */
  title: string;
  kind: SitePage['kind'];
  /** Source file, relative to the repository root (docs and pages). */
  file?: string;
  description?: string;
}

function routeInfo(page: SitePage): RouteInfo {
  return {
    path: page.path,
    h1: page.title,
    title: `${page.title} | ${SITE_TITLE}`,
    kind: page.kind,
    file: page.kind === 'category' ? undefined : page.file,
    description: page.description || undefined,
  };
}

// Listed pages only. Docusaurus keeps an unlisted page (front matter `unlisted: true`) out of
// the sidebar and marks it `noindex`, so the sitemap, llms.txt, the search and the not-found
// page's suggestions leave it out; the footer does not (it lists the docs sidebars.ts names).
// builtRoutes() below still reaches it as a built page.
export const DOC_ROUTES: RouteInfo[] = listed(docPages()).map(routeInfo);
export const PAGE_ROUTES: RouteInfo[] = listed(standalonePages()).map(routeInfo);
export const CATEGORY_ROUTES: RouteInfo[] = categoryPages().map(routeInfo);
/** Every listed page of the site, derived from docs/, src/pages/ and sidebars.ts (src/node/sitePages.ts). */
export const ROUTES: RouteInfo[] = [...DOC_ROUTES, ...PAGE_ROUTES, ...CATEGORY_ROUTES];

/** The search plugin's results page (src/plugins/search; built, in no sidebar). */
export const SEARCH_PAGE = '/search';
/** A path no page has: the not-found page is what every unknown path shows. */
export const UNKNOWN_PATH = '/this/page/does-not-exist';
/** Every kind of page a reader can open: every listed page, the search page and the not-found page. */
export const EVERY_PAGE: string[] = [...ROUTES.map((r) => r.path), SEARCH_PAGE, UNKNOWN_PATH];

export const BUILD_DIR = path.join(ROOT, 'build');

/** Route paths of the pages in build/ (`a/b/index.html` → `/a/b`), 404 page excluded. */
export function routesInBuild(dir: string = BUILD_DIR): string[] {
  const found: string[] = [];
  const visit = (sub: string): void => {
    for (const entry of fs.readdirSync(path.join(dir, sub), {withFileTypes: true})) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (rel !== 'assets') visit(rel);
      } else if (entry.name.endsWith('.html') && rel !== '404.html') {
        found.push(`/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`);
      }
    }
  };
  if (fs.existsSync(dir)) visit('');
  return found.sort();
}

/** ROUTES plus every other page of the build (such as the search page), so "every route" means every built page. */
export function builtRoutes(): (Partial<RouteInfo> & {path: string})[] {
  const known = new Set(ROUTES.map((r) => r.path));
  return [
    ...ROUTES,
    ...routesInBuild()
      .filter((p) => !known.has(p))
      .map((p) => ({path: p})),
  ];
}

/**
 * The first words a page renders as one plain text run (the start of its
 * first paragraph that has no markup before them), read from the source so
 * that tests which find or break a page's content keep working when writers
 * change the page.
 */
export function leadText(file: string, minLength = 25): string {
  const {content} = matter(fs.readFileSync(path.join(ROOT, file), 'utf8'));
  let inCode = false;
  for (const raw of content.split('\n')) {
    const line = raw.trim();
    if (/^(```|~~~)/.test(line)) inCode = !inCode;
    if (inCode || line === '' || /^(#|import |export |:::|\||-|\d+\.|<|>|!\[)/.test(line)) continue;
    const plain = /^[^*_[`:<{!"\\]+/.exec(line)?.[0] ?? '';
    if (plain.length < minLength) continue;
    const cut = plain.length > 60 ? plain.slice(0, plain.lastIndexOf(' ', 60)) : plain;
    return cut.trim();
  }
  throw new Error(
    `${file}: no plain paragraph of at least ${minLength} characters to use as a marker`,
  );
}

/** A string as a literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The footer's copyright line, which the site configuration sets (the tests find main.js by it). */
export const FOOTER_COPYRIGHT = footerCopyright();
