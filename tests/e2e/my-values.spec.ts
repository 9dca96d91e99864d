/**
 * "Use my values" on the admin pages (issue 47; CONTRIBUTING.md, "Commands
 * with the reader's values, and the admin center or PowerShell switch"): a value typed once fills every
 * placeholder of the page's commands and follows the reader to the next
 * admin page; the Copy button copies the filled command; "Clear my values"
 * restores the placeholders; a value of the wrong form is named and not
 * filled in; a policy name reaches PowerShell as typed; nothing is sent
 * while typing; the values last for the tab unless "Remember on this
 * device" is ticked; the keyboard alone does it all; axe finds nothing.
 *
 * Expected placeholders come from the pages' sources, and the PowerShell
 * reading of a command from tests/support/powershellArguments.ts (written
 * from Microsoft's quoting rules), never from the site's filling code.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {ROOT} from '../support/site';
import {psArguments, psParameter} from '../support/powershellArguments';
import {MY_VALUES_KEY} from '../../src/data/browserStorage';
import {expectNoViolations} from './support/axe';
import {afterIdlePrefetches, hydrated, readClipboard, storeTheme} from './support/page';

const GUID = '11111111-2222-3333-4444-555555555555';
const SETUP = '/for-admins/setup-policies';
const ACCESS = '/for-admins/access';

const source = (route: string) => fs.readFileSync(path.join(ROOT, `docs${route}.mdx`), 'utf8');
const occurrences = (text: string, token: string) => text.split(token).length - 1;

/** The text of every piece of code in the page's content, hidden ways included. */
const codeText = (page: Page) =>
  page.locator('article code').evaluateAll((codes) => codes.map((c) => c.textContent).join('\n'));

const countInCode = async (page: Page, token: string) => occurrences(await codeText(page), token);

/** Opens the panel and waits for its fields (the chunk that fills has loaded). */
async function openPanel(page: Page): Promise<void> {
  const summary = page.locator('summary', {hasText: 'Use my values'});
  if ((await summary.locator('xpath=..').getAttribute('open')) === null) await summary.click();
  await expect(page.getByText('Nothing you type here is sent anywhere')).toBeVisible();
}

/** The panel's live region: what it says the values did. */
const panelStatus = (page: Page) => page.locator('details').getByRole('status');

async function open(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await hydrated(page);
}

test('a group object ID typed on Setup policies fills every <group-object-id>, follows to Access by a link, and Clear my values restores them', async ({
  page,
}) => {
  await open(page, SETUP);
  const onSetup = occurrences(source(SETUP), '"<group-object-id>"');
  expect(onSetup).toBeGreaterThan(1);
  expect(await countInCode(page, '"<group-object-id>"')).toBe(onSetup);

  await openPanel(page);
  await page.getByLabel('Group object ID').pressSequentially(GUID);
  await expect.poll(() => countInCode(page, GUID)).toBe(onSetup);
  expect(await countInCode(page, '<group-object-id>')).toBe(0);
  // Marked: by a tint and a line, and, for screen readers, by words before the value.
  const mark = page.locator('article mark[data-my-value]', {hasText: GUID}).first();
  await expect(mark).toBeVisible();
  expect(await mark.evaluate((el) => getComputedStyle(el, '::before').content)).toMatch(
    /your value/,
  );
  await expect(panelStatus(page)).toHaveText(/in \d+ places on this page/);

  // A link in the content to Access: a client-side navigation, no page load.
  await page.evaluate(() => ((window as unknown as {__samePage: boolean}).__samePage = true));
  await page.locator('article a[href="/for-admins/access"]').first().click();
  await expect(page).toHaveURL(new RegExp(`${ACCESS}$`));
  expect(await page.evaluate(() => (window as unknown as {__samePage?: boolean}).__samePage)).toBe(
    true,
  );
  const onAccess = occurrences(source(ACCESS), '"<group-object-id>"');
  expect(onAccess).toBeGreaterThan(0);
  await expect.poll(() => countInCode(page, GUID)).toBe(onAccess);
  expect(await countInCode(page, '<group-object-id>')).toBe(0);

  await openPanel(page);
  await expect(page.getByLabel('Group object ID')).toHaveValue(GUID);
  await page.getByRole('button', {name: 'Clear my values'}).click();
  await expect.poll(() => countInCode(page, '"<group-object-id>"')).toBe(onAccess);
  await expect(page.locator('article mark[data-my-value]')).toHaveCount(0);
  await expect(page.getByLabel('Group object ID')).toHaveValue('');
  await expect(panelStatus(page)).toHaveText(/placeholders again/);
  expect(
    await page.evaluate(
      (key) => [sessionStorage.getItem(key), localStorage.getItem(key)],
      MY_VALUES_KEY,
    ),
  ).toEqual([null, null]);
});

test.describe('copying', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('the Copy button copies the command with the values', async ({page}) => {
    await open(page, SETUP);
    await openPanel(page);
    await page.getByLabel('Group object ID').fill(GUID);
    const block = page
      .locator('.theme-code-block')
      .filter({hasText: 'Update-M365TeamsApp'})
      .filter({hasText: GUID})
      .first();
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    const copied = await readClipboard(page);
    // The command as written, with the group's argument now the GUID and nothing else changed.
    const written = source(SETUP)
      .split('\n')
      .find((line) => line.includes('Update-M365TeamsApp') && line.includes('-InstallForGroups'))!
      .trim();
    const asRead = (line: string) =>
      psArguments(line).map((a) => (a.computed ? a.source : a.value));
    expect(asRead(copied)).toEqual(
      asRead(written).map((arg) => (arg === '<group-object-id>' ? GUID : arg)),
    );
  });
});

test('a value of the wrong form shows what the field expects and fills nothing', async ({page}) => {
  await open(page, SETUP);
  await openPanel(page);
  const field = page.getByLabel('Group object ID');
  await field.pressSequentially('not-a-guid');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby'))!.split(' ');
  const message = page.locator(`[id="${describedBy.at(-1)}"]`);
  await expect(message).toBeVisible();
  await expect(message).toContainText('GUID');
  expect(await countInCode(page, 'not-a-guid')).toBe(0);
  expect(await countInCode(page, '"<group-object-id>"')).toBe(
    occurrences(source(SETUP), '"<group-object-id>"'),
  );
  await expect(page.locator('article mark[data-my-value]')).toHaveCount(0);

  // A sign-in name without @ is named once the reader leaves the field.
  const user = page.getByLabel('A user’s sign-in name');
  await user.pressSequentially('megan');
  await expect(user).not.toHaveAttribute('aria-invalid', 'true');
  await user.press('Tab');
  await expect(user).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/sign-in name with @/)).toBeVisible();
});

test('a policy name with an apostrophe and a space reaches PowerShell as typed', async ({page}) => {
  await open(page, SETUP);
  await openPanel(page);
  const name = "O'Brien Team";
  await page.getByLabel('Setup policy name').pressSequentially(name);
  const commands = (await codeText(page))
    .split('\n')
    .filter((line) => /Grant-CsTeamsAppSetupPolicy|New-CsBatchPolicyAssignmentOperation/.test(line))
    .filter((line) => line.includes('-PolicyName') && !line.includes('$null'));
  expect(commands).toHaveLength(occurrences(source(SETUP), '-PolicyName "Insights pilot"'));
  for (const command of commands)
    expect(psParameter(command, '-PolicyName'), command).toEqual({value: name, computed: false});
});

test('typing sends nothing: no request while the fields are filled', async ({page}) => {
  await open(page, SETUP);
  await afterIdlePrefetches(page);
  await openPanel(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.getByLabel('Teams app ID').pressSequentially(GUID);
  await page.getByLabel('App version').pressSequentially('1.0.3');
  await page.getByLabel('Group object ID').pressSequentially(GUID);
  await page.getByLabel('A user’s sign-in name').pressSequentially('megan@contoso.com');
  await page.getByLabel('Setup policy name').pressSequentially("O'Brien Team");
  await page.getByLabel('Remember on this device').check();
  await expect.poll(() => countInCode(page, GUID)).toBeGreaterThan(0);
  // Positive control: a request the page makes now is seen.
  await page.evaluate(() => fetch('/robots.txt').then((r) => r.text()));
  expect(requests.map((url) => new URL(url).pathname)).toEqual(['/robots.txt']);
});

test('closing the tab forgets the values, unless Remember on this device is ticked', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await open(page, SETUP);
  await openPanel(page);
  await page.getByLabel('Group object ID').fill(GUID);
  await expect.poll(() => countInCode(page, GUID)).toBeGreaterThan(0);
  // The same tab keeps them: a reload fills the commands again.
  await page.reload();
  await hydrated(page);
  await expect.poll(() => countInCode(page, GUID)).toBeGreaterThan(0);

  // A tab opened after this one was closed: a new context with this one's storage, which holds
  // cookies and localStorage but never sessionStorage (Playwright's storageState), as a browser
  // keeps them when a tab closes.
  const reopen = async () => {
    const next = await browser.newContext({storageState: await context.storageState()});
    const tab = await next.newPage();
    await open(tab, ACCESS);
    // Positive control: the panel's chunk has loaded and read the storage.
    await openPanel(tab);
    return {next, tab};
  };
  const forgotten = await reopen();
  await expect(forgotten.tab.getByLabel('Group object ID')).toHaveValue('');
  expect(await countInCode(forgotten.tab, GUID)).toBe(0);
  await forgotten.next.close();

  await openPanel(page);
  await page.getByLabel('Remember on this device').check();
  const remembered = await reopen();
  await expect(remembered.tab.getByLabel('Group object ID')).toHaveValue(GUID);
  await expect.poll(() => countInCode(remembered.tab, GUID)).toBeGreaterThan(0);
  await remembered.next.close();
  await context.close();
});

test('the keyboard alone opens the panel, fills a value and clears it', async ({page}) => {
  await open(page, SETUP);
  const focusOn = async (target: ReturnType<Page['locator']>) => {
    for (let tabs = 0; tabs < 120; tabs += 1) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('Tab never reached the control');
  };
  await focusOn(page.locator('summary', {hasText: 'Use my values'}));
  // Focus has fetched the fields' chunk (as a reader's Tab does, before Enter).
  await expect(page.getByLabel('Teams app ID')).toBeAttached();
  await page.keyboard.press('Enter');
  // The next Tab is in the first field.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Teams app ID')).toBeFocused();
  const field = page.getByLabel('Group object ID');
  await focusOn(field);
  await page.keyboard.type(GUID);
  await expect.poll(() => countInCode(page, GUID)).toBeGreaterThan(0);
  await focusOn(page.getByRole('button', {name: 'Clear my values'}));
  await page.keyboard.press('Enter');
  await expect.poll(() => countInCode(page, GUID)).toBe(0);
});

test('a page opened with values stored hydrates without a mismatch, then shows them', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|didn't match|react\.dev\/errors\/(418|419|421|422|423|425)/i.test(message.text()))
      problems.push(message.text());
  });
  await page.addInitScript(
    ([key, guid]) => sessionStorage.setItem(key!, JSON.stringify({groupId: guid})),
    [MY_VALUES_KEY, GUID],
  );
  await open(page, ACCESS);
  await expect
    .poll(() => countInCode(page, GUID))
    .toBe(occurrences(source(ACCESS), '"<group-object-id>"'));
  expect(problems).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe on a phone (${theme})`, () => {
    test.use({viewport: {width: 390, height: 844}});

    test('the open panel, a filled value, a message and the consent link have no violations', async ({
      page,
    }) => {
      // axe on a long page, on a machine shared with other work.
      test.setTimeout(90_000);
      await storeTheme(page, theme);
      await open(page, '/for-admins/app-permissions');
      await openPanel(page);
      await page.getByLabel('Tenant ID or primary domain').fill('contoso.onmicrosoft.com');
      await page.getByLabel('Application (client) ID').fill(GUID);
      await page.getByLabel('Teams app ID').fill('not-a-guid');
      // The admin consent address is a link to the reader's own tenant now.
      const link = page.locator('article pre a[href^="https://login.microsoftonline.com/"]');
      await expect(link).toHaveAttribute(
        'href',
        `https://login.microsoftonline.com/contoso.onmicrosoft.com/adminconsent?client_id=${GUID}`,
      );
      await expectNoViolations(page, `app-permissions with values (${theme}, phone)`);
    });
  });
}
