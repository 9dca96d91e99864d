#!/usr/bin/env node
// @ts-check
/**
 * What is in the main bundle (`main.<hash>.js`, loaded and parsed by every
 * page): builds the site into a temporary folder with webpack-bundle-analyzer
 * in JSON mode (the `bundle-report` plugin in docusaurus.config.ts, switched
 * on by BUNDLE_REPORT_FILE) and prints the largest modules of the main chunk
 * as a Markdown table.
 *
 * Sizes are those of webpack-bundle-analyzer: "min" is a module's minified
 * code as it stands in the bundle, "gzip" that code compressed on its own
 * (so the gzip column adds up to a little more than the gzip size of the
 * whole file, which is printed underneath). Modules of one npm package are
 * added up into one row; Docusaurus's packages are split by their theme
 * component or client folder, and the site's own files are listed one by one.
 *
 * Usage: node scripts/bundle-report.mjs [--top 10] [--keep]
 *   --keep  leave the temporary build folder and the JSON report in place
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const topIndex = argv.indexOf('--top');
const top = topIndex >= 0 ? Number(argv[topIndex + 1]) : 10;
if (!Number.isInteger(top) || top < 1) {
  console.error('bundle-report: --top needs a positive whole number');
  process.exit(2);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-report-'));
const outDir = path.join(work, 'build');
const reportFile = path.join(work, 'bundle.json');
console.error(`Building into ${outDir} to analyse the bundles…`);
const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', outDir], {
  cwd: ROOT,
  env: {...process.env, BUNDLE_REPORT_FILE: reportFile, NO_UPDATE_NOTIFIER: '1'},
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0 || !fs.existsSync(reportFile)) {
  console.error('bundle-report: the build failed or wrote no report');
  process.exit(2);
}

/** @typedef {{label: string, statSize?: number, parsedSize?: number, gzipSize?: number, groups?: Group[]}} Group */
/** @type {Group[]} */
const chunks = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
const main = chunks.find((c) => /(^|\/)main\.[0-9a-f]+\.js$/.test(c.label));
if (!main) {
  console.error('bundle-report: no main chunk in the report');
  process.exit(2);
}

/** @param {Group} group @param {string} trail @returns {{path: string, parsed: number, gzip: number}[]} */
function leaves(group, trail) {
  const here = `${trail}/${group.label}`;
  if (group.groups?.length) return group.groups.flatMap((g) => leaves(g, here));
  return [{path: here, parsed: group.parsedSize ?? 0, gzip: group.gzipSize ?? 0}];
}

/** The row a module is counted under. @param {string} modulePath */
function rowOf(modulePath) {
  // A concatenated module's path holds its parts' paths: the last one counts.
  const inner = modulePath.slice(Math.max(0, modulePath.lastIndexOf('(concatenated)/') + '(concatenated)'.length));
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)(\/.*)?$/.exec(inner.slice(inner.lastIndexOf('node_modules/')));
  if (pkg) {
    const [, name, rest = ''] = pkg;
    if (name.startsWith('@docusaurus/')) {
      const part = /^\/lib\/(theme|client|contexts|hooks|utils|components)\/([^/.]+)/.exec(rest);
      return part ? `${name} ${part[1]}/${part[2]}` : name;
    }
    return name;
  }
  const own = /\/(src|\.docusaurus)\/(.*)$/.exec(inner);
  return own ? `${own[1]}/${own[2].replace(/ \+ \d+ modules \(concatenated\).*$/, '')}` : modulePath;
}

/** @type {Map<string, {parsed: number, gzip: number}>} */
const rows = new Map();
for (const leaf of leaves(main, '')) {
  const key = rowOf(leaf.path);
  const row = rows.get(key) ?? {parsed: 0, gzip: 0};
  row.parsed += leaf.parsed;
  row.gzip += leaf.gzip;
  rows.set(key, row);
}
const sorted = [...rows.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
/** @param {number} bytes */
const kib = (bytes) => (bytes / 1024).toFixed(1);
const mainFile = path.join(outDir, main.label);
const mainGzip = zlib.gzipSync(fs.readFileSync(mainFile), {level: 9}).length;

const lines = [
  `Main bundle \`${path.basename(main.label)}\`: ${kib(fs.statSync(mainFile).size)} KiB minified, ${kib(mainGzip)} KiB gzip, ${rows.size} rows.`,
  '',
  '| # | Module | gzip (KiB) | min (KiB) |',
  '| ---: | --- | ---: | ---: |',
  ...sorted.slice(0, top).map(([name, row], i) => `| ${i + 1} | \`${name}\` | ${kib(row.gzip)} | ${kib(row.parsed)} |`),
];
console.log(lines.join('\n'));

if (argv.includes('--keep')) console.error(`Kept ${work}`);
else fs.rmSync(work, {recursive: true, force: true});
