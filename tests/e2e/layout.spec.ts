/**
 * What a reader sees on every page, where a screenshot once showed a fault:
 * - the title keeps the article's full width (the "Copy page" control comes
 *   under it, src/theme/MDXContent);
 * - category cards show whole titles and descriptions (src/css/custom.css);
 * - the previous and next cards break their titles between words only;
 * - a code block that scrolls sideways shows it, with a shade at its edge;
 * - no heading has an empty line under it (its anchor link on a line alone);
 * - the navbar's search box, open, covers nothing it should not, and its
 *   list of results lines up with it.
 */
import {test, expect, type Locator, type Page} from '@playwright/test';
import {CATEGORY_ROUTES, DOC_ROUTES} from '../support/site';
import {contrast} from '../support/contrast';
import {drawnContrast, hydrated, textLines, walkPages} from './support/page';

const PHONES = [
  {width: 320, height: 568},
  {width: 375, height: 667},
];

/** Every card's problems: a title or description cut short. */
async function cardProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const cards = Array.from(document.querySelectorAll('main article a.card'));
    if (cards.length === 0) problems.push('no cards');
    for (const card of cards) {
      const title = card.querySelector('h2');
      if (!title) {
        problems.push(`card ${card.getAttribute('href')} has no title`);
        continue;
      }
      for (const el of [title, card.querySelector('p')]) {
        if (!el) continue;
        const style = getComputedStyle(el);
        if (
          el.scrollWidth > el.clientWidth + 1 ||
          style.textOverflow === 'ellipsis' ||
          style.whiteSpace === 'nowrap'
        ) {
          problems.push(`"${(el.textContent ?? '').trim()}" is cut`);
        }
      }
    }
    return problems;
  });
}

for (const viewport of [{width: 1280, height: 800}, ...PHONES]) {
  test.describe(`category cards at ${viewport.width} px`, () => {
    test.use({viewport});
    test('every category page: whole titles and descriptions', async ({page}) => {
      for (const route of CATEGORY_ROUTES) {
        await page.goto(route.path);
        await hydrated(page);
        expect(await cardProblems(page), route.path).toEqual([]);
      }
    });
  });
}

test.describe('footer', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('its line under the links starts with a capital, whatever the product is called ("the product")', async ({
    page,
  }) => {
    await page.goto('/');
    const line = (await page.locator('.footer__copyright').innerText()).trim();
    expect(line[0]).toBe(line[0]!.toUpperCase());
    expect(line[0]).not.toBe(line[0]!.toLowerCase());
  });

  test('a link that wraps keeps its lines closer than the space between links', async ({page}) => {
    await page.goto('/');
    const {lineGap, linkGap} = await page.evaluate(() => {
      // A footer link that wraps onto two lines, and the link after it.
      const links = Array.from(document.querySelectorAll<HTMLElement>('.footer__item > a'));
      const wrapped = links.find(
        (a) => a.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(a).lineHeight),
      )!;
      const next = wrapped.closest('.footer__item')!.nextElementSibling!;
      const style = getComputedStyle(wrapped);
      return {
        lineGap: parseFloat(style.lineHeight) - parseFloat(style.fontSize),
        linkGap: next.getBoundingClientRect().top - wrapped.getBoundingClientRect().bottom,
      };
    });
    expect(linkGap).toBeGreaterThan(lineGap);
  });
});

/** What a doc page must show at each width, each check a function of the page as shown. */
const DOC_PAGE_CHECKS: {
  name: string;
  widths: number[];
  problems: (page: Page) => Promise<string[]>;
}[] = [
  {
    name: "the title has the article's full width, and the Copy page control comes under it",
    widths: [1280],
    problems: (page) =>
      page.evaluate((label) => {
        const h1 = document.querySelector('article h1')!;
        const article = h1.closest('.markdown')!;
        const button = Array.from(document.querySelectorAll('article button')).find((b) =>
          b.textContent?.includes(label),
        );
        const title = h1.getBoundingClientRect();
        const control = button?.parentElement?.getBoundingClientRect();
        return [
          ...(title.width >= article.getBoundingClientRect().width - 1
            ? []
            : [`the title is ${title.width}px, narrower than the article`]),
          ...(control ? [] : ['no Copy page control']),
          ...(control && control.top < title.bottom - 1
            ? ['the Copy page control is not under the title']
            : []),
        ];
      }, 'Copy page'),
  },
  {
    name: 'no line of the breadcrumb trail ends with a separator',
    widths: PHONES.map((p) => p.width),
    // Each crumb after the first starts with its separator: its link must start on the separator's
    // line.
    problems: (page) =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('.breadcrumbs__item + .breadcrumbs__item')).flatMap(
          (item) => {
            const link = item.querySelector('.breadcrumbs__link')!;
            const before = getComputedStyle(item, '::before');
            const lineHeight = link.getBoundingClientRect().height;
            return before.content !== 'none' &&
              link.getClientRects()[0]!.top - item.getBoundingClientRect().top < lineHeight / 2
              ? []
              : [`crumb "${link.textContent}" starts a line without its separator`];
          },
        ),
      ),
  },
  {
    name: 'the previous and next cards break their titles between words only',
    widths: [320],
    problems: async (page) =>
      (await textLines(page.locator('.pagination-nav__label')))
        .filter((lines) => lines.slice(0, -1).some((line) => !/\s$/.test(line)))
        .map((lines) => `card title split in a word: ${lines.join(' | ')}`),
  },
  {
    name: 'no heading has a line with nothing to read on it',
    widths: [320, 375, 1280],
    // The anchor link's text is a zero-width space: a line of it alone shows as an empty line.
    problems: async (page) =>
      (await textLines(page.locator('main article :is(h1, h2, h3, h4)')))
        .filter((lines) => lines.some((line) => line.replace(/[\s\u200b]/g, '') === ''))
        .map((lines) => `heading with an empty line: ${lines.join(' | ')}`),
  },
];

for (const width of [320, 375, 1280]) {
  const checks = DOC_PAGE_CHECKS.filter((check) => check.widths.includes(width));
  test.describe(`every doc page at ${width} px`, () => {
    test.use({viewport: {width, height: 800}});
    test(checks.map((check) => check.name).join('; '), async ({page}) => {
      await walkPages(DOC_ROUTES, async (route) => {
        await page.goto(route.path);
        await hydrated(page);
        for (const check of checks)
          expect.soft(await check.problems(page), `${route.path}: ${check.name}`).toEqual([]);
      });
    });
  });
}

/** The colours at two points of the top padding of a code block: by its left and right edges. */
async function edgeColours(block: Locator): Promise<{left: string; right: string}> {
  const {width} = (await block.boundingBox())!;
  const at = async (x: number) =>
    (await drawnContrast(block, {x, y: 10, width: 1, height: 1})).background;
  return {left: await at(3), right: await at(width - 4)};
}

test.describe('code blocks at 320 px', () => {
  test.use({viewport: {width: 320, height: 568}});

  for (const theme of ['light', 'dark'] as const) {
    test(`a block that scrolls shows a shade at the edge where more is, and one that fits shows none (${theme})`, async ({
      page,
    }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      // Its PowerShell way shown (src/components/Ways): most of its code, long lines and short.
      await page.goto('/for-admins/setup-policies?with=powershell');
      await hydrated(page);
      const blocks = page.locator('main pre.prism-code').filter({visible: true});
      const scrolls = await blocks.evaluateAll((pres) =>
        pres.map((pre) => pre.scrollWidth > pre.clientWidth + 1),
      );
      const wide = blocks.nth(scrolls.indexOf(true));
      await wide.scrollIntoViewIfNeeded();
      let {left, right} = await edgeColours(wide);
      expect(
        contrast(left, right),
        `at the start: plain ${left} on the left, shade ${right} on the right`,
      ).toBeGreaterThan(1.3);
      await wide.evaluate((pre) => pre.scrollTo({left: pre.scrollWidth}));
      ({left, right} = await edgeColours(wide));
      expect(
        contrast(left, right),
        `at the end: shade ${left} on the left, plain ${right} on the right`,
      ).toBeGreaterThan(1.3);

      await page.setViewportSize({width: 1280, height: 800});
      const fits = blocks.filter({hasNotText: /.{60}/});
      await fits.first().scrollIntoViewIfNeeded();
      expect(await fits.first().evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
      ({left, right} = await edgeColours(fits.first()));
      expect(
        contrast(left, right),
        'a block that fits: the same colour at both edges',
      ).toBeLessThan(1.05);
    });
  }
});

/** The navbar search box, focused, with a query whose results are listed. */
async function openSearch(page: Page): Promise<Locator> {
  await page.goto('/insights/drivers');
  await hydrated(page);
  const input = page.locator('nav.navbar').getByRole('combobox', {name: 'Search'});
  await input.click();
  await input.fill('permissions');
  await expect(page.getByRole('option').first()).toBeVisible();
  // The box grows in a transition: measure it where it ends.
  await input.evaluate((el) =>
    Promise.all(el.getAnimations().map((animation) => animation.finished)),
  );
  return input;
}

type Box = {x: number; y: number; width: number; height: number};
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const theme of ['light', 'dark'] as const) {
  test.describe(`the open search box (${theme})`, () => {
    test.beforeEach(async ({page}) =>
      page.addInitScript((t) => localStorage.setItem('theme', t), theme),
    );

    test('at 1280 px: covers none of the navbar links, and its list is as wide as the box, right under it, every entry whole', async ({
      page,
    }) => {
      const viewport = {width: 1280, height: 800};
      await page.setViewportSize(viewport);
      const input = await openSearch(page);
      const box = (await input.boundingBox())!;
      const others = [
        ...(await page.locator('.navbar__brand, .navbar__items .navbar__link').all()),
        page.getByRole('button', {name: /Switch to/}),
      ];
      for (const other of others) {
        const name = (await other.getAttribute('aria-label')) ?? (await other.innerText());
        expect(overlap(box, (await other.boundingBox())!), `the box covers "${name}"`).toBe(false);
      }
      const list = (await page.getByRole('listbox', {name: 'Search results'}).boundingBox())!;
      expect(Math.abs(list.x - box.x)).toBeLessThan(1);
      expect(Math.abs(list.x + list.width - (box.x + box.width))).toBeLessThan(1);
      expect(list.y).toBeGreaterThanOrEqual(box.y + box.height);
      // Every entry is whole: none is cut by the list's edge or the window's.
      const bottom = Math.min(list.y + list.height, viewport.height);
      for (const option of await page.getByRole('option').all()) {
        const entry = (await option.boundingBox())!;
        expect(entry.y + entry.height, await option.innerText()).toBeLessThanOrEqual(bottom + 0.5);
      }
    });

    for (const {width, height} of [
      {width: 320, height: 667},
      {width: 375, height: 667},
      {width: 768, height: 1024},
    ]) {
      test(`at ${width} px: hides the navbar's brand under an opaque cover, and its list lines up with the box`, async ({
        page,
      }) => {
        await page.setViewportSize({width, height});
        await page.goto('/insights/drivers');
        const brand = (await page
          .locator('nav.navbar .navbar__inner .navbar__brand')
          .boundingBox())!;
        const input = await openSearch(page);
        // Every point of the brand is under the search form, and the form paints an opaque
        // background.
        const covered = await page.evaluate((b) => {
          const form = document.querySelector('.navbar__search')!;
          const points = [0.05, 0.5, 0.95].flatMap((fx) =>
            [0.05, 0.5, 0.95].map((fy) => [b.x + fx * b.width, b.y + fy * b.height] as const),
          );
          return {
            under: points.every(([x, y]) => form.contains(document.elementFromPoint(x, y))),
            background: getComputedStyle(form).backgroundColor,
          };
        }, brand);
        expect(covered.under).toBe(true);
        expect(covered.background).toMatch(/^rgb\(/);
        const box = (await input.boundingBox())!;
        const list = (await page.getByRole('listbox', {name: 'Search results'}).boundingBox())!;
        expect(Math.abs(list.x - box.x)).toBeLessThan(1);
        expect(Math.abs(list.x + list.width - (box.x + box.width))).toBeLessThan(1);
      });
    }
  });
}
