import {test, expect} from '@playwright/test';
import {DOC_ROUTES, SITE_TITLE, UNKNOWN_PATH} from '../support/site';
import {hydrated, layoutShifts, recordLayoutShifts} from './support/page';

const cases = [
  {path: '/insights/impact', suggestion: 'Impact', href: '/insights/Impact'},
  {
    path: '/for-admins/setup-polices',
    suggestion: 'Setup policies',
    href: '/for-admins/setup-policies',
  },
];

for (const {path, suggestion, href} of cases) {
  test(`${path} shows the not-found page before and after hydration, with a suggestion`, async ({
    browser,
  }) => {
    // Before hydration: the static HTML the host serves.
    const noJs = await browser.newContext({javaScriptEnabled: false});
    const staticPage = await noJs.newPage();
    const response = await staticPage.goto(path);
    expect(response?.status()).toBe(404);
    await expect(staticPage.locator('h1')).toHaveText('Page not found');
    // The tab says the page was not found, not only the site's name.
    await expect(staticPage).toHaveTitle(`Page not found | ${SITE_TITLE}`);
    await noJs.close();

    // After hydration: the client router must agree (exact, case-sensitive).
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('h1')).toHaveText('Page not found');
    await expect(page).toHaveTitle(`Page not found | ${SITE_TITLE}`);
    const link = page.getByTestId('not-found-suggestion').getByRole('link', {name: suggestion});
    await expect(link).toHaveAttribute('href', href);
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.locator('h1')).not.toHaveText('Page not found');
    await context.close();
  });
}

test('an unrelated unknown path shows the not-found page without a wrong suggestion', async ({
  page,
}) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('h1')).toHaveText('Page not found');
  await expect(page.getByTestId('not-found-suggestion')).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('No page has a similar address.');
  await expect(page.getByRole('link', {name: 'documentation home'})).toBeVisible();
});

test('an unknown address reached within the site shows the not-found page, loaded then', async ({
  page,
}) => {
  const start = DOC_ROUTES[0]!.path;
  await page.goto(start);
  await hydrated(page);
  // Back to an unknown address renders the not-found page in the app, without a page load.
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    history.pushState(null, '', '/');
    history.back();
  }, '/for-admins/setup-polices');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
  await expect(page).toHaveTitle(`Page not found | ${SITE_TITLE}`);
  await expect(
    page.getByTestId('not-found-suggestion').getByRole('link', {name: 'Setup policies'}),
  ).toBeVisible();
});

test.describe('written for a reader who mistyped an address', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('everything it offers is in <main>, right under the navbar: the address, the suggestion, a search box, the home page', async ({
    page,
  }) => {
    await page.goto('/for-admins/setup-polices');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', {level: 1})).toHaveText('Page not found');
    await expect(main).toContainText('There is no page at this address.');
    await expect(main.locator('code')).toHaveText('/for-admins/setup-polices');
    await expect(
      main.getByTestId('not-found-suggestion').getByRole('link', {name: 'Setup policies'}),
    ).toBeVisible();
    await expect(
      main.getByRole('search').getByRole('searchbox', {name: 'Search the documentation'}),
    ).toBeVisible();
    await expect(main.getByRole('link', {name: 'documentation home'})).toBeVisible();
    await expect(page.locator('body')).not.toContainText('contact the owner');
    // No gap: the title starts within a line's height of the navbar.
    const gap = await page.evaluate(
      () =>
        document.querySelector('main h1')!.getBoundingClientRect().top -
        document.querySelector('.navbar')!.getBoundingClientRect().bottom,
    );
    expect(gap).toBeLessThan(48);
  });

  test('its search box opens the search page with the words, with and without JavaScript', async ({
    browser,
  }) => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({javaScriptEnabled});
      const page = await context.newPage();
      await page.goto('/for-admins/setup-polices');
      if (javaScriptEnabled)
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const box = page.getByRole('main').getByRole('searchbox', {name: 'Search the documentation'});
      await box.fill('setup policy');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=setup(\+|%20)policy$/);
      if (javaScriptEnabled) {
        await expect(page.getByRole('heading', {level: 1})).toContainText('setup policy');
        await expect(
          page.getByRole('main').getByRole('link', {name: 'Setup policies', exact: true}).first(),
        ).toBeVisible();
      }
      await context.close();
    }
  });
});

test.describe('nothing moves when the address and the suggestion appear', () => {
  // The address, a close page, no close page; the file Lighthouse measures (`npm run perf`).
  const paths = ['/for-admins/setup-polices', '/insights/impact', UNKNOWN_PATH, '/404.html'];
  for (const width of [320, 412, 1280]) {
    test(`at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      // What the page shows in <main>: the address, the suggestion, the search form and the links.
      await recordLayoutShifts(page, 'main');
      for (const path of paths) {
        await page.goto(path);
        await hydrated(page);
        // The address as the browser shows it (the server may answer /404.html at /404).
        await expect(page.getByRole('main').locator('code')).toHaveText(
          new URL(page.url()).pathname,
        );
        await expect(
          page.getByRole('main').getByText(/Did you mean|No page has a similar address/),
        ).toBeVisible();
        expect(await layoutShifts(page), path).toEqual([]);
      }
    });
  }
});
