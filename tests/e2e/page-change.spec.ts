/**
 * A client-side navigation is announced as a page load is
 * (src/clientModules/pageChangeFocus.ts): the new page's <h1> (or, for a
 * page opened at a section, that section's heading) gets the focus, so a
 * screen reader says its name, and the next Tab goes into the new page.
 * Driven with the keyboard alone: a sidebar link, the phone menu, a search
 * result, Back and Forward. The first load and a link within the page move
 * nothing.
 */
import {test, expect, type Page} from '@playwright/test';
import {DOC_ROUTES, escapeRegExp, type RouteInfo} from '../support/site';
import {hydrated} from './support/page';

// Three doc pages other than the home page: where the reader starts and two pages to go to.
const [START, NEXT, THIRD] = DOC_ROUTES.filter((r) => r.path !== '/');

const SIDEBAR = 'nav[aria-label="Docs sidebar"]';

/** What has the focus: its tag, its text and whether it is inside <main>. */
async function focusInfo(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      text: (el?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 80),
      inMain: !!el && !!document.querySelector('main')?.contains(el),
      inSidebar: !!el?.closest('nav[aria-label="Docs sidebar"]'),
    };
  });
}

/** Press Tab until the control matching `selector` has the focus (keyboard only, no clicks). */
async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await page.evaluate((s) => !!document.activeElement?.matches(s), selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The new page is announced: its h1 has the focus, with the page's title as its name. */
async function expectAnnounced(page: Page, route: RouteInfo): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname).toBe(route.path);
  await expect(page.getByRole('heading', {level: 1, name: route.h1, exact: true})).toBeFocused();
}

/** The next Tab goes to the first control after the focused heading, inside the new page's content. */
async function expectTabContinuesInPage(page: Page): Promise<void> {
  const expected = await page.evaluate(() => {
    const start = document.activeElement!;
    const focusable = Array.from(
      document.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ),
    ).filter(
      (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
    );
    const next = focusable.find(
      (el) => start.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    return next ? next.outerHTML.slice(0, 120) : null;
  });
  expect(expected, 'there is a control after the heading').not.toBeNull();
  await page.keyboard.press('Tab');
  const after = await page.evaluate(() => document.activeElement!.outerHTML.slice(0, 120));
  expect(after).toBe(expected);
  expect((await focusInfo(page)).inMain, 'Tab continues inside the new page’s <main>').toBe(true);
}

test.describe('desktop', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('the first load moves no focus (the browser announces the page itself)', async ({page}) => {
    await page.goto(START.path);
    await hydrated(page);
    expect((await focusInfo(page)).tag).toBe('body');
  });

  test('a sidebar link, then Back and Forward: each new page’s heading is focused and Tab continues in it', async ({
    page,
  }) => {
    await page.goto(START.path);
    await hydrated(page);

    await tabTo(page, `${SIDEBAR} a[href="${NEXT.path}"]`);
    await page.keyboard.press('Enter');
    await expectAnnounced(page, NEXT);
    await expectTabContinuesInPage(page);

    await page.goBack();
    await expectAnnounced(page, START);
    await expectTabContinuesInPage(page);

    await page.goForward();
    await expectAnnounced(page, NEXT);
    await expectTabContinuesInPage(page);
  });

  test('a link within the page is not announced as a new page: the browser scrolls to the section and Tab continues from it', async ({
    page,
  }) => {
    await page.goto(START.path);
    await hydrated(page);
    // The first entry of the table of contents: a link to a section of this page.
    await tabTo(page, '.theme-doc-toc-desktop a[href^="#"]', 400);
    const href = await page.evaluate(() => document.activeElement!.getAttribute('href')!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}$`));
    const section = page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`);
    await expect(section).toBeInViewport();
    // Nothing was focused for the reader: the browser leaves focus where the
    // HTML standard says (the link, or the page when the target cannot take it).
    await expect(page.locator('main h1')).not.toBeFocused();
    await expect(section).not.toBeFocused();
    // The next Tab starts from the section (the browser's starting point for Tab).
    const expected = await section.evaluate((target) => {
      const focusable = Array.from(
        document.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])',
        ),
      );
      const next = focusable.find(
        (el) =>
          el.getClientRects().length > 0 &&
          target.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      return next!.outerHTML.slice(0, 120);
    });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement!.outerHTML.slice(0, 120))).toBe(
      expected,
    );
  });

  test('a search result opens its page with the focus on what it found, and Tab continues from there', async ({
    page,
  }) => {
    await page.goto(START.path);
    await hydrated(page);
    await page.keyboard.press('ControlOrMeta+k');
    const input = page.getByRole('combobox', {name: 'Search'});
    await expect(input).toBeFocused();
    await page.keyboard.type(THIRD.h1);
    // The first result is the active one: Enter opens it.
    await expect(page.getByRole('listbox').getByRole('option').first()).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const from = page.url();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(from);
    await expect(page.locator('main h1')).toBeVisible();

    const url = new URL(page.url());
    const id = decodeURIComponent(url.hash.slice(1));
    if (id) {
      // A section of a page: its heading, where the page is scrolled to.
      const section = page.locator(`[id="${id}"]`);
      await expect(section).toBeFocused();
      await expect(section).toBeInViewport();
    } else {
      const route = DOC_ROUTES.find((r) => r.path === url.pathname);
      expect(route, `${url.pathname} is a doc page`).toBeDefined();
      await expectAnnounced(page, route!);
    }
    expect((await focusInfo(page)).inMain).toBe(true);
    await expectTabContinuesInPage(page);
  });
});

test.describe('phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('a link in the menu closes it and focuses the new page’s heading, not the menu button', async ({
    page,
  }) => {
    await page.goto(START.path);
    await hydrated(page);
    await tabTo(page, 'button.navbar__toggle');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', {name: 'Navigation menu'})).toBeVisible();
    await tabTo(page, `.navbar-sidebar a[href="${NEXT.path}"]`);
    await page.keyboard.press('Enter');
    await expectAnnounced(page, NEXT);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    // The menu's close hands the focus back to its button only if the focus was left in the menu.
    await expect(page.locator('main h1')).toBeFocused();
    await expectTabContinuesInPage(page);
  });
});
