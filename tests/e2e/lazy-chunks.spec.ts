/**
 * What src/plugins/slim-client-bundle.ts moves out of the main bundle still
 * works: highlighted code blocks (Prism loads with the first page that has
 * code), search-term highlighting (mark.js loads when there are terms) and
 * search itself (its worker client loads on first use).
 */
import {test, expect, type Page} from '@playwright/test';

const CODE_PAGE = '/for-admins/setup-policies';

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

test('the static HTML of a page with code has it highlighted in place, with no streamed fallback', async ({request}) => {
  const html = await (await request.get(CODE_PAGE)).text();
  expect(html).toContain('token-line');
  // A streamed Suspense boundary would leave a pending marker, hidden
  // segments and an inline script that swaps them in.
  expect(html).not.toContain('<!--$?-->');
  expect(html).not.toMatch(/\$RC\b/);
});

test('code blocks stay highlighted through hydration, without errors', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto(CODE_PAGE);
  await hydrated(page);
  const block = page.locator('.theme-code-block').first();
  await expect(block.locator('.token-line').first()).toBeVisible();
  await expect(block.getByRole('button', {name: /copy/i})).toBeAttached();
  expect(errors).toEqual([]);
});

test('after a client-side navigation, code on the new page gets highlighted', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto('/insights/drivers');
  await hydrated(page);
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Setup policies'}).click();
  await expect(page).toHaveURL(CODE_PAGE);
  await expect(page.locator('.theme-code-block .token-line').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('search finds pages, and the page it opens marks the search terms', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto('/insights/drivers');
  await hydrated(page);
  const input = page.locator('nav.navbar').getByLabel('Search', {exact: true});
  await input.click();
  await input.fill('permissions');
  await expect(page.getByRole('option').first()).toBeVisible({timeout: 15_000});
  await input.press('Enter');
  await expect(page).toHaveURL(/_highlight=permissions/);
  await expect(page.locator('article mark').first()).toBeVisible();
  expect(errors).toEqual([]);
});
