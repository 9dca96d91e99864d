/**
 * The chrome every page shares (spec section 2): skip link, navbar, footer,
 * colour mode, mobile menu, progress bar and prefetching.
 */
import {test, expect, type Page} from '@playwright/test';
import {navbarTitle} from '../../src/data/product';
import {DOC_ROUTES, PAGE_ROUTES} from '../support/site';

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

function colorToggle(page: Page) {
  return page.locator('.navbar').getByRole('button', {name: /mode/i}).first();
}

test('the first Tab reaches the skip link, which moves focus to the main content', async ({page}) => {
  await page.goto('/insights/drivers');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  const focusedInMain = await page.evaluate(() => {
    const main = document.querySelector('main');
    return !!main && (main === document.activeElement || main.contains(document.activeElement));
  });
  expect(focusedInMain).toBe(true);
});

test('the navbar has the brand, the colour-mode toggle and the search slot; the footer links every page and support', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  const navbar = page.locator('nav.navbar');
  await expect(navbar.locator('.navbar__brand')).toContainText(navbarTitle());
  await expect(navbar.locator('.navbar__brand')).toHaveAttribute('href', '/');
  await expect(colorToggle(page)).toBeVisible();
  await expect(navbar.locator('.navbar__search, [class*="searchBox"], .DocSearch, [role="search"]').first()).toBeAttached();
  const footer = page.locator('footer');
  // The footer is generated from the sidebar: every doc and standalone page is in it.
  for (const route of [...DOC_ROUTES, ...PAGE_ROUTES]) {
    await expect(footer.locator(`a[href="${route.path}"]`), route.path).toHaveCount(1);
  }
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
});

test.describe('colour mode', () => {
  test('defaults to light, switches, and persists in localStorage.theme across reloads', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await colorToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await colorToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('a stored choice is applied before first paint, without the app bundle', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // Block the JavaScript bundles: only the inline head script can set the mode.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('/for-admins/access');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  });

  test('ignores the operating system preference by default', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });
});

test.describe('mobile menu', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('opens, shows the back button to the main menu, and closes on navigation', async ({page}) => {
    await page.goto('/insights/drivers');
    await hydrated(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    const back = sidebar.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', {name: 'For admins', exact: true})).toBeVisible();
    await sidebar.getByRole('link', {name: 'For admins', exact: true}).click();
    await expect(page).toHaveURL('/category/for-admins');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('closes when the viewport grows to desktop size (996 px)', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({width: 1200, height: 900});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  });
});

test('the progress bar appears while a slow page loads, then goes', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  // Delay only the chunks fetched after the first load.
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Setup policies'}).click();
  await expect(page.locator('#nprogress')).toBeAttached({timeout: 1400});
  await expect(page).toHaveURL('/for-admins/setup-policies');
  await expect(page.locator('h1')).toHaveText('Setup policies');
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test.describe('prefetching', () => {
  const prefetchedChunks = async (page: Page) =>
    page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length);

  test('links to other pages are prefetched', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await expect.poll(() => prefetchedChunks(page)).toBeGreaterThan(0);
  });

  test('nothing is prefetched on a data-saver connection', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {value: {effectiveType: '4g', saveData: true}, configurable: true});
    });
    await page.goto('/');
    await hydrated(page);
    await page.locator('.theme-doc-sidebar-menu a').first().hover();
    await page.waitForTimeout(500);
    expect(await prefetchedChunks(page)).toBe(0);
  });
});
