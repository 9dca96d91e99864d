import {test, expect} from '@playwright/test';

test('a printed page keeps the article, hides the chrome and shows link targets', async ({
  page,
}) => {
  await page.goto('/for-admins/setup-assistance');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.emulateMedia({media: 'print'});
  for (const selector of [
    '.navbar',
    '.theme-doc-sidebar-container',
    '.theme-doc-toc-desktop',
    '.footer',
    '.pagination-nav',
  ]) {
    await expect(page.locator(selector).first()).toBeHidden();
  }
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('article table').first()).toBeVisible();
  const link = page.locator('article .markdown a[href^="/"]').first();
  const href = await link.getAttribute('href');
  const after = await link.evaluate((el) => getComputedStyle(el, '::after').content);
  expect(after).toBe(`" (${href})"`);
  const pdf = await page.pdf({format: 'A4'});
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
});
