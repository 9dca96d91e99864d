#!/usr/bin/env node
// @ts-check
/**
 * Performance lab: Lighthouse (mobile, simulated throttling) and a really
 * 4x-throttled Chromium on every page of the production build (sitemap,
 * search page, /404.html), medians in tables, limits from perf-budget.json.
 * It builds nothing: run `npm run build` first (and `npm run perf:stock`
 * once, for the stock template). Each build is served by
 * scripts/static-server.mjs on a free port (with its _headers, if it has
 * one) and measured with the system Chromium.
 *
 * Every build is measured against its own floor, in the same run: from the
 * build it makes the floor (the built HTML and CSS, every script removed)
 * and the bare pages (scripts and stylesheets removed), ./variants.mjs, and
 * loads bare, floor and site pages and the stock template's (the reference
 * of the relative budgets) interleaved load by load, so that all meet the
 * same machine load. It prints the ratios that do not move with that load:
 * the site's longest task over the floor's, its long-task time less the
 * floor's, and its long-task time over the stock template's.
 *
 * --compare DIR (as often as needed, each with --compare-label and
 * --compare-routes) measures other builds in the same run, with their own
 * floors, and prints this build's figures over theirs.
 *
 * Columns (tools/perf/README.md says what each counts): JS, prefetched JS
 * and CSS in gzip KiB (1024 bytes) of the bodies as served; requests;
 * Lighthouse's TBT and main-thread work; "real" long-task time (the sum of
 * each `longtask` over 50 ms, from the start until the network has been idle
 * 500 ms plus 2.5 s) and longest task, median of --real-runs fresh loads;
 * the same from each load's trace by the thread's CPU time (which a busy
 * machine does not inflate). Below the tables, what Chromium did in each
 * page's longest tasks (layout, style, script, compile, parse, paint,
 * garbage collection), from the trace of its median load.
 *
 * Gating: bytes, CLS and the accessibility, best-practices and SEO scores
 * always; the performance score, LCP, TBT and the real-browser figures
 * depend on the machine's load, so with CI set they are reported only.
 *
 * Options: USAGE below (`npm run perf -- --help`).
 * Exit code: 0 when every gated budget holds, 1 on a breach, 2 on an error.
 */
import {createRequire} from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS} from '../../src/node/chromium.mjs';
import {createStaticServer} from '../../scripts/static-server.mjs';
import {STOCK_BUILD} from './stock-template.mjs';
import {makeVariant} from './variants.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What can be measured of a build: as shipped, its floor, its bare HTML (./variants.mjs). */
const VARIANTS = /** @type {const} */ (['bare', 'floor', 'site']);
/** @typedef {(typeof VARIANTS)[number]} Variant */

const USAGE = `Usage: npm run perf -- [options]   (node tools/perf/perf.mjs [options])
  --runs N              Lighthouse runs per page, of the site as shipped (default: PERF_RUNS,
                        else 1 with CI and 3 otherwise; 0: none, real-browser figures only)
  --real-runs N         real-browser loads per page and variant, CPU 4x slower, each traced
                        (default 5, at least 5 for figures to compare)
  --routes /a,/b        the pages to measure (default: the sitemap, /search and /404.html)
  --variants LIST       what to load of this build and each compared one, of bare,floor,site
                        (default: all three)
  --dir DIR             the build to measure (default: build)
  --stock DIR           the stock template's build, the reference of the relative budgets
                        (default: where npm run perf:stock builds it; "none": not measured)
  --stock-routes /x,/y  its pages (default: /docs/intro; the first is the reference)
  --compare DIR         another build measured in the same run (as often as needed), each with
    --compare-label NAME    its name in the report
    --compare-routes /x,/y  its pages (default: its sitemap)
  --budget FILE         the limits (default: perf-budget.json)
  --out FILE            the report (default: build/perf-report.md, the medians beside it as .json)
  --help                this text`;

// ---------------------------------------------------------------- options
/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`perf: ${message}`);
  process.exit(2);
}
const many = {type: /** @type {const} */ ('string'), multiple: true};
const one = {type: /** @type {const} */ ('string')};
/** @type {{values: Record<string, string | boolean | string[] | undefined>}} */
let parsed = {values: {}};
try {
  parsed = parseArgs({
    options: {
      runs: one,
      'real-runs': one,
      routes: one,
      variants: one,
      dir: one,
      stock: one,
      'stock-routes': one,
      budget: one,
      out: one,
      compare: many,
      'compare-label': many,
      'compare-routes': many,
      help: {type: /** @type {const} */ ('boolean')},
    },
  });
} catch (error) {
  fail(`${/** @type {Error} */ (error).message}\n${USAGE}`);
}
if (parsed.values.help) {
  console.log(USAGE);
  process.exit(0);
}

/**
 * The lab's own packages (tools/perf/package.json) are not the site's, so
 * `npm ci` at the top does not install them.
 */
const [{default: lighthouse}, chromeLauncher] = await Promise.all([
  import('lighthouse'),
  import('chrome-launcher'),
]).catch((/** @type {NodeJS.ErrnoException} */ error) => {
  if (error.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  return fail(
    `the performance lab's packages are not installed (${error.message}).\n` +
      'Install them once with: npm ci --prefix tools/perf',
  );
});
const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version;
/** @param {string} name @returns {string | undefined} */
const option = (name) => /** @type {string | undefined} */ (parsed.values[name]);
/** @param {string} name @returns {string[]} */
const options = (name) => /** @type {string[] | undefined} */ (parsed.values[name]) ?? [];
/** @param {string | undefined} list */
const routeList = (list) =>
  list
    ?.split(',')
    .map((r) => r.trim())
    .filter(Boolean);

const inCI = ['true', '1'].includes(String(process.env.CI ?? '').toLowerCase());
const runs = Number(option('runs') ?? process.env.PERF_RUNS ?? (inCI ? 1 : 3));
if (!Number.isInteger(runs) || runs < 0) fail(`--runs must be a whole number, got ${runs}`);
const realRuns = Number(option('real-runs') ?? 5);
if (!Number.isInteger(realRuns) || realRuns < 1)
  fail(`--real-runs must be a positive integer, got ${realRuns}`);
if (realRuns < 5)
  console.error(
    `perf: --real-runs ${realRuns}: the real-browser figures vary from load to load; use at least 5 for figures to compare`,
  );
const variants = /** @type {Variant[]} */ (routeList(option('variants')) ?? [...VARIANTS]);
for (const v of variants)
  if (!VARIANTS.includes(/** @type {Variant} */ (v)))
    fail(`--variants: "${v}" is not one of ${VARIANTS.join(', ')}`);
const BUILD = path.resolve(ROOT, option('dir') ?? 'build');
const stockOption = option('stock');
const stockDir =
  stockOption === 'none' ? undefined : path.resolve(ROOT, stockOption ?? STOCK_BUILD);
const compareDirs = options('compare').map((dir) => path.resolve(ROOT, dir));
const compareLabels = options('compare-label');
const compareRouteLists = options('compare-routes');
const budgetFile = path.resolve(ROOT, option('budget') ?? 'perf-budget.json');
const outFile = path.resolve(ROOT, option('out') ?? path.join(BUILD, 'perf-report.md'));
const chromePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

for (const dir of [BUILD, ...compareDirs]) {
  if (!fs.existsSync(path.join(dir, 'index.html')))
    fail(`no build found in ${dir}. Run "npm run build" first.`);
}
if (stockDir && !fs.existsSync(path.join(stockDir, 'index.html')))
  fail(
    `no stock template build in ${stockDir}: run "npm run perf:stock" once, or pass --stock none`,
  );

/** The pages of a build's sitemap, plus its search and not-found pages when it has them. @param {string} dir */
function buildRoutes(dir) {
  const file = path.join(dir, 'sitemap.xml');
  if (!fs.existsSync(file)) fail(`${file} is missing; pass the routes to measure`);
  const xml = fs.readFileSync(file, 'utf8');
  const routes = new Set(
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname),
  );
  if (
    fs.existsSync(path.join(dir, 'search/index.html')) ||
    fs.existsSync(path.join(dir, 'search.html'))
  )
    routes.add('/search');
  if (fs.existsSync(path.join(dir, '404.html'))) routes.add('/404.html');
  return [...routes].sort();
}

/**
 * @typedef {{name: string, dir: string, routes: string[], variants: Variant[]}} Build
 * The builds of the run: this one first, then the compared ones, then the stock template.
 * @type {Build[]}
 */
const builds = [
  {
    name: 'this site',
    dir: BUILD,
    routes: routeList(option('routes')) ?? buildRoutes(BUILD),
    variants,
  },
  ...compareDirs.map((dir, i) => ({
    dir,
    name: compareLabels[i] ?? (path.basename(path.dirname(dir)) || `build ${i + 2}`),
    routes: routeList(compareRouteLists[i]) ?? buildRoutes(dir),
    variants,
  })),
  ...(stockDir
    ? [
        {
          name: 'stock template',
          dir: stockDir,
          routes: routeList(option('stock-routes')) ?? ['/docs/intro'],
          variants: /** @type {Variant[]} */ (['site']),
        },
      ]
    : []),
];
const stock = stockDir ? builds.at(-1) : undefined;

// ---------------------------------------------------------------- budget
/**
 * perf-budget.json: {"budgets": {metric: rule}, "routes": {"/path": {metric: rule | {"skip":
 * "why"}}}} (per-route overrides, optional; "skip" leaves a metric ungated on that page, with the
 * reason). A rule holds one or more limits and a gate ("always" | "local"):
 * - "max", "min": the median itself;
 * - "maxTimesReference": at most n times the same metric of the reference page (the stock
 *   template's first route) in the same run;
 * - "maxTimesFloor": at most n times the same metric of the same page's floor (its HTML and CSS,
 *   no script) in the same run;
 * - "maxPlusFloor": at most the floor's figure plus n.
 * A relative limit without its reference in the run (--stock none, or no floor in --variants) is
 * reported as not checked.
 * @typedef {{max?: number, min?: number, maxTimesReference?: number, maxTimesFloor?: number, maxPlusFloor?: number, gate?: 'always' | 'local', skip?: string}} Rule
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
  {key: 'mainThreadMs', label: 'Main-thread work (ms)', fmt: (v) => String(Math.round(v))},
  {key: 'realLongTaskMs', label: 'Long-task time, real 4x (ms)', fmt: (v) => String(Math.round(v))},
  {key: 'longestTaskMs', label: 'Longest task, real 4x (ms)', fmt: (v) => String(Math.round(v))},
  {key: 'cpuLongTaskMs', label: 'Long-task time, CPU 4x (ms)', fmt: (v) => String(Math.round(v))},
  {key: 'cpuLongestTaskMs', label: 'Longest task, CPU 4x (ms)', fmt: (v) => String(Math.round(v))},
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
/** The same switches the Playwright tests give the system Chromium (src/node/chromium.mjs). */
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
    mainThreadMs: audit('mainthread-work-breakdown'),
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
      if (ref.weight > 0 && a && a.score !== null && a.score < 1)
        out.push(`${id}: ${ref.id} (${a.title})`);
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

// ---------------------------------------------------------------- real browser
/** Chromium's CPU slowdown for the real-browser runs: Lighthouse's mobile setting, for real. */
const REAL_CPU_SLOWDOWN = 4;
/** How long to keep watching after the network has been idle for 500 ms: late tasks (hydration in slices, lazy chunks). */
const REAL_SETTLE_MS = 2500;
/** A task counts as long from 50 ms, as in TBT. */
const LONG_TASK_MS = 50;

/** Trace event names by the part of a task they are; what they call counts to them unless named here itself. */
const TASK_PARTS = {
  layout: ['Layout'],
  style: ['UpdateLayoutTree'],
  script: [
    'EvaluateScript',
    'v8.evaluateModule',
    'FunctionCall',
    'EventDispatch',
    'TimerFire',
    'FireAnimationFrame',
    'FireIdleCallback',
    'RunMicrotasks',
  ],
  compile: ['v8.compile', 'v8.compileModule'],
  parse: ['ParseHTML', 'ParseAuthorStyleSheet'],
  paint: ['PrePaint', 'Paint', 'Layerize', 'Commit'],
  gc: ['MinorGC', 'MajorGC'],
};
const PART_OF = new Map(
  Object.entries(TASK_PARTS).flatMap(([part, names]) => names.map((name) => [name, part])),
);
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
];
/** The mark the page sets when its long-task observer starts: tasks before it are not counted, so not broken down. */
const OBSERVER_MARK = 'perf-longtask-observer';

/**
 * The top-level tasks of the page's main thread in a Chromium trace of one
 * load, from the observer's mark on, longest first, each with its wall time
 * (`ms`) and its thread CPU time (`cpuMs`), and that CPU time split into its
 * parts: every event's own CPU time (less its children's) counts to the part
 * of the nearest event, itself or above, that TASK_PARTS names, else to
 * "other".
 *
 * Chromium slows the CPU down by keeping the thread busy for the extra time,
 * so its CPU time is the slowed-down task; what a busy machine adds, the
 * time the thread waited for a core, is in the wall time only. The page's
 * main thread is the renderer main thread of the process the last main-frame
 * commit went to.
 * @param {{traceEvents: any[]}} trace
 * @returns {TracedTask[]}
 */
function tracedTasks({traceEvents: events}) {
  const commit = events
    .filter((e) => e.name === 'FrameCommittedInBrowser' && e.args.data?.isOutermostMainFrame)
    .at(-1);
  const pid = commit?.args.data.processId;
  const tid = events.find(
    (e) => e.pid === pid && e.name === 'thread_name' && e.args.name === 'CrRendererMain',
  )?.tid;
  const since = events.find((e) => e.pid === pid && e.name === OBSERVER_MARK)?.ts ?? 0;
  // Thread-clock events only (tts, tdur): the others have no CPU time to split.
  const own = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.tts !== undefined)
    .sort((a, b) => a.tts - b.tts || b.tdur - a.tdur);
  const tasks = own.filter((e) => e.name === 'RunTask' && e.ts > since);
  return tasks
    .map((task) => {
      /** @type {Record<string, number>} */
      const parts = {};
      /** @type {{end: number, part: string}[]} */
      const stack = [];
      const end = task.tts + task.tdur;
      const inside = own.filter((e) => e !== task && e.tts >= task.tts && e.tts + e.tdur <= end);
      let last = {tts: task.tts, part: 'other'};
      const count = (/** @type {number} */ to) => {
        // The time since the last event boundary belongs to the innermost open event.
        parts[last.part] = (parts[last.part] ?? 0) + (to - last.tts) / 1000;
        last.tts = to;
      };
      const close = (/** @type {number} */ until) => {
        while (stack.length && stack[stack.length - 1].end <= until) {
          count(/** @type {{end: number}} */ (stack.pop()).end);
          last.part = stack[stack.length - 1]?.part ?? 'other';
        }
      };
      for (const e of inside) {
        close(e.tts);
        count(e.tts);
        last.part = PART_OF.get(e.name) ?? last.part;
        stack.push({end: e.tts + e.tdur, part: last.part});
      }
      close(Infinity);
      count(end);
      return {ms: task.dur / 1000, cpuMs: task.tdur / 1000, parts};
    })
    .sort((a, b) => b.cpuMs - a.cpuMs);
}

/** The sum of each task's time over 50 ms (as TBT counts), and the longest. @param {number[]} tasks */
const longTaskFigures = (tasks) => ({
  longTime: tasks.reduce((sum, d) => sum + Math.max(0, d - LONG_TASK_MS), 0),
  longest: tasks.length ? Math.max(...tasks) : 0,
});

/**
 * Load a page once with the CPU slowed down, from a fresh profile (no cache),
 * traced, and return its long tasks as the page's own long-task observer
 * saw them (wall time) and as the trace's thread CPU time counts them, and
 * the CPU-longest tasks with their parts.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function realLoad(browser, url) {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript((mark) => {
      const w = /** @type {any} */ (window);
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
      }).observe({type: 'longtask', buffered: true});
      performance.mark(mark);
    }, OBSERVER_MARK);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: REAL_CPU_SLOWDOWN});
    await browser.startTracing(page, {categories: TRACE_CATEGORIES});
    /** @type {TracedTask[]} */
    let traced = [];
    try {
      await page.goto(url, {waitUntil: 'networkidle', timeout: 60_000});
      await page.waitForTimeout(REAL_SETTLE_MS);
    } finally {
      traced = tracedTasks(JSON.parse(String(await browser.stopTracing())));
    }
    const wall = longTaskFigures(
      await page.evaluate(() => /** @type {any} */ (window).__longTasks),
    );
    const cpu = longTaskFigures(traced.map((t) => t.cpuMs).filter((ms) => ms >= LONG_TASK_MS));
    return {
      figures: {
        realLongTaskMs: wall.longTime,
        longestTaskMs: wall.longest,
        cpuLongTaskMs: cpu.longTime,
        cpuLongestTaskMs: cpu.longest,
      },
      traced: traced.filter((t) => t.cpuMs >= LONG_TASK_MS).slice(0, 3),
    };
  } finally {
    await context.close();
  }
}

/** A traced task in one cell: "182 = layout 120, style 30, script 20, other 12" (thread CPU ms; parts of 5 ms or more). @param {TracedTask} task */
const taskText = ({cpuMs, parts}) =>
  `${Math.round(cpuMs)} = ${Object.entries(parts)
    .filter(([, v]) => v >= 5)
    .sort((a, b) => b[1] - a[1])
    .map(([part, v]) => `${part} ${Math.round(v)}`)
    .join(', ')}`;

// ---------------------------------------------------------------- measuring
/** The long tasks of the run whose longest task is the median (the lower one of an even count). @param {{longest: number, traced: TracedTask[]}[]} list */
const medianRun = (list) =>
  [...list].sort((a, b) => a.longest - b.longest)[Math.floor((list.length - 1) / 2)]?.traced ?? [];

/**
 * @typedef {{ms: number, cpuMs: number, parts: Record<string, number>}} TracedTask
 * @typedef {{build: number, variant: Variant, route: string}} Item one page of one variant of one build
 * @typedef {Item & {runs: number, medians: Record<string, number>, problems: string[], traced: TracedTask[]}} Result
 */

/**
 * Serve each variant of each build: the build itself for `site`, else a
 * copy made by ./variants.mjs in a folder of its own under `scratch`.
 * @param {string} scratch
 * @returns {Promise<Map<string, {origin: string, stop: () => void}>>} by `${build}\n${variant}`
 */
async function serveVariants(scratch) {
  const servers = new Map();
  for (const [b, build] of builds.entries()) {
    for (const variant of build.variants) {
      let root = build.dir;
      if (variant !== 'site') {
        root = path.join(scratch, `${b}-${variant}`);
        makeVariant(build.dir, root, variant);
      }
      servers.set(
        `${b}\n${variant}`,
        await serve(root, fs.existsSync(path.join(root, '_headers'))),
      );
    }
  }
  return servers;
}

/**
 * Measure every item. The runs are interleaved (run 1 of every page of every
 * variant of every build, then run 2, …) so that a change in the machine's
 * load while the check runs falls on all of them alike. Lighthouse measures
 * the builds as shipped only; the floors are for the real-browser figures.
 */
async function measureAll() {
  const items = builds.flatMap((build, b) =>
    build.variants.flatMap((variant) =>
      build.routes.map((route) => /** @type {Item} */ ({build: b, variant, route})),
    ),
  );
  const key = (/** @type {Item} */ item) => `${item.build}\n${item.variant}\n${item.route}`;
  const name = (/** @type {Item} */ item) =>
    `${builds[item.build].name}${item.variant === 'site' ? '' : ` (${item.variant})`} ${item.route}`;
  /** @type {Map<string, Record<string, number>[]>} */
  const samples = new Map();
  /** @type {Map<string, Set<string>>} */
  const problems = new Map();
  /** @type {Map<string, {longest: number, traced: TracedTask[]}[]>} the long tasks of each run */
  const tracedRuns = new Map();
  const add = (
    /** @type {Item} */ item,
    /** @type {number} */ i,
    /** @type {Record<string, number>} */ values,
  ) => {
    const list = samples.get(key(item)) ?? [];
    list[i] = {...list[i], ...values};
    samples.set(key(item), list);
  };
  let errored = false;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-floors-'));
  const servers = await serveVariants(scratch);
  const originOf = (/** @type {Item} */ item) =>
    /** @type {{origin: string}} */ (servers.get(`${item.build}\n${item.variant}`)).origin;
  try {
    const chrome = await chromeLauncher.launch({chromePath, chromeFlags: CHROME_FLAGS});
    try {
      for (let i = 0; i < runs; i++) {
        for (const item of items.filter((x) => x.variant === 'site')) {
          const result = await lighthouse(originOf(item) + item.route, {
            ...LIGHTHOUSE_FLAGS,
            port: chrome.port,
          });
          const lhr = result?.lhr;
          if (!lhr || lhr.runtimeError) {
            console.error(
              `perf: ${name(item)} run ${i + 1}: ${lhr?.runtimeError?.message ?? 'Lighthouse returned no result'}`,
            );
            errored = true;
            continue;
          }
          const s = await summarize(lhr);
          add(item, i, s);
          const found = problems.get(key(item)) ?? new Set();
          for (const p of failingAudits(lhr)) found.add(p);
          problems.set(key(item), found);
          console.error(
            `  ${name(item)} Lighthouse ${i + 1}/${runs}: JS ${s.jsKB.toFixed(1)} KiB, ${s.requests} requests, perf ${s.performance}, ` +
              `TBT ${Math.round(s.tbtMs)} ms, main thread ${Math.round(s.mainThreadMs)} ms, LCP ${Math.round(s.lcpMs)} ms, CLS ${s.cls}`,
          );
        }
      }
    } finally {
      await chrome.kill();
    }
    const browser = await chromium.launch({executablePath: chromePath, args: CHROMIUM_ARGS});
    try {
      for (let i = 0; i < realRuns; i++) {
        for (const item of items) {
          const {figures, traced} = await realLoad(browser, originOf(item) + item.route);
          add(item, i, figures);
          (tracedRuns.get(key(item)) ?? tracedRuns.set(key(item), []).get(key(item)))?.push({
            longest: figures.longestTaskMs,
            traced,
          });
          console.error(
            `  ${name(item)} real ${i + 1}/${realRuns}: long-task time ${Math.round(figures.realLongTaskMs)} ms, longest task ${Math.round(figures.longestTaskMs)} ms; ` +
              `CPU: ${Math.round(figures.cpuLongTaskMs)} ms, ${Math.round(figures.cpuLongestTaskMs)} ms; ${traced.map(taskText).join('; ') || 'no long task'}`,
          );
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    for (const server of servers.values()) server.stop();
    fs.rmSync(scratch, {recursive: true, force: true});
  }
  /** @type {Result[]} */
  const results = items.map((item) => {
    const list = (samples.get(key(item)) ?? []).filter(Boolean);
    return {
      ...item,
      runs: list.filter((x) => 'tbtMs' in x).length,
      medians: Object.fromEntries(METRICS.map(({key: k}) => [k, median(list.map((x) => x[k]))])),
      problems: [...(problems.get(key(item)) ?? [])],
      traced: medianRun(tracedRuns.get(key(item)) ?? []),
    };
  });
  return {results, errored};
}

// ---------------------------------------------------------------- main
const started = Date.now();
const [loadBefore] = os.loadavg();
const measured = await measureAll();
const [loadAfter] = os.loadavg();
/** @param {number} b @param {Variant} variant @param {string} route */
const resultOf = (b, variant, route) =>
  measured.results.find((r) => r.build === b && r.variant === variant && r.route === route);
/** The reference page of the relative budgets: the stock template's first route. */
const reference = stock ? resultOf(builds.length - 1, 'site', stock.routes[0]) : undefined;
const siteResults = builds[0].routes
  .map((route) => resultOf(0, 'site', route))
  .filter((r) => r !== undefined);

// ---------------------------------------------------------------- report
/** @param {Metric | undefined} m @param {number | undefined} v */
const cell = (m, v) => (m && v !== undefined && Number.isFinite(v) ? m.fmt(v) : 'n/a');
/** @param {number | undefined} v @param {number} [digits] */
const num = (v, digits = 0) => (v !== undefined && Number.isFinite(v) ? v.toFixed(digits) : 'n/a');

/**
 * The limits of a rule, each as the largest (or smallest) value it allows in this run and how
 * it was worked out; a relative limit without its reference in the run is `unchecked`.
 * @param {string} key @param {Rule} rule @param {string} route
 */
function limitsOf(key, rule, route) {
  const metric = metricOf(key);
  const floor = resultOf(0, 'floor', route)?.medians[key];
  const base = reference?.medians[key];
  const known = (/** @type {number | undefined} */ v) => v !== undefined && Number.isFinite(v);
  /** @type {{max?: number, min?: number, text: string, unchecked?: string}[]} */
  const out = [];
  if (rule.max !== undefined) out.push({max: rule.max, text: `max ${rule.max}`});
  if (rule.min !== undefined) out.push({min: rule.min, text: `min ${rule.min}`});
  if (rule.maxTimesReference !== undefined)
    out.push(
      known(base)
        ? {
            max: rule.maxTimesReference * /** @type {number} */ (base),
            text: `max ${rule.maxTimesReference}× ${cell(metric, base)} of the stock template's ${reference?.route}`,
          }
        : {
            text: '',
            unchecked: `≤ ${rule.maxTimesReference}× the stock template's page: not measured (--stock)`,
          },
    );
  if (rule.maxTimesFloor !== undefined)
    out.push(
      known(floor)
        ? {
            max: rule.maxTimesFloor * /** @type {number} */ (floor),
            text: `max ${rule.maxTimesFloor}× the floor's ${cell(metric, floor)}`,
          }
        : {
            text: '',
            unchecked: `≤ ${rule.maxTimesFloor}× the page's floor: floor not measured (--variants)`,
          },
    );
  if (rule.maxPlusFloor !== undefined)
    out.push(
      known(floor)
        ? {
            max: rule.maxPlusFloor + /** @type {number} */ (floor),
            text: `max the floor's ${cell(metric, floor)} + ${rule.maxPlusFloor}`,
          }
        : {
            text: '',
            unchecked: `≤ the page's floor + ${rule.maxPlusFloor}: floor not measured (--variants)`,
          },
    );
  return out;
}

const breaches = [];
const notGated = [];
/** Relative budgets that could not be checked. */
const unchecked = new Set();
for (const {route, medians, problems} of siteResults) {
  for (const [key, rule] of Object.entries(limitsFor(route))) {
    const value = medians[key];
    // --runs 0: no Lighthouse figure to check.
    if (value === undefined || (runs === 0 && !Number.isFinite(value))) continue;
    const metric = metricOf(key);
    for (const limit of limitsOf(key, rule, route)) {
      if (limit.unchecked) {
        unchecked.add(`${metric?.label ?? key} ${limit.unchecked}`);
        continue;
      }
      const broken =
        !Number.isFinite(value) ||
        (limit.max !== undefined && value > limit.max) ||
        (limit.min !== undefined && value < limit.min);
      if (!broken) continue;
      const line = `${route}: ${metric?.label ?? key} = ${cell(metric, value)} (${limit.text})`;
      if (rule.gate === 'local' && inCI) notGated.push(line);
      else
        breaches.push(
          problems.length && /A11y|BP|SEO/.test(metric?.label ?? '')
            ? `${line}; failing audits: ${problems.join('; ')}`
            : line,
        );
    }
  }
}

/** @param {{route: string, medians: Record<string, number>}[]} results @param {Metric[]} metrics */
function table(results, metrics) {
  return [
    `| Route | ${metrics.map((m) => m.label).join(' | ')} |`,
    `|---|${metrics.map(() => '---:').join('|')}|`,
    ...results.map(
      ({route, medians}) =>
        `| ${route} | ${metrics.map((m) => cell(m, medians[m.key])).join(' | ')} |`,
    ),
  ];
}

/** @param {Rule} r */
const ruleText = (r) =>
  [
    r.max !== undefined && `≤ ${r.max}`,
    r.min !== undefined && `≥ ${r.min}`,
    r.maxTimesReference !== undefined && `≤ ${r.maxTimesReference}× the stock template's page`,
    r.maxTimesFloor !== undefined && `≤ ${r.maxTimesFloor}× the page's floor`,
    r.maxPlusFloor !== undefined && `≤ the page's floor + ${r.maxPlusFloor}`,
  ]
    .filter(Boolean)
    .join(' and ');
const budgetLine = Object.entries(budget.budgets)
  .map(
    ([key, r]) =>
      `${metricOf(key)?.label ?? key} ${ruleText(r)}${r.gate === 'local' ? ' (not gated in CI)' : ''}`,
  )
  .join(', ');
const jsValues = siteResults.map((r) => r.medians.jsKB).filter(Number.isFinite);
const skipped = Object.entries(budget.routes ?? {}).flatMap(([route, rules]) =>
  Object.entries(rules).flatMap(([key, rule]) =>
    rule.skip ? [`${route}: ${metricOf(key)?.label ?? key} not gated: ${rule.skip}`] : [],
  ),
);
const loadText = `load average ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end, on ${os.cpus().length} cores`;
const lines = [
  `${runs ? `Lighthouse ${LIGHTHOUSE_VERSION} mobile (simulated throttling), median of ${runs} run${runs > 1 ? 's' : ''} per page` : 'No Lighthouse run'}; ` +
    `real-browser figures (CPU ${REAL_CPU_SLOWDOWN}x slower) median of ${realRuns}; ${new Date().toISOString().slice(0, 10)}; ${loadText}.`,
  '',
  ...table(siteResults, METRICS),
  '',
  ...(jsValues.length
    ? [
        `JS during load: ${Math.min(...jsValues).toFixed(1)} to ${Math.max(...jsValues).toFixed(1)} KiB gzip across ${jsValues.length} pages.`,
      ]
    : []),
  `Budget: ${budgetLine}.`,
  ...(reference
    ? [`Reference page of the relative budgets: the stock template's ${reference.route}.`]
    : []),
  ...[...unchecked].map((u) => `Not checked: ${u}.`),
  ...skipped,
];

/**
 * Each page of each build against its own floor: longest task / long-task time of bare, floor
 * and site, then the ratios the machine's load moves least.
 * @param {string} longestKey @param {string} longKey
 */
function floorTable(longestKey, longKey) {
  /** @param {Result | undefined} r */
  const pair = (r) => (r ? `${num(r.medians[longestKey])} / ${num(r.medians[longKey])}` : '');
  const stockLong = reference?.medians[longKey] ?? NaN;
  return [
    '| Build | Route | Bare | Floor | Site | Site ÷ floor, longest | Site − floor, long-task time | Site ÷ stock, long-task time |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...builds.flatMap((build, b) =>
      build.routes.map((route) => {
        const [bare, floor, site] = VARIANTS.map((v) => resultOf(b, v, route));
        const [siteLongest, siteLong] = [site?.medians[longestKey], site?.medians[longKey]];
        const [floorLongest, floorLong] = [floor?.medians[longestKey], floor?.medians[longKey]];
        return `| ${build.name} | ${route} | ${pair(bare)} | ${pair(floor)} | ${pair(site)} | ${num(
          (siteLongest ?? NaN) / (floorLongest ?? NaN),
          2,
        )} | ${num((siteLong ?? NaN) - (floorLong ?? NaN))} | ${num((siteLong ?? NaN) / stockLong, 2)} |`;
      }),
    ),
  ];
}
lines.push(
  '',
  `Against the page's own floor, in the same run: longest task / long-task time (ms, median) of the bare HTML (no script, ` +
    `no stylesheet), the floor (the HTML and CSS, no script) and the site as shipped, then the ratios. ` +
    `Real long tasks, as the page's long-task observer saw them (wall time, CPU ${REAL_CPU_SLOWDOWN}x slower):`,
  '',
  ...floorTable('longestTaskMs', 'realLongTaskMs'),
  '',
  `The same loads by the tasks' thread CPU time in the trace (the slowdown is in it; ` +
    `the time the thread waited for a core on a busy machine is not):`,
  '',
  ...floorTable('cpuLongestTaskMs', 'cpuLongTaskMs'),
);

const compared = builds.slice(1, stock ? -1 : undefined);
if (compared.length) {
  const side = [
    'jsKB',
    'tbtMs',
    'mainThreadMs',
    'realLongTaskMs',
    'longestTaskMs',
    'performance',
    'lcpMs',
    'requests',
  ].map((k) => /** @type {Metric} */ (metricOf(k)));
  lines.push(
    '',
    `Side by side in the same run: this site and ${compared.map((c) => `${c.name} (${path.relative(ROOT, c.dir) || c.dir})`).join(', ')}, as shipped.`,
    '',
    `| Build | Route | ${side.map((m) => m.label).join(' | ')} |`,
    `|---|---|${side.map(() => '---:').join('|')}|`,
    ...builds.slice(0, compared.length + 1).flatMap((build, b) =>
      build.routes.map((route) => {
        const r = resultOf(b, 'site', route);
        return `| ${build.name} | ${route} | ${side.map((m) => cell(m, r?.medians[m.key])).join(' | ')} |`;
      }),
    ),
  );
  for (const [i, other] of compared.entries()) {
    const shared = builds[0].routes.filter((route) => other.routes.includes(route));
    /** @param {Variant} v @param {string} route @param {string} k */
    const ratio = (v, route, k) =>
      num(
        (resultOf(0, v, route)?.medians[k] ?? NaN) / (resultOf(i + 1, v, route)?.medians[k] ?? NaN),
        2,
      );
    lines.push(
      '',
      `This site over ${other.name}, page by page, longest task, real and CPU (1 is the same; under 1, this site is lighter):`,
      '',
      `| Route | ${variants.map((v) => `${v}: real`).join(' | ')} | ${variants.map((v) => `${v}: CPU`).join(' | ')} |`,
      `|---|${variants.map(() => '---:|---:').join('|')}|`,
      ...shared.map(
        (route) =>
          `| ${route} | ${variants.map((v) => ratio(v, route, 'longestTaskMs')).join(' | ')} | ${variants.map((v) => ratio(v, route, 'cpuLongestTaskMs')).join(' | ')} |`,
      ),
    );
  }
}
lines.push(
  '',
  `Where the time goes: the long tasks of each page's median load (by its longest task), by thread CPU time, ` +
    `each split by what Chromium did in it (ms; parts under 5 ms left out): ${Object.keys(TASK_PARTS).join(', ')}, other.`,
  '',
  '| Build | Variant | Route | Longest tasks (ms = parts) |',
  '|---|---|---|---|',
  ...measured.results.map(
    (r) =>
      `| ${builds[r.build].name} | ${r.variant} | ${r.route} | ${r.traced.slice(0, 3).map(taskText).join('; ') || 'none'} |`,
  ),
);
const report = lines.join('\n');

fs.mkdirSync(path.dirname(outFile), {recursive: true});
fs.writeFileSync(outFile, `${report}\n`);
fs.writeFileSync(
  outFile.replace(/\.md$/, '') + '.json',
  `${JSON.stringify(
    {
      runs,
      realRuns,
      loadAverage: {start: loadBefore, end: loadAfter, cores: os.cpus().length},
      builds: builds.map((build, b) => ({
        ...build,
        results: measured.results.filter((r) => r.build === b),
      })),
    },
    null,
    2,
  )}\n`,
);

console.log(`\n${report}\n`);
console.log(
  `Report written to ${path.relative(ROOT, outFile)} (${Math.round((Date.now() - started) / 1000)} s).`,
);
if (notGated.length)
  console.log(
    `\nOver budget but not gated (CI: machine-dependent metrics):\n  ${notGated.join('\n  ')}`,
  );
if (breaches.length) {
  console.error(`\nPerformance budget broken:\n  ${breaches.join('\n  ')}`);
  process.exit(1);
}
if (measured.errored) {
  console.error('\nSome Lighthouse runs failed (see above).');
  process.exit(2);
}
console.log('\nEvery gated budget holds.');
