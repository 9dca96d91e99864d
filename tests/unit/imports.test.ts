/**
 * The code's layers stay as a newcomer finds them (ARCHITECTURE.md):
 * - no import cycle under src/;
 * - the shared data in src/data imports nothing but src/data;
 * - browser code (src/theme, src/components, src/clientModules,
 *   src/browser, src/pages) never imports build-time code (src/plugins,
 *   src/node), and build-time code never imports browser code;
 * - every package the code imports is declared in package.json, not found
 *   only because another package brought it into node_modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import {builtinModules} from 'node:module';
import {ROOT} from '../support/site';

const SRC = path.join(ROOT, 'src');
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.d.ts'];
const BROWSER = ['theme', 'components', 'clientModules', 'browser', 'pages'];
const BUILD = ['plugins', 'node'];

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : EXTENSIONS.some((x) => e.name.endsWith(x)) ? [full] : [];
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

/** The files of src/ a file imports (relative and @site/ specifiers). */
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
    const found = candidates.find(
      (c) => c.startsWith(SRC) && fs.existsSync(c) && fs.statSync(c).isFile(),
    );
    return found ? [found] : [];
  });
}

const files = walk(SRC);
const graph = new Map(files.map((f) => [f, importsOf(f)]));
const rel = (f: string) => path.relative(ROOT, f);
const layerOf = (file: string) => path.relative(SRC, file).split(path.sep)[0]!;

/** The imports from files of one group of layers into another, as "from -> to". */
const crossings = (from: string[], to: string[]) =>
  files
    .filter((f) => from.includes(layerOf(f)))
    .flatMap((f) =>
      graph
        .get(f)!
        .filter((t) => to.includes(layerOf(t)))
        .map((t) => `${rel(f)} -> ${rel(t)}`),
    );

describe('imports under src/', () => {
  it('are read from the files (the check sees the graph)', () => {
    expect(graph.get(path.join(SRC, 'node/siteSettings.ts'))?.map(rel)).toContain(
      'src/data/product.ts',
    );
    expect(graph.get(path.join(SRC, 'theme/SearchBar/index.tsx'))?.map(rel)).toContain(
      'src/components/search/client.ts',
    );
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

  it('never lead from src/data up to the code that uses the data', () => {
    expect(crossings(['data'], [...BROWSER, ...BUILD])).toEqual([]);
  });

  it('never lead from browser code to build-time code', () => {
    expect(crossings(BROWSER, BUILD)).toEqual([]);
  });

  it('never lead from build-time code to browser code', () => {
    expect(crossings(BUILD, BROWSER)).toEqual([]);
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
  const code = [
    ...walk(SRC),
    ...walk(path.join(ROOT, 'scripts')),
    ...['docusaurus.config.ts', 'sidebars.ts', 'playwright.config.ts'].map((f) =>
      path.join(ROOT, f),
    ),
  ];
  /** Docusaurus's webpack aliases: `@theme/…`, `@generated/…`, `@site/…` and core's client exports (`@docusaurus/Link`, `@docusaurus/useBaseUrl`). */
  const isAlias = (spec: string) =>
    /^@(theme|theme-original|theme-init|generated|site)\//.test(spec) ||
    /^@docusaurus\/(?:[A-Z]|use|router|isInternalUrl)/.test(spec);
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
