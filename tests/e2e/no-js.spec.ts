/**
 * The site is generated statically: with JavaScript disabled, every page is
 * readable and every sidebar, navbar and footer link still leads to a page.
 * Served, like every e2e test, with the headers of build/_headers.
 */
import {test, expect} from '@playwright/test';
import {builtRoutes, ROUTES} from '../support/site';
import {walkPages} from './support/page';

test.use({javaScriptEnabled: false});

/** Internal links (path only, no hash) in the navbar, sidebar, footer and content of the current page. */
const LINKS = '.navbar a[href], .theme-doc-sidebar-menu a[href], .footer a[href], main a[href]';

const specified = new Set(ROUTES.map((r) => r.path));

test('every page is readable without JavaScript', async ({page, baseURL}) => {
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const offOrigin: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(`${origin}/`)) offOrigin.push(request.url());
  });
  await walkPages(builtRoutes(), async (route) => {
    // Pages beyond the specification's routes (a search page, say) may need
    // JavaScript for their content; they must still load with their navbar.
    const fullCheck = specified.has(route.path);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    // Nothing ran: the page is the server-rendered HTML.
    expect(await page.locator('html').getAttribute('data-has-hydrated')).not.toBe('true');
    const h1 = page.locator('main h1, article h1, h1').first();
    await expect(h1).toBeVisible();
    expect((await h1.innerText()).trim()).not.toBe('');
    if (route.title) await expect(page).toHaveTitle(route.title);
    if (fullCheck) {
      const main = page.locator('main').first();
      await expect(main).toBeVisible();
      expect((await main.innerText()).trim().length).toBeGreaterThan(40);
    }
    // Navigation is plain links, present in the HTML.
    await expect(page.locator('.navbar a[href]').first()).toBeVisible();
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(offOrigin).toEqual([]);
  });
});

test('every navbar, sidebar, footer and content link leads to a page without JavaScript', async ({
  page,
}) => {
  const targets = new Map<string, string>();
  for (const route of builtRoutes()) {
    await page.goto(route.path);
    const hrefs = await page
      .locator(LINKS)
      .evaluateAll((anchors) =>
        anchors.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''),
      );
    for (const href of hrefs) {
      if (!href.startsWith('/') || href.startsWith('//')) continue; // mailto:, external
      const target = href.split('#')[0]!;
      if (target && !targets.has(target)) targets.set(target, route.path);
    }
  }
  // Every route of the specification is linked from somewhere.
  expect(ROUTES.map((r) => r.path).filter((p) => !targets.has(p))).toEqual([]);
  for (const [target, from] of targets) {
    const response = await page.request.get(target);
    expect(response.status(), `${target} (linked from ${from})`).toBe(200);
  }
});

test('clicking navbar, sidebar, breadcrumb and footer links navigates without JavaScript', async ({
  page,
}) => {
  const titleOf = (routePath: string) => ROUTES.find((r) => r.path === routePath)!.title;

  await page.goto('/');
  await page.locator('.navbar a[href="/category/insights"]').first().click();
  await expect(page).toHaveURL(/\/category\/insights$/);
  await expect(page).toHaveTitle(titleOf('/category/insights'));

  await page.locator('.theme-doc-sidebar-menu a[href="/insights/Impact"]').first().click();
  await expect(page).toHaveURL(/\/insights\/Impact$/);
  await expect(page).toHaveTitle(titleOf('/insights/Impact'));

  await page
    .locator('.theme-doc-sidebar-menu a[href="/for-admins/setup-policies"]')
    .first()
    .click();
  await expect(page).toHaveURL(/\/for-admins\/setup-policies$/);
  await expect(page).toHaveTitle(titleOf('/for-admins/setup-policies'));

  await page.locator('.theme-doc-breadcrumbs a[href="/category/for-admins"]').first().click();
  await expect(page).toHaveURL(/\/category\/for-admins$/);
  await expect(page).toHaveTitle(titleOf('/category/for-admins'));

  await page.locator('.footer a[href="/markdown-page"]').first().click();
  await expect(page).toHaveURL(/\/markdown-page$/);
  await expect(page).toHaveTitle(titleOf('/markdown-page'));

  await page.locator('.navbar a.navbar__brand, .navbar a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(titleOf('/'));
});
