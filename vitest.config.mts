import {defineConfig} from 'vitest/config';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

const mocks = path.resolve(ROOT, 'tests/unit/mocks');

/**
 * Two tiers, two Vitest projects:
 * - `unit` (`npm run test:unit`): pure tests of the configuration, sidebar,
 *   content rules, plugins and theme components. They need no build. Theme
 *   components run in jsdom via a `// @vitest-environment jsdom` pragma.
 * - `build` (`npm run test:build`): checks of the production build in
 *   build/ (sitemap, llms.txt, page metadata, the main bundle). Run
 *   `npm run build` first.
 */
export default defineConfig({
  // Vite 8 transforms with Oxc (the `esbuild` option is deprecated there).
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    alias: [
      {find: '@site', replacement: ROOT},
      // Theme components import Docusaurus webpack aliases that only exist in
      // a Docusaurus build. Point them at small test doubles (tests/unit/mocks).
      {
        find: /^@docusaurus\/(Head|useBaseUrl|useIsBrowser|ErrorBoundary|router)$/,
        replacement: `${mocks}/docusaurus/$1.tsx`,
      },
      // Core's client code ships untranspiled JSX, which Node cannot load.
      {
        find: /^@docusaurus\/core\/lib\/client\/routeContext$/,
        replacement: `${mocks}/docusaurus/routeContext.tsx`,
      },
      {find: /^@theme\/(.*)$/, replacement: `${mocks}/theme/$1.tsx`},
      {find: /^@theme-original\/(.*)$/, replacement: `${mocks}/theme-original/$1.tsx`},
      {find: /^@generated\/routes$/, replacement: `${mocks}/generated/routes.ts`},
    ],
  },
  test: {
    globals: true,
    environment: 'node',
    testTimeout: 30_000,
    projects: [
      {extends: true, test: {name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}']}},
      {extends: true, test: {name: 'build', include: ['tests/build/**/*.test.{ts,tsx}']}},
    ],
  },
});
