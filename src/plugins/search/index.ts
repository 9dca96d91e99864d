/**
 * The site's offline search, one local plugin in the shape of docusaurus.io's
 * own (its changelog plugin) and of @docusaurus/theme-search-algolia:
 *
 * - node/: after the build, search-index.json from the built doc pages;
 * - data/: the index's format, which both sides read;
 * - client/: in the browser, the engine that ranks sections for a query,
 *   the hook that loads the index on intent, the limits on a query, and the
 *   client module that marks the searched words on a page opened from a
 *   result;
 * - theme/: the navbar's SearchBar (theme-classic's is an empty slot) and
 *   the search page, `@theme/SearchPage` at /search.
 *
 * Browser code (client/, theme/) never imports this file or node/
 * (tests/unit/imports.test.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {docsVersion, type DocsVersion} from '../../node/loadedContent';
import {writeSearchIndex} from './node/writeIndex';

export default function searchPlugin(context: LoadContext): Plugin {
  let docs: DocsVersion['docs'] = [];
  return {
    name: 'search',
    // The theme's TypeScript sources are what the site builds, so no
    // getTypeScriptThemePath: that is for swizzling from a compiled theme.
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'client/highlight.ts')],
    // The specification's route. A route of the plugin's own, as
    // theme-search-algolia adds its search page, not a file of src/pages.
    contentLoaded({actions}) {
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, 'search']),
        component: '@theme/SearchPage',
        exact: true,
      });
    },
    allContentLoaded({allContent}) {
      docs = docsVersion(allContent).docs;
    },
    // It reads the built pages' content and changes none; the steps of
    // src/plugins/built-pages.ts change only their <head>, so it may run
    // beside them (Docusaurus runs every plugin's postBuild at once).
    postBuild: (props) => writeSearchIndex(props, docs),
  };
}
