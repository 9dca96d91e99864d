/**
 * What no input may do to the search (src/plugins/search/client/limits.ts): a
 * very long query, typed or in the search page's address, still gets its
 * answer and leaves the search working; an address with thousands of words
 * to mark marks at most 16 of them. How long the engine takes on the longest query
 * the limits allow is measured, not asserted: `npm run search:quality`
 * prints it.
 */
import {test, expect} from '@playwright/test';
import {openSearch, searchFor, searchStatus} from './support/search';
import {hydrated} from './support/page';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, SITE_TITLE} from '../support/site';
import {MAX_QUERY_LENGTH, MAX_QUERY_WORDS} from '../../src/plugins/search/client/limits';

test('a query of one 3,000-character word is answered, and the next query still works', async ({
  page,
}) => {
  await page.goto('/');
  const input = await openSearch(page);
  expect((await searchFor(page, input, 'consent')).length).toBeGreaterThan(0);
  expect(await searchFor(page, input, 'a'.repeat(3_000))).toEqual([]);
  await expect(searchStatus(page)).toHaveText('No results');
  expect((await searchFor(page, input, 'consent')).length).toBeGreaterThan(0);
});

test('the search page answers a 10,000-character query from its address, and the next query still works', async ({
  page,
}) => {
  await page.goto(`/search?q=${'b'.repeat(10_000)}`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('No results.');
  const box = page.getByRole('main').getByRole('searchbox', {name: 'Search the documentation'});
  await box.fill('consent');
  await box.press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^(Top )?\d+ results?\.$/);
});

test('the search page shows the query cut to what the search reads, in its heading and tab title', async ({
  page,
}) => {
  const words = Array.from({length: 40}, (_, i) => `word${i}`);
  const oneWord = 'b'.repeat(9_000);
  const cases: Array<[query: string, shown: string]> = [
    // The search reads the first MAX_QUERY_WORDS words: the heading shows those, then "…".
    [words.join(' '), `${words.slice(0, MAX_QUERY_WORDS).join(' ')}…`],
    // And the first MAX_QUERY_LENGTH characters.
    [oneWord, `${oneWord.slice(0, MAX_QUERY_LENGTH)}…`],
    // A query within both limits shows whole.
    [words.slice(0, 3).join(' '), words.slice(0, 3).join(' ')],
  ];
  for (const [query, shown] of cases) {
    await page.goto(`/search?${new URLSearchParams({q: query})}`);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for “${shown}”`);
    await expect(page).toHaveTitle(`Search results for “${shown}” | ${SITE_TITLE}`);
  }
});

test('an address with thousands of words to mark marks the first 16 of them', async ({page}) => {
  // Twenty words the Drivers page has, then thousands it does not have.
  const twin = fs.readFileSync(path.join(BUILD_DIR, 'insights/drivers.md'), 'utf8');
  const onPage = [
    ...new Set(
      twin
        .split('\n## ')[1]!
        .toLowerCase()
        .match(/\b[a-z]{4,}\b/g),
    ),
  ].slice(0, 20);
  expect(onPage).toHaveLength(20);
  const words = [...onPage, ...Array.from({length: 3_000}, (_, i) => `nosuchword${i}`)];
  const query = new URLSearchParams(words.map((word) => ['_highlight', word])).toString();
  await page.goto('/insights/drivers');
  await hydrated(page);
  // As a search result opens it: a client-side navigation (an address this long is refused by
  // servers).
  await page.evaluate((search) => {
    history.pushState(null, '', `${location.pathname}?${search}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, query);
  const marked = () =>
    page.evaluate(() => {
      const highlight = (CSS.highlights as unknown as Map<string, Iterable<Range>>).get(
        'search-term',
      );
      return highlight
        ? [...new Set(Array.from(highlight, (range) => range.toString().toLowerCase()))].sort()
        : [];
    });
  await expect.poll(marked).toEqual(onPage.slice(0, 16).sort());
});
