/**
 * The pages of the site, read from their sources: the docs tree (docs/),
 * the standalone pages (src/pages/) and the one sidebar (sidebars.ts).
 *
 * Why the site reads them itself when the docs plugin loads the same: this
 * is for what runs before Docusaurus loads any content, or without it.
 * docusaurus.config.ts builds the navbar, the footer, the announcement's
 * link check and the remark plugin's list of page addresses from it, and
 * Docusaurus reads the configuration before it loads the docs; the tests
 * and the writer's check (`npm run check`) derive every expected route,
 * title and description from it without a build. What runs after content
 * loading (the Markdown twins, the search index, the not-found page's
 * suggestions) reads the docs plugin's own content instead
 * (src/node/loadedContent.ts).
 *
 * Build time and Node only (it reads files): never import it from code that
 * runs in the browser.
 *
 * It follows Docusaurus's own rules for the cases this site uses: a doc's id
 * is its path under docs/ without the extension (a front matter `id` renames
 * the file part); its URL is `/<id>` (routeBasePath '/') unless front matter
 * sets an absolute `slug`. A build check (tests/build) compares the result
 * with the sitemap Docusaurus writes, so a divergence cannot go unnoticed.
 *
 * It describes the production build: a page with `draft: true` in its front
 * matter is not built there, so it is not listed at all; a page with
 * `unlisted: true` is built but kept out of every listing (sidebar, sitemap,
 * search), so it is listed with `unlisted` set and `listed()` leaves it out.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {Globby, GlobExcludeDefault} from '@docusaurus/utils';
import sidebars from '../../sidebars';

export const SITE_DIR = path.resolve(__dirname, '../..');
const DOCS_DIR = path.join(SITE_DIR, 'docs');
const PAGES_DIR = path.join(SITE_DIR, 'src/pages');

/** What a page written as a Markdown file has: a doc (docs/) or a standalone page (src/pages/). */
interface ContentPage {
  path: string;
  title: string;
  description: string;
  /** Source file, relative to the repository root. */
  file: string;
  /** Built, but reachable only by its URL (front matter `unlisted: true`). */
  unlisted: boolean;
}

/** A doc page (docs/). */
export interface DocPage extends ContentPage {
  kind: 'doc';
  id: string;
  /** What the sidebar and the footer call it: `sidebar_label`, else the title. */
  label: string;
}

/** A generated category index page (`/category/...`), from the sidebar. */
export interface CategoryPage {
  kind: 'category';
  label: string;
  path: string;
  title: string;
  description: string;
  /** Ids of the docs in the category, in sidebar order (nested categories included). */
  docIds: string[];
}

/** A standalone Markdown page (src/pages/). */
export interface StandalonePage extends ContentPage {
  kind: 'page';
}

export type SitePage = DocPage | CategoryPage | StandalonePage;

/**
 * What is wrong with a front matter that doesn't parse, as `file:line: what is wrong: what to do`:
 * the line YAML stopped at (js-yaml counts from 0 at the opening ---), and its reason.
 */
export function frontMatterProblem(file: string, error: unknown): string {
  const mark = (error as {mark?: {line?: number}}).mark;
  const line = typeof mark?.line === 'number' ? mark.line + 1 : 1;
  const reason = ((error as {reason?: string}).reason ?? String((error as Error).message))
    .split('\n')[0]!
    .trim();
  return `${file}:${line}: malformed front matter (${reason}): fix the YAML between the --- lines; quote a value that holds a colon`;
}

function frontMatter(file: string): Record<string, unknown> {
  try {
    return matter(fs.readFileSync(file, 'utf8')).data;
  } catch (error) {
    throw new Error(frontMatterProblem(path.relative(SITE_DIR, file), error));
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The content files under `dir` that the production build turns into pages,
 * sorted, each with its front matter (read once) and its path under `dir`
 * without the extension. They are found as the docs and pages plugins find
 * them: Markdown files, without those the plugins exclude by default
 * (`GlobExcludeDefault`: a file or folder whose name starts with an
 * underscore, tests). Docusaurus builds a `draft: true` page in development
 * only.
 */
function contentFiles(
  dir: string,
): {rel: string; data: Record<string, unknown>; page: Omit<ContentPage, 'path'>}[] {
  return Globby.sync('**/*.{md,mdx}', {cwd: dir, ignore: GlobExcludeDefault})
    .sort()
    .map((rel) => {
      const file = path.join(dir, rel);
      const data = frontMatter(file);
      const page = {
        title: text(data.title),
        description: text(data.description),
        file: path.relative(SITE_DIR, file),
        unlisted: data.unlisted === true,
      };
      return {rel: rel.replace(/\.mdx?$/, ''), data, page};
    })
    .filter(({data}) => data.draft !== true);
}

/** The docs of the production build; `docsDir` is for tests with fixture trees. */
export function docPages(docsDir: string = DOCS_DIR): DocPage[] {
  return contentFiles(docsDir).map(({rel, data, page}) => {
    const parts = rel.split('/');
    if (typeof data.id === 'string') parts[parts.length - 1] = data.id;
    const id = parts.join('/');
    const slug = text(data.slug);
    if (slug && !slug.startsWith('/')) {
      throw new Error(`${page.file}: use an absolute slug (starting with /), not "${slug}"`);
    }
    return {
      kind: 'doc',
      id,
      path: slug || `/${id}`,
      label: text(data.sidebar_label) || page.title,
      ...page,
    };
  });
}

/** The standalone pages of the production build; `pagesDir` is for tests with fixture trees. */
export function standalonePages(pagesDir: string = PAGES_DIR): StandalonePage[] {
  return contentFiles(pagesDir).map(({rel, page}) => ({
    kind: 'page',
    path: `/${rel.replace(/(^|\/)index$/, '')}`,
    ...page,
  }));
}

type SidebarItem =
  | string
  | {
      type?: string;
      id?: string;
      label?: string;
      items?: SidebarItem[];
      link?: {type?: string; slug?: string; title?: string; description?: string};
    };

/** A run of docs in the sidebar: the top level (no category) or one category. */
export interface SidebarSection {
  /** The category's label; '' for docs at the top level of the sidebar. */
  label: string;
  category?: CategoryPage;
  docIds: string[];
}

/**
 * The sidebar's sections in reading order: first the top-level docs, then
 * each category (nested categories flattened after their parent).
 */
export function sidebarSections(): SidebarSection[] {
  const top: SidebarSection = {label: '', docIds: []};
  const sections: SidebarSection[] = [top];
  // Adds the docs of `items` to `section`, each category's to a section of its own; returns them
  // all, nested ones included.
  const visit = (items: SidebarItem[], section: SidebarSection): string[] =>
    items.flatMap((item) => {
      if (typeof item === 'string' || item.type === 'doc') {
        const ids = [typeof item === 'string' ? item : item.id].filter((id): id is string =>
          Boolean(id),
        );
        section.docIds.push(...ids);
        return ids;
      }
      if (item.type === 'autogenerated')
        throw new Error(
          'sidebars.ts: autogenerated sidebar items are not supported here; list the doc ids',
        );
      if (item.type !== 'category') return [];
      const label = item.label ?? '';
      const own: SidebarSection = {label, docIds: []};
      sections.push(own);
      const docIds = visit(item.items ?? [], own);
      const {type, slug, title = label, description = ''} = item.link ?? {};
      if (type === 'generated-index' && slug)
        own.category = {kind: 'category', label, path: slug, title, description, docIds};
      return docIds;
    });
  for (const items of Object.values(sidebars)) visit(items as SidebarItem[], top);
  return sections;
}

export function categoryPages(): CategoryPage[] {
  return sidebarSections().flatMap((section) => (section.category ? [section.category] : []));
}

/** Every page of the site: docs, category index pages and standalone pages. */
export function sitePages(): SitePage[] {
  return [...docPages(), ...categoryPages(), ...standalonePages()];
}

/** The pages a listing may show: all but the unlisted ones. */
export function listed<T extends SitePage>(pages: readonly T[]): T[] {
  return pages.filter((page) => page.kind === 'category' || !page.unlisted);
}
