/**
 * Local plugin, for the hydration test only (tests/e2e/hydration.spec.ts):
 * with `enabled`, the browser bundle of an otherwise normal production build
 * runs React's development build.
 *
 * Why: React's production build reports a server/client difference in the
 * element tree or in text as a recoverable error, but keeps server attributes
 * that differ without a word (a reader with a stored dark mode would keep a
 * light-mode label). The development build logs those too, with a diff.
 *
 * How: the site's own code keeps `process.env.NODE_ENV === "production"` (so
 * the pages render exactly as in production, on the server and in the
 * browser); only React is swapped. Docusaurus aliases `react` and `react-dom`
 * to the site's copies (`getReactAliases` in @docusaurus/core's webpack
 * base config); in the client build those aliases are replaced by exact
 * aliases to React's development files, and a loader removes the
 * `"production" !== process.env.NODE_ENV &&` guard those files start with.
 * Listed in UPGRADE.md.
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

const requireFromSite = createRequire(path.resolve(__dirname, '../../../package.json'));

/** The entry points Docusaurus and the theme import, to React's development builds. */
export const DEVELOPMENT_ALIASES: Readonly<Record<string, string>> = {
  'react$': 'react/cjs/react.development.js',
  'react/jsx-runtime$': 'react/cjs/react-jsx-runtime.development.js',
  'react/jsx-dev-runtime$': 'react/cjs/react-jsx-dev-runtime.development.js',
  'react-dom$': 'react-dom/cjs/react-dom.development.js',
  'react-dom/client$': 'react-dom/cjs/react-dom-client.development.js',
};

/** A file inside an installed package that the package does not export (`react/cjs/…`). */
function packageFile(file: string): string {
  const [name, ...rest] = file.split('/');
  return path.join(path.dirname(requireFromSite.resolve(`${name}/package.json`)), ...rest);
}

export default function reactDevelopmentBuild({enabled}: {enabled: boolean}): Plugin {
  return {
    name: 'react-development-build',
    configureWebpack(config, isServer) {
      if (!enabled || isServer) return {};
      const alias = {...((config.resolve?.alias ?? {}) as Record<string, string>)};
      // Docusaurus's prefix aliases would match first and pick the production files.
      delete alias.react;
      delete alias['react-dom'];
      const development = Object.fromEntries(
        Object.entries(DEVELOPMENT_ALIASES).map(([request, file]) => [request, packageFile(file)]),
      );
      config.resolve = {...config.resolve, alias: {...development, ...alias}};
      return {
        module: {
          rules: [
            {
              test: /[\\/]node_modules[\\/]react(?:-dom)?[\\/]cjs[\\/][^\\/]+\.development\.js$/,
              use: [{loader: path.join(__dirname, 'developmentGuardLoader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
