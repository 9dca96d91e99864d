/**
 * Markdown twins in the browser and through the server: each page's twin is
 * served as UTF-8 Markdown with the site's headers, and the "Copy page"
 * control on doc pages copies it (by mouse and keyboard, under the CSP),
 * says so on the button itself and in a polite live region, says what to do
 * when the clipboard is blocked or the twin cannot be loaded, and loads its
 * code only when used.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {expectNoViolations} from './support/axe';
import {afterIdlePrefetches, readClipboard} from './support/page';
import {BUILD_DIR, DOC_ROUTES, ROUTES} from '../support/site';
import {twinPath, TWIN_HEADERS} from '../../src/plugins/markdown-twins/data/rules';

/** What the control says (CONTRIBUTING.md, "Markdown twins"). */
const COPY_MESSAGES = {
  copy: 'Copy page',
  view: 'View as Markdown',
  copied: 'Copied',
  clipboardBlocked: /^Copy failed: your browser blocked the clipboard\. Use View as Markdown\.$/,
  loadFailed: /^Copy failed: the page’s Markdown could not be loaded\. Use View as Markdown\.$/,
  notTwin:
    /^Copy failed: the site’s host sent a web page instead of the page’s Markdown, so nothing was copied\.$/,
};

const PAGE = DOC_ROUTES.find((r) => r.path !== '/')!;
const twinText = (route: string) => fs.readFileSync(path.join(BUILD_DIR, twinPath(route)), 'utf8');

declare global {
  interface Window {
    __copyPageCspViolations?: string[];
  }
}

async function open(page: Page, route: string) {
  await page.addInitScript(() => {
    window.__copyPageCspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__copyPageCspViolations!.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

const copyButton = (page: Page) => page.getByRole('button', {name: COPY_MESSAGES.copy});
const status = (page: Page) => page.locator('main').getByRole('status');

test('every twin is served as UTF-8 Markdown with an hour of caching and the security headers', async ({
  request,
}) => {
  for (const route of ROUTES) {
    const response = await request.get(twinPath(route.path));
    expect(response.status(), route.path).toBe(200);
    const headers = response.headers();
    expect(headers['content-type'], route.path).toBe('text/markdown; charset=utf-8');
    expect(headers['content-type']).toBe(TWIN_HEADERS.contentType);
    expect(headers['cache-control'], route.path).toBe(TWIN_HEADERS.cacheControl);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toBeTruthy();
    expect(await response.text()).toBe(twinText(route.path));
  }
});

test('every doc page has the Copy page control and a View as Markdown link in its HTML', async ({
  request,
}) => {
  for (const route of DOC_ROUTES) {
    const html = await (await request.get(route.path)).text();
    expect(html, route.path).toMatch(
      new RegExp(`<button [^>]*>(?:(?!</button>).)*>${COPY_MESSAGES.copy}<`),
    );
    expect(html, route.path).toMatch(
      new RegExp(
        `<a [^>]*href="?${twinPath(route.path).replace(/\./g, '\\.')}"?[^>]*>${COPY_MESSAGES.view}</a>`,
      ),
    );
  }
});

test.describe('Copy page', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copies the page’s Markdown and announces "Copied"', async ({page}) => {
    const twins: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('.md')) twins.push(r.url());
    });
    await open(page, PAGE.path);
    await afterIdlePrefetches(page);
    expect(twins, 'the twin is fetched only on the click').toEqual([]);

    const buttonBox = await copyButton(page).boundingBox();
    await copyButton(page).click();
    await expect(status(page)).toHaveText(COPY_MESSAGES.copied);
    await expect(status(page)).toHaveAttribute('aria-live', 'polite');
    // Shown in place: the button itself says "Copied", at the same place and size; the live region
    // is only heard.
    const confirmed = page.getByRole('button', {name: COPY_MESSAGES.copied});
    await expect(confirmed).toBeVisible();
    expect(await confirmed.boundingBox()).toEqual(buttonBox);
    expect(
      await status(page).evaluate(
        (el) => el.getBoundingClientRect().width * el.getBoundingClientRect().height,
      ),
    ).toBeLessThanOrEqual(1);
    // Then it offers to copy again.
    await expect(copyButton(page)).toBeVisible({timeout: 10_000});
    expect(await readClipboard(page)).toBe(twinText(PAGE.path));
    expect(twins.map((u) => new URL(u).pathname)).toEqual([twinPath(PAGE.path)]);
    expect(await page.evaluate(() => window.__copyPageCspViolations)).toEqual([]);
  });

  test('works from the keyboard, and says "Copied" again on a second copy', async ({page}) => {
    await open(page, PAGE.path);
    let tabs = 0;
    while (!(await copyButton(page).evaluate((el) => el === document.activeElement)) && tabs < 80) {
      await page.keyboard.press('Tab');
      tabs += 1;
    }
    await expect(copyButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText(COPY_MESSAGES.copied);
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    await page.keyboard.press('Space');
    await expect(status(page)).toHaveText(COPY_MESSAGES.copied);
    expect(await readClipboard(page)).toBe(twinText(PAGE.path));
  });

  test('a blocked clipboard shows what to do instead, accessibly in both colour modes', async ({
    page,
  }) => {
    // Two axe runs over a long article: a minute on a busy machine.
    test.setTimeout(90_000);
    await page.addInitScript(() => {
      const blocked = () =>
        Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      navigator.clipboard.write = blocked;
      navigator.clipboard.writeText = blocked;
    });
    await open(page, PAGE.path);
    await copyButton(page).click();
    await expect(status(page)).toHaveText(COPY_MESSAGES.clipboardBlocked);
    // A failure is shown as text under the controls, with what to do instead.
    expect(await status(page).evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(
      10,
    );
    await expect(copyButton(page)).toBeVisible();
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      // Measure the colours once the theme's colour transitions have ended.
      await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
      await expectNoViolations(page, `in the article (${theme})`, {include: 'article'});
    }
  });

  test('a twin that cannot be loaded says so, and View as Markdown opens the twin', async ({
    page,
  }) => {
    await open(page, PAGE.path);
    await page.route(`**${twinPath(PAGE.path)}`, (route) =>
      route.fulfill({status: 503, body: 'unavailable'}),
    );
    await copyButton(page).click();
    await expect(status(page)).toHaveText(COPY_MESSAGES.loadFailed);
    await page.unroute(`**${twinPath(PAGE.path)}`);

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(twinPath(PAGE.path))),
      page.getByRole('link', {name: COPY_MESSAGES.view}).click(),
    ]);
    expect(response.headers()['content-type']).toBe(TWIN_HEADERS.contentType);
    await expect(page).toHaveURL(twinPath(PAGE.path));
    expect(await page.locator('body').innerText()).toContain(`# ${PAGE.h1}`);
  });

  test('a host that answers the twin’s address with a web page copies nothing and says so', async ({
    page,
  }) => {
    await open(page, PAGE.path);
    const html = fs.readFileSync(path.join(BUILD_DIR, PAGE.path.slice(1), 'index.html'), 'utf8');
    await page.route(`**${twinPath(PAGE.path)}`, (route) =>
      route.fulfill({status: 200, contentType: 'text/html; charset=utf-8', body: html}),
    );
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await copyButton(page).click();
    await expect(status(page)).toHaveText(COPY_MESSAGES.notTwin);
    expect(await readClipboard(page)).toBe('before');
  });
});
