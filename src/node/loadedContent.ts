/**
 * The site's pages as Docusaurus loaded them, for the plugins that run after
 * content loading (`allContentLoaded`, then `postBuild`): the docs plugin's
 * ids, paths, titles, unlisted flags and processed sidebar, and the pages
 * plugin's Markdown pages, instead of reading docs/ and sidebars.ts again.
 * (src/node/sitePages.ts reads the sources for what runs before content
 * loading: the site's configuration.)
 *
 * `allContentLoaded` hands every plugin the content of all, by plugin name
 * and instance id; the site has one instance of each, `default`.
 */
import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {
  LoadedContent as PagesContent,
  MDXPageMetadata,
} from '@docusaurus/plugin-content-pages';

export type DocsVersion = DocsContent['loadedVersions'][number];
type SidebarItem = DocsVersion['sidebars'][string][number];

/** A page a listing can name: its path and title. */
export interface PageLink {
  path: string;
  title: string;
}

/** The docs plugin's one version (the docs of the production build, drafts apart, and the sidebar). */
export function docsVersion(allContent: AllContent): DocsVersion {
  const content = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const versions = content?.loadedVersions ?? [];
  if (versions.length !== 1)
    throw new Error(
      `The site has one docs plugin instance with one version; Docusaurus loaded ${versions.length}`,
    );
  return versions[0]!;
}

/** A page of the sidebar: a doc, or a category's generated index page. */
export interface SidebarPage extends PageLink {
  kind: 'doc' | 'category';
  /** Its section: the label of the category it is in, or of its own; '' at the top level. */
  section: string;
}

/**
 * The pages of the sidebar in reading order: the top-level docs, then each
 * category's generated index page and its docs, a nested category after its
 * parent.
 */
export function sidebarPages(version: DocsVersion): SidebarPage[] {
  const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
  const sections: SidebarPage[][] = [[]];
  const visit = (items: readonly SidebarItem[], section: SidebarPage[], label: string): void => {
    for (const item of items) {
      const doc = item.type === 'doc' ? docs.get(item.id) : undefined;
      if (doc) section.push({kind: 'doc', path: doc.permalink, title: doc.title, section: label});
      if (item.type !== 'category') continue;
      const own: SidebarPage[] = [];
      const {link} = item;
      if (link?.type === 'generated-index')
        own.push({
          kind: 'category',
          path: link.permalink,
          title: link.title ?? item.label,
          section: item.label,
        });
      sections.push(own);
      visit(item.items, own, item.label);
    }
  };
  for (const items of Object.values(version.sidebars)) visit(items, sections[0]!, '');
  return sections.flat();
}

/**
 * Every listed page a reader can be pointed to: the docs (in the order of
 * their files), the categories' generated index pages (in sidebar order) and
 * the Markdown pages of src/pages/, without the unlisted ones (reached only
 * by their address).
 */
export function listedPages(allContent: AllContent): PageLink[] {
  const version = docsVersion(allContent);
  const bySource = <T extends {source: string}>(a: T, b: T) => (a.source < b.source ? -1 : 1);
  const pages = (allContent['docusaurus-plugin-content-pages']?.default ?? []) as PagesContent;
  return [
    ...version.docs
      .filter((doc) => !doc.unlisted)
      .sort(bySource)
      .map((doc) => ({path: doc.permalink, title: doc.title})),
    ...sidebarPages(version).filter((page) => page.kind === 'category'),
    ...pages
      .filter((page): page is MDXPageMetadata => page.type === 'mdx' && !page.unlisted)
      .sort(bySource)
      .map((page) => ({path: page.permalink, title: page.title ?? ''})),
  ].map(({path, title}) => ({path, title}));
}
