/**
 * What a reader sees on every page, where a screenshot once showed a fault:
 * - the title keeps the article's full width (the "Copy page" control comes
 *   under it, src/theme/MDXContent);
 * - category cards show whole titles and descriptions (src/css/custom.css).
 */
import {test, expect, type Page} from '@playwright/test';
import {CATEGORY_ROUTES, DOC_ROUTES} from '../support/site';
import {hydrated} from './support/page';

const PHONES = [
  {width: 320, height: 568},
  {width: 375, height: 667},
];

test.describe('desktop (1280 px)', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test("every doc page: the title has the article's full width, and the Copy page control comes under it", async ({page}) => {
    for (const route of DOC_ROUTES) {
      await page.goto(route.path);
      await hydrated(page);
      const layout = await page.evaluate((label) => {
        const h1 = document.querySelector('article h1')!;
        const article = h1.closest('.markdown')!;
        const button = Array.from(document.querySelectorAll('article button')).find((b) => b.textContent?.includes(label));
        const box = (el: Element | null | undefined) => (el ? (el.getBoundingClientRect().toJSON() as DOMRect) : undefined);
        return {title: box(h1)!, article: box(article)!, control: box(button?.parentElement)};
      }, 'Copy page');
      expect(layout.title.width, route.path).toBeGreaterThanOrEqual(layout.article.width - 1);
      expect(layout.control, `${route.path}: the Copy page control`).toBeDefined();
      expect(layout.control!.top, `${route.path}: the control is under the title`).toBeGreaterThanOrEqual(layout.title.bottom - 1);
    }
  });
});

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
        if (el.scrollWidth > el.clientWidth + 1 || style.textOverflow === 'ellipsis' || style.whiteSpace === 'nowrap') {
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

  test('its line under the links starts with a capital, whatever the product is called ("the product")', async ({page}) => {
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
      const wrapped = links.find((a) => a.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(a).lineHeight))!;
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

for (const viewport of PHONES) {
  test.describe(`breadcrumbs at ${viewport.width} px`, () => {
    test.use({viewport});
    test('no line of the trail ends with a separator', async ({page}) => {
      for (const route of DOC_ROUTES) {
        await page.goto(route.path);
        // Each crumb after the first starts with its separator: its link must start on the separator's line.
        const broken = await page.evaluate(() =>
          Array.from(document.querySelectorAll('.breadcrumbs__item + .breadcrumbs__item')).flatMap((item) => {
            const link = item.querySelector('.breadcrumbs__link')!;
            const before = getComputedStyle(item, '::before');
            const lineHeight = link.getBoundingClientRect().height;
            return before.content !== 'none' && link.getClientRects()[0]!.top - item.getBoundingClientRect().top < lineHeight / 2 ? [] : [link.textContent];
          }),
        );
        expect(broken, route.path).toEqual([]);
      }
    });
  });
}
