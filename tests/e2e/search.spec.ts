/**
 * Offline full-text search in the navbar slot and on the search page
 * (CONTRIBUTING.md, "Search"): the index loads when search is first used, the
 * keyboard works, a reader's own words find the pages' words (the
 * glossary), two swapped letters are one typo, a query without results
 * says so and offers ways on, nothing leaves the origin, the page a result
 * opens marks the words, an index of the wrong shape leaves search
 * unavailable and the page working, and without JavaScript the box still
 * opens the search page. How well readers' questions are answered is
 * measured by `npm run search:quality` (tests/e2e/search-quality.spec.ts).
 */
import {test, expect, type Page} from '@playwright/test';
import {afterIdlePrefetches, hydrated, storeTheme} from './support/page';
import {
  openSearch,
  readResults,
  routeOf,
  searchBox,
  searchFor,
  searchStatus,
} from './support/search';
import {DOC_ROUTES} from '../support/site';
import {contrast} from '../support/contrast';
import {SEARCH_INDEX_VERSION} from '../../src/plugins/search/data/indexFormat';
import {MOST_READ_DOC_IDS} from '../../src/data/mostRead';
import {supportEmail} from '../../src/node/siteSettings';

/** A doc page's route and title, by its doc id. */
const docOf = (id: string) =>
  DOC_ROUTES.find((r) => r.file?.replace(/^docs\//, '').replace(/\.mdx?$/, '') === id)!;

/** The words the page marks from a search (CSS Custom Highlight API), lower case. */
const markedWords = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const highlight = (CSS.highlights as unknown as Map<string, Iterable<Range>>).get(
      'search-term',
    );
    return highlight
      ? [...new Set(Array.from(highlight, (range) => range.toString().toLowerCase()))]
      : [];
  });

test('a page opened from a result marks whole words only, not words that contain them', async ({
  page,
}) => {
  await page.goto('/for-admins/app-permissions?_highlight=app&_highlight=permission');
  await hydrated(page);
  // The page has "approves", "application" and "permissions" too (the world: its text).
  const text = (await page.locator('main article').textContent())!.toLowerCase();
  expect(text).toMatch(/\bapprov/);
  expect(text).toMatch(/\bpermissions\b/);
  await expect.poll(() => markedWords(page)).toEqual(expect.arrayContaining(['app']));
  // Each mark with the letters on either side of it: none may run on into a longer word.
  const inWords = await page.evaluate(() =>
    Array.from(
      (CSS.highlights as unknown as Map<string, Iterable<Range>>).get('search-term') ?? [],
      (range) => {
        const value = range.startContainer.nodeValue ?? '';
        return `${value.slice(Math.max(0, range.startOffset - 1), range.startOffset)}[${range}]${value.slice(range.endOffset, range.endOffset + 1)}`;
      },
    ).filter((mark) => /\p{L}\[|\]\p{L}/u.test(mark)),
  );
  expect(inWords).toEqual([]);
});

/** The search engine's chunk (src/plugins/search/client/useSearch.ts names it). */
const ENGINE_CHUNK = /\/assets\/js\/search-engine\.[0-9a-f]+\.js$/;

test('the index and the engine cost a page view nothing: they load when the reader points at the box', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (r) => {
    const {pathname} = new URL(r.url());
    if (pathname === '/search-index.json' || ENGINE_CHUNK.test(pathname)) requests.push(pathname);
  });
  await page.goto('/insights/drivers');
  await afterIdlePrefetches(page);
  expect(requests).toEqual([]);
  await searchBox(page).hover();
  await expect.poll(() => requests.length).toBe(2);
});

test('what the reader types while the engine loads is kept and answered', async ({page}) => {
  await page.goto('/');
  const answered = await searchFor(page, await openSearch(page), 'TAC');
  expect(answered.length).toBeGreaterThan(0);

  // A fresh load, the engine's chunk held back until the query has been typed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENGINE_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const input = await openSearch(page);
  await page.keyboard.type('TAC');
  await expect(input).toHaveValue('TAC');
  await expect(searchStatus(page)).toHaveText('');
  release();
  await expect(searchStatus(page)).toHaveText(/results?$/);
  const results = (await readResults(page)).filter((option) => option.kind === 'result');
  expect(results.map(routeOf)).toEqual(answered);
});

test('arrow keys and Enter open a result at its section, where the words searched for are marked', async ({
  page,
  baseURL,
}) => {
  const external: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('data:') && new URL(r.url()).origin !== new URL(baseURL!).origin)
      external.push(r.url());
  });
  await page.goto('/');
  const input = await openSearch(page);
  const privacy = docOf('privacy-security/user-privacy').path;
  const target = (await searchFor(page, input, 'opt out')).indexOf(privacy);
  expect(target).toBeGreaterThanOrEqual(0);
  // The first result is selected as the reader types; the arrow keys move on from it.
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  for (let i = 0; i < target; i += 1) await page.keyboard.press('ArrowDown');
  const option = page.getByRole('option').nth(target);
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  const href = (await option.getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new URL(href, baseURL).href);
  const anchor = new URL(href, baseURL).hash.slice(1);
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  await expect.poll(() => markedWords(page)).toEqual(expect.arrayContaining(['opt', 'out']));
  expect(external).toEqual([]);
});

test("a reader's word finds the page's word (the glossary)", async ({page}) => {
  await page.goto('/');
  const input = await openSearch(page);
  await searchFor(page, input, 'TAC');
  const first = (await readResults(page)).find((r) => r.kind === 'result');
  expect(first).toBeDefined();
  // No page says "TAC": the result is there for the page's "Teams admin center".
  await page.goto(first!.href);
  await expect(page.locator('main article')).toContainText('Teams admin center');
  await expect(page.locator('main article')).not.toContainText(/\bTAC\b/);
});

test('a query with no match says so first, then offers the pages most readers need, and no search page of no results', async ({
  page,
}) => {
  await page.goto('/');
  const input = await openSearch(page);
  expect(await searchFor(page, input, 'zzqxjv')).toEqual([]);
  await expect(searchStatus(page)).toHaveText('No results');
  const list = page.getByRole('listbox', {name: 'Search results'});
  // The open box's first words, above the ways on.
  expect(await list.locator('..').innerText()).toMatch(/^No results for “zzqxjv”\.\n/);
  const mostRead = MOST_READ_DOC_IDS.map(docOf);
  const offered = list.getByRole('group', {name: 'Pages most readers need'}).getByRole('option');
  await expect(offered).toHaveText(mostRead.map((doc) => doc.h1));
  expect(
    (await readResults(page)).map((o) => ({title: o.title, place: o.place, path: routeOf(o)})),
  ).toEqual(mostRead.map((doc) => ({title: doc.h1, place: '', path: doc.path})));
  await expect(list.getByText(/See all results/)).toHaveCount(0);
});

test('two neighbouring letters swapped count as one typo: the word is found, and suggested', async ({
  page,
}) => {
  await page.goto('/');
  const input = await openSearch(page);
  const [first] = await searchFor(page, input, 'consent');
  // The same first result as the word spelled right (which also finds the words one typo from it,
  // such as "content", so the rest may differ).
  expect((await searchFor(page, input, 'consnet'))[0]).toBe(first);
  expect((await readResults(page))[0]!.title).toMatch(/consent/i);
  expect(await searchFor(page, input, 'dirvers')).toContain(docOf('insights/drivers').path);
  expect(await searchFor(page, input, 'premissions')).toContain(
    docOf('privacy-security/app-permissions').path,
  );
  await page.goto('/search?q=consnet');
  await expect(
    page.getByRole('main').getByRole('link', {name: 'Search for “consent” instead'}),
  ).toHaveAttribute('href', '/search?q=consent');
  await expect(page.getByRole('main').locator('ol > li').first()).toContainText(/consent/i);
});

test('a query with more typos than it tolerates offers the close word that has results', async ({
  page,
}) => {
  await page.goto('/');
  const input = await openSearch(page);
  expect(await searchFor(page, input, 'kinsent ')).toEqual([]);
  const suggestion = (await readResults(page)).find((o) => o.kind === 'suggestion');
  expect(suggestion).toMatchObject({
    title: 'Search for “consent” instead',
    href: '/search?q=consent',
  });
});

test('screen readers hear how many results a query found', async ({page}) => {
  await page.goto('/');
  const input = await openSearch(page);
  // The box shows 8 results at most (CONTRIBUTING.md, "Search"): a query with more says so.
  const few = await searchFor(page, input, 'retnetion');
  expect(few.length).toBeGreaterThan(1);
  expect(few.length).toBeLessThan(8);
  await expect(searchStatus(page)).toHaveText(`${few.length} results`);
  expect(await searchFor(page, input, 'retention')).toHaveLength(8);
  await expect(searchStatus(page)).toHaveText('Top 8 results');
});

test('Escape closes the results, a second Escape empties the box; the focus stays in it', async ({
  page,
}) => {
  await page.goto('/');
  const input = await openSearch(page);
  await searchFor(page, input, 'consent');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', {name: 'Search results'})).toBeHidden();
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(input).toHaveValue('');
});

test('the clear button never covers the query, and a long query keeps its start in view while typed', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/');
  const input = await openSearch(page);
  await input.fill('how long until a setup policy change reaches everyone');
  const clear = page.getByRole('button', {name: 'Clear search'});
  await expect(clear).toBeVisible();
  const [inputBox, clearBox, textEnd] = await Promise.all([
    input.boundingBox(),
    clear.boundingBox(),
    input.evaluate((el) => {
      const style = getComputedStyle(el);
      return el.getBoundingClientRect().right - parseFloat(style.paddingRight);
    }),
  ]);
  // The text area ends where the button begins: no letter is drawn under it.
  expect(clearBox!.x).toBeGreaterThanOrEqual(textEnd - 0.5);
  expect(clearBox!.x + clearBox!.width).toBeLessThanOrEqual(inputBox!.x + inputBox!.width + 0.5);
  // The whole question fits: the box does not scroll its start out of view.
  expect(await input.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await clear.click();
  await expect(input).toHaveValue('');
  await expect(input).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 375, height: 700}});
  test('the box opens over the navbar and finds a page', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await searchBox(page).click();
    // It grows to the navbar's width (a transition).
    await expect
      .poll(async () => (await searchBox(page).boundingBox())!.width)
      .toBeGreaterThan(300);
    const input = searchBox(page);
    const routes = await searchFor(page, input, 'opt out');
    expect(routes).toContain(docOf('privacy-security/user-privacy').path);
  });
});

test.describe('the search page', () => {
  test('without results: close words, the pages most readers need and the support address', async ({
    page,
  }) => {
    await page.goto('/search?q=kinsent');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('No results.');
    await expect(page.getByRole('link', {name: 'Search for “consent” instead'})).toHaveAttribute(
      'href',
      '/search?q=consent',
    );
    for (const doc of MOST_READ_DOC_IDS.map(docOf))
      await expect(
        page.getByRole('main').getByRole('link', {name: doc.h1, exact: true}),
      ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', {name: supportEmail})).toHaveAttribute(
      'href',
      `mailto:${supportEmail}`,
    );
  });

  test('says how many results it shows: the top 30, or all when fewer', async ({page}) => {
    await page.goto('/search?q=consent');
    const results = page.getByRole('main').locator('ol > li');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Top 30 results.');
    await expect(results).toHaveCount(30);
    await page.goto('/search?q=retnetion');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results\.$/);
    const count = await results.count();
    expect(count).toBeLessThan(30);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`${count} results.`);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`marks the words found in colours of the mode, the text on them at 4.5:1 or more (${theme})`, async ({
      page,
    }) => {
      await storeTheme(page, theme);
      await page.goto('/search?q=consent');
      const mark = page.getByRole('main').locator('ol mark').first();
      await expect(mark).toBeVisible();
      const colors = await mark.evaluate((el) => {
        const of = (e: Element) => getComputedStyle(e);
        return {
          text: of(el).color,
          background: of(el).backgroundColor,
          around: of(el.parentElement!).color,
        };
      });
      // The mode's own text colour (light on the dark page), not the
      // browser's black on yellow, so the background is the mode's too.
      expect(colors.text).toBe(colors.around);
      expect(contrast(colors.text, colors.background)).toBeGreaterThanOrEqual(4.5);
    });
  }

  test('shows the results of the navbar box, in the same order, each with the words found marked', async ({
    page,
  }) => {
    await page.goto('/');
    const fromBox = await searchFor(page, await openSearch(page), 'consent admin');
    await page.goto('/search?q=consent+admin');
    const links = page
      .getByRole('main')
      .getByRole('list')
      .first()
      .getByRole('heading')
      .getByRole('link');
    await expect(links.first()).toBeVisible();
    const fromPage = (
      await links.evaluateAll((as) =>
        as.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
      )
    ).slice(0, fromBox.length);
    expect(fromPage).toEqual(fromBox);
    await expect(page.getByRole('main').locator('mark').first()).toBeVisible();
  });
});

test.describe("an index of the wrong shape (another build's, or a broken one) is a search that is unavailable", () => {
  const section = {
    id: 0,
    url: '/privacy-security/user-privacy',
    page: 'User privacy',
    category: '',
    heading: 'User privacy',
    text: 'consent',
  };
  const mostRead = [{title: 'User privacy', path: '/privacy-security/user-privacy'}];
  const WRONG = {
    'without mostRead': {version: SEARCH_INDEX_VERSION, sections: [section]},
    'with a section without url': {
      version: SEARCH_INDEX_VERSION,
      sections: [{...section, url: undefined}],
      mostRead,
    },
    'with text: null': {
      version: SEARCH_INDEX_VERSION,
      sections: [{...section, text: null}],
      mostRead,
    },
    'of the next version': {version: SEARCH_INDEX_VERSION + 1, sections: [section], mostRead},
  };
  for (const [name, index] of Object.entries(WRONG)) {
    test(`an index ${name}: the search page and the navbar box say so, and the page stays`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.route('**/search-index.json', (route) => route.fulfill({json: index}));
      await page.goto('/search?q=consent');
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        /^Search is not available right now/,
      );
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
        'Search results for “consent”',
      );
      const input = await openSearch(page);
      await input.fill('consent');
      await expect(page.getByRole('option').first()).toHaveAttribute('data-kind', 'unavailable');
      await expect(page.getByRole('main')).not.toContainText('crashed');
      expect(errors).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('the box is a form that opens the search page with the query', async ({page}) => {
    await page.goto('/insights/drivers');
    await searchBox(page).fill('opt out');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=opt\+out$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});
