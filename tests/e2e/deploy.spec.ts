/**
 * A deploy under an open tab: two real builds of the site served on one
 * origin, the second swapped in while a tab of the first is open. The
 * second is built from a copy of the sources with one page edited, as the
 * next content deploy would be (tests/e2e/support/variantBuild.ts): that
 * page's chunk and the search index change under the tab.
 *
 * - Search in the old tab finds the new build's pages: its code is in the
 *   main bundle, and the index, whose address every build shares, is
 *   revalidated (src/plugins/search/client/useSearch.ts).
 * - Opening a changed page is a client-side navigation to a chunk that is
 *   gone: the page reloads once (Docusaurus) and lands at the heading its
 *   address names (src/clientModules/chunkFailure.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {test, expect} from '@playwright/test';
import {deployableSite, variantDir} from './support/variantBuild';
import {NEXT_DEPLOY_PAGE, NEXT_DEPLOY_WORD} from './support/variants';
import {countDocumentLoads, markDocument, sameDocument} from './support/faults';
import {hydrated} from './support/page';
import {openSearch, readResults, searchFor} from './support/search';
import {BUILD_DIR, DOC_ROUTES, escapeRegExp} from '../support/site';

test.describe.configure({mode: 'serial'});

const CHANGED = NEXT_DEPLOY_PAGE;
const NEW_WORD = NEXT_DEPLOY_WORD;

/** A page to be on when the deploy happens, other than the changed one. */
const START = DOC_ROUTES.find((route) => route.path !== CHANGED.path && route.path !== '/')!;

let site: Awaited<ReturnType<typeof deployableSite>>;
let nextBuild: string;

test.beforeAll(async () => {
  nextBuild = variantDir('next-deploy');
  site = await deployableSite(BUILD_DIR);
});

test.afterAll(async () => {
  await site?.close();
});

test.beforeEach(async ({page}) => {
  // A page's code prefetched before the deploy would show that page as it was;
  // these tests are about the code that is not in the tab yet.
  await page.route('**/assets/js/**', (route) =>
    /prefetch/.test(route.request().headers()['sec-purpose'] ?? '')
      ? route.abort()
      : route.continue(),
  );
});

test('search in a tab opened before a deploy finds the new pages, and opens one', async ({
  page,
}) => {
  const loads = countDocumentLoads(page);
  site.deploy(BUILD_DIR);
  await page.goto(site.origin + START.path);
  await hydrated(page);
  await markDocument(page);
  site.deploy(nextBuild);

  const input = await openSearch(page);
  expect(await searchFor(page, input, NEW_WORD)).toContain(CHANGED.path);
  expect(await sameDocument(page)).toBe(true);

  const result = (await readResults(page)).findIndex((option) => option.kind === 'result');
  await page.getByRole('option').nth(result).click();
  await expect(page.getByText(`A word that only this deploy has: ${NEW_WORD}.`)).toBeVisible();
  expect(loads.count()).toBe(2);
});

test('opening a changed page after a deploy reloads once, at the heading its address names', async ({
  page,
}) => {
  const loads = countDocumentLoads(page);
  const $ = cheerio.load(fs.readFileSync(path.join(BUILD_DIR, CHANGED.path, 'index.html'), 'utf8'));
  const heading = $('article h2[id]').eq(2);
  const [anchor, headingText] = [heading.attr('id')!, heading.contents().not('a').text().trim()];

  site.deploy(BUILD_DIR);
  await page.goto(site.origin + START.path);
  await hydrated(page);
  // The reader has scrolled down the page they are on.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 3));
  const input = await openSearch(page);
  await searchFor(page, input, headingText);
  const result = (await readResults(page)).findIndex(
    (option) => option.kind === 'result' && option.title === headingText,
  );
  expect(result, `a result for "${headingText}"`).toBeGreaterThanOrEqual(0);
  site.deploy(nextBuild);

  await page.getByRole('option').nth(result).click();
  await expect(page).toHaveURL(
    new RegExp(`${escapeRegExp(CHANGED.path)}\\?.*#${escapeRegExp(anchor)}$`),
  );
  await expect(page.getByText(`A word that only this deploy has: ${NEW_WORD}.`)).toBeAttached();
  const target = page.locator(`#${anchor}`);
  await expect(target).toBeInViewport();
  expect((await target.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height / 3);
  expect(loads.count()).toBe(2);
});
