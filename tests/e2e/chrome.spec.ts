/**
 * The chrome every page shares (spec section 2): skip link, navbar, footer,
 * colour mode, mobile menu, progress bar and prefetching.
 */
import {test, expect, type Page} from '@playwright/test';
import {hydrated} from './support/page';
import {navbarTitle} from '../../src/data/product';
import {supportEmail} from '../../src/data/siteSettings';
import {CATEGORY_ROUTES, DOC_ROUTES, PAGE_ROUTES, leadText} from '../support/site';
import {chunkContaining} from './support/faults';


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
  // Support: one link, its address on a line of its own, whole.
  const support = footer.getByRole('link', {name: `Contact support ${supportEmail}`});
  await expect(support).toHaveAttribute('href', `mailto:${supportEmail}`);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  const address = support.getByText(supportEmail, {exact: true});
  const lines = await address.evaluate((element) => element.getClientRects().length);
  expect(lines, 'the address is on one line').toBe(1);
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
    // A section link of the main menu (the navbar's items). The docs sidebar
    // panel names the section the same way, so look in the main menu's panel.
    const section = CATEGORY_ROUTES.at(-1)!;
    const mainMenu = sidebar.locator('.navbar-sidebar__item').first();
    await expect(mainMenu.getByRole('link', {name: section.h1, exact: true})).toBeVisible();
    await mainMenu.getByRole('link', {name: section.h1, exact: true}).click();
    await expect(page).toHaveURL(section.path);
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
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/');
  await hydrated(page);
  // The bar's code is not part of the page load: it is prefetched once the
  // page has settled (src/plugins/slim-client-bundle/lazyNprogress.ts).
  const barCode = /\/nprogress\.[0-9a-f]+\.js$/;
  await expect.poll(() => requested.some((p) => barCode.test(p))).toBe(true);
  // Delay the next page's chunks (request routing turns the browser's cache
  // off, so the bar's code, prefetched, is let through as the cache would).
  await page.route((url) => url.pathname.startsWith('/assets/js/') && !barCode.test(url.pathname), async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Setup policies'}).click();
  await expect(page.locator('#nprogress')).toBeAttached({timeout: 1400});
  await expect(page).toHaveURL('/for-admins/setup-policies');
  await expect(page.locator('h1')).toHaveText('Setup policies');
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test.describe('prefetching (src/clientModules/prefetchPolicy.ts)', () => {
  test.use({viewport: {width: 1280, height: 800}});

  /** Paths of the files prefetched so far. */
  const prefetched = (page: Page) =>
    page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map((l) => new URL(l.href).pathname));
  /** Paths the links of the page content that are on screen lead to. */
  const linkedInView = (page: Page) =>
    page.locator('main a[href]').evaluateAll((links) =>
      links
        .filter((a) => a.getBoundingClientRect().bottom > 0 && a.getBoundingClientRect().top < innerHeight)
        .map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
  /** The content chunk of a page, found by its first sentence. */
  const contentChunk = (route: {file?: string}) => chunkContaining(leadText(route.file!));

  test('links in the page content are prefetched when they come into view, each file once', async ({page}) => {
    await page.goto('/insights/drivers');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // Only pages the visible content links to are prefetched at first.
    const inView = await linkedInView(page);
    const allowed = new Set(DOC_ROUTES.filter((r) => inView.includes(r.path)).map(contentChunk));
    const docChunks = new Set(DOC_ROUTES.map(contentChunk));
    await page.waitForTimeout(500);
    expect((await prefetched(page)).filter((p) => docChunks.has(p) && !allowed.has(p))).toEqual([]);
    // The pagination at the bottom links the next page.
    const next = page.locator('.pagination-nav__link--next');
    const nextPath = await next.getAttribute('href');
    const nextRoute = DOC_ROUTES.find((r) => r.path === nextPath)!;
    await next.scrollIntoViewIfNeeded();
    await expect.poll(() => prefetched(page)).toContain(contentChunk(nextRoute));
    const all = await prefetched(page);
    expect(all.length, 'no file is prefetched twice').toBe(new Set(all).size);
    // Nothing already loaded by this page is prefetched again.
    const scripts = await page.evaluate(() => Array.from(document.scripts).map((s) => s.src && new URL(s.src).pathname));
    expect(all.filter((p) => scripts.includes(p))).toEqual([]);
  });

  test('sidebar and footer links are prefetched when a reader points at or focuses one, not all at once', async ({page}) => {
    await page.goto('/insights/drivers');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // A page the sidebar links to and the visible content does not.
    const inView = await linkedInView(page);
    const target = DOC_ROUTES.find((r) => r.path !== '/insights/drivers' && !inView.includes(r.path) && r.file)!;
    const sidebarLink = page.locator(`.theme-doc-sidebar-menu a[href="${target.path}"]`);
    await expect(sidebarLink).toBeVisible();
    await page.waitForTimeout(500);
    expect(await prefetched(page)).not.toContain(contentChunk(target));
    await sidebarLink.focus();
    await expect.poll(() => prefetched(page)).toContain(contentChunk(target));
  });

  test('nothing is prefetched on a data-saver connection', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {value: {effectiveType: '4g', saveData: true}, configurable: true});
    });
    await page.goto('/insights/drivers');
    await hydrated(page);
    await page.locator('.pagination-nav__link--next').scrollIntoViewIfNeeded();
    await page.locator('.theme-doc-sidebar-menu a').first().focus();
    await page.locator('.theme-doc-sidebar-menu a').nth(2).hover();
    await page.waitForTimeout(500);
    expect(await prefetched(page)).toEqual([]);
  });
});
