// @ts-check
/**
 * ESLint for the code of the whole repository (`npm run lint:code`), flat
 * config: JavaScript's and typescript-eslint's recommended rules, React's
 * hooks rules (dependency lists are checked, not explained in comments) and
 * jsx-a11y's for the components. A rule turned off says why, here.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      '.e2e/',
      'test-results/',
      'playwright-report/',
      'node_modules/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      // A code block and a wide table scroll sideways: as scrollable regions
      // they take keyboard focus so that a keyboard can scroll them (WCAG
      // 2.1.1; axe's scrollable-region-focusable), though they aren't controls.
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre', 'table']}],
      // An argument or a caught error named with a leading underscore is unused on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
    },
  },
  {
    files: ['tests/**'],
    // Vitest's globals (describe, it, expect), as vitest.config.mts sets them.
    languageOptions: {globals: {...globals.vitest}},
  },
);
