/**
 * Limits on what the search box or a URL can make the site do (issue 18,
 * item 8; src/utils/searchLimits.ts): a very long query answers at once and
 * leaves the search working, in the navbar box and on the search page; a
 * URL with thousands of `_highlight` terms does not hold up the page.
 */
import {test, expect, type Page} from '@playwright/test';
import {openSearch, searchFor} from './support/search';
import {hydrated} from './support/page';
import {DOC_ROUTES} from '../support/site';
import {MAX_HIGHLIGHT_TERMS} from '../../src/utils/searchLimits';

/** A query no index has: one word of thousands of characters (each of its words costs the search more). */
const LONG_WORD = 'a'.repeat(3_000);
const ANSWER_WITHIN_MS = 1_000;

test('a query of one 3,000-character word answers within a second, and the next query still works', async ({page}) => {
  await page.goto('/');
  const input = await openSearch(page);
  // The index is loaded: what follows is the query alone.
  expect((await searchFor(page, input, 'consent')).length).toBeGreaterThan(0);
  await input.fill('');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(0);

  const started = Date.now();
  await input.fill(LONG_WORD);
  await expect(page.getByRole('listbox')).toContainText('No results', {timeout: ANSWER_WITHIN_MS * 10});
  expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS);

  expect((await searchFor(page, input, 'consent')).length).toBeGreaterThan(0);
});

test('the search page answers a 10,000-character query from its URL, and the next query still works', async ({page}) => {
  await page.goto('/');
  await openSearch(page);
  const started = Date.now();
  await page.goto(`/search?q=${'b'.repeat(10_000)}`);
  await expect(page.getByText(/^No documents were found for/)).toBeVisible({timeout: ANSWER_WITHIN_MS * 10});
  await page.getByRole('searchbox', {name: 'Search'}).fill('consent');
  await expect(page.locator('main article h2 a').first()).toBeVisible();
  // The page load itself is in this figure; it still answers well within a few seconds.
  expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS * 5);
});

/** The longest task on the main thread while `work` runs (Long Tasks API). */
async function longestTaskDuring(page: Page, work: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as {__longTasks: number[]}).__longTasks = seen;
    new PerformanceObserver((list) => seen.push(...list.getEntries().map((entry) => entry.duration))).observe({type: 'longtask'});
  });
  await work();
  // Let the observer report the last tasks.
  await page.waitForTimeout(300);
  return page.evaluate(() => Math.max(0, ...(window as unknown as {__longTasks: number[]}).__longTasks));
}

test('a URL with thousands of highlight terms does not hold up the page, and the first terms are still marked', async ({page}) => {
  const route = DOC_ROUTES.find((r) => r.path !== '/')!;
  await page.goto(route.path);
  await hydrated(page);
  // A word of the page's title, then thousands of words the page does not have.
  const word = route.h1.split(/\s+/).find((w) => w.length > 3)!.toLowerCase();
  const terms = [word, ...Array.from({length: 3_000}, (_, i) => `nosuchword${i}`)];
  const query = new URLSearchParams(terms.map((term) => ['_highlight', term])).toString();

  const longest = await longestTaskDuring(page, async () => {
    // The same page with the terms (a client-side navigation, as from a search result).
    await page.evaluate((search) => {
      history.pushState(null, '', `${location.pathname}?${search}`);
      dispatchEvent(new PopStateEvent('popstate'));
    }, query);
    await expect(page.locator('article mark').first()).toBeVisible();
  });
  expect(longest).toBeLessThan(500);
  const marked = await page.locator('article mark').evaluateAll((marks) => new Set(marks.map((m) => m.textContent!.toLowerCase())).size);
  expect(marked).toBeGreaterThan(0);
  expect(marked).toBeLessThanOrEqual(MAX_HIGHLIGHT_TERMS);
});
