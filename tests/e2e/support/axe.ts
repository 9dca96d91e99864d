/**
 * axe-core, run in the page itself: one place for how every spec checks
 * accessibility (WCAG 2.0 and 2.1, levels A and AA; no rule disabled).
 *
 * axe-core's own `axe.run`, injected once per document, rather than
 * `@axe-core/playwright`'s AxeBuilder: AxeBuilder runs the rules per frame
 * and then opens a second, blank page to merge the frames' results, which
 * made each check take three times as long here (a long doc page: 3.7 s
 * against 1.2 s, the same violations). The site's pages have no frames; a
 * page that gains one fails the check below rather than going unchecked.
 */
import fs from 'node:fs';
import {expect, type Page} from '@playwright/test';
import type {AxeResults, Result, RunOptions} from 'axe-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rules every check runs: WCAG 2.0 and 2.1, A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The violations axe finds in the page, or in every element the selector `include` matches (none matching is an error). */
async function axeViolations(page: Page, include?: string): Promise<Result[]> {
  expect(
    await page.locator('iframe, frame').count(),
    'axe checks the page, not its frames: a page with a frame needs each frame checked',
  ).toBe(0);
  // Evaluated by the browser's debugging protocol, which the page's Content-Security-Policy does
  // not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: {type: 'tag', values: WCAG_TAGS},
    resultTypes: ['violations'],
  };
  const results = await page.evaluate(
    ([selector, runOptions]) => {
      const axe = (
        window as unknown as {
          axe: {run(context: string | Document, options: RunOptions): Promise<AxeResults>};
        }
      ).axe;
      return axe.run(selector ?? document, runOptions);
    },
    [include, options] as const,
  );
  return results.violations;
}

/** Violations as a reader of a failed test needs them: rule, impact, help, and each node with what to fix. */
function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map(
          (n) =>
            `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join('\n\n');
}

/**
 * Assert that axe finds nothing in the page (or in `include`); `where` names
 * the check in the failure. `soft`: a walk of many pages goes on, and
 * reports every page's violations.
 */
export async function expectNoViolations(
  page: Page,
  where: string,
  {include, soft = false}: {include?: string; soft?: boolean} = {},
): Promise<void> {
  const violations = await axeViolations(page, include);
  (soft ? expect.soft : expect)(
    violations.length,
    `axe violations, ${where}:\n\n${describeViolations(violations)}\n`,
  ).toBe(0);
}
