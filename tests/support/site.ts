/**
 * What the site should contain, read from its sources (docs front matter,
 * sidebars.ts, src/pages): the tests compare the built site against this.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import sidebars from '../../sidebars';
import config from '../../docusaurus.config';
import {siteTitle} from '../../src/data/product';

export const ROOT = path.resolve(__dirname, '../..');
export const SITE_TITLE = siteTitle();

export interface RouteInfo {
  path: string;
  /** The page's <h1>. */
  h1: string;
  /** The document <title>. */
  title: string;
  kind: 'doc' | 'category' | 'page';
  /** Source file, relative to the repository root (docs and pages). */
  file?: string;
  description?: string;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : [full];
  });
}

export function docFiles(): string[] {
  return walk(path.join(ROOT, 'docs')).filter((f) => /\.mdx?$/.test(f)).sort();
}

export function pageFiles(): string[] {
  return walk(path.join(ROOT, 'src/pages')).filter((f) => /\.mdx?$/.test(f)).sort();
}

/** The doc id Docusaurus derives from a docs/ file path. */
export function docId(file: string): string {
  return path.relative(path.join(ROOT, 'docs'), file).replace(/\.mdx?$/, '').split(path.sep).join('/');
}

function docRoute(file: string): RouteInfo {
  const {data} = matter(fs.readFileSync(file, 'utf8'));
  const id = docId(file);
  const routePath = typeof data.slug === 'string' ? data.slug : `/${id}`;
  return {
    path: routePath,
    h1: String(data.title),
    title: `${String(data.title)} | ${SITE_TITLE}`,
    kind: 'doc',
    file: path.relative(ROOT, file),
    description: data.description as string | undefined,
  };
}

function pageRoute(file: string): RouteInfo {
  const {data} = matter(fs.readFileSync(file, 'utf8'));
  const rel = path.relative(path.join(ROOT, 'src/pages'), file).replace(/\.mdx?$/, '');
  return {
    path: `/${rel.replace(/(^|\/)index$/, '')}`,
    h1: String(data.title),
    title: `${String(data.title)} | ${SITE_TITLE}`,
    kind: 'page',
    file: path.relative(ROOT, file),
    description: data.description as string | undefined,
  };
}

interface CategoryLike {
  type: string;
  label?: string;
  link?: {type: string; slug?: string; description?: string};
  items?: unknown[];
}

export function categoryRoutes(): RouteInfo[] {
  const out: RouteInfo[] = [];
  const visit = (items: unknown[]) => {
    for (const item of items) {
      if (typeof item !== 'object' || item === null) continue;
      const c = item as CategoryLike;
      if (c.type === 'category') {
        if (c.link?.type === 'generated-index' && c.link.slug && c.label) {
          out.push({
            path: c.link.slug,
            h1: c.label,
            title: `${c.label} | ${SITE_TITLE}`,
            kind: 'category',
            description: c.link.description,
          });
        }
        visit(c.items ?? []);
      }
    }
  };
  for (const sidebar of Object.values(sidebars)) visit(sidebar as unknown[]);
  return out;
}

export const DOC_ROUTES: RouteInfo[] = docFiles().map(docRoute);
export const PAGE_ROUTES: RouteInfo[] = pageFiles().map(pageRoute);
export const CATEGORY_ROUTES: RouteInfo[] = categoryRoutes();
export const ROUTES: RouteInfo[] = [...DOC_ROUTES, ...PAGE_ROUTES, ...CATEGORY_ROUTES];

/** The routes the specification lists, exactly. */
export const SPEC_ROUTES = [
  '/',
  '/markdown-page',
  '/getting-started/add-the-teams-app',
  '/insights/drivers',
  '/insights/Impact',
  '/privacy-security/app-permissions',
  '/privacy-security/responsible-ai-use',
  '/privacy-security/user-privacy',
  '/for-admins/access',
  '/for-admins/app-permissions',
  '/for-admins/setup-assistance',
  '/for-admins/setup-policies',
  '/category/getting-started',
  '/category/security--privacy',
  '/category/for-admins',
  '/category/insights',
] as const;

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
  return [...ROUTES, ...routesInBuild().filter((p) => !known.has(p)).map((p) => ({path: p}))];
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
  throw new Error(`${file}: no plain paragraph of at least ${minLength} characters to use as a marker`);
}

/** A string as a literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The footer's copyright line, as the site configuration builds it. */
export const FOOTER_COPYRIGHT: string = (() => {
  const footer = (config.themeConfig as {footer?: {copyright?: string}}).footer;
  if (!footer?.copyright) throw new Error('docusaurus.config.ts has no footer copyright');
  return footer.copyright;
})();
