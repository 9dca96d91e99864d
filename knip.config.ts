/**
 * The dead-code check (`npm run lint:code`): files, exports and packages
 * nothing uses. Entries are what Docusaurus, Playwright, Vitest and npm load
 * by convention, which no import names.
 */
import type {KnipConfig} from 'knip';

const config: KnipConfig = {
  // Knip's Docusaurus plugin cannot load this TypeScript configuration; the
  // entries below name what Docusaurus loads instead.
  docusaurus: false,
  workspaces: {
    // The site.
    '.': {
      entry: [
        'docusaurus.config.ts',
        'sidebars.ts',
        // Theme overrides and components, and client modules: Docusaurus loads them by path.
        'src/theme/**/index.tsx',
        'src/plugins/*/theme/**/index.tsx',
        'src/clientModules/*.{ts,tsx}',
        'src/plugins/search/client/highlight.ts',
        // Modules a plugin names by path in the bundler's configuration.
        'src/plugins/empty-module.js',
        'src/plugins/live-data-loader.js',
        // The diagrams: imported by the MDX pages, which knip doesn't read.
        'src/components/diagrams/*/index.tsx',
        // The admin pages' task controls, imported by the MDX pages too.
        'src/components/{MyValues,Ways}/index.tsx',
        'scripts/*.mjs',
        'tests/**/*.{test,spec,setup}.{ts,tsx}',
        // Test doubles, named by the aliases of vitest.config.mts.
        'tests/unit/mocks/**/*.{ts,tsx}',
      ],
      project: [
        '*.{ts,mts,mjs}',
        'src/**/*.{ts,tsx,js,mjs}',
        'scripts/**/*.{mjs,ts}',
        'tests/**/*.{ts,tsx}',
      ],
    },
    // The performance lab, a package of its own (tools/perf/package.json):
    // its imports are checked against its own list of packages, not the site's.
    'tools/perf': {entry: ['*.mjs'], project: ['*.mjs']},
  },
  ignoreDependencies: [
    // Docusaurus's module aliases, resolved by its bundler: no package has these names.
    /^@(theme|theme-original|generated)\//,
    /^@docusaurus\/(Head|Link|renderRoutes|router|useBaseUrl|useDocusaurusContext|useIsBrowser|useRouteContext|ErrorBoundary)$/,
    // Docusaurus loads it itself when `future.experimental_faster` is set.
    '@docusaurus/faster',
    // The social card's font, read as a file (src/plugins/social-card.ts).
    'dejavu-fonts-ttf',
    // In the owner's design card (shared/spec.md); the theme highlights with it.
    'prism-react-renderer',
  ],
  // nginx's test makes its certificate with the system's openssl (.ci/run installs it).
  ignoreBinaries: ['openssl'],
};

export default config;
