/**
 * Local plugin: keep code a page does not need out of the first-load bundle.
 *
 * Five modules would reach the main bundle (loaded on every page), or the
 * search box's chunk, through static imports that nothing on most pages
 * uses. Each is swapped for a stand-in in this folder with the bundler's
 * NormalModuleReplacementPlugin (webpack and Rspack have the same one),
 * matched by the request and the importing file's path (the file paths of
 * other packages: see UPGRADE.md):
 *
 * - Prism. The theme registers a client module that imports Prism from
 *   prism-react-renderer (its own copy with about 20 languages built in) to
 *   add `prism.additionalLanguages`. Here that client module is empty, and
 *   src/theme/CodeBlock/Content/String loads Prism, the extra languages and
 *   the highlighter lazily, on the pages that have a code block. The server
 *   bundle gets ./loadHighlightedCodeBlock.server.ts instead of the
 *   lazy loader, so the static HTML is rendered highlighted.
 * - lunr. The search plugin's generated constants import lunr to register
 *   stemmers for languages other than English; the search bar only reads two
 *   constants from that file. With English only, the import is a no-op and is
 *   replaced by an empty module. The search worker imports lunr itself and is
 *   unaffected.
 * - mark.js, which highlights search terms on the page a search result opens.
 *   The search bar creates a Mark on every page it is loaded on;
 *   ./lazyMark.ts has the same interface and loads mark.js only when there
 *   are terms to mark.
 * - nprogress, the navigation progress bar of theme-classic's client module.
 *   Only a navigation after the first page needs it; ./lazyNprogress.ts has
 *   the same interface and fetches nprogress once the page has settled.
 * - tslib. @docusaurus/utils-common is CommonJS compiled with importHelpers:
 *   its `require("tslib")` makes Rspack include all of tslib (4 KB gzip) for
 *   the one helper it calls. ./tslibImportDefault.ts exports just that
 *   helper (webpack tree-shakes this case on its own).
 *
 * It also groups the modules every doc page's chunks share
 * (SHARED_DOC_MODULES below), which the bundler copied into each of them.
 *
 * How much each saves, and how to see what is in the main bundle: README.md,
 * "Performance".
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * What this plugin and its neighbours keep out of the main bundle, each with a
 * string that its package's code carries into any bundle it is part of. A build check
 * (tests/build/main-bundle.test.ts) fails when a marker shows up in main.js,
 * which is what happens when a swap silently stops matching after an upgrade.
 */
export const KEPT_OUT_OF_MAIN = [
  {name: 'Prism', moduleFile: 'prism-react-renderer', marker: 'languages.markup'},
  {name: 'lunr', moduleFile: 'lunr', marker: 'Cannot load unregistered function'},
  {name: 'mark.js', moduleFile: 'mark.js', marker: 'data-markjs'},
  {name: 'the whole of tslib', moduleFile: 'tslib', marker: 'Generator is already executing'},
  {name: 'nprogress', moduleFile: 'nprogress', marker: 'nprogress-custom-parent'},
  // Loaded on intent by src/theme/SearchBar, not swapped here: checked with the rest.
  {name: 'the search box', moduleFile: '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx', marker: 'theme.SearchBar.seeAll'},
  {name: 'the search worker client', moduleFile: 'src/plugins/search/client.ts', marker: 'The search could not start.'},
  {name: 'the autocomplete widget', moduleFile: '@easyops-cn/autocomplete.js/src/autocomplete/typeahead.js', marker: 'cursorchanged'},
] as const;

/**
 * Modules that the chunks of every doc page share, which the bundler copied
 * into each of those chunks (Docusaurus turns off the bundler's default
 * grouping of shared modules and groups only those that half of all pages
 * use): the MDX provider, the docs plugin's client hooks and the theme's
 * Heading and NotFound content, about 2 KiB gzip loaded twice or three times
 * on every doc page. They go into one chunk of their own instead
 * (`docs-shared`), which the pages that need them load once. Each entry has
 * a string of its code that survives minification, for the build check that
 * finds it in one file only (tests/build/main-bundle.test.ts).
 */
export const SHARED_DOC_MODULES = {
  test: /[\\/](?:node_modules[\\/](?:@mdx-js[\\/]react|@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client|@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](?:Heading|NotFound[\\/]Content))|src[\\/]theme[\\/]CodeInline)[\\/]/,
  chunkName: 'docs-shared',
  markers: [
    {moduleFile: '@docusaurus/plugin-content-docs/lib/client/docsUtils.js', marker: 'Unexpected: cant find current sidebar in context'},
    {moduleFile: '@docusaurus/plugin-content-docs/lib/client/docsSidebar.js', marker: 'DocsSidebarProvider'},
    {moduleFile: '@docusaurus/theme-classic/lib/theme/Heading/index.js', marker: 'Direct link to {heading}'},
  ],
} as const;

export interface Options {
  /** The search plugin's `language` option. */
  searchLanguages: string[];
}

interface ResolveDataLike {
  request: string;
  contextInfo?: {issuer?: string};
  createData?: {resource?: string};
}

/** The stand-ins live next to this file. */
const here = __dirname;
const EMPTY = path.join(here, 'emptyModule.ts');
const HIGHLIGHTER_SERVER = path.join(here, 'loadHighlightedCodeBlock.server.ts');
const TSLIB_IMPORT_DEFAULT = path.join(here, 'tslibImportDefault.ts');
const LAZY_MARK = path.join(here, 'lazyMark.ts');
const LAZY_NPROGRESS = path.join(here, 'lazyNprogress.ts');

const PRISM_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const LUNR = /[\\/]lunr[\\/]lunr\.js$|^lunr$/;
const MARK = /[\\/]mark\.js[\\/]dist[\\/]mark\.js$/;
const SEARCH_CONSTANTS = /docusaurus-search-local[\\/]default[\\/]generated-constants\.js$/;
const SEARCH_GENERATED = /docusaurus-search-local[\\/]default[\\/]generated\.js$/;
const HIGHLIGHTER_LOADER = /[\\/]slim-client-bundle[\\/]loadHighlightedCodeBlock$/;
const TSLIB = /^tslib$/;
const UTILS_COMMON_INDEX = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/;
const NPROGRESS = /^nprogress$/;
const THEME_NPROGRESS_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/;

/** Where a request is redirected, or undefined to leave it alone. */
export function replacementFor(
  request: string,
  issuer: string,
  options: Options & {isServer: boolean},
): string | undefined {
  if (PRISM_CLIENT_MODULE.test(request)) return EMPTY;
  if (options.isServer && HIGHLIGHTER_LOADER.test(request)) return HIGHLIGHTER_SERVER;
  const englishOnly = options.searchLanguages.length === 1 && options.searchLanguages[0] === 'en';
  if (englishOnly && LUNR.test(request) && SEARCH_CONSTANTS.test(issuer)) return EMPTY;
  if (MARK.test(request) && SEARCH_GENERATED.test(issuer)) return LAZY_MARK;
  if (TSLIB.test(request) && UTILS_COMMON_INDEX.test(issuer)) return TSLIB_IMPORT_DEFAULT;
  if (!options.isServer && NPROGRESS.test(request) && THEME_NPROGRESS_MODULE.test(issuer)) return LAZY_NPROGRESS;
  return undefined;
}

export default function slimClientBundle(_context: unknown, options: Options): Plugin {
  return {
    name: 'slim-client-bundle',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance as typeof import('webpack');
      const matcher = new RegExp(
        [PRISM_CLIENT_MODULE, LUNR, MARK, HIGHLIGHTER_LOADER, TSLIB, NPROGRESS].map((r) => r.source).join('|'),
      );
      return {
        optimization: isServer
          ? {}
          : {
              splitChunks: {
                cacheGroups: {
                  // Below Docusaurus's `common` (40) and `styles` (50) groups.
                  [SHARED_DOC_MODULES.chunkName]: {
                    test: SHARED_DOC_MODULES.test,
                    chunks: 'async',
                    name: SHARED_DOC_MODULES.chunkName,
                    minChunks: 2,
                    priority: 30,
                    enforce: true,
                  },
                },
              },
            },
        plugins: [
          new NormalModuleReplacementPlugin(matcher, (data: ResolveDataLike) => {
            // Called before resolution (rewrite the request) and after it
            // (createData.resource set: the request was already rewritten).
            if (data.createData?.resource) return;
            const target = replacementFor(data.request, data.contextInfo?.issuer ?? '', {...options, isServer});
            if (target) data.request = target;
          }),
        ],
      };
    },
  };
}
