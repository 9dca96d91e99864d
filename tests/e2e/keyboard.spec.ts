/**
 * Keyboard only: the skip link comes first and works, every control of the
 * navbar, docs sidebar, table of contents and footer is reached with Tab and
 * shows a visible focus indicator, and the mobile menu traps focus while open
 * and closes with Escape.
 */
import {test, expect, type Page} from '@playwright/test';
import {hydrated} from './support/page';
import {CATEGORY_ROUTES} from '../support/site';

const DOC_PAGE = '/insights/drivers';

/** Where each region's controls live (desktop layout). */
const REGIONS = {
  navbar: 'nav.navbar .navbar__inner',
  sidebar: 'nav[aria-label="Docs sidebar"]',
  'table of contents': '.theme-doc-toc-desktop',
  footer: 'footer',
} as const;

/**
 * Tags every visible control in the regions with data-kb="region:n" and
 * returns the tags.
 */
async function tagControls(page: Page): Promise<string[]> {
  return page.evaluate((regions) => {
    const focusable =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';
    const tags: string[] = [];
    for (const [name, selector] of Object.entries(regions)) {
      const root = document.querySelector(selector);
      if (!root) throw new Error(`region ${name} (${selector}) not found`);
      root.querySelectorAll<HTMLElement>(focusable).forEach((el, i) => {
        if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden')
          return;
        const tag = `${name}:${i}`;
        el.dataset.kb = tag;
        tags.push(tag);
      });
    }
    return tags;
  }, REGIONS);
}

interface Stop {
  tag: string | null;
  label: string;
  indicator: boolean;
}

/** The focused element: its tag, a readable label, and whether it shows a focus indicator. */
async function focused(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return {tag: null, label: 'body', indicator: false};
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 40);
    return {
      tag: el.dataset.kb ?? null,
      label: `<${el.tagName.toLowerCase()}> "${text}"`,
      indicator: outline || shadow,
    };
  });
}

test.describe('desktop keyboard walk', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('the first Tab reaches the skip link, which moves focus to the main content', async ({
    page,
  }) => {
    await page.goto(DOC_PAGE);
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    expect((await focused(page)).indicator).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab continues from the main content, not from the top.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() =>
      document.querySelector('main')!.contains(document.activeElement),
    );
    expect(inMain).toBe(true);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`Tab reaches every control of the navbar, sidebar, table of contents and footer, each with a visible focus ring (${theme})`, async ({
      page,
    }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(DOC_PAGE);
      await hydrated(page);
      const tags = await tagControls(page);
      expect(tags.filter((t) => t.startsWith('table of contents')).length).toBeGreaterThan(0);
      const reached = new Set<string>();
      const withoutIndicator: string[] = [];
      // Enough presses to go through every focusable element at least once, with room for
      // stops a slow machine takes twice; the walk ends as soon as every control was reached.
      const budget =
        (await page.locator('a[href], button, input, [tabindex="0"]').count()) * 2 + 10;
      for (let i = 0; i < budget; i++) {
        await page.keyboard.press('Tab');
        const stop = await focused(page);
        if (stop.tag) reached.add(stop.tag);
        if (stop.label !== 'body' && !stop.indicator) withoutIndicator.push(stop.label);
        if (reached.size === tags.length) break;
      }
      const missed = tags.filter((t) => !reached.has(t));
      const labels = await Promise.all(
        missed.map((t) =>
          page
            .locator(`[data-kb="${t}"]`)
            .evaluate((el) => `${el.tagName} ${el.textContent?.trim()}`),
        ),
      );
      expect(
        missed.map((t, i) => `${t} ${labels[i]}`),
        'controls Tab never reached',
      ).toEqual([]);
      expect(withoutIndicator, 'focused controls without a visible focus indicator').toEqual([]);
    });
  }
});

test.describe('mobile menu (390 px)', () => {
  test.use({viewport: {width: 390, height: 844}});

  const toggle = (page: Page) => page.getByRole('button', {name: 'Toggle navigation bar'});
  const menu = (page: Page) => page.locator('.navbar-sidebar');
  const focusInMenu = (page: Page) =>
    page.evaluate(
      () => !!document.querySelector('.navbar-sidebar')?.contains(document.activeElement),
    );

  /** The roles a screen reader can reach: those of Chromium's accessibility tree, ignored nodes left out. */
  const reachableRoles = async (page: Page): Promise<string[]> => {
    const session = await page.context().newCDPSession(page);
    const {nodes} = (await session.send('Accessibility.getFullAXTree')) as {
      nodes: {role?: {value?: string}; ignored?: boolean}[];
    };
    await session.detach();
    return nodes.filter((node) => !node.ignored).map((node) => node.role?.value ?? '');
  };

  test('renders its menus only once opened, and while open keeps the page behind it from screen readers', async ({
    page,
  }) => {
    await page.goto(DOC_PAGE);
    await hydrated(page);
    // Closed, the menu sits just off screen, where Docusaurus would prefetch every link it holds.
    await expect(menu(page)).toHaveCount(1);
    await expect(menu(page).locator('.navbar-sidebar__item a')).toHaveCount(0);
    expect(await reachableRoles(page)).toEqual(expect.arrayContaining(['main', 'contentinfo']));
    await toggle(page).click();
    await expect(page.getByRole('dialog', {name: 'Navigation menu'})).toBeVisible();
    await expect(menu(page).locator('.navbar-sidebar__item a')).not.toHaveCount(0);
    const open = await reachableRoles(page);
    expect(open).toContain('dialog');
    expect(open.filter((role) => role === 'main' || role === 'contentinfo')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    expect(await reachableRoles(page)).toEqual(expect.arrayContaining(['main', 'contentinfo']));
  });

  test('opens with Enter, traps Tab and Shift+Tab inside, closes with Escape and gives focus back', async ({
    page,
  }) => {
    await page.goto(DOC_PAGE);
    await hydrated(page);
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('dialog', {name: 'Navigation menu'})).toBeVisible();
    expect(await focusInMenu(page)).toBe(true);

    // Tab through more stops than the menu has: focus never leaves it, and
    // every stop shows a focus indicator.
    const count = await menu(page).evaluate(
      (root) =>
        Array.from(
          root.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex="0"]'),
        ).filter(
          (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
        ).length,
    );
    const seen = new Set<string>();
    for (let i = 0; i < count + 3; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInMenu(page), `Tab ${i + 1} left the menu`).toBe(true);
      const stop = await focused(page);
      expect(stop.indicator, `${stop.label} has no visible focus indicator`).toBe(true);
      seen.add(stop.label);
    }
    expect(seen.size).toBeGreaterThan(3);
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInMenu(page), `Shift+Tab ${i + 1} left the menu`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(toggle(page)).toBeFocused();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('"Back to main menu" moves focus to the main menu, which Tab then stays in', async ({
    page,
  }) => {
    await page.goto(DOC_PAGE);
    await hydrated(page);
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    const back = menu(page).getByRole('button', {name: /Back to main menu/});
    await back.focus();
    await page.keyboard.press('Enter');
    // The main menu's panel: the docs sidebar panel names the sections the same way.
    const mainMenuLink = menu(page)
      .locator('.navbar-sidebar__item')
      .first()
      .getByRole('link', {name: CATEGORY_ROUTES.at(-1)!.h1, exact: true});
    await expect(mainMenuLink).toBeVisible();
    expect(await focusInMenu(page)).toBe(true);
    // The docs sidebar half is hidden now: Tab never lands in it.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      const inHiddenHalf = await page.evaluate(() => {
        const active = document.activeElement;
        return !!active && getComputedStyle(active).visibility === 'hidden';
      });
      expect(inHiddenHalf, `Tab ${i + 1} reached a hidden control`).toBe(false);
    }
  });

  test('the close button gives focus back to the menu button', async ({page}) => {
    await page.goto(DOC_PAGE);
    await hydrated(page);
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await menu(page).getByRole('button', {name: 'Close navigation bar'}).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(toggle(page)).toBeFocused();
  });
});
