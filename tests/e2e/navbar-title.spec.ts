/**
 * The navbar brand on phones: at 320, 360 and 390 px, in both colour modes,
 * the title shows whole words only (the product name alone), clear of the
 * search box, with the full title still the link's name; the page does not
 * scroll sideways and nothing shifts while it loads. On a desktop screen the
 * full title shows.
 */
import {test, expect, type Page} from '@playwright/test';
import {navbarTitle, PRODUCT_NAME, splitNavbarTitle} from '../../src/data/product';
import {layoutShifts, recordLayoutShifts, storeTheme, type View} from './support/page';

const PHONES = [320, 360, 390];
const THEMES: View['theme'][] = ['light', 'dark'];

async function load(page: Page, theme: View['theme']) {
  await storeTheme(page, theme);
  await recordLayoutShifts(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** The title's box and overflow, and the search container's box. */
function measure(page: Page) {
  return page.evaluate(() => {
    const title = document.querySelector<HTMLElement>('.navbar .navbar__brand .navbar__title')!;
    const search = document.querySelector<HTMLElement>('.navbar .navbar__search')!;
    const navbar = document.querySelector<HTMLElement>('.navbar')!.getBoundingClientRect();
    const t = title.getBoundingClientRect();
    const s = search.getBoundingClientRect();
    return {
      clippedX: title.scrollWidth - title.clientWidth,
      clippedY: title.scrollHeight - title.clientHeight,
      gapToSearch: s.left - t.right,
      inNavbar: t.top >= navbar.top && t.bottom <= navbar.bottom,
      // What shows: the parts wider than the 1 px of visually hidden text.
      text: title.children.length
        ? Array.from(title.children)
            .filter((part) => part.getBoundingClientRect().width > 1)
            .map((part) => part.textContent)
            .join('')
        : title.textContent,
      sideways: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
}

for (const width of PHONES) {
  for (const theme of THEMES) {
    test(`at ${width} px (${theme}) the title is whole, clear of the search box, and the page does not scroll sideways`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 740});
      await load(page, theme);
      const m = await measure(page);
      expect(m.clippedX, 'title cut on the right').toBeLessThanOrEqual(0);
      expect(m.clippedY, 'title cut at the bottom').toBeLessThanOrEqual(0);
      expect(m.gapToSearch, 'title runs under the search box').toBeGreaterThanOrEqual(0);
      expect(m.inNavbar).toBe(true);
      expect(m.text).toBe(splitNavbarTitle(navbarTitle(), PRODUCT_NAME)[0]);
      expect(m.sideways, 'page scrolls sideways').toBeLessThanOrEqual(0);
      // Screen readers still get the full title.
      await expect(
        page.locator('.navbar').getByRole('link', {name: navbarTitle(), exact: true}),
      ).toBeVisible();
      expect(await layoutShifts(page), 'layout shifts').toEqual([]);
    });
  }
}

test('on a desktop screen the full title shows', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await load(page, 'light');
  const m = await measure(page);
  expect(m.text).toBe(navbarTitle());
  expect(m.clippedX).toBeLessThanOrEqual(0);
  expect(m.gapToSearch).toBeGreaterThan(0);
});
