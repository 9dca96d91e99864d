/**
 * What the site should contain, read from its sources (docs front matter,
 * sidebars.ts, src/pages): the tests compare the built site against this.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import sidebars from '../../sidebars';
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
