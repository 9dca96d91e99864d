/**
 * The chrome every page shares (spec section 2): skip link, navbar, footer,
 * colour mode, mobile menu, progress bar and prefetching.
 */
import {test, expect, type Page} from '@playwright/test';
import {hydrated} from './support/page';
import {navbarTitle} from '../../src/data/product';
import {supportEmail} from '../../src/node/siteSettings';
import {CATEGORY_ROUTES, DOC_ROUTES, PAGE_ROUTES, leadText} from '../support/site';
import {chunkContaining} from './support/faults';

function colorToggle(page: Page) {
  return page.locator('.navbar').getByRole('button', {name: /mode/i}).first();
}

test('the first Tab reaches the skip link, which moves focus to the main content', async ({
  page,
}) => {
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

test('the navbar has the brand, the colour-mode toggle and the search slot; the footer links every page and support', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const navbar = page.locator('nav.navbar');
  await expect(navbar.locator('.navbar__brand')).toContainText(navbarTitle());
  await expect(navbar.locator('.navbar__brand')).toHaveAttribute('href', '/');
  await expect(colorToggle(page)).toBeVisible();
  await expect(
    navbar.locator('.navbar__search, [class*="searchBox"], .DocSearch, [role="search"]').first(),
  ).toBeAttached();
  const footer = page.locator('footer');
  // The footer is generated from the sidebar: every doc and standalone page is in it.
  for (const route of [...DOC_ROUTES, ...PAGE_ROUTES]) {
    await expect(footer.locator(`a[href="${route.path}"]`), route.path).toHaveCount(1);
  }
  // Support: the label "Contact support", and under it the address as the one link, whole on a line.
  const support = footer.getByRole('link', {name: supportEmail, exact: true});
  await expect(support).toHaveAttribute('href', `mailto:${supportEmail}`);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  const label = footer.getByText('Contact support', {exact: true});
  expect(await label.evaluate((el) => el.closest('a'))).toBeNull();
  const [labelBox, linkBox] = [await label.boundingBox(), await support.boundingBox()];
  expect(linkBox!.y, 'the address is under its label').toBeGreaterThanOrEqual(
    labelBox!.y + labelBox!.height - 1,
  );
  const lines = await support.evaluate((element) => element.getClientRects().length);
  expect(lines, 'the address is on one line').toBe(1);
});

test.describe('colour mode', () => {
  test('defaults to light, switches, and persists in localStorage.theme across reloads', async ({
    page,
  }) => {
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

  test('opens, shows the back button to the main menu, and closes on navigation', async ({
    page,
  }) => {
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

test.describe('prefetching (spec sections 2 and 7)', () => {
  /** Paths of the files prefetched so far. */
  const prefetched = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map(
        (l) => new URL(l.href).pathname,
      ),
    );

  test('the code of pages the page links to is prefetched', async ({page}) => {
    await page.goto('/insights/drivers');
    await hydrated(page);
    const impact = chunkContaining(
      leadText(DOC_ROUTES.find((r) => r.path === '/insights/Impact')!.file!),
    );
    await expect.poll(() => prefetched(page)).toContain(impact);
  });

  for (const connection of [
    {effectiveType: '4g', saveData: true},
    {effectiveType: '2g', saveData: false},
  ]) {
    test(`nothing is prefetched on a ${connection.saveData ? 'data-saver' : '2g'} connection`, async ({
      page,
    }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', {value, configurable: true});
      }, connection);
      await page.goto('/insights/drivers');
      await hydrated(page);
      // Positive control: an IntersectionObserver of the test's, made after the
      // page's (each link's own, made at hydration), reports the next-page link
      // in view. Observers are notified in the order they were made, so by then
      // the link's observer has run and asked Docusaurus to prefetch.
      const next = page.locator('.pagination-nav__link--next');
      const seen = next.evaluate(
        (link) =>
          new Promise<boolean>((resolve) => {
            const observer = new IntersectionObserver((entries) => {
              if (entries.some((entry) => entry.isIntersecting)) {
                observer.disconnect();
                resolve(true);
              }
            });
            observer.observe(link);
          }),
      );
      await next.scrollIntoViewIfNeeded();
      expect(await seen).toBe(true);
      // Docusaurus decides in that call, and adds a <link rel="prefetch"> in it when it prefetches.
      expect(await prefetched(page)).toEqual([]);
    });
  }
});
