/**
 * Crash page (spec section 8), in the production build, with real render
 * errors injected by rewriting built scripts in flight:
 * - a doc page's content throws while rendering: the layout's boundary
 *   (the site's `@theme/ErrorPageContent`) shows the crash view inside
 *   navbar and footer, with the focus on its heading;
 * - a page throws above its layout: Docusaurus's app-level boundary
 *   (`@theme/Error`) shows 'This page crashed' inside a fresh site layout;
 * - the layout itself throws: the same, without the layout.
 * Each error lasts until the test sets `window.__lift`, then 'Try again'
 * must bring the page back.
 */
import {test, expect, type Page} from '@playwright/test';
import {
  chunkContaining,
  lift,
  replaceOnce,
  rewriteScript,
  throwUntilLifted,
} from './support/faults';
import {leadText, escapeRegExp, FOOTER_COPYRIGHT, ROUTES} from '../support/site';

const route = (path: string) => ROUTES.find((r) => r.path === path)!;

const driversSentence = leadText('docs/insights/drivers.mdx');
const aboutSentence = leadText('src/pages/markdown-page.md');
const copyright = FOOTER_COPYRIGHT;

/** Make the Drivers page's MDX content throw while rendering. */
async function breakDriversContent(page: Page): Promise<void> {
  await rewriteScript(page, chunkContaining(driversSentence), (body) =>
    replaceOnce(
      body,
      new RegExp(`"${escapeRegExp(driversSentence)}[^"]*"`),
      `(${throwUntilLifted('Injected render error', 'Injected cause')},$&)`,
    ),
  );
}

/**
 * Make /markdown-page throw above its layout: the route component copies the
 * MDX module's exports (here `metadata`) before it renders `@theme/MDXPage`,
 * which renders the layout; a throwing export getter fails that step.
 */
async function breakMarkdownPageAboveLayout(page: Page): Promise<void> {
  await rewriteScript(page, chunkContaining(aboutSentence), (body) =>
    replaceOnce(
      body,
      /metadata:\(\)=>(\w+)/,
      `metadata:()=>(${throwUntilLifted('Injected page error', 'Injected page cause')},$1)`,
    ),
  );
}

/** Make the site layout throw: the footer reads its copyright from the site config in main.js. */
async function breakLayout(page: Page): Promise<void> {
  const main = chunkContaining(`copyright:${JSON.stringify(copyright)}`);
  await rewriteScript(page, main, (body) =>
    replaceOnce(
      body,
      /copyright:("[^"]*")/,
      `get copyright(){return ${throwUntilLifted('Injected layout error', 'Injected layout cause')},$1}`,
    ),
  );
}

function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

async function expectCrashView(page: Page, message: string, cause: string): Promise<void> {
  const heading = page.getByRole('heading', {level: 1, name: 'This page crashed.'});
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle('Page Error');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(message);
  await expect(alert.getByRole('list', {name: 'Causes'}).getByRole('listitem')).toHaveText([
    `Cause: ${cause}`,
  ]);
  await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
}

/** Docusaurus's own app-level crash page: the spec's 'This page crashed', the error and its causes, Try again. */
async function expectAppCrashPage(page: Page, message: string, cause: string): Promise<void> {
  await expect(
    page.getByRole('heading', {level: 1, name: 'This page crashed', exact: true}),
  ).toBeVisible();
  await expect(page).toHaveTitle('Page Error');
  await expect(page.getByText(message)).toContainText(`Cause:\n${cause}`);
  await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
}

const navbar = (page: Page) => page.locator('nav.navbar');
const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('a page whose content throws', () => {
  test('on first load shows the crash view inside the layout, and Try again recovers', async ({
    page,
  }) => {
    const pageErrors = collectPageErrors(page);
    await breakDriversContent(page);
    await page.goto('/insights/drivers');

    await expectCrashView(page, 'Injected render error', 'Injected cause');
    await expect(navbar(page)).toBeVisible();
    await expect(footer(page)).toContainText(copyright);
    await expect(page.getByText(driversSentence)).toHaveCount(0);

    // Still broken: Try again shows the crash view again.
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();

    await lift(page);
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText(driversSentence)).toBeVisible();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
    await expect(page).toHaveTitle(route('/insights/drivers').title);
    expect(pageErrors).toEqual([]);
  });

  test('after client navigation shows the crash view inside the layout, and Try again recovers', async ({
    page,
  }) => {
    await breakDriversContent(page);
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 1, name: route('/').h1})).toBeVisible();
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Drivers'})
      .click();

    await expect(page).toHaveURL(/\/insights\/drivers$/);
    await expectCrashView(page, 'Injected render error', 'Injected cause');
    await expect(navbar(page)).toBeVisible();

    await lift(page);
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText(driversSentence)).toBeVisible();
  });
});

test('a page that throws above its layout shows the app-level crash page in the site layout, and Try again recovers', async ({
  page,
}) => {
  await breakMarkdownPageAboveLayout(page);
  await page.goto('/markdown-page');

  await expectAppCrashPage(page, 'Injected page error', 'Injected page cause');
  await expect(navbar(page)).toBeVisible();
  await expect(footer(page)).toContainText(copyright);

  // The colour-mode toggle works on the crash page too.
  const toggle = page.getByRole('button', {name: 'Switch to dark mode (currently light mode)'});
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await lift(page);
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByText(aboutSentence)).toBeVisible();
  await expect(page).toHaveTitle(route('/markdown-page').title);
});

test('when the layout itself throws, the crash page still shows without it, and Try again recovers', async ({
  page,
}) => {
  await breakLayout(page);
  await page.goto('/insights/drivers');

  // The original error is shown, not a second one from the layout.
  await expectAppCrashPage(page, 'Injected layout error', 'Injected layout cause');
  await expect(navbar(page)).toHaveCount(0);

  await lift(page);
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByText(driversSentence)).toBeVisible();
  await expect(footer(page)).toContainText(copyright);
});
