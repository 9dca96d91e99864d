/**
 * What src/plugins/slim-client-bundle moves out of the main bundle still
 * works: highlighted code blocks (Prism loads when a block comes near the
 * screen, src/theme/CodeBlock/Content/String.tsx), search-term highlighting
 * (mark.js loads when there are terms) and search itself.
 */
import {test, expect, type Page} from '@playwright/test';
import {hydrated} from './support/page';
import {chunkContaining} from './support/faults';
import {KEPT_OUT_OF_MAIN} from '../../src/plugins/slim-client-bundle';

/** The chunk with Prism, found by the marker the main-bundle check uses. */
const prismChunk = () => chunkContaining(KEPT_OUT_OF_MAIN.find((m) => m.name === 'Prism')!.marker);

const CODE_PAGE = '/for-admins/setup-policies';


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

test('code blocks stay highlighted after hydration with no Prism loaded, until one comes near the screen', async ({page}) => {
  const errors = collectErrors(page);
  // The theme's Copy button copies through a selection (execCommand): record what it copies.
  await page.addInitScript(() => {
    document.addEventListener('copy', () => {
      (window as unknown as {__copied?: string}).__copied = String(document.getSelection());
    });
  });
  const prismRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === prismChunk()) prismRequests.push(r.url());
  });
  await page.goto(CODE_PAGE);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const block = page.locator('.theme-code-block').first();
  await expect(block.locator('.token-line').first()).toBeAttached();
  expect(prismRequests, 'Prism is not loaded while no code is near the screen').toEqual([]);

  // Near the screen: Prism loads and the block's Copy button works.
  await block.scrollIntoViewIfNeeded();
  await expect.poll(() => prismRequests.length).toBe(1);
  const code = (await block.locator('pre').innerText()).trim();
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as {__copied?: string}).__copied?.trim())).toBe(code);
  await expect(block.locator('.token-line').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a keyboard user who tabs into a block keeps the focus while Prism loads', async ({page}) => {
  await page.goto(CODE_PAGE);
  await hydrated(page);
  const block = page.locator('.theme-code-block').first();
  const pre = block.locator('pre');
  await pre.focus();
  await expect.poll(() => block.locator('pre').evaluate((el) => el === document.activeElement)).toBe(true);
  await expect(block.locator('.token-line').first()).toBeVisible();
});

test('after a client-side navigation, code on the new page gets highlighted when it comes into view', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto('/insights/drivers');
  await hydrated(page);
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Setup policies'}).click();
  await expect(page).toHaveURL(CODE_PAGE);
  await page.locator('.theme-code-block').first().scrollIntoViewIfNeeded();
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
