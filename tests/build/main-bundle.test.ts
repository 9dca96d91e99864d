/**
 * The main bundle (loaded by every page) runs React DOM 19, as Docusaurus
 * ships it, and stays free of what src/plugins/slim-client-bundle keeps out
 * of it and of the search box that src/theme/SearchBar loads on intent. The
 * swaps match file paths inside other packages; when an upgrade moves one of
 * those files, the swap stops without an error and the module is back in
 * main.js. This fails then.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {BUILD_DIR, ROOT} from '../support/site';
import {KEPT_OUT_OF_MAIN} from '../../src/plugins/slim-client-bundle';

const requireFromSite = createRequire(path.join(ROOT, 'package.json'));

function mainBundle(): string {
  const dir = path.join(BUILD_DIR, 'assets/js');
  const main = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /^main\.[0-9a-f]+\.js$/.test(f)) : [];
  if (main.length !== 1) throw new Error(`expected one main.<hash>.js in ${dir}, found ${main.length}: run "npm run build" first`);
  return fs.readFileSync(path.join(dir, main[0]!), 'utf8');
}

/** A module's code: a file of the site (src/…), a package's entry point, or a file inside node_modules its package does not export. */
function moduleSource(moduleFile: string): string {
  if (moduleFile.startsWith('src/')) return fs.readFileSync(path.join(ROOT, moduleFile), 'utf8');
  try {
    return fs.readFileSync(requireFromSite.resolve(moduleFile), 'utf8');
  } catch {
    return fs.readFileSync(path.join(ROOT, 'node_modules', moduleFile), 'utf8');
  }
}

describe('main.js', () => {
  const main = mainBundle();

  it('runs React DOM 19, the version the site installs, and no Preact', () => {
    const {version} = requireFromSite('react-dom/package.json') as {version: string};
    expect(version).toMatch(/^19\./);
    // React DOM's production client carries its version and its error-page URL.
    const reactDom = moduleSource('react-dom/cjs/react-dom-client.production.js');
    for (const marker of [`"${version}"`, 'react.dev/errors']) {
      expect(reactDom).toContain(marker);
      expect(main.includes(marker), `React DOM ("${marker}") is not in main.js`).toBe(true);
    }
    // Preact could only reach the bundle through an alias to an installed copy.
    expect(() => requireFromSite.resolve('preact'), 'preact is installed').toThrow();
  });

  it.each(KEPT_OUT_OF_MAIN.map((m) => [m.name, m]))('does not contain %s', (_name, {moduleFile, marker}) => {
    // The marker really is in the module's code, so its absence means something.
    expect(moduleSource(moduleFile)).toContain(marker);
    expect(main.includes(marker), `${moduleFile} ("${marker}") is in main.js`).toBe(false);
  });
});
