#!/usr/bin/env node
// @ts-check
/**
 * Performance budget check: Lighthouse (mobile, simulated throttling) and a
 * really 4x-throttled Chromium on every page of the production build
 * (sitemap, search page, /404.html), medians in a table, limits from
 * perf-budget.json. It builds nothing: run `npm run build` first. Each build
 * is served by scripts/static-server.mjs on a free port (with
 * its _headers, if it has one) and measured with the system Chromium.
 *
 * --compare DIR (as often as needed, each with --compare-label and
 * --compare-routes) measures other builds in the same run, interleaved run
 * by run with this one, so that all meet the same machine load; the first
 * compared build's first route is the reference of the `maxTimesReference`
 * budgets (for the stock template: /docs/intro).
 *
 * Columns (tools/perf/README.md says what each counts): JS, prefetched JS
 * and CSS in gzip KiB (1024 bytes) of the bodies as served; requests;
 * Lighthouse's TBT and main-thread work; "real" long-task time (the sum of
 * each `longtask` over 50 ms, from the start until the network has been idle
 * 500 ms plus 2.5 s) and longest task, median of --real-runs fresh loads.
 * Below the tables, what Chromium did in each page's longest tasks (layout,
 * style, script, compile, parse, paint, garbage collection), from a trace.
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
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS} from '../../scripts/chromium.mjs';
import {createStaticServer} from '../../scripts/static-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const USAGE = `Usage: npm run perf -- [options]   (node tools/perf/perf.mjs [options])
  --runs N              Lighthouse runs per page (default: PERF_RUNS, else 1 with CI and 3
                        otherwise; 0: none, real-browser figures only)
  --real-runs N         real-browser loads per page, CPU 4x slower (default 5, at least 5 for
                        figures to compare), then one traced load per page for the breakdown
  --routes /a,/b        the pages to measure (default: the sitemap, /search and /404.html)
  --dir DIR             the build to measure (default: build)
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
      dir: one,
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
const BUILD = path.resolve(ROOT, option('dir') ?? 'build');
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

const routes = routeList(option('routes')) ?? buildRoutes(BUILD);
/** The builds measured beside this one: directory, name, pages. */
const compared = compareDirs.map((dir, i) => ({
  dir,
  name: compareLabels[i] ?? (path.basename(path.dirname(dir)) || `build ${i + 2}`),
  routes: routeList(compareRouteLists[i]) ?? buildRoutes(dir),
}));

// ---------------------------------------------------------------- budget
/**
 * perf-budget.json: {"budgets": {metric: {"max"|"min"|"maxTimesReference": n, "gate":
 * "always"|"local"}}, "routes": {"/path": {metric: {...} | {"skip": "why"}}}} (per-route overrides,
 * optional; "skip" leaves a metric ungated on that page, with the reason).
 * "maxTimesReference": at most n times the same metric of the reference page
 * (the first --compare build's first route) in the same run.
 * @typedef {{max?: number, min?: number, maxTimesReference?: number, gate?: 'always' | 'local', skip?: string}} Rule
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
 * The long tasks of a Chromium trace of one load, longest first, each split
 * into its parts in ms: every event's own time (less its children's) counts
 * to the part of the nearest event, itself or above, that TASK_PARTS names,
 * else to "other". The page's main thread is the renderer main thread of the
 * process the last main-frame commit went to.
 * @param {{traceEvents: any[]}} trace
 * @returns {{ms: number, parts: Record<string, number>}[]}
 */
function longTaskParts({traceEvents: events}) {
  const commit = events
    .filter((e) => e.name === 'FrameCommittedInBrowser' && e.args.data?.isOutermostMainFrame)
    .at(-1);
  const pid = commit?.args.data.processId;
  const tid = events.find(
    (e) => e.pid === pid && e.name === 'thread_name' && e.args.name === 'CrRendererMain',
  )?.tid;
  const since = events.find((e) => e.pid === pid && e.name === OBSERVER_MARK)?.ts ?? 0;
  const own = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = own.filter(
    (e) => e.name === 'RunTask' && e.ts > since && e.dur >= LONG_TASK_MS * 1000,
  );
  return tasks
    .map((task) => {
      /** @type {Record<string, number>} */
      const parts = {};
      /** @type {{end: number, part: string}[]} */
      const stack = [];
      const inside = own.filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur,
      );
      let last = {ts: task.ts, part: 'other'};
      const count = (/** @type {number} */ to) => {
        // The time since the last event boundary belongs to the innermost open event.
        parts[last.part] = (parts[last.part] ?? 0) + (to - last.ts) / 1000;
        last.ts = to;
      };
      const close = (/** @type {number} */ until) => {
        while (stack.length && stack[stack.length - 1].end <= until) {
          count(/** @type {{end: number}} */ (stack.pop()).end);
          last.part = stack[stack.length - 1]?.part ?? 'other';
        }
      };
      for (const e of inside) {
        close(e.ts);
        count(e.ts);
        last.part = PART_OF.get(e.name) ?? last.part;
        stack.push({end: e.ts + e.dur, part: last.part});
      }
      close(Infinity);
      count(task.ts + task.dur);
      return {ms: task.dur / 1000, parts};
    })
    .sort((a, b) => b.ms - a.ms);
}

/**
 * Load a page once with the CPU slowed down, from a fresh profile (no cache),
 * and return its long tasks; with `trace`, also their parts from a Chromium
 * trace (which slows the page down: a traced load is not one of the runs).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {boolean} [trace]
 */
async function realLoad(browser, url, trace = false) {
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
    if (trace) await browser.startTracing(page, {categories: TRACE_CATEGORIES});
    try {
      await page.goto(url, {waitUntil: 'networkidle', timeout: 60_000});
      await page.waitForTimeout(REAL_SETTLE_MS);
    } finally {
      if (trace) trace = JSON.parse(String(await browser.stopTracing()));
    }
    /** @type {number[]} */
    const tasks = await page.evaluate(() => /** @type {any} */ (window).__longTasks);
    return {
      realLongTaskMs: tasks.reduce((sum, d) => sum + Math.max(0, d - LONG_TASK_MS), 0),
      longestTaskMs: tasks.length ? Math.max(...tasks) : 0,
      ...(trace ? {traced: longTaskParts(/** @type {any} */ (trace))} : {}),
    };
  } finally {
    await context.close();
  }
}

/** A traced task in one cell: "182 = layout 120, style 30, script 20, other 12" (parts of 5 ms or more). @param {{ms: number, parts: Record<string, number>}} task */
const taskText = ({ms, parts}) =>
  `${Math.round(ms)} = ${Object.entries(parts)
    .filter(([, v]) => v >= 5)
    .sort((a, b) => b[1] - a[1])
    .map(([part, v]) => `${part} ${Math.round(v)}`)
    .join(', ')}`;

// ---------------------------------------------------------------- measuring
/**
 * @typedef {{name: string, dir: string, routes: string[], headers: boolean}} Build
 * @typedef {{route: string, runs: number, medians: Record<string, number>, problems: string[], traced: {ms: number, parts: Record<string, number>}[]}} RouteResult
 */

/**
 * Measure every route of every build. The runs are interleaved (run 1 of
 * every page of every build, then run 2, …) so that a change in the
 * machine's load while the check runs falls on all builds alike.
 * @param {Build[]} builds
 */
async function measureAll(builds) {
  const servers = await Promise.all(builds.map((b) => serve(b.dir, b.headers)));
  /** @type {Map<string, Record<string, number>[]>} build and route to samples */
  const samples = new Map();
  /** @type {Map<string, Set<string>>} */
  const problems = new Map();
  /** @type {Map<string, {ms: number, parts: Record<string, number>}[]>} build and route to the long tasks of one traced load */
  const traces = new Map();
  let errored = false;
  const key = (/** @type {number} */ b, /** @type {string} */ route) => `${b}\n${route}`;
  const add = (
    /** @type {string} */ k,
    /** @type {number} */ i,
    /** @type {Record<string, number>} */ values,
  ) => {
    const list = samples.get(k) ?? [];
    list[i] = {...list[i], ...values};
    samples.set(k, list);
  };
  try {
    const chrome = await chromeLauncher.launch({chromePath, chromeFlags: CHROME_FLAGS});
    try {
      for (let i = 0; i < runs; i++) {
        for (const [b, build] of builds.entries()) {
          for (const route of build.routes) {
            const result = await lighthouse(servers[b].origin + route, {
              ...LIGHTHOUSE_FLAGS,
              port: chrome.port,
            });
            const lhr = result?.lhr;
            if (!lhr || lhr.runtimeError) {
              console.error(
                `perf: ${build.name} ${route} run ${i + 1}: ${lhr?.runtimeError?.message ?? 'Lighthouse returned no result'}`,
              );
              errored = true;
              continue;
            }
            const s = await summarize(lhr);
            add(key(b, route), i, s);
            const found = problems.get(key(b, route)) ?? new Set();
            for (const p of failingAudits(lhr)) found.add(p);
            problems.set(key(b, route), found);
            console.error(
              `  ${build.name} ${route} Lighthouse ${i + 1}/${runs}: JS ${s.jsKB.toFixed(1)} KiB, ${s.requests} requests, perf ${s.performance}, ` +
                `TBT ${Math.round(s.tbtMs)} ms, main thread ${Math.round(s.mainThreadMs)} ms, LCP ${Math.round(s.lcpMs)} ms, CLS ${s.cls}`,
            );
          }
        }
      }
    } finally {
      await chrome.kill();
    }
    const browser = await chromium.launch({executablePath: chromePath, args: CHROMIUM_ARGS});
    try {
      for (let i = 0; i < realRuns; i++) {
        for (const [b, build] of builds.entries()) {
          for (const route of build.routes) {
            const {realLongTaskMs, longestTaskMs} = await realLoad(
              browser,
              servers[b].origin + route,
            );
            const real = {realLongTaskMs, longestTaskMs};
            add(key(b, route), i, real);
            console.error(
              `  ${build.name} ${route} real ${i + 1}/${realRuns}: long-task time ${Math.round(real.realLongTaskMs)} ms, longest task ${Math.round(real.longestTaskMs)} ms`,
            );
          }
        }
      }
      for (const [b, build] of builds.entries()) {
        for (const route of build.routes) {
          const {traced} = await realLoad(browser, servers[b].origin + route, true);
          traces.set(key(b, route), traced ?? []);
          console.error(
            `  ${build.name} ${route} traced: ${traced?.slice(0, 3).map(taskText).join('; ') || 'no long task'}`,
          );
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    for (const server of servers) server.stop();
  }
  const results = builds.map((build, b) =>
    build.routes.map((route) => {
      const list = (samples.get(key(b, route)) ?? []).filter(Boolean);
      return /** @type {RouteResult} */ ({
        route,
        runs: list.filter((x) => 'tbtMs' in x).length,
        medians: Object.fromEntries(METRICS.map(({key: k}) => [k, median(list.map((x) => x[k]))])),
        problems: [...(problems.get(key(b, route)) ?? [])],
        traced: traces.get(key(b, route)) ?? [],
      });
    }),
  );
  return {results, errored};
}

// ---------------------------------------------------------------- main
const started = Date.now();
const measured = await measureAll([
  {name: 'this site', dir: BUILD, routes, headers: fs.existsSync(path.join(BUILD, '_headers'))},
  ...compared.map((c) => ({...c, headers: fs.existsSync(path.join(c.dir, '_headers'))})),
]);
const [siteResults, ...comparedResults] = measured.results;
/** The reference page of the relative budgets: the first compared build's first route. */
const reference = comparedResults[0]?.[0]
  ? {build: compared[0].name, ...comparedResults[0][0]}
  : undefined;

// ---------------------------------------------------------------- report
/** @param {Metric | undefined} m @param {number} v */
const cell = (m, v) => (m && Number.isFinite(v) ? m.fmt(v) : 'n/a');
const breaches = [];
const notGated = [];
/** Relative budgets that could not be checked (no reference build). */
const unchecked = new Set();
for (const {route, medians, problems} of siteResults) {
  for (const [key, rule] of Object.entries(limitsFor(route))) {
    const value = medians[key];
    // --runs 0: no Lighthouse figure to check.
    if (value === undefined || (runs === 0 && !Number.isFinite(value))) continue;
    const metric = metricOf(key);
    let max = rule.max;
    let limit = rule.max !== undefined ? `max ${rule.max}` : `min ${rule.min}`;
    if (rule.maxTimesReference !== undefined) {
      const base = reference?.medians[key];
      if (base === undefined || !Number.isFinite(base)) {
        unchecked.add(
          `${metric?.label ?? key} ≤ ${rule.maxTimesReference}× the reference page: no --compare build to measure it against`,
        );
        continue;
      }
      max = rule.maxTimesReference * base;
      limit = `max ${rule.maxTimesReference}× ${cell(metric, base)} of ${reference?.build} ${reference?.route}`;
    }
    const broken =
      !Number.isFinite(value) ||
      (max !== undefined && value > max) ||
      (rule.min !== undefined && value < rule.min);
    if (!broken) continue;
    const line = `${route}: ${metric?.label ?? key} = ${cell(metric, value)} (${limit})`;
    if (rule.gate === 'local' && inCI) notGated.push(line);
    else
      breaches.push(
        problems.length && /A11y|BP|SEO/.test(metric?.label ?? '')
          ? `${line}; failing audits: ${problems.join('; ')}`
          : line,
      );
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
  r.maxTimesReference !== undefined
    ? `≤ ${r.maxTimesReference}× the reference page`
    : r.max !== undefined
      ? `≤ ${r.max}`
      : `≥ ${r.min}`;
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
const lines = [
  `${runs ? `Lighthouse ${LIGHTHOUSE_VERSION} mobile (simulated throttling), median of ${runs} run${runs > 1 ? 's' : ''} per page` : 'No Lighthouse run'}; ` +
    `real-browser figures (CPU ${REAL_CPU_SLOWDOWN}x slower) median of ${realRuns}; ${new Date().toISOString().slice(0, 10)}.`,
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
    ? [`Reference page of the relative budgets: ${reference.build} ${reference.route}.`]
    : []),
  ...[...unchecked].map((u) => `Not checked: ${u}.`),
  ...skipped,
];
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
  const rows = [
    ['this site', siteResults],
    ...compared.map((c, i) => [c.name, comparedResults[i]]),
  ];
  lines.push(
    '',
    `Side by side in the same run: this site and ${compared.map((c) => `${c.name} (${path.relative(ROOT, c.dir) || c.dir})`).join(', ')}.`,
    '',
    `| Build | Route | ${side.map((m) => m.label).join(' | ')} |`,
    `|---|---|${side.map(() => '---:').join('|')}|`,
    ...rows.flatMap(([name, results]) =>
      /** @type {RouteResult[]} */ (results).map(
        (r) =>
          `| ${name} | ${r.route} | ${side.map((m) => cell(m, r.medians[m.key])).join(' | ')} |`,
      ),
    ),
  );
}
lines.push(
  '',
  `Where the time goes: the three longest tasks of one more load of each page, traced (so slower than the runs above), ` +
    `each split by what Chromium did in it (ms; parts under 5 ms left out): ${Object.keys(TASK_PARTS).join(', ')}, other.`,
  '',
  '| Build | Route | Longest tasks (ms = parts) |',
  '|---|---|---|',
  ...[['this site', siteResults], ...compared.map((c, i) => [c.name, comparedResults[i]])].flatMap(
    ([name, results]) =>
      /** @type {RouteResult[]} */ (results).map(
        (r) =>
          `| ${name} | ${r.route} | ${r.traced.slice(0, 3).map(taskText).join('; ') || 'none'} |`,
      ),
  ),
);
const report = lines.join('\n');

fs.mkdirSync(path.dirname(outFile), {recursive: true});
fs.writeFileSync(outFile, `${report}\n`);
fs.writeFileSync(
  outFile.replace(/\.md$/, '') + '.json',
  `${JSON.stringify({runs, realRuns, site: siteResults, compared: compared.map((c, i) => ({name: c.name, results: comparedResults[i]}))}, null, 2)}\n`,
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
