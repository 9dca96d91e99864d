import {test, expect} from '@playwright/test';
import {ROUTES, SPEC_ROUTES, DOC_ROUTES} from '../support/site';

test('the site has exactly the routes of the specification', () => {
  expect(ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_ROUTES].sort());
});

for (const route of ROUTES) {
  test(`${route.path} returns its page with its <h1> and <title>`, async ({page}) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(route.h1);
    await expect(page).toHaveTitle(route.title);
    // Still the same page once React has hydrated.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('h1')).toHaveText(route.h1);
  });
}

test('the sidebar lists every doc and every category', async ({page}) => {
  await page.goto('/');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  for (const doc of DOC_ROUTES) {
    await expect(sidebar.locator(`a[href="${doc.path}"]`)).toHaveCount(1);
  }
  for (const slug of ['/category/getting-started', '/category/insights', '/category/security--privacy', '/category/for-admins']) {
    await expect(sidebar.locator(`a[href="${slug}"]`)).toHaveCount(1);
  }
});

test('a trailing /index.html shows that page', async ({page}) => {
  await page.goto('/insights/drivers/index.html');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('h1')).toHaveText(DOC_ROUTES.find((r) => r.path === '/insights/drivers')!.h1);
});

test('hash links scroll to their heading', async ({page}) => {
  await page.goto('/insights/drivers');
  const tocLink = page.locator('.table-of-contents a').nth(1);
  const hash = (await tocLink.getAttribute('href'))!;
  await page.goto(`/insights/drivers${hash}`);
  const heading = page.locator(hash.replace('#', '#'));
  await expect(heading).toBeInViewport();
  const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeLessThan(200);
});
