/**
 * Every page passes axe (WCAG 2.0 and 2.1, levels A and AA) with zero
 * violations, in light and dark mode, on a desktop and a phone-sized screen.
 * On the phone, the page also reflows (WCAG 1.4.10, which axe does not test):
 * nothing makes it scroll sideways. Every icon control is drawn at 3:1 or
 * more against what is behind it (WCAG 1.4.11, which axe does not test),
 * measured on a screenshot.
 *
 * The same visits check that the production build in build/ hydrates every
 * page without a recoverable error in each view (the search page also with a
 * query in its address, which the server's page has not), and shows no
 * announcement bar: tests/e2e/hydration.spec.ts checks the development build,
 * and tells why both. One visit per page and view for both checks: a visit
 * costs a navigation and a hydration, a walk of every page 15 s of the suite.
 *
 * No rule is disabled and no node is excepted.
 */
import {test, expect, type Page} from '@playwright/test';
import {EVERY_PAGE, SEARCH_PAGE} from '../support/site';
import {expectNoViolations} from './support/axe';
import {committed, watchHydration} from './support/hydration';
import {E2E_ANNOUNCEMENT} from './support/variants';
import {VIEWS, drawnContrast, hydrated, storeTheme, walkPages} from './support/page';

async function settle(page: Page, theme: string) {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.locator('h1').first()).toBeVisible();
  // A frame later, effects that measure the layout (wide tables) have run, and React has
  // reported any hydration mismatch.
  await committed(page);
}

for (const combo of VIEWS) {
  test.describe(`axe, ${combo.name}`, () => {
    test.use({viewport: combo.viewport});

    test('every page has no WCAG 2.1 A/AA violations, and hydrates without a recoverable error', async ({
      page,
    }) => {
      await storeTheme(page, combo.theme);
      const hydration = watchHydration(page);
      await walkPages([...EVERY_PAGE, `${SEARCH_PAGE}?q=consent`], async (path) => {
        await page.goto(path);
        await settle(page, combo.theme);
        await expect
          .soft(page.getByRole('banner').filter({hasText: E2E_ANNOUNCEMENT.text}), path)
          .toBeHidden();
        await expectNoViolations(page, `on ${path} (${combo.name})`, {soft: true});
        if (combo.viewport.width < 996) {
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect
            .soft(
              overflow,
              `${path} scrolls sideways by ${overflow}px at ${combo.viewport.width}px`,
            )
            .toBeLessThanOrEqual(0);
        }
      });
      expect(hydration.problems, hydration.problems.join('\n\n')).toEqual([]);
    });
  });
}

/** The navbar search results, open for `query`, on a page in `theme`; resolves when the first entry shows `first`. */
async function openSearchResults(
  page: Page,
  theme: 'light' | 'dark',
  query: string,
  first: RegExp | string = /\S/,
): Promise<void> {
  await storeTheme(page, theme);
  await page.goto('/insights/drivers');
  await settle(page, theme);
  const input = page.locator('nav.navbar').getByRole('combobox', {name: 'Search'});
  await input.click();
  await input.fill(query);
  await expect(page.getByRole('option').first()).toContainText(first, {timeout: 15_000});
}

// The search results dropdown, open, in both modes (it is not part of any page until used),
// and what a search without results offers, in the list and on the search page.
for (const theme of ['light', 'dark'] as const) {
  test(`the open search results have no WCAG 2.1 A/AA violations (${theme})`, async ({page}) => {
    await openSearchResults(page, theme, 'permissions');
    await expectNoViolations(page, `with search open (${theme})`);
  });

  test(`a search without results, in the list and on the search page, has no WCAG 2.1 A/AA violations (${theme})`, async ({
    page,
  }) => {
    await openSearchResults(page, theme, 'xyzzyqwerty');
    await expect(page.getByText('No results for “xyzzyqwerty”.')).toBeVisible();
    await expectNoViolations(page, `no results in the list (${theme})`);

    await page.goto('/search?q=xyzzyqwerty');
    await settle(page, theme);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('No results.');
    await expectNoViolations(page, `no results on the search page (${theme})`);
  });
}

/**
 * The icon controls: the search box's magnifier, the colour-mode button, the
 * menu button and the menu's close button, a code block's Copy button, the
 * back-to-top button. Each one's contrast is read off a screenshot of it (for
 * the search box, of the part left of the text, where the magnifier is).
 */
for (const theme of ['light', 'dark'] as const) {
  test.describe(`icon controls at 3:1 or more (${theme})`, () => {
    test.beforeEach(async ({page}) => storeTheme(page, theme));

    test('on a desktop: the search magnifier, the colour-mode button, the Copy button, back to top', async ({
      page,
    }) => {
      await page.setViewportSize({width: 1280, height: 800});
      await page.goto('/for-admins/setup-policies');
      await hydrated(page);
      const search = page.locator('nav.navbar').getByRole('combobox', {name: 'Search'});
      const block = page.locator('main .theme-code-block').first();
      await block.hover();
      const copy = block.getByRole('button', {name: /copy/i});
      await expect(copy).toHaveCSS('opacity', '1');
      const controls = {
        'search magnifier': await drawnContrast(search, {x: 0, y: 0, width: 32, height: 32}),
        'colour-mode button': await drawnContrast(page.getByRole('button', {name: /Switch to/})),
        'Copy button': await drawnContrast(copy),
      };
      // The back-to-top button shows when the reader scrolls back up, far down the page.
      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, 3000);
      await page.mouse.wheel(0, -200);
      const top = page.getByRole('button', {name: /scroll back to top/i});
      await expect(top).toHaveCSS('opacity', '1');
      const measured = {...controls, 'back-to-top button': await drawnContrast(top)};
      for (const [name, {contrast, drawn, background}] of Object.entries(measured)) {
        expect(contrast, `${name}: ${drawn} on ${background}`).toBeGreaterThanOrEqual(3);
      }
    });

    test('on a phone: the search magnifier, the menu button, the colour-mode button and close button in the menu', async ({
      page,
    }) => {
      await page.setViewportSize({width: 375, height: 667});
      await page.goto('/for-admins/setup-policies');
      await hydrated(page);
      const measured: Record<string, Awaited<ReturnType<typeof drawnContrast>>> = {
        'search magnifier': await drawnContrast(
          page.locator('nav.navbar').getByRole('combobox', {name: 'Search'}),
        ),
        'menu button': await drawnContrast(
          page.getByRole('button', {name: 'Toggle navigation bar'}),
        ),
      };
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      const menu = page.locator('.navbar-sidebar');
      await expect(menu).toBeVisible();
      await expect(menu).toHaveCSS('opacity', '1');
      measured['colour-mode button'] = await drawnContrast(
        menu.getByRole('button', {name: /Switch to/}),
      );
      measured['close button'] = await drawnContrast(menu.getByRole('button', {name: /close/i}));
      for (const [name, {contrast, drawn, background}] of Object.entries(measured)) {
        expect(contrast, `${name}: ${drawn} on ${background}`).toBeGreaterThanOrEqual(3);
      }
    });
  });
}
