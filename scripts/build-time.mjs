#!/usr/bin/env node
/**
 * Cold production build time: the stock webpack pipeline (webpack, Babel,
 * Terser, cssnano) against @docusaurus/faster (Rspack, SWC, Lightning CSS),
 * each the median of several runs, and their ratio.
 *
 * Every run is cold: build/ and .docusaurus/ are deleted first, and webpack's
 * persistent cache is pointed at a new, empty directory (WEBPACK_CACHE_DIR,
 * read in docusaurus.config.ts; Rspack keeps no cache on disk). node_modules
 * is left alone, so the cache other checkouts may share there is neither used
 * nor touched. The two pipelines alternate, so that a change in the machine's
 * load affects both alike; the last build is a faster one, so build/ is left
 * as `npm run build` makes it.
 *
 * Usage: node scripts/build-time.mjs [--runs 3]   (or PERF_BUILD_RUNS)
 * Prints a Markdown table and writes it to .cache/build-time.md.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const runsArg = argv.indexOf('--runs') >= 0 ? argv[argv.indexOf('--runs') + 1] : undefined;
const runs = Number(runsArg ?? process.env.PERF_BUILD_RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`build-time: --runs must be a positive integer, got ${runsArg}`);
  process.exit(2);
}

const MODES = {
  webpack: {label: 'webpack (stock)', env: {DOCUSAURUS_FASTER: '0'}},
  faster: {label: '@docusaurus/faster', env: {DOCUSAURUS_FASTER: '1'}},
};
const CACHE_ROOT = path.join(ROOT, '.cache', 'build-time');
const docusaurus = path.join(ROOT, 'node_modules', '.bin', 'docusaurus');

function clean() {
  for (const dir of ['build', '.docusaurus']) fs.rmSync(path.join(ROOT, dir), {recursive: true, force: true});
}

function build(mode, run) {
  clean();
  const cacheDir = path.join(CACHE_ROOT, `${mode}-${run}`);
  fs.rmSync(cacheDir, {recursive: true, force: true});
  fs.mkdirSync(cacheDir, {recursive: true});
  const env = {...process.env, ...MODES[mode].env, WEBPACK_CACHE_DIR: cacheDir, NO_UPDATE_NOTIFIER: '1'};
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(docusaurus, ['build'], {cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe']});
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      fs.rmSync(cacheDir, {recursive: true, force: true});
      if (code === 0) resolve(seconds);
      else reject(new Error(`${mode} build ${run} failed (exit ${code}):\n${stderr.slice(-2000)}`));
    });
  });
}

function median(values) {
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

const times = {webpack: [], faster: []};
for (let round = 0; round < runs; round++) {
  // Alternate the order; the last round ends with faster.
  const order = (runs - 1 - round) % 2 === 0 ? ['webpack', 'faster'] : ['faster', 'webpack'];
  for (const mode of order) {
    const seconds = await build(mode, round + 1);
    times[mode].push(seconds);
    console.error(`  run ${round + 1}/${runs} ${MODES[mode].label}: ${seconds.toFixed(1)} s`);
  }
}

const med = {webpack: median(times.webpack), faster: median(times.faster)};
const fmt = (s) => `${s.toFixed(1)} s`;
const table = [
  `Cold \`docusaurus build\`, median of ${runs} run${runs > 1 ? 's' : ''} each, ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| Pipeline | Runs | Median |',
  '|---|---|---:|',
  ...Object.keys(MODES).map((m) => `| ${MODES[m].label} | ${times[m].map(fmt).join(', ')} | ${fmt(med[m])} |`),
  '',
  `Ratio faster / webpack: ${(med.faster / med.webpack).toFixed(2)}×`,
].join('\n');
fs.mkdirSync(path.dirname(CACHE_ROOT), {recursive: true});
fs.writeFileSync(path.join(ROOT, '.cache', 'build-time.md'), `${table}\n`);
console.log(`\n${table}\n`);
