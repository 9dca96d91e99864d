/**
 * The module graph of src/ stays a tree a newcomer can follow: no import
 * cycle (a file never imports a file that imports it back, directly or
 * through others), and the shared data in src/data never reaches up into the
 * code that uses it (plugins, theme, components).
 */
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../support/site';

const SRC = path.join(ROOT, 'src');
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.d.ts'];

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : EXTENSIONS.some((x) => e.name.endsWith(x)) ? [full] : [];
  });
}

/** The files of src/ a file imports (relative and @site/ specifiers; types included). */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*(?:\/\*[\s\S]*?\*\/\s*)?['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]!);
  const out: string[] = [];
  for (const spec of specifiers) {
    let base: string;
    if (spec.startsWith('.')) base = path.resolve(path.dirname(file), spec);
    else if (spec.startsWith('@site/')) base = path.join(ROOT, spec.slice('@site/'.length));
    else continue;
    const candidates = [base, ...EXTENSIONS.map((x) => base + x), ...EXTENSIONS.map((x) => path.join(base, `index${x}`))];
    const found = candidates.find((c) => c.startsWith(SRC) && fs.existsSync(c) && fs.statSync(c).isFile());
    if (found) out.push(found);
  }
  return out;
}

const files = walk(SRC);
const graph = new Map(files.map((f) => [f, importsOf(f)]));
const rel = (f: string) => path.relative(ROOT, f);

describe('imports under src/', () => {
  it('are read from the files (the check sees the graph)', () => {
    expect(graph.get(path.join(SRC, 'data/siteSettings.ts'))?.map(rel)).toContain('src/data/product.ts');
  });

  it('form no cycle', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'active' | 'done'>();
    const stack: string[] = [];
    const visit = (file: string): void => {
      state.set(file, 'active');
      stack.push(file);
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'active') cycles.push([...stack.slice(stack.indexOf(next)), next].map(rel).join(' -> '));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });

  it('never lead from src/data up to the code that uses the data', () => {
    const upward = files
      .filter((f) => f.startsWith(path.join(SRC, 'data') + path.sep))
      .flatMap((f) => (graph.get(f) ?? []).filter((t) => !t.startsWith(path.join(SRC, 'data') + path.sep)).map((t) => `${rel(f)} -> ${rel(t)}`));
    expect(upward).toEqual([]);
  });
});
