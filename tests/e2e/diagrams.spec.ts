/**
 * Diagram labels are readable wherever a diagram is shown
 * (src/components/diagrams/Picture.tsx): on every page that draws one, at phone, tablet
 * and desktop widths, every label of the layout on screen is at least
 * MIN_LABEL_PX tall as displayed (its font size times the picture's scale)
 * and lies inside its picture.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {DOC_ROUTES, ROOT} from '../support/site';
import {hydrated} from './support/page';
import {MIN_LABEL_PX} from '../../src/components/diagrams/Picture';

/** Phones, a tablet, a desktop whose sidebar and table of contents leave a narrow column, a desktop. */
const WIDTHS = [320, 375, 768, 1000, 1280];

/** The pages that draw a diagram: their sources import one from src/components/diagrams. */
const DIAGRAM_ROUTES = DOC_ROUTES.filter((route) =>
  /from '@site\/src\/components\/diagrams\//.test(
    fs.readFileSync(path.join(ROOT, route.file!), 'utf8'),
  ),
);

test('the pages have diagrams to check', () => {
  expect(DIAGRAM_ROUTES.length).toBeGreaterThan(0);
});

for (const route of DIAGRAM_ROUTES) {
  test(`${route.path}: every diagram label is at least ${MIN_LABEL_PX} px as shown, inside its picture`, async ({
    page,
  }) => {
    await page.setViewportSize({width: WIDTHS[0], height: 800});
    await page.goto(route.path);
    await hydrated(page);
    await expect(page.locator('main figure svg[role="img"]').first()).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({width, height: 800});
      const problems = await page.evaluate((min) => {
        const out: string[] = [];
        for (const text of Array.from(
          document.querySelectorAll<SVGTextElement>('main figure svg text'),
        )) {
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
