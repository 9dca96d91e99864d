import {defineConfig} from 'vitest/config';
import path from 'node:path';

/**
 * Unit tests: configuration, sidebar, content rules (Node environment) and
 * theme components (`*.test.tsx`, jsdom environment via a file pragma or the
 * environmentMatchGlobs below).
 */
export default defineConfig({
  resolve: {
    alias: {
      '@site': path.resolve(__dirname),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    globals: true,
    environment: 'node',
    testTimeout: 30_000,
  },
});
