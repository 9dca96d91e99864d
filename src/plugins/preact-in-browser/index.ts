/**
 * Local plugin: the browser bundle runs Preact (through `preact/compat`)
 * instead of React; the server bundle, which renders the static HTML, keeps
 * React.
 *
 * Why: react-dom alone was 55 KiB gzip of the 108 KiB main bundle that every
 * page loads and parses before it is interactive; `preact/compat` does the
 * same job for Docusaurus's theme in about 11 KiB. It is what brings a page
 * under the first-load budget of perf-budget.json.
 *
 * How: Docusaurus aliases `react` and `react-dom` to the site's own copies
 * (so that one React is bundled); in the client build this plugin replaces
 * those aliases with Preact's compat entry points. Everything that imports
 * React (the theme, the search plugin, react-router, react-helmet-async,
 * react-loadable) gets Preact.
 *
 * What to know when writing components (see README, "Performance"):
 * - Preact hydrates the server's HTML without correcting attributes that
 *   differ: a component whose first render in the browser differs from the
 *   server's (a chunk that failed to load, a value from localStorage) must
 *   render the difference after hydration (`useIsBrowser`, or a `key` that
 *   changes once hydration is over), as src/theme/Loading does.
 * - Unit tests (tests/unit) render components with React; the e2e tests run
 *   the real, Preact-based build.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The client bundle's aliases: exact module names (`$`) to Preact's compat layer. */
export const PREACT_ALIASES: Readonly<Record<string, string>> = {
  'react$': 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
};

export default function preactInBrowser(): Plugin {
  return {
    name: 'preact-in-browser',
    getClientModules() {
      return [path.join(__dirname, 'eventCompat.ts'), path.join(__dirname, 'scrollToHash.ts')];
    },
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Docusaurus's own `react` and `react-dom` aliases (to the site's React)
      // match first, so they are removed rather than overridden.
      const alias = {...((config.resolve?.alias ?? {}) as Record<string, string>)};
      delete alias.react;
      delete alias['react-dom'];
      config.resolve = {...config.resolve, alias: {...PREACT_ALIASES, ...alias}};
      return {};
    },
  };
}
