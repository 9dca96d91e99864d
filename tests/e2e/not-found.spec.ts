import {test, expect} from '@playwright/test';

const cases = [
  {path: '/insights/impact', suggestion: 'Impact', href: '/insights/Impact'},
  {path: '/for-admins/setup-polices', suggestion: 'Setup policies', href: '/for-admins/setup-policies'},
];

for (const {path, suggestion, href} of cases) {
  test(`${path} shows the not-found page before and after hydration, with a suggestion`, async ({browser}) => {
    // Before hydration: the static HTML the host serves.
    const noJs = await browser.newContext({javaScriptEnabled: false});
    const staticPage = await noJs.newPage();
    const response = await staticPage.goto(path);
    expect(response?.status()).toBe(404);
    await expect(staticPage.locator('h1')).toHaveText('Page Not Found');
    await noJs.close();

    // After hydration: the client router must agree (exact, case-sensitive).
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    const link = page.getByTestId('not-found-suggestion').getByRole('link', {name: suggestion});
    await expect(link).toHaveAttribute('href', href);
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.locator('h1')).not.toHaveText('Page Not Found');
    await context.close();
  });
}

test('an unrelated unknown path shows the not-found page without a wrong suggestion', async ({page}) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await expect(page.getByTestId('not-found-suggestion')).toHaveCount(0);
  await expect(page.getByRole('link', {name: 'documentation home'})).toBeVisible();
});
