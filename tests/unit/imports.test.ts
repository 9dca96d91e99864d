/**
 * The code's layers stay as ARCHITECTURE.md draws them:
 * - no import cycle;
 * - the shared data (src/data, and a feature's data/ folder under
 *   src/plugins) imports nothing but shared data;
 * - browser code (src/theme, src/components, src/clientModules, src/browser,
 *   src/pages, and a feature's theme/ and client/ folders under src/plugins)
 *   never imports build-time code (src/plugins, src/node, a feature's node/
 *   folder and its index.ts), and build-time code never imports browser code;
 * - imports run one way between the product, its tools and its tests: the
 *   product (src/, docusaurus.config.ts, sidebars.ts) imports nothing from
 *   scripts/ or tests/; scripts/ imports nothing from tests/, and from src/
 *   only what the build, the scripts and the tests share (src/node/); and
 *   the tests' shared helpers (tests/support/) never load the whole site
 *   configuration (docusaurus.config.ts), only the small modules they need;
 * - every package the code imports is declared in package.json, not found
 *   only because another package brought it into node_modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import {builtinModules} from 'node:module';
import {ROOT} from '../support/site';

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.d.ts'];
const BROWSER = ['theme', 'components', 'clientModules', 'browser', 'pages', 'client'];
const BUILD = ['plugins', 'node'];
/** The site's own configuration: part of the product, like src/. */
const PRODUCT_CONFIG = ['docusaurus.config.ts', 'sidebars.ts'];

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'fixtures' ? [] : walk(full);
    return EXTENSIONS.some((x) => e.name.endsWith(x)) ? [full] : [];
  });
}

/** Every module specifier a file imports (static, dynamic and type imports, re-exports). */
function specifiersOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [
    ...source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*(?:\/\*[\s\S]*?\*\/\s*)?['"]([^'"]+)['"]\s*\)/g),
    ...source.matchAll(/\brequire\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]!);
}

/** The files of the repository a file imports (relative and @site/ specifiers). */
function importsOf(file: string): string[] {
  return specifiersOf(file).flatMap((spec) => {
    let base: string;
    if (spec.startsWith('.')) base = path.resolve(path.dirname(file), spec);
    else if (spec.startsWith('@site/')) base = path.join(ROOT, spec.slice('@site/'.length));
    else return [];
    const candidates = [
      base,
      ...EXTENSIONS.map((x) => base + x),
      ...EXTENSIONS.map((x) => path.join(base, `index${x}`)),
    ];
    const found = candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
    return found ? [found] : [];
  });
}

const rel = (f: string) => path.relative(ROOT, f).split(path.sep).join('/');
const files = [
  ...walk(path.join(ROOT, 'src')),
  ...walk(path.join(ROOT, 'scripts')),
  ...walk(path.join(ROOT, 'tests/support')),
  ...[...PRODUCT_CONFIG, 'playwright.config.ts', 'vitest.config.mts'].map((f) =>
    path.join(ROOT, f),
  ),
];
const graph = new Map(files.map((f) => [f, importsOf(f)]));

/**
 * A file's layer under src/: its top folder, or, in a feature's folder under
 * src/plugins, the subfolder that names a layer (`plugins/search/client/…`
 * is browser code, `plugins/search/data/…` shared data); the rest of a
 * feature's folder (its index.ts, node/) is build-time code like src/plugins.
 */
function layerOf(file: string): string | undefined {
  const parts = rel(file).split('/');
  if (parts[0] !== 'src') return undefined;
  const sub = parts[1] === 'plugins' && parts.length > 4 ? parts[3]! : '';
  return [...BROWSER, 'data', 'node'].includes(sub) ? sub : parts[1];
}

/** The imports from one group of files into another, as "from -> to". */
function crossings(
  edges: ReadonlyMap<string, readonly string[]>,
  from: (file: string) => boolean,
  to: (file: string) => boolean,
): string[] {
  return [...edges].flatMap(([file, targets]) =>
    from(file) ? targets.filter(to).map((target) => `${rel(file)} -> ${rel(target)}`) : [],
  );
}

const inLayers = (layers: string[]) => (file: string) => layers.includes(layerOf(file) ?? '');
const under = (folder: string) => (file: string) => rel(file).startsWith(`${folder}/`);
const isProduct = (file: string) => under('src')(file) || PRODUCT_CONFIG.includes(rel(file));

describe('imports', () => {
  it('are read from the files (the check sees the graph)', () => {
    const importsIn = (file: string) => graph.get(path.join(ROOT, file))?.map(rel);
    expect(importsIn('src/node/siteSettings.ts')).toContain('src/data/product.ts');
    expect(importsIn('src/plugins/search/theme/SearchBar/index.tsx')).toContain(
      'src/plugins/search/client/useSearch.ts',
    );
    expect(importsIn('scripts/static-server.mjs')).toContain('src/node/headersFile.mjs');
    expect(importsIn('tests/support/site.ts')).toContain('src/node/sitePages.ts');
    expect(importsIn('docusaurus.config.ts')).toContain('src/plugins/search/index.ts');
    expect(layerOf(path.join(ROOT, 'src/plugins/search/client/engine.ts'))).toBe('client');
    expect(layerOf(path.join(ROOT, 'src/plugins/search/node/writeIndex.ts'))).toBe('node');
    expect(layerOf(path.join(ROOT, 'src/plugins/search/index.ts'))).toBe('plugins');
    expect(layerOf(path.join(ROOT, 'src/plugins/search/data/indexFormat.ts'))).toBe('data');
  });

  it('form no cycle', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'active' | 'done'>();
    const stack: string[] = [];
    const visit = (file: string): void => {
      state.set(file, 'active');
      stack.push(file);
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'active')
          cycles.push([...stack.slice(stack.indexOf(next)), next].map(rel).join(' -> '));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });

  it('never lead from shared data up to the code that uses the data', () => {
    expect(crossings(graph, inLayers(['data']), (f) => layerOf(f) !== 'data')).toEqual([]);
  });

  it('never lead from browser code to build-time code', () => {
    expect(crossings(graph, inLayers(BROWSER), inLayers(BUILD))).toEqual([]);
  });

  it('never lead from build-time code to browser code', () => {
    expect(crossings(graph, inLayers(BUILD), inLayers(BROWSER))).toEqual([]);
  });

  it('never lead from the product (src/, its configuration) to scripts/ or tests/', () => {
    expect(crossings(graph, isProduct, (f) => under('scripts')(f) || under('tests')(f))).toEqual(
      [],
    );
  });

  it('lead from scripts/ to src/node/ and src/data/ only, never to tests/', () => {
    expect(
      crossings(
        graph,
        under('scripts'),
        (f) =>
          under('tests')(f) || (isProduct(f) && !under('src/node')(f) && !under('src/data')(f)),
      ),
    ).toEqual([]);
  });

  it('never lead from tests/support/ to the whole site configuration', () => {
    expect(
      crossings(graph, under('tests/support'), (f) => rel(f) === 'docusaurus.config.ts'),
    ).toEqual([]);
  });
});

describe('packages the code imports', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
  ]);
  const code = files.filter((file) => !under('tests')(file));
  /** Docusaurus's webpack aliases: `@theme/…`, `@generated/…`, `@site/…` and core's client exports (`@docusaurus/Link`, `@docusaurus/useBaseUrl`, `@docusaurus/renderRoutes`). */
  const isAlias = (spec: string) =>
    /^@(theme|theme-original|theme-init|generated|site)\//.test(spec) ||
    /^@docusaurus\/(?:[A-Z]|use|router|renderRoutes|isInternalUrl)/.test(spec);
  const packageOf = (spec: string) =>
    spec
      .split('/')
      .slice(0, spec.startsWith('@') ? 2 : 1)
      .join('/');

  it('are all declared in package.json', () => {
    const undeclared = code.flatMap((file) =>
      specifiersOf(file)
        .filter(
          (spec) =>
            !spec.startsWith('.') &&
            !spec.startsWith('node:') &&
            !builtinModules.includes(spec) &&
            !isAlias(spec),
        )
        .map(packageOf)
        // A package of types only (`hast`) is declared by its DefinitelyTyped package
        // (`@types/hast`).
        .filter((name) => !declared.has(name) && !declared.has(`@types/${name}`))
        .map((name) => `${rel(file)}: ${name}`),
    );
    expect(undeclared).toEqual([]);
  });
});
