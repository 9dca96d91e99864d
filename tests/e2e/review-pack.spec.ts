/**
 * The security review pack (issue 48) as readers reach it: linked from the
 * App permissions page and the Security & privacy category page, with and
 * without JavaScript; served as a PDF with the site's security headers; and
 * the print stylesheet it shares with a reader's Ctrl+P, on the widest
 * tables of the site at A4.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {headersForPath, parseHeadersFile} from '../../src/node/headersFile.mjs';
import {
  REVIEW_PACK_CATEGORY,
  REVIEW_PACK_LINK_TEXT,
  REVIEW_PACK_PATH,
} from '../../src/data/reviewPack';
import {ROOT} from '../support/site';

/** The browser asks the server for the PDF (it shows or downloads it), rather than the router showing a page. */
async function expectPackOpened(page: Page, click: () => Promise<void>) {
  // In this tab or a new one (the page's Markdown link opens a file in a new tab).
  const response = page
    .context()
    .waitForEvent('response', (r) => new URL(r.url()).pathname === REVIEW_PACK_PATH);
  await click();
  expect((await response).status()).toBe(200);
  expect((await response).headers()['content-type']).toBe('application/pdf');
}

const LINKED_FROM = ['/privacy-security/app-permissions', REVIEW_PACK_CATEGORY];

test('is served as application/pdf with the security headers of every page', async ({request}) => {
  const response = await request.get(REVIEW_PACK_PATH);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const rules = parseHeadersFile(fs.readFileSync(path.join(ROOT, 'build', '_headers'), 'utf8'));
  const expected = headersForPath(rules, '/');
  expect(Object.keys(expected)).toContain('Content-Security-Policy');
  for (const [name, value] of Object.entries(expected))
    expect(headers[name.toLowerCase()], name).toBe(value);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  for (const route of LINKED_FROM) {
    test(`${route} links the pack`, async ({page}) => {
      await page.goto(route);
      const link = page.locator(`main a[href="${REVIEW_PACK_PATH}"]`);
      await expect(link).toHaveCount(1);
      await expect(link).toBeVisible();
      if (route === REVIEW_PACK_CATEGORY) await expect(link).toHaveText(REVIEW_PACK_LINK_TEXT);
      await expectPackOpened(page, () => link.click());
    });
  }
});

test('with JavaScript, the link fetches the file, not a page of the router', async ({page}) => {
  await page.goto(REVIEW_PACK_CATEGORY);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expectPackOpened(page, () => page.locator(`main a[href="${REVIEW_PACK_PATH}"]`).click());
});

test('a printed /for-admins/app-permissions at A4 has no chrome and no cut table', async ({
  page,
}, testInfo) => {
  // A4's printable width at 96 px an inch: 210 mm less the 16 mm margins of src/css/print.css.
  await page.setViewportSize({width: Math.round(((210 - 32) / 25.4) * 96), height: 1100});
  await page.goto('/for-admins/app-permissions');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.emulateMedia({media: 'print'});
  for (const selector of ['.navbar', '.theme-doc-sidebar-container', '.footer', 'button'])
    await expect(page.locator(`${selector}:visible`)).toHaveCount(0);
  const tables = page.locator('article table');
  expect(await tables.count()).toBeGreaterThan(3);
  const article = await page.locator('article').boundingBox();
  expect(article!.x, 'the article starts on the sheet').toBeGreaterThanOrEqual(0);
  for (const table of await tables.all()) {
    const box = (await table.boundingBox())!;
    expect(box.x, 'the table starts on the sheet').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'the table ends inside the page').toBeLessThanOrEqual(
      article!.x + article!.width + 1,
    );
  }
  await testInfo.attach('print-a4', {
    body: await page.screenshot({fullPage: true}),
    contentType: 'image/png',
  });
});
