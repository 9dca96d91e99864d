/**
 * The scripts of the build: the main bundle (loaded by every page) runs React
 * DOM 19, as Docusaurus ships it, and no script carries a code highlighter:
 * code is highlighted at build time (src/plugins/code-highlight.ts); the
 * search engine is a chunk loaded on intent (src/plugins/search/client/useSearch.ts). The
 * theme's client module that would bring Prism into main.js is swapped by
 * matching its path inside theme-classic; when an upgrade moves that file,
 * the swap stops without an error and Prism is back. This fails then.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {BUILD_DIR, ROOT} from '../support/site';

const requireFromSite = createRequire(path.join(ROOT, 'package.json'));
const dir = path.join(BUILD_DIR, 'assets/js');
const scripts = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.js')) : [];

function mainBundle(): string {
  const main = scripts.filter((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  if (main.length !== 1) throw new Error(`expected one main.<hash>.js in ${dir}, found ${main.length}: run "npm run build" first`);
  return fs.readFileSync(path.join(dir, main[0]!), 'utf8');
}

describe('the scripts of the build', () => {
  it('main.js runs React DOM 19, the version the site installs', () => {
    const main = mainBundle();
    const {version} = requireFromSite('react-dom/package.json') as {version: string};
    expect(version).toMatch(/^19\./);
    // React DOM's production client carries its version and its error-page URL.
    const reactDom = fs.readFileSync(path.join(path.dirname(requireFromSite.resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js'), 'utf8');
    for (const marker of [`"${version}"`, 'react.dev/errors']) {
      expect(reactDom).toContain(marker);
      expect(main.includes(marker), `React DOM ("${marker}") is not in main.js`).toBe(true);
    }
  });

  it('none carries Prism', () => {
    // A string of Prism's core, as prism-react-renderer ships it: it is in the package, so its
    // absence means something.
    const marker = 'languages.markup';
    expect(fs.readFileSync(requireFromSite.resolve('prism-react-renderer'), 'utf8')).toContain(marker);
    const holding = scripts.filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes(marker));
    expect(holding, 'scripts that carry Prism').toEqual([]);
  });
});

describe('the search engine', () => {
  it('is not in main.js: MiniSearch loads in a chunk of its own, on intent', () => {
    // A message of MiniSearch's own, as the package ships it: its absence from main.js means
    // something only because a script of the build carries it.
    const marker = 'MiniSearch: duplicate ID';
    expect(fs.readFileSync(requireFromSite.resolve('minisearch'), 'utf8')).toContain(marker);
    const holding = scripts.filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes(marker));
    expect(holding, 'scripts that carry MiniSearch').toHaveLength(1);
    expect(mainBundle().includes(marker), 'MiniSearch is in main.js').toBe(false);
  });
});

describe('the scripts every page loads at once', () => {
  it('start with V8’s compile hint, so they compile off the main thread', () => {
    // The hint as V8 documents it (https://v8.dev/blog/explicit-compile-hints), on its own first
    // line.
    const initial = scripts.filter((f) => /^(main|runtime~main)\.[0-9a-f]+\.js$/.test(f));
    expect(initial).toHaveLength(2);
    for (const file of initial) expect(fs.readFileSync(path.join(dir, file), 'utf8').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    // A page's own chunks may never run, so they are left to compile lazily.
    const lazy = scripts.filter((f) => !initial.includes(f));
    expect(lazy.filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').startsWith('//# allFunctionsCalledOnLoad'))).toEqual([]);
  });
});
