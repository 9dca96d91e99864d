/**
 * The announcement bar (specification sections 2 and 4), on a build of its
 * own with a test announcement (ANNOUNCEMENT, read by
 * src/data/announcement.ts), served with its headers on a free port: it is
 * on every page, closes, stays closed after a reload, and shows again when
 * the announcement's id changes. Docusaurus keeps the reader's choice in
 * localStorage under its own keys.
 *
 * The default build has no announcement (tests/e2e/a11y.spec.ts and the
 * others run without one).
 */
import {test, expect, type Page} from '@playwright/test';
import {expectNoViolations} from './support/axe';
import {ROUTES} from '../support/site';
import {decodeEntities} from '../support/html';
import {serveVariant, type VariantBuild} from './support/variantBuild';
import {E2E_ANNOUNCEMENT} from './support/variants';
import {
  DISMISS_KEY,
  ID_KEY,
  INITIALLY_DISMISSED_ATTRIBUTE,
} from '../../src/plugins/announcement-bar';

const ANNOUNCEMENT = E2E_ANNOUNCEMENT;

test.describe.configure({mode: 'serial'});

let site: VariantBuild;

test.beforeAll(async () => {
  site = await serveVariant('announcement');
});

test.afterAll(async () => {
  await site?.close();
});

const bar = (page: Page) =>
  page.getByRole('banner').filter({hasText: 'Insights now refresh weekly'});

async function open(page: Page, route = '/') {
  await page.addInitScript(() => {
    (window as unknown as {__violations: string[]}).__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as {__violations: string[]}).__violations.push(
        `${e.effectiveDirective} ${e.blockedURI}`,
      ),
    );
  });
  await page.goto(site.origin + route);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

const storage = (page: Page) =>
  page.evaluate(
    ([d, i]) => [localStorage.getItem(d!), localStorage.getItem(i!)],
    [DISMISS_KEY, ID_KEY],
  );

test('the bar is in the HTML of every page, its text escaped and its link as written', async ({
  request,
}) => {
  const {text, link} = ANNOUNCEMENT;
  for (const route of ROUTES) {
    const html = await (await request.get(site.origin + route.path)).text();
    const content = /role="?banner"?[\s\S]*?announcementBarContent[^>]*>([\s\S]*?)<\/div>/.exec(
      html,
    )?.[1];
    expect(content, route.path).toBeDefined();
    // The text's "<b>" is text, not an element; the one element is the link.
    expect(content!.match(/<[a-z]/g), route.path).toEqual(['<a']);
    expect(decodeEntities(content!.replace(/<\/?a\b[^>]*>/g, '')), route.path).toBe(
      `${text} ${link!.label}`,
    );
    expect(content, route.path).toMatch(new RegExp(`<a href="?${link!.href}"?>`));
  }
});

test('shows the text and link, passes axe in both modes, and runs under the CSP', async ({
  page,
}) => {
  await open(page);
  await expect(bar(page)).toBeVisible();
  await expect(bar(page)).toContainText(ANNOUNCEMENT.text);
  await expect(bar(page).locator('b')).toHaveCount(0);
  await expect(bar(page).getByRole('link', {name: ANNOUNCEMENT.link!.label})).toHaveAttribute(
    'href',
    ANNOUNCEMENT.link!.href,
  );
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    await expectNoViolations(page, `in the bar (${theme})`, {include: '[role="banner"]'});
  }
  expect(
    await page.evaluate(() => (window as unknown as {__violations: string[]}).__violations),
  ).toEqual([]);
});

test('closing it keeps it closed after a reload and on other pages, from the first paint', async ({
  page,
}) => {
  await open(page);
  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(bar(page)).toHaveCount(0);
  expect(await storage(page)).toEqual(['true', ANNOUNCEMENT.id]);

  await page.reload();
  // The theme's inline script hides a closed bar before the app starts.
  await expect(page.locator('html')).toHaveAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'true');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(bar(page)).toHaveCount(0);

  await page.goto(site.origin + ANNOUNCEMENT.link!.href);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(bar(page)).toHaveCount(0);
});

/** Storage as an earlier build left it: its announcement, with another id, closed. */
async function closedEarlierAnnouncement(page: Page) {
  await page.goto(`${site.origin}/robots.txt`);
  await page.evaluate(
    ([d, i]) => {
      localStorage.setItem(d!, 'true');
      localStorage.setItem(i!, 'an-earlier-announcement');
    },
    [DISMISS_KEY, ID_KEY],
  );
}

test('a reader who closed an earlier announcement sees a new one (new id)', async ({page}) => {
  await closedEarlierAnnouncement(page);
  await open(page);
  await expect(bar(page)).toBeVisible();
  expect(await storage(page)).toEqual(['false', ANNOUNCEMENT.id]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(bar(page)).toBeVisible();
});

test('… from the first paint, before the app runs', async ({page}) => {
  await closedEarlierAnnouncement(page);
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.goto(site.origin + '/');
  await expect(bar(page)).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
});
