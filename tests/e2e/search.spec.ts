/**
 * Offline full-text search in the navbar slot and on the search page: the
 * keyboard works, a reader's own words find the pages' words (the
 * glossary), a query without results offers ways on, nothing leaves the
 * origin, and neither the search box's code nor the index is loaded until
 * search is used (src/theme/SearchBar): the stand-in box has the same size,
 * keeps what is typed before the code arrives, and is a link to the search
 * page without JavaScript. How well readers' questions are answered is
 * measured in tests/e2e/search-quality.spec.ts.
 */
import {test, expect, type Page} from '@playwright/test';
import {standInReady} from './support/page';
import {openSearch, searchBox, searchFor} from './support/search';
import {DOC_ROUTES, escapeRegExp} from '../support/site';
import {chunkContaining, controlChunk} from './support/faults';
import {KEPT_OUT_OF_MAIN} from '../../src/plugins/slim-client-bundle';
import {mostReadPages} from '../../src/plugins/search';
import {supportEmail} from '../../src/data/siteSettings';

/** The built chunk with the search plugin's box (found by the marker the main-bundle check uses). */
const searchBoxChunk = () => chunkContaining(KEPT_OUT_OF_MAIN.find((m) => m.name === 'the search box')!.marker);

/** The search plugin's box has replaced the stand-in (a search form with a plain text box). */
async function pluginBoxLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('search')).toHaveCount(0);
  await expect(searchBox(page)).toBeVisible();
}

/** What the search offers when a query finds nothing (src/plugins/search). */
const help = {mostRead: mostReadPages(), supportEmail};

/** A doc page's route, by its doc id. */
const pathOf = (id: string) => DOC_ROUTES.find((r) => r.file?.replace(/^docs\//, '').replace(/\.mdx?$/, '') === id)!.path;

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

test('arrow keys and Enter open a result at its section, with the terms highlighted', async ({page, baseURL}) => {
  const external: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('data:') && new URL(r.url()).origin !== new URL(baseURL!).origin) external.push(r.url());
  });
  await page.goto('/');
  const input = await openSearch(page);
  const privacy = pathOf('privacy-security/user-privacy');
  const target = (await searchFor(page, input, 'opt out')).indexOf(privacy);
  expect(target).toBeGreaterThanOrEqual(0);
  // The first result is active; move to the target with the arrow keys.
  for (let i = 0; i < target; i += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').nth(target)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(privacy)}\\?_highlight=opt&_highlight=out#[a-z0-9-]+$`));
  const hash = new URL(page.url()).hash;
  await expect(page.locator(hash)).toBeInViewport();
  await expect(page.locator('article mark').first()).toBeVisible();
  expect(external).toEqual([]);
});

test("a reader's word finds the page's word, which the opened page marks (the glossary)", async ({page}) => {
  // "TAC" is on no page; the glossary (src/data/glossary.ts) says the pages call it the Teams admin center.
  await page.goto('/');
  const input = await openSearch(page);
  expect((await searchFor(page, input, 'TAC')).length).toBeGreaterThan(0);
  await expect(page.getByRole('listbox').getByRole('option').first().locator('mark').first()).toHaveText(/^(teams|admin|center)$/i);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/_highlight=tac/);
  await expect(page.locator('article mark', {hasText: /^admin$/i}).first()).toBeVisible();
});

test('a query with no match says so, and offers the pages most readers need', async ({page}) => {
  await page.goto('/');
  const input = await openSearch(page);
  await input.fill('xyzzyqwerty');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(help.mostRead.length);
  await expect(page.getByRole('listbox')).toContainText('No results');
  for (const [i, {title}] of help.mostRead.entries()) await expect(options.nth(i)).toContainText(title);
  await expect(page.getByTestId('search-status')).toHaveText(
    new RegExp(`^No results\\. ${help.mostRead.length} suggestions\\. Use the up and down arrow keys`),
  );
  await expect(page.getByTestId('search-status')).toHaveAttribute('role', 'status');
  // The keyboard reaches them as it reaches results.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(help.mostRead[0]!.path)}$`));
});

test('a query with typos it cannot match offers the close word that does, and its results', async ({page}) => {
  await page.goto('/');
  const input = await openSearch(page);
  // Two typos in a short word: too far to match, close enough to suggest.
  await input.fill('retntin');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Search for “retention” instead');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=retention$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "retention"');
  await expect(page.locator('main article h2 a').first()).toBeVisible();
});

test('screen readers hear how many results a query found', async ({page}) => {
  await page.goto('/');
  const input = await openSearch(page);
  await input.fill('consent');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const count = await options.count();
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
    expect(await searchFor(page, input, 'setup policies')).toContain(pathOf('for-admins/setup-policies'));
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeInViewport();
  });
});

test.describe('the search page', () => {
  test('without results: close words, the most-read pages and the support address', async ({page}) => {
    await page.goto('/search?q=xyzzyqwerty');
    await expect(page.getByText('No documents were found for “xyzzyqwerty”.')).toBeVisible();
    const main = page.getByRole('main');
    for (const {title, path} of help.mostRead) await expect(main.getByRole('link', {name: title, exact: true})).toHaveAttribute('href', path);
    await expect(main.getByRole('link', {name: help.supportEmail})).toHaveAttribute('href', `mailto:${help.supportEmail}`);

    await page.getByRole('searchbox', {name: 'Search'}).fill('retntin');
    const suggestion = main.getByRole('link', {name: 'retention', exact: true});
    await suggestion.click();
    await expect(page).toHaveURL(/\/search\?q=retention$/);
    await expect(page.locator('main article h2 a').first()).toBeVisible();
  });

  test('shows the same results, in the same order, as the navbar box', async ({page}) => {
    await page.goto('/');
    const input = await openSearch(page);
    const fromBox = (await searchFor(page, input, 'admin consent')).slice(0, 5);
    await page.goto('/search?q=admin%20consent');
    const links = page.locator('main article h2 a');
    await expect(links.first()).toBeVisible();
    const fromPage = (await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).slice(0, 5);
    expect(fromPage).toEqual(fromBox);
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
