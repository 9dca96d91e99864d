/**
 * Offline full-text search in the navbar slot: readers' questions find the
 * right page and section, the keyboard works, nothing leaves the origin, and
 * neither the search box's code nor the index is loaded until search is used
 * (src/theme/SearchBar): the stand-in box has the same size, keeps what is
 * typed before the code arrives, and is a link to the search page without
 * JavaScript.
 */
import {test, expect, type Page} from '@playwright/test';
import {standInReady} from './support/page';
import {ROUTES} from '../support/site';
import {chunkContaining, controlChunk} from './support/faults';
import {KEPT_OUT_OF_MAIN} from '../../src/plugins/slim-client-bundle';

/** The built chunk with the search plugin's box (found by the marker the main-bundle check uses). */
const searchBoxChunk = () => chunkContaining(KEPT_OUT_OF_MAIN.find((m) => m.name === 'the search box')!.marker);

/** The navbar's search box: the stand-in or the plugin's, whichever is on the page. */
const searchBox = (page: Page) => page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});

/** The search plugin's box has replaced the stand-in (a search form with a plain text box). */
async function pluginBoxLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('search')).toHaveCount(0);
  await expect(searchBox(page)).toBeVisible();
}

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
 * page title as a step of its path ("For admins › Setup policies › Heading").
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
  {query: 'ChannelMessage.Read.Group', page: '/for-admins/app-permissions', top: 5},
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

test.describe('the search box loads on intent', () => {
  test('a page load fetches none of its code; hovering the box does', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/insights/drivers');
    await standInReady(page);
    await page.waitForLoadState('networkidle');
    expect(requested).not.toContain(searchBoxChunk());
    expect(requested.filter((p) => /search-index/.test(p))).toEqual([]);
    await searchBox(page).hover();
    await expect.poll(() => requested.includes(searchBoxChunk())).toBe(true);
    await pluginBoxLoaded(page);
  });

  for (const viewport of [{width: 1280, height: 800}, {width: 390, height: 844}]) {
    test(`keeps its size and place from static HTML to the loaded box (${viewport.width} px)`, async ({browser}) => {
      const boxOf = async (javaScriptEnabled: boolean, load: boolean) => {
        const context = await browser.newContext({viewport, javaScriptEnabled});
        const page = await context.newPage();
        await page.goto('/insights/drivers');
        if (javaScriptEnabled) await standInReady(page);
        if (load) {
          await searchBox(page).hover();
          await pluginBoxLoaded(page);
          await page.mouse.move(0, viewport.height - 1);
        }
        const box = await page.locator('nav.navbar .navbar__search').boundingBox();
        await context.close();
        return box;
      };
      const staticBox = await boxOf(false, false);
      expect(staticBox).not.toBeNull();
      expect(await boxOf(true, false)).toEqual(staticBox);
      const loaded = await boxOf(true, true);
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(loaded![key] - staticBox![key]), key).toBeLessThanOrEqual(1);
    });
  }

  test('what is typed before the code arrives is kept, and searched', async ({page}) => {
    const chunk = await controlChunk(page, searchBoxChunk(), 'hold');
    await page.goto('/');
    await standInReady(page);
    await searchBox(page).click();
    // Focused, it shows a focus ring before the plugin's code arrives too.
    expect(await searchBox(page).evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.type('consent');
    await expect(searchBox(page)).toHaveValue('consent');
    chunk.set('pass');
    const combobox = page.getByRole('combobox', {name: 'Search'});
    await expect(combobox).toBeFocused();
    await expect(combobox).toHaveValue('consent');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    // The reader goes on typing in the same box.
    await page.keyboard.type(' admin');
    await expect(combobox).toHaveValue('consent admin');
  });

  test('the shortcut loads it and puts the focus in it', async ({page}) => {
    await page.goto('/for-admins/access');
    await standInReady(page);
    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.getByRole('combobox', {name: 'Search'})).toBeFocused();
  });

  test('Enter before the code arrives opens the search page with the query', async ({page}) => {
    await controlChunk(page, searchBoxChunk(), 'hold');
    await page.goto('/');
    await standInReady(page);
    await searchBox(page).click();
    await page.keyboard.type('opt out');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=opt\+out$/);
  });

  test('without JavaScript it is a link to the search page', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/insights/drivers');
    const link = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Search'});
    await expect(link).toHaveAttribute('href', '/search');
    await link.click();
    await expect(page).toHaveURL(/\/search$/);
    await context.close();
  });
});
