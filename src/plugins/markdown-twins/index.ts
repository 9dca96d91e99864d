/**
 * Local plugin: a Markdown twin of every page, written after the build next
 * to the page's HTML at the route plus `.md` (src/utils/markdownTwin.ts):
 * `/insights/drivers` → `build/insights/drivers.md`, `/` → `build/index.md`.
 * A twin is the page as clean Markdown (./markdown.ts) for readers who
 * paste it into an AI assistant (the "Copy page" control) and for AI tools;
 * its links point to other twins. Then `llms.txt` lists the twins and
 * `llms-full.txt` holds them all (./llms.ts).
 *
 * The pages are those of src/data/sitePages.ts, listed ones only (an
 * unlisted page is in no listing, and a draft is not built), in sidebar
 * order: top-level docs, then each category's index page and docs, then the
 * standalone pages.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {
  docPages,
  listed,
  sidebarSections,
  SITE_DIR,
  standalonePages,
  type DocPage,
  type SidebarSection,
  type StandalonePage,
} from '../../data/sitePages';
import type {FactValues} from '../../data/facts';
import {siteRootUrl} from '../../data/siteSettings';
import {twinPath} from '../../utils/markdownTwin';
import {mdxToMarkdown, printMarkdown, twinTree, type MdNode} from './markdown';
import {llmsFullTxt, llmsTxt, twinUrl, type SiteInfo, type TwinEntry} from './llms';

/**
 * The pages that get a twin, in the order llms.txt lists them. The
 * arguments are for tests; the site passes none.
 */
export function twinEntries(
  allDocs: readonly DocPage[] = docPages(),
  sections: readonly SidebarSection[] = sidebarSections(),
  pages: readonly StandalonePage[] = standalonePages(),
): TwinEntry[] {
  const docs = new Map(listed(allDocs).map((doc) => [doc.id, doc]));
  const entries: TwinEntry[] = [];
  for (const section of sections) {
    const {category} = section;
    if (category) {
      entries.push({
        path: category.path,
        title: category.title,
        description: category.description,
        kind: 'category',
        section: section.label,
        docIds: category.docIds.filter((id) => docs.has(id)),
      });
    }
    for (const id of section.docIds) {
      const doc = docs.get(id);
      if (!doc) continue;
      entries.push({path: doc.path, title: doc.title, description: doc.description, kind: 'doc', section: section.label, file: doc.file, id});
    }
  }
  for (const page of listed(pages)) {
    entries.push({path: page.path, title: page.title, description: page.description, kind: 'page', section: '', file: page.file});
  }
  return entries;
}

/**
 * Where a link of a page points in its twin: a page that has a twin → that
 * twin's absolute URL (query and `#anchor` kept); any other path of the site
 * → its absolute URL; other sites, `mailto:` and `#anchor` links → as written.
 * Relative links resolve against the page's URL, and links to a source file
 * (`./other.mdx`) against the page's file, as Docusaurus resolves them.
 */
export function twinLinker(site: Pick<SiteInfo, 'url'>, entries: readonly TwinEntry[]) {
  const routes = new Set(entries.map((e) => e.path));
  const byFile = new Map(entries.filter((e) => e.file).map((e) => [path.resolve(SITE_DIR, e.file!), e.path]));
  const root = `${site.url}/`;
  return (from: TwinEntry) =>
    (url: string): string => {
      if (url === '' || url.startsWith('#') || url.startsWith('//')) return url;
      const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(url);
      if (hasScheme && !url.startsWith(root)) return url;
      const fileLink = /^([^?#]+\.mdx?)([?#].*)?$/.exec(url);
      if (fileLink && from.file && !hasScheme && !url.startsWith('/')) {
        const target = path.resolve(path.dirname(path.resolve(SITE_DIR, from.file)), decodeURI(fileLink[1]!));
        const route = byFile.get(target);
        if (route) return `${twinUrl(site, route)}${fileLink[2] ?? ''}`;
      }
      const target = new URL(url, new URL(from.path, root));
      const pathname = target.pathname.length > 1 ? target.pathname.replace(/\/+$/, '') : target.pathname;
      const tail = `${target.search}${target.hash}`;
      return routes.has(pathname) ? `${twinUrl(site, pathname)}${tail}` : `${site.url}${pathname}${tail}`;
    };
}

/** A category page's twin: its title, description and a list of its pages. */
function categoryTwin(site: SiteInfo, category: TwinEntry, entries: readonly TwinEntry[]): string {
  const docs = new Map(entries.filter((e) => e.kind === 'doc').map((e) => [e.id, e]));
  const items: MdNode[] = (category.docIds ?? []).flatMap((id) => {
    const doc = docs.get(id);
    if (!doc) return [];
    const line: MdNode[] = [{type: 'link', url: twinUrl(site, doc.path), children: [{type: 'text', value: doc.title}]}];
    if (doc.description) line.push({type: 'text', value: `: ${doc.description}`});
    return [{type: 'listItem', spread: false, children: [{type: 'paragraph', children: line}]}];
  });
  const body: MdNode[] = items.length > 0 ? [{type: 'list', ordered: false, spread: false, children: items}] : [];
  return printMarkdown(twinTree({title: category.title, description: category.description, body}));
}

/** The twin of one page, as Markdown text. */
export async function twinMarkdown(
  site: SiteInfo,
  entry: TwinEntry,
  entries: readonly TwinEntry[],
  values: FactValues,
): Promise<string> {
  if (entry.kind === 'category') return categoryTwin(site, entry, entries);
  if (!entry.file) throw new Error(`markdown-twins: ${entry.path} has no source file`);
  const file = path.resolve(SITE_DIR, entry.file);
  const link = twinLinker(site, entries)(entry);
  const page = await mdxToMarkdown(await fs.readFile(file, 'utf8'), {values, file, link});
  return printMarkdown(twinTree(page));
}

export default function markdownTwinsPlugin(values: FactValues): Plugin {
  return {
    name: 'markdown-twins',
    async postBuild({outDir, siteConfig, routesPaths}) {
      const site: SiteInfo = {
        title: siteConfig.title,
        tagline: siteConfig.tagline,
        url: siteRootUrl(siteConfig),
      };
      const entries = twinEntries();
      const built = new Set(routesPaths);
      const twins: string[] = [];
      for (const entry of entries) {
        // src/data/sitePages.ts and Docusaurus must agree on the pages.
        if (!built.has(entry.path)) throw new Error(`markdown-twins: ${entry.path} is in src/data/sitePages.ts but was not built`);
        const markdown = await twinMarkdown(site, entry, entries, values);
        const target = path.join(outDir, twinPath(entry.path));
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, markdown);
        twins.push(markdown);
      }
      await fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt(site, entries));
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(site, twins));
    },
  };
}
