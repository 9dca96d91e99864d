/**
 * The site's routes, shared by the end-to-end tests.
 *
 * ROUTES is the route table of the specification (section 2). Each route's
 * `title` is read from where the site takes it, not copied here, so writers
 * can retitle pages without touching the tests:
 * - docs and pages: the `title` in the file's front matter;
 * - generated category indexes: the category label in sidebars.ts.
 * Docusaurus renders it as the document title (`<title> | <site title>`);
 * the pages' h1 is the first heading of the file, usually the same text.
 *
 * builtRoutes() adds every other page the build contains (a search page, for
 * instance), so "every route" in a test really means every built page.
 */
import fs from 'node:fs';
import path from 'node:path';
import sidebars from '../../sidebars';
import {siteTitle} from '../../src/data/product';

const root = path.resolve(__dirname, '../..');

export interface Route {
  path: string;
  /** Page title (document title before " | <site title>"), when known. */
  title?: string;
  /** Source file, for docs and pages. */
  source?: string;
}

function frontMatterTitle(file: string): string {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const raw = /^title:\s*(.+)$/m.exec(block)?.[1]?.trim();
  if (!raw) throw new Error(`${file} has no front matter title`);
  return raw.replace(/^(['"])(.*)\1$/, '$2');
}

interface CategoryItem {
  type?: string;
  label?: string;
  link?: {type?: string; slug?: string};
  items?: unknown[];
}

function categoryLabel(slug: string): string {
  const search = (items: unknown[]): string | undefined => {
    for (const item of items) {
      if (typeof item !== 'object' || item === null) continue;
      const category = item as CategoryItem;
      if (category.type === 'category') {
        if (category.link?.type === 'generated-index' && category.link.slug === slug) return category.label;
        const inner = search(category.items ?? []);
        if (inner) return inner;
      }
    }
    return undefined;
  };
  const label = search(sidebars.tutorialSidebar as unknown[]);
  if (!label) throw new Error(`No sidebar category with the generated index ${slug}`);
  return label;
}

const doc = (routePath: string, source: string): Route => ({path: routePath, source, title: frontMatterTitle(source)});
const category = (routePath: string): Route => ({path: routePath, title: categoryLabel(routePath)});

/** The routes of the specification, section 2. */
export const ROUTES: readonly Route[] = [
  doc('/', 'docs/intro.mdx'),
  doc('/markdown-page', 'src/pages/markdown-page.md'),
  doc('/getting-started/add-the-teams-app', 'docs/getting-started/add-the-teams-app.mdx'),
  doc('/insights/drivers', 'docs/insights/drivers.mdx'),
  doc('/insights/Impact', 'docs/insights/Impact.mdx'),
  doc('/privacy-security/app-permissions', 'docs/privacy-security/app-permissions.mdx'),
  doc('/privacy-security/responsible-ai-use', 'docs/privacy-security/responsible-ai-use.mdx'),
  doc('/privacy-security/user-privacy', 'docs/privacy-security/user-privacy.mdx'),
  doc('/for-admins/access', 'docs/for-admins/access.mdx'),
  doc('/for-admins/app-permissions', 'docs/for-admins/app-permissions.mdx'),
  doc('/for-admins/setup-assistance', 'docs/for-admins/setup-assistance.mdx'),
  doc('/for-admins/setup-policies', 'docs/for-admins/setup-policies.mdx'),
  category('/category/getting-started'),
  category('/category/security--privacy'),
  category('/category/for-admins'),
  category('/category/insights'),
];

export const BUILD_DIR = path.join(root, 'build');

/** Route paths of the pages in build/ (`a/b/index.html` → `/a/b`), 404 page excluded. */
export function routesInBuild(dir: string = BUILD_DIR): string[] {
  const found: string[] = [];
  const walk = (sub: string): void => {
    for (const entry of fs.readdirSync(path.join(dir, sub), {withFileTypes: true})) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (rel !== 'assets') walk(rel);
      } else if (entry.name.endsWith('.html') && rel !== '404.html') {
        found.push(`/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`);
      }
    }
  };
  if (fs.existsSync(dir)) walk('');
  return found.sort();
}

/** ROUTES plus every other page of the build. */
export function builtRoutes(): Route[] {
  const known = new Set(ROUTES.map((r) => r.path));
  return [...ROUTES, ...routesInBuild().filter((p) => !known.has(p)).map((p) => ({path: p}))];
}

/** The site title, as every document title ends with it. */
export const SITE_TITLE_SUFFIX = ` | ${siteTitle()}`;
