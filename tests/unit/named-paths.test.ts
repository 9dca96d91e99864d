/**
 * Every file or folder of the repository that a comment, the README,
 * CONTRIBUTING.md, UPGRADE.md, ARCHITECTURE.md, deploy/, tools/ or the CI files name exists
 * (issue 36): a note that points at a file that was moved or deleted misleads the next maintainer.
 * A path is a word that starts with one of the repository's top folders
 * (`src/plugins/built-pages.ts`, `tests/e2e/support/`); a placeholder
 * (`docs/<section>/<page>.mdx`), a pattern (`static/img/*`) or a built file
 * (`build/…`, `.e2e/…`) is not a path of the repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../support/site';

const TOP = ['src', 'scripts', 'tools', 'tests', 'docs', 'deploy', 'static', '.github', '.ci'];
const SKIP_DIRS = new Set([
  'node_modules',
  'build',
  '.e2e',
  '.docusaurus',
  '.git',
  'test-results',
  'playwright-report',
  'fixtures',
]);

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : filesUnder(rel);
    return /\.(ts|tsx|mjs|js|cjs|mts|css|md|mdx|json|jsonc|yml|conf)$|^run$/.test(entry.name)
      ? [rel]
      : [];
  });
}

/** The files whose words are read: every source, test and note of the repository. */
const FILES = [
  ...[
    'README.md',
    'CONTRIBUTING.md',
    'UPGRADE.md',
    'ARCHITECTURE.md',
    'docusaurus.config.ts',
    'sidebars.ts',
    'playwright.config.ts',
    'vitest.config.mts',
    'knip.config.ts',
    'package.json',
    'cspell.json',
    '.markdownlint-cli2.jsonc',
  ],
  // Not this file: its own examples name paths that don't exist.
  ...TOP.flatMap((dir) => filesUnder(dir)).filter(
    (file) => file !== 'tests/unit/named-paths.test.ts',
  ),
];

/** A code file's comments, line for line (other lines blank): code and test data may name files that need not exist. */
export function commentsOf(code: string): string {
  return code
    .split('\n')
    .map((line) => {
      if (/^\s*(\/\/|\/\*|\*)/.test(line)) return line;
      const trailing = line.indexOf(' // ');
      return trailing >= 0 ? line.slice(trailing) : '';
    })
    .join('\n');
}

/** The repository paths a text names, with their line numbers. */
export function namedPaths(text: string): {path: string; line: number}[] {
  const found: {path: string; line: number}[] = [];
  const word = new RegExp(
    `(?<![\\w./@-])(?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[\\w.@/[\\]-]*`,
    'g',
  );
  text.split('\n').forEach((line, i) => {
    for (const match of line.matchAll(word)) {
      const after = line.slice((match.index ?? 0) + match[0].length);
      // Placeholders and patterns: `docs/<section>/…`, `static/img/*`, `src/**`.
      if (/^[<*{…$]/.test(after)) continue;
      const named = match[0].replace(/[.,:;)\]]+$/, '').replace(/\/$/, '');
      if (named.includes('[') || named.split('/').length < 2) continue;
      found.push({path: named, line: i + 1});
    }
  });
  return found;
}

describe('paths named in the repository', () => {
  it('are found (a check of the check)', () => {
    expect(namedPaths('see src/plugins/built-pages.ts, and tests/e2e/support/.')).toEqual([
      {path: 'src/plugins/built-pages.ts', line: 1},
      {path: 'tests/e2e/support', line: 1},
    ]);
    expect(namedPaths('`docs/<section>/<page>.mdx`, static/img/*, ../src/x, @site/src/y')).toEqual(
      [],
    );
    expect(
      commentsOf("const a = 'docs/x.mdx'; // see src/y.ts\n/** src/z.ts */\nfoo('src/w.ts');"),
    ).toBe(' // see src/y.ts\n/** src/z.ts */\n');
  });

  it('all exist', () => {
    const missing: string[] = [];
    for (const file of FILES) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const {path: named, line} of namedPaths(
        /\.(ts|tsx|mjs|js|cjs|mts)$/.test(file) ? commentsOf(text) : text,
      )) {
        // A folder, a file, or a module named without its extension (`src/theme/Loading`).
        const exists = ['', '.ts', '.tsx', '.mjs', '.js', '.mdx', '.md'].some((ext) =>
          fs.existsSync(path.join(ROOT, named + ext)),
        );
        if (!exists) missing.push(`${file}:${line}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
