#!/usr/bin/env node
// @ts-check
/**
 * What a page's stylesheet costs before any script runs: the floor of each
 * build (its HTML and CSS, every script removed, ./variants.mjs) loaded in
 * Chromium with the CPU slowed down 4x, on the phone viewport of perf.mjs,
 * traced. Per page and build, the median of --runs loads (interleaved build
 * by build, so all meet the same machine load) of the thread CPU time of:
 * the stylesheet's parse, the first style recalculation and the first
 * layout, and all style and layout of the load; then, from one more load
 * with Chromium's selector statistics on (they slow the style pass down, so
 * they are not timed), the selectors that took the most time, how many
 * elements they were tried on and how many they matched.
 *
 *   node tools/perf/style-cost.mjs --dir DIR [--label NAME] [--dir DIR2 --label NAME2]
 *     [--routes /a,/b] [--runs 5] [--top 15]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS} from '../../src/node/chromium.mjs';
import {createStaticServer} from '../../scripts/static-server.mjs';
import {makeVariant} from './variants.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const {values} = parseArgs({
  options: {
    dir: {type: 'string', multiple: true},
    label: {type: 'string', multiple: true},
    routes: {
      type: 'string',
      default: '/,/for-admins/access,/for-admins/app-permissions,/insights/drivers',
    },
    runs: {type: 'string', default: '5'},
    top: {type: 'string', default: '15'},
  },
});
const dirs = (values.dir ?? ['build']).map((dir) => path.resolve(ROOT, dir));
const labels = dirs.map((dir, i) => values.label?.[i] ?? path.relative(ROOT, dir));
const routes = /** @type {string} */ (values.routes).split(',');
const runs = Number(values.runs);
const top = Number(values.top);

const TIMED = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];
const SELECTOR_STATS = [...TIMED, 'disabled-by-default-blink.debug'];

/** @param {string} root */
async function serve(root) {
  const server = createStaticServer({root, headers: true});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {origin: `http://127.0.0.1:${address.port}`, stop: () => server.close()};
}

/**
 * The renderer main thread's events of the page's last main-frame commit.
 * @param {any[]} events
 */
function mainThread(events) {
  const commit = events
    .filter((e) => e.name === 'FrameCommittedInBrowser' && e.args.data?.isOutermostMainFrame)
    .at(-1);
  const pid = commit?.args.data.processId;
  const tid = events.find(
    (e) => e.pid === pid && e.name === 'thread_name' && e.args.name === 'CrRendererMain',
  )?.tid;
  return events.filter((e) => e.pid === pid && e.tid === tid);
}

/** Thread CPU ms of complete events. @param {any[]} list */
const cpu = (list) => list.reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0) / 1000;

/**
 * Load `url` once, 4x slower CPU, traced with `categories`; the main thread's events.
 * @param {import('@playwright/test').Browser} browser @param {string} url @param {string[]} categories
 */
async function tracedLoad(browser, url, categories) {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await browser.startTracing(page, {categories});
    await page.goto(url, {waitUntil: 'load'});
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))),
    );
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    const {traceEvents} = JSON.parse(String(await browser.stopTracing()));
    return {events: mainThread(traceEvents), elements};
  } finally {
    await context.close();
  }
}

/** @param {any[]} events */
function styleFigures(events) {
  const complete = events.filter((e) => e.ph === 'X');
  const style = complete.filter((e) => e.name === 'UpdateLayoutTree');
  const layout = complete.filter((e) => e.name === 'Layout');
  return {
    parse: cpu(complete.filter((e) => e.name === 'ParseAuthorStyleSheet')),
    firstStyle: cpu(style.slice(0, 1)),
    firstLayout: cpu(layout.slice(0, 1)),
    style: cpu(style),
    layout: cpu(layout),
    layoutObjects: layout[0]?.args?.beginData?.totalObjects ?? 0,
  };
}

/** @param {number[]} list */
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)] ?? 0;

/** The selectors of every style pass of a load, summed. @param {any[]} events */
function selectorStats(events) {
  /** @type {Map<string, {us: number, attempts: number, matches: number}>} */
  const by = new Map();
  for (const e of events.filter((x) => x.name === 'SelectorStats')) {
    for (const t of e.args?.selector_stats?.selector_timings ?? []) {
      const entry = by.get(t.selector) ?? {us: 0, attempts: 0, matches: 0};
      entry.us += t['elapsed (us)'];
      entry.attempts += t.match_attempts;
      entry.matches += t.match_count;
      by.set(t.selector, entry);
    }
  }
  return [...by.entries()].sort((a, b) => b[1].us - a[1].us);
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'style-cost-'));
const floors = dirs.map((dir, i) => {
  const to = path.join(scratch, String(i));
  makeVariant(dir, to, 'floor');
  return to;
});
const servers = await Promise.all(floors.map(serve));
const browser = await chromium.launch({
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  console.log(
    `Floor (HTML and CSS, no script), 412 px, CPU 4x, median of ${runs} loads, thread CPU ms; load average ${os.loadavg()[0].toFixed(1)}\n`,
  );
  console.log(
    '| page | build | elements | CSS parse | first style | first layout | all style | all layout |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const route of routes) {
    /** @type {ReturnType<typeof styleFigures>[][]} */
    const figures = dirs.map(() => []);
    const elements = dirs.map(() => 0);
    for (let run = 0; run < runs; run++)
      for (const [i, server] of servers.entries()) {
        const load = await tracedLoad(browser, server.origin + route, TIMED);
        figures[i].push(styleFigures(load.events));
        elements[i] = load.elements;
      }
    for (const [i, label] of labels.entries()) {
      const m = (/** @type {keyof ReturnType<typeof styleFigures>} */ key) =>
        median(figures[i].map((f) => f[key])).toFixed(0);
      console.log(
        `| ${route} | ${label} | ${elements[i]} | ${m('parse')} | ${m('firstStyle')} | ${m('firstLayout')} | ${m('style')} | ${m('layout')} |`,
      );
    }
  }
  for (const route of routes) {
    for (const [i, server] of servers.entries()) {
      const {events} = await tracedLoad(browser, server.origin + route, SELECTOR_STATS);
      const stats = selectorStats(events);
      const total = stats.reduce((sum, [, s]) => sum + s.us, 0) / 1000;
      console.log(
        `\n${route}, ${labels[i]}: ${stats.length} selectors tried, ${total.toFixed(1)} ms matching (selector statistics on, not 4x-comparable); the ${top} slowest:`,
      );
      for (const [selector, s] of stats.slice(0, top))
        console.log(
          `  ${(s.us / 1000).toFixed(2).padStart(6)} ms  ${String(s.attempts).padStart(6)} tried  ${String(s.matches).padStart(5)} matched  ${selector}`,
        );
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.stop();
  fs.rmSync(scratch, {recursive: true, force: true});
}
