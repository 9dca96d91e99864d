/**
 * Local plugin, for `npm start`: an edit to a data file (src/data/*.ts) or
 * to sidebars.ts reaches every open page, as a build would show it, and a
 * data file the build would refuse is shown in the error overlay, never
 * stops the server.
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
 *   `loadFreshModule`, which bypasses Node's module cache). It also writes
 *   a new data version to a file in the generated-files folder.
 * - Each Markdown page depends on that file (./live-data-loader.js), so
 *   webpack compiles it again, and `liveRemarkProductData` loads the remark
 *   plugin, the facts and the list of pages afresh for each page it compiles.
 *
 * A writer's mistake in a data file (a syntax error, a renamed export, a
 * fact of the wrong kind, an empty product name) made every page's compile
 * fail at once, beside the data file's own, and Rspack 1.2 then panicked
 * ("should have module") and ended the server; fixing the file did not
 * bring it back. So the pages depend on the version file, not on the data
 * modules, and while the data on disk cannot be loaded or does not hold
 * (src/node/siteData.ts) the pages keep the last data that did: the
 * overlay shows the data's problems, each with its file and line, once,
 * as errors of the compilation, and the next edit that fixes them reaches
 * the pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadFreshModule} from '@docusaurus/utils';
import type {applyFacts as ApplyFacts} from './remark-product-data';
import type {FactValues} from '../data/facts';
import type {sitePages as SitePages} from '../node/sitePages';
import type {appendLearnSources as AppendLearnSources} from './learn-sources';
import type {sources as Sources} from '../data/learnSources';
import {dataProblems, FACTS_FILE} from '../node/siteData';

const DATA_DIR = path.resolve(__dirname, '../data');
const SITE_DIR = path.resolve(__dirname, '../..');

/** The files whose edits reach the pages: every data file, and the sidebar. */
function watchedFiles(siteDir: string): string[] {
  const data = fs.readdirSync(DATA_DIR).filter((name) => name.endsWith('.ts'));
  return [...data.map((name) => path.join(DATA_DIR, name)), path.join(siteDir, 'sidebars.ts')];
}

/** What a Markdown page is compiled with: the remark plugin, the facts, the pages' addresses. */
interface PageData {
  applyFacts: typeof ApplyFacts;
  values: FactValues;
  pagePaths: Set<string>;
}

/** A module as it is on disk now (jiti, through Docusaurus: no cache). */
const fresh = (file: string) => loadFreshModule(file) as Promise<Record<string, unknown>>;

/**
 * What is wrong with the data on disk now, as `file:line: what is wrong:
 * what to do`: what src/node/siteData.ts finds, or a data file that cannot
 * be loaded at all (a syntax error), with the line its loader names.
 */
async function problemsOnDisk(): Promise<string[]> {
  try {
    const facts = await fresh(path.join(DATA_DIR, 'facts.ts'));
    const product = await fresh(path.join(DATA_DIR, 'product.ts'));
    return dataProblems({facts: facts.facts, productName: product.PRODUCT_NAME});
  } catch (error) {
    // Docusaurus's loader wraps the error: its cause says what and where.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const message = cause instanceof Error ? cause.message : String(cause);
    const at = /(\/[^\s:]+\.tsx?):(\d+)/.exec(`${message}\n${(cause as Error)?.stack ?? ''}`);
    const where = at ? `${path.relative(SITE_DIR, at[1]!)}:${at[2]}` : FACTS_FILE;
    return [
      `${where}: cannot be loaded (${message.split('\n')[0]!.trim()}): fix the file; the pages show the last data that loaded`,
    ];
  }
}

/** The data of the last page compile whose data held. */
let lastGood: PageData | undefined;

/** The data to compile a page with: as on disk when it holds, else the last that held. */
async function pageData(): Promise<PageData> {
  const problems = await problemsOnDisk();
  if (problems.length === 0) {
    const {applyFacts} = (await fresh(path.join(__dirname, 'remark-product-data.ts'))) as {
      applyFacts: typeof ApplyFacts;
    };
    const {factValues} = (await fresh(path.resolve(__dirname, '../node/siteSettings.ts'))) as {
      factValues: FactValues;
    };
    const {sitePages} = (await fresh(path.resolve(__dirname, '../node/sitePages.ts'))) as {
      sitePages: typeof SitePages;
    };
    lastGood = {
      applyFacts,
      values: factValues,
      pagePaths: new Set(sitePages().map((page) => page.path)),
    };
  }
  if (!lastGood) throw new Error(problems.join('\n'));
  return lastGood;
}

/** The remark plugin, with the data as it is on disk when a page is compiled (or the last that held). */
export function liveRemarkProductData() {
  return async (
    tree: Parameters<typeof ApplyFacts>[0],
    file: Parameters<typeof ApplyFacts>[2],
  ): Promise<void> => {
    const {applyFacts, values, pagePaths} = await pageData();
    applyFacts(tree, {values, pagePaths}, file);
  };
}

/** Rspack's (or webpack's) compiler, as far as this plugin uses it. */
interface Compiler {
  webpack: {WebpackError: new (message: string) => Error};
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        run: (compilation: {
          errors: Error[];
          hooks: {processAssets: {tapPromise(name: string, run: () => Promise<void>): void}};
        }) => void,
      ): void;
    };
  };
}

/** The foot's plugin and the sources of the last page compile that could load them. */
let lastSources:
  {appendLearnSources: typeof AppendLearnSources; sources: typeof Sources} | undefined;

/**
 * The Microsoft sources at a page's foot (./learn-sources.ts), with the
 * sources as they are on disk; while src/data/learnSources.ts cannot be
 * loaded, the last that loaded, as for the facts above (a page compile that
 * fails on it would fail every page at once).
 */
export function liveRemarkLearnSources({buildDate}: {buildDate: Date}) {
  return async (
    tree: Parameters<typeof AppendLearnSources>[0],
    file: Parameters<typeof AppendLearnSources>[1],
  ): Promise<void> => {
    try {
      const {appendLearnSources} = (await fresh(path.join(__dirname, 'learn-sources.ts'))) as {
        appendLearnSources: typeof AppendLearnSources;
      };
      const {sources} = (await fresh(path.join(DATA_DIR, 'learnSources.ts'))) as {
        sources: typeof Sources;
      };
      lastSources = {appendLearnSources, sources};
    } catch (error) {
      if (!lastSources) throw error;
      console.error(
        `src/data/learnSources.ts cannot be loaded (${error instanceof Error ? error.message.split('\n')[0] : String(error)}): the pages show the sources that last loaded`,
      );
    }
    lastSources.appendLearnSources(tree, file, {buildDate, sources: lastSources.sources});
  };
}

export default function liveDataPlugin(context: LoadContext): Plugin {
  const files = watchedFiles(context.siteDir);
  const version = path.join(context.generatedFilesDir, 'live-data', 'data-version.txt');
  let loads = 0;
  return {
    name: 'live-data',
    getPathsToWatch: () => files,
    loadContent() {
      // A new version on every load, so that every page compiles again.
      fs.mkdirSync(path.dirname(version), {recursive: true});
      fs.writeFileSync(version, `${process.hrtime.bigint()}\n`);
      // The first load is the site's own; a later one is a watched file's edit.
      loads += 1;
      if (loads > 1) {
        const now = new Date();
        fs.utimesSync(context.siteConfigPath, now, now);
      }
    },
    configureWebpack(_config, isServer) {
      // `include` is required: Docusaurus's fallback MDX rule excludes the `include` of every MDX
      // rule.
      const include = ['docs', 'src/pages'].map((dir) => path.join(context.siteDir, dir));
      const use = [
        {loader: path.join(__dirname, 'live-data-loader.js'), options: {files: [version]}},
      ];
      // The data's problems, once per compilation of the browser bundle: the error overlay and
      // the terminal show them.
      const reportProblems = {
        apply(compiler: Compiler) {
          // The compilation of the bundle itself, not a child compilation's (a child's error
          // would fail it).
          compiler.hooks.thisCompilation.tap('live-data', (compilation) =>
            compilation.hooks.processAssets.tapPromise('live-data', async () => {
              for (const problem of await problemsOnDisk())
                compilation.errors.push(new compiler.webpack.WebpackError(problem));
            }),
          );
        },
      };
      return {
        module: {rules: [{test: /\.mdx?$/i, include, enforce: 'pre' as const, use}]},
        plugins: isServer ? [] : [reportProblems],
      };
    },
  };
}
