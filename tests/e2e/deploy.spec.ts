/**
 * A deploy under an open tab (issue 18): two real builds of the site served
 * on one origin, the second swapped in while a tab of the first is open.
 * The second is built from a copy of the sources with one page edited, as
 * the next content deploy would be (tests/e2e/support/variantBuild.ts): that
 * page's chunk, the search index, the search worker (its file name changes
 * with every build) and the search box's chunk change under the tab.
 *
 * - Search in the old tab reloads the page once and carries on with what
 *   the reader typed, finding the new pages (src/theme/SearchBar,
 *   src/plugins/search/client.ts); with the box loaded before the deploy,
 *   the same happens when its worker turns out to be gone.
 * - Opening a changed page reloads once (chunk recovery) and lands at the
 *   heading its URL names; Back returns to where the reader was
 *   (src/clientModules/chunkLoadRecovery.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {test, expect, type Page} from '@playwright/test';
import {buildVariant, deployableSite, type SourceEdit} from './support/variantBuild';
import {chunkContaining, controlChunk, countDocumentLoads, markDocument, sameDocument, urlOf} from './support/faults';
import {standInReady} from './support/page';
import {openSearch, readResults, routeOfHit, searchBox, searchFor} from './support/search';
import {BUILD_DIR, DOC_ROUTES, escapeRegExp} from '../support/site';

test.describe.configure({mode: 'serial'});

/** The page the next deploy changes: the example. */
const CHANGED = DOC_ROUTES.find((route) => route.path === '/insights/drivers')!;
/** A word that only the next deploy's pages have. */
const NEW_WORD = 'zebrafinch';
const NEXT_DEPLOY: SourceEdit = {
  description: `${CHANGED.file} gains a sentence with "${NEW_WORD}"`,
  apply(tree) {
    fs.appendFileSync(path.join(tree, CHANGED.file!), `\nA word that only this deploy has: ${NEW_WORD}.\n`);
  },
};

/** How long a reload and the new page's first search may take on a busy machine. */
const RELOAD_MS = 20_000;

/** A page to be on when the deploy happens, other than the changed one. */
const START = DOC_ROUTES.find((route) => route.path !== CHANGED.path && route.path !== '/')!;

/** The search worker's file, found by a message only it has (src/plugins/search/worker.ts). */
const workerFile = () => chunkContaining('The search index could not be loaded (');

let site: Awaited<ReturnType<typeof deployableSite>>;
let nextBuild: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  nextBuild = buildVariant('next-deploy', {}, NEXT_DEPLOY);
  site = await deployableSite(BUILD_DIR);
});

test.afterAll(async () => {
  await site?.close();
});


/** Open a page of the build that is live now, ready to search. */
async function openOld(page: Page, route: string): Promise<void> {
  site.deploy(BUILD_DIR);
  await page.goto(site.origin + route);
  await standInReady(page);
  await markDocument(page);
}

test("search in a tab opened before a deploy reloads once, keeps the reader's query and finds the new pages", async ({page}) => {
  const loads = countDocumentLoads(page);
  // The reload's request for the page waits until the reader has typed (the old page stays
  // until the new one arrives, and the reader goes on typing in it).
  const reload = await controlChunk(page, START.path);
  await openOld(page, START.path);
  site.deploy(nextBuild);
  reload.set('hold');

  // The box's code is gone: the reader focuses the box and types.
  await searchBox(page).click();
  await page.keyboard.type(NEW_WORD);
  reload.set('pass');
  await expect.poll(() => loads.count(), {timeout: RELOAD_MS}).toBe(2);
  const box = page.getByRole('combobox', {name: 'Search'});
  await expect(box).toHaveValue(NEW_WORD, {timeout: RELOAD_MS});
  await expect(box).toBeFocused();
  await expect.poll(async () => (await readResults(page)).map(routeOfHit), {timeout: RELOAD_MS}).toContain(CHANGED.path);
  expect(new URL(page.url()).pathname).toBe(START.path);
  // Once: never a loop.
  await page.waitForTimeout(1500);
  expect(loads.count()).toBe(2);
});

test('a tab whose search box loaded before the deploy, but not its worker, reloads once and searches again', async ({page}) => {
  const loads = countDocumentLoads(page);
  await openOld(page, START.path);
  // Pointing at the box loads its code; the worker starts only when the reader uses it.
  await searchBox(page).hover();
  // The plugin's box has replaced the stand-in (a search form).
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('search')).toHaveCount(0);
  await page.mouse.move(0, 400);
  site.deploy(nextBuild);

  const input = await openSearch(page);
  await input.fill(NEW_WORD);
  await expect.poll(() => loads.count(), {timeout: RELOAD_MS}).toBe(2);
  const box = page.getByRole('combobox', {name: 'Search'});
  await expect(box).toHaveValue(NEW_WORD, {timeout: RELOAD_MS});
  await expect.poll(async () => (await readResults(page)).map(routeOfHit), {timeout: RELOAD_MS}).toContain(CHANGED.path);
  await page.waitForTimeout(1500);
  expect(loads.count()).toBe(2);
});

test('a search worker that cannot load while the build is the same says so, without a reload', async ({page}) => {
  const loads = countDocumentLoads(page);
  await page.route(urlOf(workerFile()), (route) => route.abort('connectionreset'));
  await openOld(page, START.path);
  const input = await openSearch(page);
  await input.fill(NEW_WORD);
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Search is not available right now');
  await page.waitForTimeout(1500);
  expect(loads.count()).toBe(1);
  expect(await sameDocument(page)).toBe(true);
});

test('opening a changed page after a deploy reloads once at the heading it names, and Back returns to where the reader was', async ({page}) => {
  const loads = countDocumentLoads(page);
  // A heading well down the changed page.
  const $ = cheerio.load(fs.readFileSync(path.join(BUILD_DIR, CHANGED.path, 'index.html'), 'utf8'));
  const heading = $('article h2[id]').eq(1);
  const [anchor, headingText] = [heading.attr('id')!, heading.contents().not('a').text().trim()];

  await openOld(page, START.path);
  // The reader has scrolled down the page they are on.
  const y = await page.evaluate(() => {
    window.scrollTo(0, Math.floor(document.documentElement.scrollHeight / 3));
    return window.scrollY;
  });
  expect(y).toBeGreaterThan(300);
  // They search for that heading; while the results are open, the site is deployed.
  const input = await openSearch(page);
  const routes = await searchFor(page, input, headingText);
  const hits = await readResults(page);
  const result = hits.findIndex((hit, i) => routes[i] === CHANGED.path && hit.title === headingText);
  expect(result, `a result for "${headingText}"`).toBeGreaterThanOrEqual(0);
  site.deploy(nextBuild);

  // Opening the result is a client-side navigation to the changed page's old chunk: gone.
  await page.getByRole('listbox').getByRole('option').nth(result).click();

  await expect.poll(() => loads.count(), {timeout: RELOAD_MS}).toBe(2);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(CHANGED.path)}\\?.*#${escapeRegExp(anchor)}$`));
  await expect(page.getByText(`A word that only this deploy has: ${NEW_WORD}.`)).toBeAttached();
  const target = page.locator(`#${anchor}`);
  await expect(target).toBeInViewport();
  expect((await target.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height / 3);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(START.path)}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  expect(loads.count()).toBe(2);
});
