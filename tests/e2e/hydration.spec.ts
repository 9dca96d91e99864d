/**
 * No hydration mismatch anywhere: every page a reader can open hydrates with
 * no hydration error or warning in the console, in light and dark mode, on a
 * desktop and a phone, with and without an announcement; the search page
 * too with a query in its address, which the server's page has not.
 *
 * React renders the page again in the browser over the server's HTML. Where
 * the two differ, its production build reports a different element tree or
 * text as a recoverable error (Docusaurus logs it as "Docusaurus React Root
 * onRecoverableError") and renders the page again from scratch, but keeps any
 * server attribute that differs without a word: a screen reader would hear
 * the server's label. So the pages are checked here on a build of their own
 * made with `docusaurus build --dev` and an announcement, whose bundle runs
 * React's development build, which logs both kinds with a diff (with the bar
 * shown and closed, see CHECKS), and without an announcement on the
 * production build in build/ that readers get, in every view, by the walks of
 * tests/e2e/a11y.spec.ts, which visit the same pages in the same views. A
 * development build without an announcement would differ from the one with
 * it only by the bar, and cost a build and four page walks of every page.
 */
import {test, expect, type Page} from '@playwright/test';
import {EVERY_PAGE, SEARCH_PAGE} from '../support/site';
import {DISMISS_KEY, ID_KEY} from '../../src/plugins/announcement-bar';
import {committed, watchHydration} from './support/hydration';
import {VIEWS, hydrated, storeTheme, type View} from './support/page';
import {serveVariant, type VariantBuild} from './support/variantBuild';
import {E2E_ANNOUNCEMENT} from './support/variants';

const ANNOUNCEMENT = E2E_ANNOUNCEMENT;

type Announced = 'shown' | 'closed';

/** Open every page in one tab and collect each hydration problem the console reports, with its page. */
async function hydrationProblems(
  page: Page,
  origin: string,
  announced: Announced,
): Promise<string[]> {
  const {problems} = watchHydration(page);
  if (announced === 'closed') {
    await page.addInitScript(
      ([dismissKey, idKey, id]) => {
        localStorage.setItem(dismissKey!, 'true');
        localStorage.setItem(idKey!, id!);
      },
      [DISMISS_KEY, ID_KEY, ANNOUNCEMENT.id],
    );
  }
  for (const path of [...EVERY_PAGE, `${SEARCH_PAGE}?q=consent`]) {
    await page.goto(origin + path);
    await hydrated(page);
    await committed(page);
    const bar = page.getByRole('banner').filter({hasText: ANNOUNCEMENT.text});
    if (announced === 'shown') await expect(bar, path).toBeVisible();
    else await expect(bar, path).toBeHidden();
  }
  return [...problems];
}

/**
 * The views each announcement state is checked in on the development build:
 * each state in both colour modes and on both screens, in pairs, so that
 * every mode and every screen is seen with the bar shown and with it closed
 * (what differs by view is the colour mode's and the screen's rendering, and
 * by state only the bar), in four walks of every page instead of eight.
 */
const CHECKS: {announced: Announced; views: readonly View[]}[] = [
  {
    announced: 'shown',
    views: VIEWS.filter((v) => v.name === 'light, desktop' || v.name === 'dark, phone'),
  },
  {
    announced: 'closed',
    views: VIEWS.filter((v) => v.name === 'light, phone' || v.name === 'dark, desktop'),
  },
];

test.describe('React development build', () => {
  test.describe.configure({mode: 'serial'});
  let announcing: VariantBuild;

  test.beforeAll(async () => {
    announcing = await serveVariant('react-development-announcement');
  });

  test.afterAll(async () => {
    await announcing?.close();
  });

  test("the bundle runs React's development build, which reports attribute mismatches", async ({
    page,
  }) => {
    // Without this, a build that silently fell back to React's production
    // build would pass every check below.
    await page.goto(announcing.origin + '/');
    await hydrated(page);
    const main = await page.evaluate(() =>
      Array.from(document.scripts)
        .map((s) => s.src)
        .find((src) => /\/main(\.[0-9a-f]+)?\.js$/.test(src)),
    );
    const code = await (await page.request.get(main!)).text();
    expect(code).toContain("didn't match the client properties");
  });

  for (const {announced, views} of CHECKS) {
    for (const view of views) {
      test(`every page hydrates without a mismatch (${view.name}, announcement: ${announced})`, async ({
        browser,
      }) => {
        test.setTimeout(120_000);
        const context = await browser.newContext({viewport: view.viewport});
        const page = await context.newPage();
        await storeTheme(page, view.theme);
        const problems = await hydrationProblems(page, announcing.origin, announced);
        await context.close();
        expect(problems, problems.join('\n\n')).toEqual([]);
      });
    }
  }
});
