/**
 * Local plugin, for `npm start`: an edit to a data file (src/data/*.ts) or
 * to sidebars.ts reaches every open page, as a build would show it.
 *
 * Left alone, Docusaurus 3.7 re-runs docusaurus.config.ts only when that
 * file itself changes (not the modules it imports, where the navbar, the
 * footer and the title come from), and webpack keeps a compiled Markdown
 * page until the page's own file changes (so `:fact[...]` kept its old
 * value). So:
 * - Docusaurus watches the files `getPathsToWatch` names and reloads this
 *   plugin when one changes; `loadContent` then touches
 *   docusaurus.config.ts, and Docusaurus reloads the whole site, evaluating
 *   the config and everything it imports afresh (it loads the config with
 *   `loadFreshModule`, which bypasses Node's module cache).
 * - Each Markdown page depends on those files (./live-data-loader.js), so
 *   webpack compiles it again, and `liveRemarkProductData` loads the remark
 *   plugin, the facts and the list of pages afresh for each page it compiles.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadFreshModule} from '@docusaurus/utils';
import type {applyFacts as ApplyFacts} from './remark-product-data';
import type {factValues as FactValues} from '../node/siteSettings';
import type {sitePages as SitePages} from '../node/sitePages';
import type {appendLearnSources as AppendLearnSources} from './learn-sources';
import type {sources as Sources} from '../data/learnSources';

const DATA_DIR = path.resolve(__dirname, '../data');

/** The files whose edits reach the pages: every data file, and the sidebar. */
function watchedFiles(siteDir: string): string[] {
  const data = fs.readdirSync(DATA_DIR).filter((name) => name.endsWith('.ts'));
  return [...data.map((name) => path.join(DATA_DIR, name)), path.join(siteDir, 'sidebars.ts')];
}

/** The remark plugin, with the data as it is on disk when a page is compiled. */
export function liveRemarkProductData() {
  return async (
    tree: Parameters<typeof ApplyFacts>[0],
    file: Parameters<typeof ApplyFacts>[2],
  ): Promise<void> => {
    const {applyFacts} = (await loadFreshModule(
      path.join(__dirname, 'remark-product-data.ts'),
    )) as {applyFacts: typeof ApplyFacts};
    const {factValues} = (await loadFreshModule(
      path.resolve(__dirname, '../node/siteSettings.ts'),
    )) as {factValues: typeof FactValues};
    const {sitePages} = (await loadFreshModule(
      path.resolve(__dirname, '../node/sitePages.ts'),
    )) as {sitePages: typeof SitePages};
    applyFacts(
      tree,
      {values: factValues, pagePaths: new Set(sitePages().map((page) => page.path))},
      file,
    );
  };
}

/** The Microsoft sources at a page's foot (./learn-sources.ts), with the sources as they are on disk. */
export function liveRemarkLearnSources({buildDate}: {buildDate: Date}) {
  return async (
    tree: Parameters<typeof AppendLearnSources>[0],
    file: Parameters<typeof AppendLearnSources>[1],
  ): Promise<void> => {
    const {appendLearnSources} = (await loadFreshModule(
      path.join(__dirname, 'learn-sources.ts'),
    )) as {appendLearnSources: typeof AppendLearnSources};
    const {sources} = (await loadFreshModule(path.join(DATA_DIR, 'learnSources.ts'))) as {
      sources: typeof Sources;
    };
    appendLearnSources(tree, file, {buildDate, sources});
  };
}

export default function liveDataPlugin(context: LoadContext): Plugin {
  const files = watchedFiles(context.siteDir);
  let loads = 0;
  return {
    name: 'live-data',
    getPathsToWatch: () => files,
    loadContent() {
      // The first load is the site's own; a later one is a watched file's edit.
      loads += 1;
      if (loads > 1) {
        const now = new Date();
        fs.utimesSync(context.siteConfigPath, now, now);
      }
    },
    configureWebpack() {
      // `include` is required: Docusaurus's fallback MDX rule excludes the `include` of every MDX
      // rule.
      const include = ['docs', 'src/pages'].map((dir) => path.join(context.siteDir, dir));
      const use = [{loader: path.join(__dirname, 'live-data-loader.js'), options: {files}}];
      return {module: {rules: [{test: /\.mdx?$/i, include, enforce: 'pre' as const, use}]}};
    },
  };
}
