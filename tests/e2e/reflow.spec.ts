/**
 * No page scrolls sideways on the narrowest phone the site is made for,
 * 320 px (WCAG 1.4.10, Reflow), in either colour mode: a long name in
 * inline code, a table, the footer's support address, the navbar and the
 * breadcrumbs all fit. Code blocks scroll inside themselves, which does not
 * widen the page. Every page of tests/support/site.ts, the search page and
 * the not-found page.
 */
import {test, expect} from '@playwright/test';
import {EVERY_PAGE} from '../support/site';
import {hydrated, storeTheme, walkPages} from './support/page';

const NARROWEST = {width: 320, height: 640};

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} mode at ${NARROWEST.width} px`, () => {
    test.use({viewport: NARROWEST});

    test('no page is wider than the screen', async ({page}) => {
      await storeTheme(page, theme);
      await walkPages(EVERY_PAGE, async (path) => {
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        // What sticks out, named, so that a failure says where to look.
        const wide = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
          // Inside something that scrolls or clips (a code block, a table), an element doesn't widen the page.
          culprits: Array.from(document.querySelectorAll('body *'))
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
            .filter((el) => {
              for (let up = el.parentElement; up; up = up.parentElement)
                if (getComputedStyle(up).overflowX !== 'visible') return false;
              return true;
            })
            .slice(0, 3)
            .map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').slice(0, 50)}"`),
        }));
        expect
          .soft(
            wide.scrollWidth,
            `${path} is ${wide.scrollWidth} px wide: ${wide.culprits.join(', ')}`,
          )
          .toBeLessThanOrEqual(wide.viewport);
      });
    });
  });
}
