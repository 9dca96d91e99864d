/**
 * What a plugin's `postBuild` works with: the props Docusaurus hands it and
 * the pages of the build they describe, for the plugins that read the pages
 * after the build (the search index, the Markdown twins, the chunk preloads,
 * the security headers) and for the tests.
 */
import type {Plugin, RouteConfig} from '@docusaurus/types';
import {flattenRoutes, Globby} from '@docusaurus/utils';

/** What Docusaurus hands a plugin's `postBuild`: the build folder, the routes, the site configuration. */
export type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

export interface BuiltPage {
  /** The page's path (`/insights/drivers`). */
  path: string;
  /** Its HTML file, relative to the build folder (`insights/drivers/index.html`). */
  file: string;
  /** The source it was built from, relative to the site (`docs/insights/drivers.mdx`); none for a generated category page. */
  source?: string;
}

/** The built file of a page path (Docusaurus writes `/a/b` to `a/b/index.html`). */
const fileOfPath = (pagePath: string): string =>
  `${pagePath.replace(/^\/+|\/+$/g, '')}/index.html`.replace(/^\//, '');

/** The page path of a built HTML file: `a/b/index.html` → `/a/b`, `404.html` → `/404.html`. */
export const pathOfFile = (rel: string): string => `/${rel.replace(/(^|\/)index\.html$/, '')}`;

/** Every page Docusaurus built from the routes it hands `postBuild` (layout routes skipped). */
export function builtPages(routes: readonly RouteConfig[]): BuiltPage[] {
  return flattenRoutes(routes as RouteConfig[])
    .map((route) => ({
      path: route.path,
      file: fileOfPath(route.path),
      source: route.metadata?.sourceFilePath,
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Every HTML file under `dir` (pages, the not-found page), relative and `/`-separated, sorted. */
export function listHtmlFiles(dir: string): string[] {
  return Globby.sync('**/*.html', {cwd: dir}).sort();
}

/**
 * Whether a page asks search engines not to index it (`<meta name="robots"
 * content="noindex…">`: an unlisted doc, the search page), read as
 * plugin-sitemap 3.7 reads it to leave such pages out of the sitemap: from
 * the head tags the page set while it was rendered, which `postBuild`
 * receives as `head`, by page path. react-helmet-async types `toComponent()`
 * as one component; it returns the list of the page's meta elements.
 */
export function isNoIndex(head: PostBuildProps['head'], pagePath: string): boolean {
  const meta = (head[pagePath]?.meta.toComponent() ?? []) as unknown as {
    props: {name?: string; content?: string};
  }[];
  return meta.some(
    ({props}) =>
      props.name?.toLowerCase() === 'robots' && !!props.content?.toLowerCase().includes('noindex'),
  );
}
