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
import * as cheerio from 'cheerio';
import {BUILD_DIR, DOC_ROUTES, ROOT} from '../support/site';
import {KEPT_OUT_OF_MAIN, SHARED_DOC_MODULES} from '../../src/plugins/slim-client-bundle';
import {COMPILE_HINT} from '../../src/plugins/compile-hints';
import {NOT_FOUND_CHUNK} from '../../src/utils/notFoundPage';

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

  it('starts with V8\'s compile hint, as does the runtime; lazily loaded chunks do not', () => {
    const dir = path.join(BUILD_DIR, 'assets/js');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.js'));
    const hinted = files.filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').startsWith(`${COMPILE_HINT}\n`));
    expect(hinted.sort()).toEqual(files.filter((f) => /^(main|runtime~main)\.[0-9a-f]+\.js$/.test(f)).sort());
    expect(hinted).toHaveLength(2);
  });

  it.each(KEPT_OUT_OF_MAIN.map((m) => [m.name, m]))('does not contain %s', (_name, {moduleFile, marker}) => {
    // The marker really is in the module's code, so its absence means something.
    expect(moduleSource(moduleFile)).toContain(marker);
    expect(main.includes(marker), `${moduleFile} ("${marker}") is in main.js`).toBe(false);
  });
});

describe('the chunks of doc pages', () => {
  const dir = path.join(BUILD_DIR, 'assets/js');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.js')) : [];
  const code = new Map(files.map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));

  it.each(SHARED_DOC_MODULES.markers.map((m) => [m.moduleFile, m]))('hold %s once, in the shared chunk', (_name, {moduleFile, marker}) => {
    expect(moduleSource(moduleFile)).toContain(marker);
    const holding = files.filter((f) => code.get(f)!.includes(marker));
    expect(holding, `${moduleFile} ("${marker}") is in more than one chunk`).toHaveLength(1);
    expect(holding[0]).toMatch(new RegExp(`^${SHARED_DOC_MODULES.chunkName}\\.[0-9a-f]+\\.js$`));
  });
});

describe('the not-found content', () => {
  // src/theme/DocRoot loads it only when it is shown; 404.html carries its chunk.
  const notFound = {moduleFile: 'src/theme/NotFound/Content/index.tsx', marker: 'If you typed it, check its spelling'};
  const scriptsOf = (page: string) => {
    const $ = cheerio.load(fs.readFileSync(path.join(BUILD_DIR, page), 'utf8'));
    const srcs = $('script[src]')
      .map((_, script) => $(script).attr('src')!)
      .get()
      .filter((src) => src.includes('/assets/js/'));
    expect(srcs.length).toBeGreaterThan(2);
    return srcs.map((src) => ({src, code: fs.readFileSync(path.join(BUILD_DIR, src.replace(/^\//, '')), 'utf8')}));
  };

  it.each(DOC_ROUTES.map((route) => [route.path]))('is not loaded by %s', (route) => {
    expect(moduleSource(notFound.moduleFile)).toContain(notFound.marker);
    for (const {src, code} of scriptsOf(path.join(route, 'index.html'))) {
      expect(code.includes(notFound.marker), `${src} holds the not-found page's content`).toBe(false);
    }
  });

  it('is in a script of 404.html, in its own named chunk, before React hydrates that page', () => {
    const holding = scriptsOf('404.html').filter(({code}) => code.includes(notFound.marker));
    expect(holding.map(({src}) => path.basename(src))).toEqual([expect.stringMatching(new RegExp(`^${NOT_FOUND_CHUNK}\\.[0-9a-f]+\\.js$`))]);
  });
});
