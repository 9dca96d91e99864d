/**
 * `npm start` survives a writer's mistake in a data file and shows it
 * (issue 51, items 4 and 8): a syntax error or a renamed export in
 * src/data/facts.ts, a fact of the wrong kind, an empty product name. The
 * development server runs on a copy of the sources (never the real ones),
 * and each mistake is made, shown (in the terminal and in the error overlay,
 * with its file and line), then fixed; the fix and the edit after it must
 * reach the open page. Before src/plugins/live-data.ts kept the pages on
 * the last data that held, Rspack panicked a few seconds after the first
 * two and the server was gone.
 *
 * One server and one open page for every mistake, in one test: each data
 * edit makes Docusaurus reload the whole site, so a file is written only
 * when its text changes, and the last two mistakes, which the same check
 * reports, are made and fixed together. Every wait is on what the server
 * prints or the page shows.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {test, expect, type Page} from '@playwright/test';
import {facts} from '../../src/data/facts';
import {PRODUCT_NAME} from '../../src/data/product';
import {unitsOf} from '../../src/node/siteData';
import {freePort} from '../support/ports';
import {DOC_ROUTES, ROOT} from '../support/site';
import {copySources} from './support/variantBuild';

const SITE = path.join(ROOT, '.e2e', 'dev-server', 'site');
const FACTS = path.join(SITE, 'src/data/facts.ts');
const PRODUCT = path.join(SITE, 'src/data/product.ts');
/** A text fact a page prints, and that page (from the sources). */
const TEXT_FACT = 'notEnoughData';
const PAGE = DOC_ROUTES.find((route) =>
  fs.readFileSync(path.join(ROOT, route.file!), 'utf8').includes(`:fact[${TEXT_FACT}]`),
)!;
/** A fact that counts a unit, to type as text. */
const COUNT_FACT = Object.keys(facts).find((key) => unitsOf(key))!;

let server: ChildProcess;
let output = '';
let origin: string;
let original: {facts: string; product: string};
let edits = 0;

/** Resolves once the server has printed `text` since `from`; fails if it exits first. */
function printed(text: string, from: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (output.slice(from).includes(text)) done();
    };
    const exited = (code: number | null, signal: string | null) =>
      done(
        new Error(
          `npm start exited (${signal ?? code}) before printing "${text}":\n${output.slice(-3000)}`,
        ),
      );
    const done = (error?: Error) => {
      server.stdout!.off('data', check);
      server.stderr!.off('data', check);
      server.off('exit', exited);
      if (error) reject(error);
      else resolve();
    };
    server.stdout!.on('data', check);
    server.stderr!.on('data', check);
    server.once('exit', exited);
    check();
  });
}

/** The copy's facts with the text fact set to a value no build has had, which the page must show. */
function factsWithMarker(source: string): {text: string; marker: string} {
  edits += 1;
  const marker = `${facts[TEXT_FACT]} (edit ${edits})`;
  const text = source.replace(
    new RegExp(`(\\n\\s*${TEXT_FACT}: )'[^']*'`),
    `$1${JSON.stringify(marker).replace(/^"|"$/g, "'")}`,
  );
  expect(text, `src/data/facts.ts sets ${TEXT_FACT} on a line of its own`).not.toBe(source);
  return {text, marker};
}

/** Write a file of the copy, only when its text changes: each write reloads the whole site. */
function write(file: string, text: string): void {
  if (fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
}

/** Fix the data with a new value of the text fact, and see the open page show it, with no overlay. */
async function fixAndSee(page: Page): Promise<void> {
  const {text, marker} = factsWithMarker(original.facts);
  write(PRODUCT, original.product);
  write(FACTS, text);
  await expect(page.getByText(marker).first()).toBeVisible({timeout: 240_000});
  await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0, {
    timeout: 60_000,
  });
  expect(server.exitCode, output.slice(-3000)).toBeNull();
}

/** The error overlay's text, as the open page shows it. */
const overlay = (page: Page) =>
  page.frameLocator('#webpack-dev-server-client-overlay').locator('body');

/** Start `npm start`'s server on a copy of the sources, on a free port. */
async function startServer(): Promise<void> {
  fs.rmSync(path.dirname(SITE), {recursive: true, force: true});
  copySources(SITE);
  original = {facts: fs.readFileSync(FACTS, 'utf8'), product: fs.readFileSync(PRODUCT, 'utf8')};
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = spawn(
    process.execPath,
    [
      path.join(SITE, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'start',
      '--port',
      String(port),
      '--no-open',
    ],
    {cwd: SITE, env: {...process.env, NO_UPDATE_NOTIFIER: '1', BROWSER: 'none'}},
  );
  // What it prints, without the colours' escape sequences.
  const collect = (chunk: Buffer) => (output += stripVTControlCharacters(String(chunk)));
  server.stdout!.on('data', collect);
  server.stderr!.on('data', collect);
  await printed('compiled successfully', 0);
}

test.afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
  }
  fs.rmSync(path.dirname(SITE), {recursive: true, force: true});
});

test('each mistake in src/data/ is shown with its line, and its fix reaches the open page', async ({
  page,
}) => {
  test.setTimeout(1_800_000);
  await test.step('npm start, and the page with the fact', async () => {
    await startServer();
    await page.goto(`${origin}${PAGE.path}`, {timeout: 240_000});
    await expect(page.getByText(facts[TEXT_FACT]).first()).toBeVisible({timeout: 240_000});
  });

  await test.step('a syntax error in src/data/facts.ts', async () => {
    const line = original.facts.split('\n').findIndex((l) => /^\s*\w+: /.test(l)) + 1;
    const lines = original.facts.split('\n');
    lines[line - 1] = lines[line - 1]!.replace(/,\s*$/, ',,');
    const from = output.length;
    write(FACTS, lines.join('\n'));
    await printed(`src/data/facts.ts:${line}: cannot be loaded`, from);
    await expect(overlay(page)).toContainText(`src/data/facts.ts:${line}`, {timeout: 240_000});
    await fixAndSee(page);
  });

  await test.step('a renamed export of src/data/facts.ts', async () => {
    const from = output.length;
    write(FACTS, original.facts.replace('export const facts =', 'export const theFacts ='));
    await printed('exports no object named facts', from);
    await expect(overlay(page)).toContainText('exports no object named facts', {
      timeout: 240_000,
    });
    await fixAndSee(page);
  });

  await test.step('a fact of the wrong kind and an empty product name, together', async () => {
    const count = facts[COUNT_FACT as keyof typeof facts];
    const line =
      original.facts.split('\n').findIndex((l) => new RegExp(`^\\s*${COUNT_FACT}: `).test(l)) + 1;
    const productLine =
      original.product.split('\n').findIndex((l) => l.includes('PRODUCT_NAME =')) + 1;
    const from = output.length;
    write(
      FACTS,
      original.facts.replace(
        new RegExp(`(\\n\\s*${COUNT_FACT}: )${count},`),
        `$1'${count} ${unitsOf(COUNT_FACT)!.at(-1)}',`,
      ),
    );
    write(PRODUCT, original.product.replace(`'${PRODUCT_NAME}'`, "''"));
    await printed(`src/data/facts.ts:${line}: ${COUNT_FACT} is the text`, from);
    await printed(`src/data/product.ts:${productLine}: PRODUCT_NAME is empty`, from);
    await expect(overlay(page)).toContainText(`${COUNT_FACT} is the text`, {timeout: 240_000});
    await expect(overlay(page)).toContainText('PRODUCT_NAME is empty', {timeout: 240_000});
    await fixAndSee(page);
  });
});
