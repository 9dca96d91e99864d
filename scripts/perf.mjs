#!/usr/bin/env node
/**
 * Performance budget check: Lighthouse (mobile) on every page of the
 * production build, several runs each, medians in a table, limits from
 * perf-budget.json.
 *
 * It builds nothing: run `npm run build` first. It serves build/ with
 * scripts/serve.mjs on a free port and drives the system Chromium
 * (/usr/bin/chromium, or PLAYWRIGHT_CHROMIUM_PATH / CHROME_PATH) headless.
 *
 * Lighthouse runs in its default configuration, which is the mobile one:
 * a Moto G Power-sized screen, simulated slow 4G and a 4x CPU slowdown
 * ("simulated throttling": the page loads at full speed and Lighthouse
 * computes what the metrics would have been on that device). Categories:
 * performance, accessibility, best practices, SEO.
 *
 * First-load bytes (the JS and CSS columns): the gzip size of every script
 * and stylesheet the page requests before it is interactive, that is before
 * React has hydrated it. The site marks that moment with the User Timing mark
 * `docusaurus-hydrated` (src/clientModules/hydrationMark.ts); the requests
 * and their start times come from Lighthouse's network-requests audit, the
 * mark from its user-timings audit. Sizes are the gzip-compressed bodies as
 * scripts/serve.mjs sends them (Content-Length of a gzip response, no
 * headers). Not counted as first-load:
 * - what a page loads after hydration, on its own (the code highlighter on
 *   pages with code): reported in the "JS later" column, not gated;
 * - the <link rel="prefetch"> requests Docusaurus makes for the pages a page
 *   links to (Lighthouse reports them as resourceType "Other"; they are for
 *   later navigations);
 * - search: its chunks and index load when the reader uses it.
 * If a page has no mark (it failed to hydrate), everything it requested
 * counts and the run is flagged. 1 KB = 1024 bytes.
 *
 * Gating (see perf-budget.json): byte sizes, CLS and the accessibility, best
 * practices and SEO scores are always gated. The performance score, LCP and
 * TBT depend on the load of the machine running the check, so when the
 * environment variable CI is set (CI=true) they are reported but not gated.
 *
 * Usage:
 *   node scripts/perf.mjs [--runs N] [--routes /a,/b] [--budget perf-budget.json]
 *                         [--out build/perf-report.md] [--dir build]
 * Runs per route: --runs, else PERF_RUNS, else 1 when CI is set and 3
 * otherwise. Routes: --routes, else every page in the build's sitemap.xml.
 * --dir serves another build directory (to measure an older build). The
 * Markdown table is printed and written to --out (default: perf-report.md in
 * the build directory); the raw medians go next to it as JSON.
 * Exit code: 0 when every gated budget holds, 1 on a breach, 2 on an error.
 */
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {CHROMIUM_ARGS} from './chromium.mjs';

const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// ---------------------------------------------------------------- options
const argv = process.argv.slice(2);
function option(name) {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = argv[i + 1];
  if (value === undefined || value.startsWith('--')) fail(`--${name} needs a value`);
  return value;
}
function fail(message) {
  console.error(`perf: ${message}`);
  process.exit(2);
}
if (argv.includes('--help') || argv.includes('-h')) {
  console.log('Usage: node scripts/perf.mjs [--runs N] [--routes /a,/b] [--budget perf-budget.json] [--out FILE] [--dir build]');
  process.exit(0);
}

const inCI = ['true', '1'].includes(String(process.env.CI ?? '').toLowerCase());
const runs = Number(option('runs') ?? process.env.PERF_RUNS ?? (inCI ? 1 : 3));
if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a positive integer, got ${runs}`);
const BUILD = path.resolve(ROOT, option('dir') ?? 'build');
const budgetFile = path.resolve(ROOT, option('budget') ?? 'perf-budget.json');
const outFile = path.resolve(ROOT, option('out') ?? path.join(BUILD, 'perf-report.md'));
const chromePath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(path.join(BUILD, 'index.html'))) fail(`no build found in ${BUILD}. Run "npm run build" first.`);

function sitemapRoutes() {
  const file = path.join(BUILD, 'sitemap.xml');
  if (!fs.existsSync(file)) fail(`${file} is missing; pass --routes`);
  const xml = fs.readFileSync(file, 'utf8');
  const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return [...new Set(routes)].sort();
}
const routes = option('routes')
  ? option('routes').split(',').map((r) => r.trim()).filter(Boolean)
  : sitemapRoutes();

// ---------------------------------------------------------------- budget
/**
 * perf-budget.json: {"budgets": {metric: {"max"|"min": n, "gate": "always"|"local"}},
 * "routes": {"/path": {metric: {...}}}} (per-route overrides, optional).
 */
const budget = JSON.parse(fs.readFileSync(budgetFile, 'utf8'));

/** The columns: key, heading, how to print a value. */
const METRICS = [
  {key: 'performance', label: 'Perf', fmt: (v) => String(v)},
  {key: 'accessibility', label: 'A11y', fmt: (v) => String(v)},
  {key: 'bestPractices', label: 'BP', fmt: (v) => String(v)},
  {key: 'seo', label: 'SEO', fmt: (v) => String(v)},
  {key: 'lcpMs', label: 'LCP (ms)', fmt: (v) => String(Math.round(v))},
  {key: 'tbtMs', label: 'TBT (ms)', fmt: (v) => String(Math.round(v))},
  {key: 'cls', label: 'CLS', fmt: (v) => (v === 0 ? '0' : v.toFixed(3))},
  {key: 'jsKB', label: 'JS (KB gz)', fmt: (v) => v.toFixed(1)},
  {key: 'cssKB', label: 'CSS (KB gz)', fmt: (v) => v.toFixed(1)},
  {key: 'jsLaterKB', label: 'JS later (KB gz)', fmt: (v) => v.toFixed(1)},
];

function limitsFor(route) {
  return {...budget.budgets, ...(budget.routes?.[route] ?? {})};
}

// ---------------------------------------------------------------- server
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const {port} = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs'), '--port', String(port), '--dir', BUILD], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the static server did not start within 15 s')), 15_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Serving')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the static server exited with code ${code}`));
    });
  });
  return {origin: `http://127.0.0.1:${port}`, stop: () => child.kill()};
}

// ---------------------------------------------------------------- lighthouse
/** The same switches the Playwright tests give the system Chromium (scripts/chromium.mjs). */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const LIGHTHOUSE_FLAGS = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  // Screenshots cost time and change no score or metric.
  disableFullPageScreenshot: true,
  skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
};

const HYDRATED_MARK = 'docusaurus-hydrated';

/** gzip body size of a URL as the static server sends it (memoized). */
const gzipSizes = new Map();
async function gzipSize(url) {
  if (!gzipSizes.has(url)) {
    gzipSizes.set(
      url,
      fetch(url, {method: 'HEAD', headers: {'accept-encoding': 'gzip'}}).then((res) => {
        const length = Number(res.headers.get('content-length'));
        if (!res.ok || !Number.isFinite(length)) throw new Error(`HEAD ${url}: ${res.status}`);
        return length;
      }),
    );
  }
  return gzipSizes.get(url);
}

/** Bytes of the page's scripts and stylesheets, before and after hydration. */
async function pageBytes(lhr) {
  const network = lhr.audits['network-requests']?.details;
  const items = network?.items ?? [];
  const networkStartTs = network?.debugData?.networkStartTimeTs;
  const timeOriginTs = lhr.audits.metrics?.details?.items?.[0]?.observedTimeOriginTs;
  const mark = (lhr.audits['user-timings']?.details?.items ?? []).find((i) => i.name === HYDRATED_MARK);
  const hydratedTs = mark && Number.isFinite(timeOriginTs) ? timeOriginTs + mark.startTime * 1000 : undefined;
  const bytes = {js: 0, css: 0, jsLater: 0, hydrated: hydratedTs !== undefined};
  for (const item of items) {
    if (item.resourceType !== 'Script' && item.resourceType !== 'Stylesheet') continue;
    if (!item.url.startsWith('http')) continue;
    const size = await gzipSize(item.url);
    const startedTs = networkStartTs + (item.rendererStartTime ?? 0) * 1000;
    const beforeInteractive = hydratedTs === undefined || !(startedTs > hydratedTs);
    if (item.resourceType === 'Stylesheet') bytes.css += size;
    else if (beforeInteractive) bytes.js += size;
    else bytes.jsLater += size;
  }
  return bytes;
}

async function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const bytes = await pageBytes(lhr);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKB: bytes.js / 1024,
    cssKB: bytes.css / 1024,
    jsLaterKB: bytes.jsLater / 1024,
    hydrated: bytes.hydrated,
  };
}

/** Audits that cost a category points, for the breach message. */
function failingAudits(lhr) {
  const out = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) out.push(`${id}: ${ref.id} (${a.title})`);
    }
  }
  return out;
}

function median(values) {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

// ---------------------------------------------------------------- main
const started = Date.now();
const server = await startServer();
const chrome = await chromeLauncher.launch({chromePath, chromeFlags: CHROME_FLAGS});
const results = [];
let errored = false;
try {
  for (const route of routes) {
    const samples = [];
    const problems = new Set();
    let unhydrated = 0;
    for (let i = 1; i <= runs; i++) {
      const url = server.origin + route;
      const result = await lighthouse(url, {...LIGHTHOUSE_FLAGS, port: chrome.port});
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) {
        console.error(`perf: ${route} run ${i}: ${lhr?.runtimeError?.message ?? 'Lighthouse returned no result'}`);
        errored = true;
        continue;
      }
      const s = await summarize(lhr);
      samples.push(s);
      for (const p of failingAudits(lhr)) problems.add(p);
      if (!s.hydrated) unhydrated++;
      console.error(
        `  ${route} run ${i}/${runs}: perf ${s.performance}, LCP ${Math.round(s.lcpMs)} ms, TBT ${Math.round(s.tbtMs)} ms, ` +
          `CLS ${s.cls}, JS ${s.jsKB.toFixed(1)} KB (+${s.jsLaterKB.toFixed(1)} KB later), CSS ${s.cssKB.toFixed(1)} KB`,
      );
    }
    const medians = Object.fromEntries(METRICS.map(({key}) => [key, median(samples.map((s) => s[key]))]));
    results.push({route, runs: samples.length, medians, problems: [...problems], unhydrated});
  }
} finally {
  await chrome.kill();
  server.stop();
}

// ---------------------------------------------------------------- report
const cell = (m, v) => (Number.isFinite(v) ? m.fmt(v) : 'n/a');
const breaches = [];
const notGated = [];
for (const {route, medians, problems, unhydrated} of results) {
  if (unhydrated) {
    breaches.push(`${route}: no "${HYDRATED_MARK}" mark in ${unhydrated} run(s): the page did not hydrate (all its requests were counted)`);
  }
  for (const [key, rule] of Object.entries(limitsFor(route))) {
    const value = medians[key];
    if (value === undefined) continue;
    const broken =
      !Number.isFinite(value) ||
      (rule.max !== undefined && value > rule.max) ||
      (rule.min !== undefined && value < rule.min);
    if (!broken) continue;
    const metric = METRICS.find((m) => m.key === key);
    const limit = rule.max !== undefined ? `max ${rule.max}` : `min ${rule.min}`;
    const line = `${route}: ${metric?.label ?? key} = ${metric ? cell(metric, value) : value} (${limit})`;
    if (rule.gate === 'local' && inCI) notGated.push(line);
    else breaches.push(problems.length && /A11y|BP|SEO/.test(metric?.label) ? `${line}; failing audits: ${problems.join('; ')}` : line);
  }
}

const header = `| Route | ${METRICS.map((m) => m.label).join(' | ')} |`;
const rule = `|---|${METRICS.map(() => '---:').join('|')}|`;
const rows = results.map(({route, medians}) => `| ${route} | ${METRICS.map((m) => cell(m, medians[m.key])).join(' | ')} |`);
const budgetLine = Object.entries(budget.budgets)
  .map(([key, r]) => `${METRICS.find((m) => m.key === key)?.label ?? key} ${r.max !== undefined ? `≤ ${r.max}` : `≥ ${r.min}`}${r.gate === 'local' ? ' (not gated in CI)' : ''}`)
  .join(', ');
const table = [
  `Lighthouse ${LIGHTHOUSE_VERSION} mobile (simulated throttling), median of ${runs} run${runs > 1 ? 's' : ''} per page, ${new Date().toISOString().slice(0, 10)}.`,
  '',
  header,
  rule,
  ...rows,
  '',
  `Budget: ${budgetLine}.`,
  '',
  'JS and CSS: gzip bytes requested before the page is interactive (hydrated). JS later: scripts the page loads by itself after that (not gated).',
].join('\n');

fs.mkdirSync(path.dirname(outFile), {recursive: true});
fs.writeFileSync(outFile, `${table}\n`);
fs.writeFileSync(outFile.replace(/\.md$/, '') + '.json', `${JSON.stringify({runs, results}, null, 2)}\n`);

console.log(`\n${table}\n`);
console.log(`Report written to ${path.relative(ROOT, outFile)} (${Math.round((Date.now() - started) / 1000)} s).`);
if (notGated.length) {
  console.log(`\nOver budget but not gated (CI: machine-dependent metrics):\n  ${notGated.join('\n  ')}`);
}
if (breaches.length) {
  console.error(`\nPerformance budget broken:\n  ${breaches.join('\n  ')}`);
  process.exit(1);
}
if (errored) {
  console.error('\nSome Lighthouse runs failed (see above).');
  process.exit(2);
}
console.log('\nEvery gated budget holds.');
