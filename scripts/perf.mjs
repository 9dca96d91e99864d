#!/usr/bin/env node
// @ts-check
/**
 * Performance budget check: Lighthouse (mobile) on every page of the
 * production build, several runs each, medians in a table, limits from
 * perf-budget.json. With --compare, a second build (the stock Docusaurus
 * template, an older commit's build) is measured in the same run and shown
 * beside this one.
 *
 * It builds nothing: run `npm run build` first. It serves each build with
 * scripts/static-server.mjs on a free port (this site's with the headers of
 * its build/_headers) and drives the system Chromium (/usr/bin/chromium, or
 * PLAYWRIGHT_CHROMIUM_PATH / CHROME_PATH) headless.
 *
 * Lighthouse runs in its default configuration, which is the mobile one:
 * a Moto G Power-sized screen, simulated slow 4G and a 4x CPU slowdown
 * ("simulated throttling": the page loads at full speed and Lighthouse
 * computes what the metrics would have been on that device). Categories:
 * performance, accessibility, best practices, SEO.
 *
 * What the columns count, as a reader's browser loads the page:
 * - JS: every script the page requests from the start until it has loaded and
 *   the network and main thread are quiet (Lighthouse's end of trace), lazy
 *   chunks the page itself triggers (a code highlighter, a search worker)
 *   included; prefetches for other pages are not (next column). Gzip bytes of
 *   each file's body as the static server sends it (Content-Length of a gzip
 *   response), so the figure does not depend on headers or caching.
 * - Prefetched JS: the `<link rel="prefetch">` scripts requested for pages
 *   the reader may open next (Lighthouse priority "VeryLow", type "Other").
 * - Requests: every request of the page load, prefetches included.
 * - CSS: the page's stylesheets, gzip.
 * 1 KiB = 1024 bytes.
 *
 * Routes: every page in the build's sitemap.xml, plus the search page and the
 * not-found page (/404.html, which is what every unknown path serves). With
 * --compare DIR, the second build's routes are its own sitemap's, or
 * --compare-routes.
 *
 * Gating (see perf-budget.json): byte sizes, CLS and the accessibility, best
 * practices and SEO scores are always gated. The performance score, LCP and
 * TBT depend on the load of the machine running the check, so when the
 * environment variable CI is set (CI=true) they are reported but not gated.
 * The second build is never gated.
 *
 * Usage:
 *   node scripts/perf.mjs [--runs N] [--routes /a,/b] [--dir build]
 *                         [--compare DIR] [--compare-routes /x,/y] [--compare-label NAME]
 *                         [--budget perf-budget.json] [--out build/perf-report.md]
 * Runs per route: --runs, else PERF_RUNS, else 1 when CI is set and 3
 * otherwise. The Markdown report is printed and written to --out (default:
 * perf-report.md in the build directory); the raw medians go next to it as JSON.
 * Exit code: 0 when every gated budget holds, 1 on a breach, 2 on an error.
 */
import {createRequire} from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {CHROMIUM_ARGS} from './chromium.mjs';
import {createStaticServer} from './static-server.mjs';

const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// ---------------------------------------------------------------- options
const argv = process.argv.slice(2);
/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`perf: ${message}`);
  process.exit(2);
}
/** @param {string} name */
function option(name) {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = argv[i + 1];
  if (value === undefined || value.startsWith('--')) fail(`--${name} needs a value`);
  return value;
}
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(
    'Usage: node scripts/perf.mjs [--runs N] [--routes /a,/b] [--dir build] [--compare DIR] [--compare-routes /x,/y] [--compare-label NAME] [--budget perf-budget.json] [--out FILE]',
  );
  process.exit(0);
}
/** @param {string | undefined} list */
const routeList = (list) => list?.split(',').map((r) => r.trim()).filter(Boolean);

const inCI = ['true', '1'].includes(String(process.env.CI ?? '').toLowerCase());
const runs = Number(option('runs') ?? process.env.PERF_RUNS ?? (inCI ? 1 : 3));
if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a positive integer, got ${runs}`);
const BUILD = path.resolve(ROOT, option('dir') ?? 'build');
const COMPARE = option('compare') ? path.resolve(ROOT, /** @type {string} */ (option('compare'))) : undefined;
const compareLabel = option('compare-label') ?? (COMPARE ? path.basename(path.dirname(COMPARE)) || 'other build' : '');
const budgetFile = path.resolve(ROOT, option('budget') ?? 'perf-budget.json');
const outFile = path.resolve(ROOT, option('out') ?? path.join(BUILD, 'perf-report.md'));
const chromePath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

for (const dir of [BUILD, COMPARE]) {
  if (dir && !fs.existsSync(path.join(dir, 'index.html'))) fail(`no build found in ${dir}. Run "npm run build" first.`);
}

/** The pages of a build's sitemap, plus its search and not-found pages when it has them. @param {string} dir */
function buildRoutes(dir) {
  const file = path.join(dir, 'sitemap.xml');
  if (!fs.existsSync(file)) fail(`${file} is missing; pass the routes to measure`);
  const xml = fs.readFileSync(file, 'utf8');
  const routes = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
  if (fs.existsSync(path.join(dir, 'search/index.html')) || fs.existsSync(path.join(dir, 'search.html'))) routes.add('/search');
  if (fs.existsSync(path.join(dir, '404.html'))) routes.add('/404.html');
  return [...routes].sort();
}

const routes = routeList(option('routes')) ?? buildRoutes(BUILD);
const compareRoutes = COMPARE ? routeList(option('compare-routes')) ?? buildRoutes(COMPARE) : [];

// ---------------------------------------------------------------- budget
/**
 * perf-budget.json: {"budgets": {metric: {"max"|"min": n, "gate": "always"|"local"}},
 * "routes": {"/path": {metric: {...} | {"skip": "why"}}}} (per-route overrides,
 * optional; "skip" leaves a metric ungated on that page, with the reason).
 * @typedef {{max?: number, min?: number, gate?: 'always' | 'local', skip?: string}} Rule
 * @type {{budgets: Record<string, Rule>, routes?: Record<string, Record<string, Rule>>}}
 */
const budget = JSON.parse(fs.readFileSync(budgetFile, 'utf8'));

/** @typedef {{key: string, label: string, fmt: (v: number) => string}} Metric */
/** @type {Metric[]} The columns: key, heading, how to print a value. */
const METRICS = [
  {key: 'jsKB', label: 'JS (KiB gz)', fmt: (v) => v.toFixed(1)},
  {key: 'requests', label: 'Requests', fmt: (v) => String(Math.round(v))},
  {key: 'prefetchKB', label: 'Prefetched JS (KiB gz)', fmt: (v) => v.toFixed(1)},
  {key: 'cssKB', label: 'CSS (KiB gz)', fmt: (v) => v.toFixed(1)},
  {key: 'performance', label: 'Perf', fmt: (v) => String(v)},
  {key: 'lcpMs', label: 'LCP (ms)', fmt: (v) => String(Math.round(v))},
  {key: 'tbtMs', label: 'TBT (ms)', fmt: (v) => String(Math.round(v))},
  {key: 'cls', label: 'CLS', fmt: (v) => (v === 0 ? '0' : v.toFixed(3))},
  {key: 'accessibility', label: 'A11y', fmt: (v) => String(v)},
  {key: 'bestPractices', label: 'BP', fmt: (v) => String(v)},
  {key: 'seo', label: 'SEO', fmt: (v) => String(v)},
];
/** @param {string} key */
const metricOf = (key) => METRICS.find((m) => m.key === key);

/** The gated limits of a page. @param {string} route */
function limitsFor(route) {
  const limits = {...budget.budgets, ...(budget.routes?.[route] ?? {})};
  return Object.fromEntries(Object.entries(limits).filter(([, rule]) => !rule.skip));
}

// ---------------------------------------------------------------- servers
/** Serve a build folder on a free port. @param {string} root @param {boolean} headers */
async function serve(root, headers) {
  const server = createStaticServer({root, headers});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') fail('the static server has no port');
  return {origin: `http://127.0.0.1:${address.port}`, stop: () => server.close()};
}

/** gzip body size of a URL as the static server sends it (memoized). @type {Map<string, Promise<number>>} */
const gzipSizes = new Map();
/** @param {string} url */
function gzipSize(url) {
  let size = gzipSizes.get(url);
  if (!size) {
    size = fetch(url, {method: 'HEAD', headers: {'accept-encoding': 'gzip'}}).then((res) => {
      const length = Number(res.headers.get('content-length'));
      if (!res.ok || !Number.isFinite(length)) throw new Error(`HEAD ${url}: ${res.status}`);
      return length;
    });
    gzipSizes.set(url, size);
  }
  return size;
}

// ---------------------------------------------------------------- lighthouse
/** The same switches the Playwright tests give the system Chromium (scripts/chromium.mjs). */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const LIGHTHOUSE_FLAGS = {
  output: /** @type {'json'} */ ('json'),
  logLevel: /** @type {'error'} */ ('error'),
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  // Screenshots cost time and change no score or metric.
  disableFullPageScreenshot: true,
  skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
};

/** A `<link rel="prefetch">` request, as Lighthouse records it. @param {{resourceType?: string, priority?: string}} item */
const isPrefetch = (item) => item.resourceType === 'Other' && item.priority === 'VeryLow';

/** Bytes and requests of a page load. @param {any} lhr */
async function pageBytes(lhr) {
  /** @type {{url: string, resourceType?: string, priority?: string}[]} */
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = {js: 0, prefetch: 0, css: 0, requests: items.length};
  for (const item of items) {
    if (!item.url.startsWith('http')) continue;
    const {pathname} = new URL(item.url);
    if (item.resourceType === 'Stylesheet') bytes.css += await gzipSize(item.url);
    else if (pathname.endsWith('.js')) {
      if (isPrefetch(item)) bytes.prefetch += await gzipSize(item.url);
      else bytes.js += await gzipSize(item.url);
    }
  }
  return bytes;
}

/** @param {any} lhr */
async function summarize(lhr) {
  /** @param {string} id */
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  /** @param {string} id */
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
    prefetchKB: bytes.prefetch / 1024,
    cssKB: bytes.css / 1024,
    requests: bytes.requests,
  };
}

/** Audits that cost a category points, for the breach message. @param {any} lhr */
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

/** @param {number[]} values */
function median(values) {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/**
 * Measure the routes of one build.
 * @param {{name: string, dir: string, routes: string[], headers: boolean}} build
 * @param {number} port Chromium's debugging port
 */
async function measure(build, port) {
  const server = await serve(build.dir, build.headers);
  /** @type {{route: string, runs: number, medians: Record<string, number>, problems: string[]}[]} */
  const results = [];
  let errored = false;
  try {
    for (const route of build.routes) {
      /** @type {Awaited<ReturnType<typeof summarize>>[]} */
      const samples = [];
      const problems = new Set();
      for (let i = 1; i <= runs; i++) {
        const result = await lighthouse(server.origin + route, {...LIGHTHOUSE_FLAGS, port});
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) {
          console.error(`perf: ${build.name} ${route} run ${i}: ${lhr?.runtimeError?.message ?? 'Lighthouse returned no result'}`);
          errored = true;
          continue;
        }
        const s = await summarize(lhr);
        samples.push(s);
        for (const p of failingAudits(lhr)) problems.add(p);
        console.error(
          `  ${build.name} ${route} run ${i}/${runs}: JS ${s.jsKB.toFixed(1)} KiB, ${s.requests} requests, perf ${s.performance}, ` +
            `TBT ${Math.round(s.tbtMs)} ms, LCP ${Math.round(s.lcpMs)} ms, CLS ${s.cls}`,
        );
      }
      const medians = Object.fromEntries(METRICS.map(({key}) => [key, median(samples.map((s) => /** @type {any} */ (s)[key]))]));
      results.push({route, runs: samples.length, medians, problems: [...problems]});
    }
  } finally {
    server.stop();
  }
  return {results, errored};
}

// ---------------------------------------------------------------- main
const started = Date.now();
const chrome = await chromeLauncher.launch({chromePath, chromeFlags: CHROME_FLAGS});
/** @type {Awaited<ReturnType<typeof measure>>} */
let site;
/** @type {Awaited<ReturnType<typeof measure>> | undefined} */
let other;
try {
  site = await measure({name: 'site', dir: BUILD, routes, headers: fs.existsSync(path.join(BUILD, '_headers'))}, chrome.port);
  if (COMPARE) other = await measure({name: compareLabel, dir: COMPARE, routes: compareRoutes, headers: false}, chrome.port);
} finally {
  await chrome.kill();
}

// ---------------------------------------------------------------- report
/** @param {Metric | undefined} m @param {number} v */
const cell = (m, v) => (m && Number.isFinite(v) ? m.fmt(v) : 'n/a');
const breaches = [];
const notGated = [];
for (const {route, medians, problems} of site.results) {
  for (const [key, rule] of Object.entries(limitsFor(route))) {
    const value = medians[key];
    if (value === undefined) continue;
    const broken =
      !Number.isFinite(value) || (rule.max !== undefined && value > rule.max) || (rule.min !== undefined && value < rule.min);
    if (!broken) continue;
    const metric = metricOf(key);
    const limit = rule.max !== undefined ? `max ${rule.max}` : `min ${rule.min}`;
    const line = `${route}: ${metric?.label ?? key} = ${cell(metric, value)} (${limit})`;
    if (rule.gate === 'local' && inCI) notGated.push(line);
    else breaches.push(problems.length && /A11y|BP|SEO/.test(metric?.label ?? '') ? `${line}; failing audits: ${problems.join('; ')}` : line);
  }
}

/** @param {{route: string, medians: Record<string, number>}[]} results @param {Metric[]} metrics */
function table(results, metrics) {
  return [
    `| Route | ${metrics.map((m) => m.label).join(' | ')} |`,
    `|---|${metrics.map(() => '---:').join('|')}|`,
    ...results.map(({route, medians}) => `| ${route} | ${metrics.map((m) => cell(m, medians[m.key])).join(' | ')} |`),
  ];
}

const budgetLine = Object.entries(budget.budgets)
  .map(([key, r]) => `${metricOf(key)?.label ?? key} ${r.max !== undefined ? `≤ ${r.max}` : `≥ ${r.min}`}${r.gate === 'local' ? ' (not gated in CI)' : ''}`)
  .join(', ');
const jsValues = site.results.map((r) => r.medians.jsKB).filter(Number.isFinite);
const skipped = Object.entries(budget.routes ?? {}).flatMap(([route, rules]) =>
  Object.entries(rules).flatMap(([key, rule]) => (rule.skip ? [`${route}: ${metricOf(key)?.label ?? key} not gated: ${rule.skip}`] : [])),
);
const lines = [
  `Lighthouse ${LIGHTHOUSE_VERSION} mobile (simulated throttling), median of ${runs} run${runs > 1 ? 's' : ''} per page, ${new Date().toISOString().slice(0, 10)}.`,
  '',
  ...table(site.results, METRICS),
  '',
  `JS during load: ${Math.min(...jsValues).toFixed(1)} to ${Math.max(...jsValues).toFixed(1)} KiB gzip across ${jsValues.length} pages.`,
  `Budget: ${budgetLine}.`,
  ...skipped,
];
if (other) {
  const side = ['jsKB', 'requests', 'prefetchKB', 'tbtMs', 'performance', 'lcpMs'].map((k) => /** @type {Metric} */ (metricOf(k)));
  lines.push(
    '',
    `Side by side in the same run: this site and ${compareLabel} (${path.relative(ROOT, COMPARE ?? '') || COMPARE}).`,
    '',
    `| Build | Route | ${side.map((m) => m.label).join(' | ')} |`,
    `|---|---|${side.map(() => '---:').join('|')}|`,
    ...[...site.results.map((r) => ['this site', r]), ...other.results.map((r) => [compareLabel, r])].map(
      ([name, r]) => `| ${name} | ${/** @type {any} */ (r).route} | ${side.map((m) => cell(m, /** @type {any} */ (r).medians[m.key])).join(' | ')} |`,
    ),
  );
}
const report = lines.join('\n');

fs.mkdirSync(path.dirname(outFile), {recursive: true});
fs.writeFileSync(outFile, `${report}\n`);
fs.writeFileSync(outFile.replace(/\.md$/, '') + '.json', `${JSON.stringify({runs, site: site.results, other: other?.results}, null, 2)}\n`);

console.log(`\n${report}\n`);
console.log(`Report written to ${path.relative(ROOT, outFile)} (${Math.round((Date.now() - started) / 1000)} s).`);
if (notGated.length) console.log(`\nOver budget but not gated (CI: machine-dependent metrics):\n  ${notGated.join('\n  ')}`);
if (breaches.length) {
  console.error(`\nPerformance budget broken:\n  ${breaches.join('\n  ')}`);
  process.exit(1);
}
if (site.errored || other?.errored) {
  console.error('\nSome Lighthouse runs failed (see above).');
  process.exit(2);
}
console.log('\nEvery gated budget holds.');
