/**
 * What a reader sees on every page, where a screenshot once showed a fault:
 * - the title keeps the article's full width (the "Copy page" control comes
 *   under it, src/theme/MDXContent);
 * - category cards show the site's own icon and whole titles and
 *   descriptions (src/theme/DocCardList).
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

/** Every card's problems: an emoji instead of the site's icon, or a title or description cut short. */
async function cardProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const cards = Array.from(document.querySelectorAll('main article a.card'));
    if (cards.length === 0) problems.push('no cards');
    for (const card of cards) {
      const title = card.querySelector('h2');
      const name = (title?.textContent ?? '').trim();
      if (!title) {
        problems.push(`card ${card.getAttribute('href')} has no title`);
        continue;
      }
      if (/\p{Extended_Pictographic}/u.test(card.textContent ?? '')) problems.push(`"${name}" shows an emoji`);
      if (!title.querySelector('svg[aria-hidden="true"]')) problems.push(`"${name}" has no icon`);
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
    test("every category page: the site's icons, whole titles and descriptions", async ({page}) => {
      for (const route of CATEGORY_ROUTES) {
        await page.goto(route.path);
        await hydrated(page);
        expect(await cardProblems(page), route.path).toEqual([]);
      }
    });
  });
}
