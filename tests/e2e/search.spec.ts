/**
 * Offline full-text search in the navbar slot: readers' questions find the
 * right page and section, the keyboard works, nothing leaves the origin, and
 * the index is not loaded until search is used.
 */
import {test, expect, type Page} from '@playwright/test';
import {ROUTES} from '../support/site';

function titleOf(path: string): string {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route.h1;
}

async function openSearch(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('ControlOrMeta+k');
  const input = page.getByRole('combobox', {name: 'Search'});
  await expect(input).toBeFocused();
  return input;
}

/**
 * The page each result belongs to, by title: a result for a whole page shows
 * the page title as its title; a result for a section or a sentence shows the
 * page title as a step of its path ("For Admins › Setup policies › Heading").
 */
async function resultPages(page: Page): Promise<string[]> {
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  const pageTitles = ROUTES.map((r) => r.h1);
  const hits = await listbox.getByRole('option').evaluateAll((options) =>
    options.map((o) => ({
      title: o.querySelector('[class*="hitTitle"]')?.textContent?.trim() ?? '',
      path: o.querySelector('[class*="hitPath"]')?.textContent?.trim() ?? '',
    })),
  );
  const clean = (s: string) => s.replace(/…$/, '').trim();
  return hits.map(({title, path}) => {
    const steps = path.split('›').map(clean).reverse();
    const inPath = steps.flatMap((step) => pageTitles.filter((t) => t === step || (step.length > 8 && t.startsWith(step))));
    return inPath[0] ?? pageTitles.find((t) => t === clean(title)) ?? `? ${title} (${path})`;
  });
}

const questions = [
  {query: 'minimum group size', page: '/privacy-security/user-privacy', top: 3},
  {query: 'pin the app', page: '/for-admins/setup-policies', top: 3},
  {query: 'Reports.Read.All', page: '/for-admins/app-permissions', top: 5},
  {query: 'opt out', page: '/privacy-security/user-privacy', top: 3},
  {query: 'not enough data yet', page: '/insights/Impact', top: 5},
  {query: 'revoke consent', page: '/for-admins/app-permissions', top: 5},
];

test('the index costs the first page view nothing: it loads when search is first used', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (r) => {
    if (/search-index.*\.json/.test(r.url())) indexRequests.push(r.url());
  });
  await page.goto('/insights/drivers');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
  await openSearch(page);
  await expect.poll(() => indexRequests.length).toBe(1);
});

for (const {query, page: expected, top} of questions) {
  test(`"${query}" finds ${expected} among the first ${top} results`, async ({page}) => {
    await page.goto('/');
    const input = await openSearch(page);
    await input.fill(query);
    const pages = await resultPages(page);
    expect(pages.slice(0, top)).toContain(titleOf(expected));
  });
}

test('arrow keys and Enter open a result at its section, with the terms highlighted', async ({page, baseURL}) => {
  const external: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('data:') && new URL(r.url()).origin !== new URL(baseURL!).origin) external.push(r.url());
  });
  await page.goto('/');
  const input = await openSearch(page);
  await input.fill('opt out');
  const pages = await resultPages(page);
  const target = pages.findIndex((p) => p === titleOf('/privacy-security/user-privacy'));
  expect(target).toBeGreaterThanOrEqual(0);
  // The first result is active; move to the target with the arrow keys.
  for (let i = 0; i < target; i += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').nth(target)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/privacy-security\/user-privacy\?_highlight=opt&_highlight=out#[a-z0-9-]+$/);
  const hash = new URL(page.url()).hash;
  await expect(page.locator(hash)).toBeInViewport();
  await expect(page.locator('article mark').first()).toBeVisible();
  expect(external).toEqual([]);
});

test('a query with no match says so, on screen and to screen readers', async ({page}) => {
  await page.goto('/');
  const input = await openSearch(page);
  await input.fill('xyzzyqwerty');
  await expect(page.getByRole('listbox')).toContainText('No results');
  await expect(page.getByTestId('search-status')).toHaveText('No results');
  await expect(page.getByTestId('search-status')).toHaveAttribute('role', 'status');
});

test('screen readers hear how many results a query found', async ({page}) => {
  await page.goto('/');
  const input = await openSearch(page);
  await input.fill('consent');
  const count = await page.getByRole('listbox').getByRole('option').count();
  expect(count).toBeGreaterThan(0);
  await expect(page.getByTestId('search-status')).toHaveText(new RegExp(`^${count} results?\\.`));
});

test('Escape closes the results and keeps focus in the search box', async ({page}) => {
  await page.goto('/');
  const input = await openSearch(page);
  await input.fill('drivers');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});
  test('search opens from the navbar and finds a page', async ({page}) => {
    await page.goto('/');
    const input = await openSearch(page);
    await input.fill('setup policies');
    expect(await resultPages(page)).toContain(titleOf('/for-admins/setup-policies'));
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeInViewport();
  });
});
