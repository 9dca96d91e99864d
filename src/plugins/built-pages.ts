/**
 * The one `postBuild` that reads and rewrites the built pages. Docusaurus
 * runs the `postBuild` of every plugin at once (`Promise.all`), so steps
 * that read and rewrite the same HTML files in plugins of their own would
 * overwrite each other's changes as soon as one of them awaited anything.
 * Here they run one after another, each on the pages the one before it
 * left, in this order:
 *
 * 1. `preloadPageChunks` (page-chunk-preload.ts) adds each page's chunk
 *    preloads after its `<title>`.
 * 2. `writeMarkdownTwins` (markdown-twins/node/write.ts) reads each page, writes its
 *    twin and adds the twin's `<link rel="alternate">` after the `<title>`.
 * 3. `writeSecurityHeaders` (security-headers/) comes last: the policy's
 *    script hashes are those of the pages as the steps above left them, and
 *    with `metaCsp` (CSP_META=true, GitHub Pages) it puts the policy first
 *    in every page. A step that added an inline script after it would be
 *    blocked by the policy.
 *
 * Plugins that change no page keep their own `postBuild`: those that write
 * files of their own (robots.txt, the social card) and the search
 * (src/plugins/search), which reads only what these steps leave as it was:
 * a page's content and description.
 */
import type {Plugin} from '@docusaurus/types';
import {docsVersion, sidebarPages, type SidebarPage} from '../node/loadedContent';
import type {PostBuildProps} from '../node/postBuild';
import {preloadPageChunks} from './page-chunk-preload';
import {writeMarkdownTwins} from './markdown-twins/node/write';
import {writeSecurityHeaders, type SecurityHeadersOptions} from './security-headers';

export type Step = (props: PostBuildProps) => void | Promise<void>;

/** Runs the steps in order, each after the one before has finished. */
export async function runInOrder(steps: readonly Step[], props: PostBuildProps): Promise<void> {
  for (const step of steps) await step(props);
}

export default function builtPagesPlugin(options: SecurityHeadersOptions): Plugin {
  let sidebar: SidebarPage[] = [];
  const steps: Step[] = [
    preloadPageChunks,
    (props) => writeMarkdownTwins(props, sidebar),
    (props) => writeSecurityHeaders(props, options),
  ];
  return {
    name: 'built-pages',
    allContentLoaded({allContent}) {
      sidebar = sidebarPages(docsVersion(allContent));
    },
    postBuild: (props) => runInOrder(steps, props),
  };
}
