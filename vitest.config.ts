import {defineConfig} from 'vitest/config';
import path from 'node:path';

const mocks = path.resolve(__dirname, 'tests/unit/mocks');

/**
 * Unit tests: configuration, sidebar, content rules (Node environment) and
 * theme components (`*.test.tsx`, jsdom environment via a
 * `// @vitest-environment jsdom` pragma at the top of the file).
 */
export default defineConfig({
  // Vite 8 transforms with Oxc (the `esbuild` option is deprecated there).
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    alias: [
      {find: '@site', replacement: path.resolve(__dirname)},
      // Theme components import Docusaurus webpack aliases that only exist in
      // a Docusaurus build. Point them at small test doubles (tests/unit/mocks).
      {find: /^@docusaurus\/(Translate|Head|useBaseUrl|ErrorBoundary)$/, replacement: `${mocks}/docusaurus/$1.tsx`},
      // Core's client code ships untranspiled JSX, which Node cannot load.
      {find: /^@docusaurus\/core\/lib\/client\/routeContext$/, replacement: `${mocks}/docusaurus/routeContext.tsx`},
      {find: /^@theme\/(.*)$/, replacement: `${mocks}/theme/$1.tsx`},
      {find: /^@theme-original\/(.*)$/, replacement: `${mocks}/theme-original/$1.tsx`},
      {find: /^@generated\/routes$/, replacement: `${mocks}/generated/routes.ts`},
    ],
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    globals: true,
    environment: 'node',
    testTimeout: 30_000,
  },
});
