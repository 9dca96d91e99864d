/**
 * Diagram labels are readable wherever a diagram is shown
 * (src/components/diagrams/Picture.tsx): on every page, at phone, tablet
 * and desktop widths, every label of the layout on screen is at least
 * MIN_LABEL_PX tall as displayed (its font size times the picture's scale)
 * and lies inside its picture.
 */
import {test, expect} from '@playwright/test';
import {DOC_ROUTES} from '../support/site';
import {hydrated} from './support/page';
import {MIN_LABEL_PX} from '../../src/components/diagrams/Picture';

/** Phones, a tablet, a desktop whose sidebar and table of contents leave a narrow column, a desktop. */
const WIDTHS = [320, 375, 768, 1000, 1280];

test('the pages have diagrams to check', async ({page}) => {
  let diagrams = 0;
  for (const route of DOC_ROUTES) {
    await page.goto(route.path);
    diagrams += await page.locator('main figure svg[role="img"]').count();
  }
  expect(diagrams).toBeGreaterThan(0);
});

for (const route of DOC_ROUTES) {
  test(`${route.path}: every diagram label is at least ${MIN_LABEL_PX} px as shown, inside its picture`, async ({page}) => {
    await page.setViewportSize({width: WIDTHS[0], height: 800});
    await page.goto(route.path);
    await hydrated(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({width, height: 800});
      const problems = await page.evaluate((min) => {
        const out: string[] = [];
        for (const text of Array.from(document.querySelectorAll<SVGTextElement>('main figure svg text'))) {
          if (text.getClientRects().length === 0) continue;
          const shown = parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.a ?? 0);
          const label = (text.textContent ?? '').trim();
          if (shown < min - 0.01) out.push(`"${label}" is ${shown.toFixed(1)} px`);
          const picture = text.ownerSVGElement!;
          const view = picture.viewBox.baseVal;
          const box = text.getBBox();
          if (
            box.x < view.x - 0.5 ||
            box.x + box.width > view.x + view.width + 0.5 ||
            box.y < view.y - 0.5 ||
            box.y + box.height > view.y + view.height + 0.5
          ) {
            out.push(`"${label}" runs out of its picture`);
          }
        }
        return out;
      }, MIN_LABEL_PX);
      expect(problems, `${width} px`).toEqual([]);
    }
  });
}
