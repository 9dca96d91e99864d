/**
 * What a reader sees on every page, where a screenshot once showed a fault:
 * - the title keeps the article's full width (the "Copy page" control comes
 *   under it, src/theme/DocItem/Content);
 * - category cards show the site's own icon and whole titles and
 *   descriptions (src/theme/DocCard);
 * - inline code breaks only between the pieces of a name (at spaces, before
 *   a dot or a slash), never inside one, on phones (src/theme/CodeInline).
 */
import {test, expect, type Page} from '@playwright/test';
import {CATEGORY_ROUTES, DOC_ROUTES} from '../support/site';
import {hydrated} from './support/page';
import {COPY_LABELS} from '../../src/components/MarkdownTwin/messages';

const PHONES = [
  {width: 320, height: 568},
  {width: 375, height: 667},
];

test.describe('desktop (1280 px)', () => {
  test.use({viewport: {width: 1280, height: 800}});

  for (const route of DOC_ROUTES) {
    test(`${route.path}: the title has the article's full width; the Copy page control takes none of it`, async ({page}) => {
      await page.goto(route.path);
      await hydrated(page);
      const layout = await page.evaluate((label) => {
        const h1 = document.querySelector('article h1')!;
        const article = h1.closest('.markdown')!;
        const button = Array.from(document.querySelectorAll('article button')).find((b) => b.textContent?.includes(label));
        const box = (el: Element | null | undefined) => (el ? (el.getBoundingClientRect().toJSON() as DOMRect) : undefined);
        return {title: box(h1)!, article: box(article)!, control: box(button?.parentElement)};
      }, COPY_LABELS.copy);
      expect(layout.title.width).toBeGreaterThanOrEqual(layout.article.width - 1);
      expect(layout.control, 'the Copy page control').toBeDefined();
      const {title, control} = {title: layout.title, control: layout.control!};
      const overlaps = control.left < title.right && control.right > title.left && control.top < title.bottom && control.bottom > title.top;
      expect(overlaps, 'the control takes none of the title\'s room').toBe(false);
    });
  }
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
    for (const route of CATEGORY_ROUTES) {
      test(`${route.path}: the site's icons, whole titles and descriptions`, async ({page}) => {
        await page.goto(route.path);
        await hydrated(page);
        expect(await cardProblems(page)).toEqual([]);
      });
    }
  });
}

/**
 * Where inline code breaks across lines that it should not: inside a piece
 * of a name, unless that piece alone is wider than the line.
 */
async function codeBreakProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const allowed = (before: string, after: string) => /\s/.test(before) || (/[\p{L}\p{N})\]}]/u.test(before) && /[./?&]/.test(after));
    for (const code of Array.from(document.querySelectorAll('main code'))) {
      if (code.closest('pre')) continue;
      const text = code.textContent ?? '';
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      const chars: {top: number; node: Text}[] = [];
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          chars.push({top: rect ? rect.top : Number.NaN, node});
        }
      }
      for (let i = 1; i < chars.length; i += 1) {
        if (!(chars[i].top > chars[i - 1].top + 2)) continue;
        if (allowed(text[i - 1], text[i])) continue;
        // A piece wider than the line it is on may wrap inside.
        const piece = chars[i].node.parentElement!;
        const block = piece.closest('p, li, td, th, div')!;
        if (piece !== code && piece.scrollWidth >= block.clientWidth - 1) continue;
        problems.push(`${text.slice(0, i)} | ${text.slice(i)}`);
      }
    }
    return problems;
  });
}

for (const viewport of PHONES) {
  test.describe(`inline code at ${viewport.width} px`, () => {
    test.use({viewport});
    for (const route of DOC_ROUTES) {
      test(`${route.path}: no name breaks inside a piece`, async ({page}) => {
        await page.goto(route.path);
        await hydrated(page);
        expect(await codeBreakProblems(page)).toEqual([]);
      });
    }
  });
}
