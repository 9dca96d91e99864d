import {test, expect} from '@playwright/test';
import {ROUTES, DOC_ROUTES, CATEGORY_ROUTES, routesInBuild} from '../support/site';
import {walkPages} from './support/page';

/**
 * The specification's list of routes (spec section 2), the one hand-kept
 * list of pages in the tests: every other test derives its routes from the
 * sources (tests/support/site.ts), so a new page needs no test edit.
 */
const SPEC_ROUTES = [
  '/',
  '/markdown-page',
  '/getting-started/add-the-teams-app',
  '/insights/drivers',
  '/insights/Impact',
  '/privacy-security/app-permissions',
  '/privacy-security/responsible-ai-use',
  '/privacy-security/user-privacy',
  '/for-admins/access',
  '/for-admins/app-permissions',
  '/for-admins/setup-assistance',
  '/for-admins/setup-policies',
  '/category/getting-started',
  '/category/security--privacy',
  '/category/for-admins',
  '/category/insights',
] as const;

test('every route of the specification is a page of the site and of the build', () => {
  const sources = new Set(ROUTES.map((r) => r.path));
  const built = new Set(routesInBuild());
  expect(SPEC_ROUTES.filter((route) => !sources.has(route))).toEqual([]);
  expect(SPEC_ROUTES.filter((route) => !built.has(route))).toEqual([]);
});

test('every route returns its page with its <h1> and <title>', async ({page}) => {
  await walkPages(ROUTES, async (route) => {
    const response = await page.goto(route.path);
    expect.soft(response?.status(), route.path).toBe(200);
    await expect.soft(page.locator('h1')).toHaveCount(1);
    await expect.soft(page.locator('h1')).toHaveText(route.h1);
    await expect.soft(page).toHaveTitle(route.title);
    // Still the same page once React has hydrated.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect.soft(page.locator('h1')).toHaveText(route.h1);
  });
});

test('the sidebar lists every doc and every category', async ({page}) => {
  await page.goto('/');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  for (const doc of DOC_ROUTES) {
    await expect(sidebar.locator(`a[href="${doc.path}"]`)).toHaveCount(1);
  }
  for (const category of CATEGORY_ROUTES) {
    await expect(sidebar.locator(`a[href="${category.path}"]`)).toHaveCount(1);
  }
});

test('a trailing /index.html shows that page', async ({page}) => {
  await page.goto('/insights/drivers/index.html');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('h1')).toHaveText(
    DOC_ROUTES.find((r) => r.path === '/insights/drivers')!.h1,
  );
});

test('hash links scroll to their heading', async ({page}) => {
  await page.goto('/insights/drivers');
  const tocLink = page.locator('.table-of-contents a').nth(1);
  const hash = (await tocLink.getAttribute('href'))!;
  await page.goto(`/insights/drivers${hash}`);
  const heading = page.locator(hash);
  await expect(heading).toBeInViewport();
  const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeLessThan(200);
});
