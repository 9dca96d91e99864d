/**
 * Accessibility of the error and loading states in both colour modes
 * (axe-core, WCAG 2 A/AA rules, including colour contrast), with the same
 * real faults as errors.spec.ts and loading.spec.ts.
 */
import {test, expect} from '@playwright/test';
import {expectNoViolations} from './support/axe';
import {
  chunkContaining,
  controlChunk,
  replaceOnce,
  rewriteScript,
  throwUntilLifted,
} from './support/faults';
import {leadText, escapeRegExp, FOOTER_COPYRIGHT} from '../support/site';

const driversSentence = leadText('docs/insights/drivers.mdx');

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    });

    test('the crash view passes axe', async ({page}) => {
      await rewriteScript(page, chunkContaining(driversSentence), (body) =>
        replaceOnce(
          body,
          new RegExp(`"${escapeRegExp(driversSentence)}[^"]*"`),
          `(${throwUntilLifted('Injected render error', 'Injected cause')},$&)`,
        ),
      );
      await page.goto('/insights/drivers');
      await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expectNoViolations(page, `in main (${mode})`, {include: 'main'});
      await expectNoViolations(page, `in nav.navbar (${mode})`, {include: 'nav.navbar'});
    });

    test("Docusaurus's crash page without the layout passes axe", async ({page}) => {
      const main = chunkContaining(`copyright:${JSON.stringify(FOOTER_COPYRIGHT)}`);
      await rewriteScript(page, main, (body) =>
        replaceOnce(
          body,
          /copyright:("[^"]*")/,
          `get copyright(){return ${throwUntilLifted('Injected layout error', 'x')},$1}`,
        ),
      );
      await page.goto('/');
      await expect(
        page.getByRole('heading', {name: 'This page crashed', exact: true}),
      ).toBeVisible();
      await expectNoViolations(page, `in #__docusaurus (${mode})`, {include: '#__docusaurus'});
    });

    test('the Retry view and the loading status pass axe', async ({page}) => {
      const chunk = await controlChunk(page, chunkContaining(driversSentence), 'abort');
      await page.goto('/insights/drivers');
      const retry = page.getByRole('button', {name: 'Retry'});
      await expect(retry).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expectNoViolations(page, `in main (${mode})`, {include: 'main'});

      // Hold the retried load until the status has been checked.
      chunk.set('hold');
      await retry.click();
      await expect(page.getByRole('status').filter({hasText: 'Loading page…'})).toBeVisible();
      await expectNoViolations(page, `in [role="status"] (${mode})`, {include: '[role="status"]'});
      chunk.set('pass');
      await expect(page.getByText(driversSentence)).toBeVisible();
    });
  });
}
