/**
 * The switch between the Teams admin center and PowerShell (issue 47; README,
 * "Use my values and the admin center or PowerShell switch"): the reader's
 * choice shows on every page with a task written both ways, survives a
 * reload and opens from an address; nothing moves as the page loads with
 * the stored choice; without JavaScript and in print both ways show, each
 * under its label; Find in page reaches the way not shown; the keyboard
 * switches; a way's headings are spaced as the article's.
 */
import {test, expect, type Locator, type Page} from '@playwright/test';
import {hydrated, layoutShifts, recordLayoutShifts} from './support/page';

const SETUP = '/for-admins/setup-policies';
const ACCESS = '/for-admins/access';

/** Each page's two ways, by a heading or words only that way has. */
const WAYS_ON = {
  [SETUP]: {
    adminCenter: (page: Page) => page.locator('#assign-it-to-a-group'),
    powershell: (page: Page) => page.locator('#check-assignments'),
  },
  [ACCESS]: {
    adminCenter: (page: Page) => page.getByText('Open the Users and groups tab', {exact: false}),
    powershell: (page: Page) =>
      page.getByText('You can make the same changes with the', {exact: false}),
  },
};

const button = (page: Page, name: 'Teams admin center' | 'PowerShell') =>
  page.getByRole('group', {name: 'Show the steps for'}).first().getByRole('button', {name});

async function expectShown(
  page: Page,
  route: keyof typeof WAYS_ON,
  way: 'adminCenter' | 'powershell',
) {
  const other = way === 'adminCenter' ? 'powershell' : 'adminCenter';
  await expect(WAYS_ON[route][way](page)).toBeVisible();
  await expect(WAYS_ON[route][other](page)).toBeHidden();
  const pressed = way === 'adminCenter' ? 'Teams admin center' : 'PowerShell';
  await expect(button(page, pressed)).toHaveAttribute('aria-pressed', 'true');
}

test('the choice made on one page shows on the next, survives a reload and opens from an address', async ({
  page,
  browser,
}) => {
  // Five page loads in two browser contexts.
  test.setTimeout(60_000);
  await page.goto(SETUP);
  await hydrated(page);
  await expectShown(page, SETUP, 'adminCenter');
  await button(page, 'PowerShell').click();
  await expectShown(page, SETUP, 'powershell');

  await page.locator('article a[href="/for-admins/access"]').first().click();
  await expect(page).toHaveURL(new RegExp(`${ACCESS}$`));
  await expectShown(page, ACCESS, 'powershell');
  await page.reload();
  await hydrated(page);
  await expectShown(page, ACCESS, 'powershell');
  await button(page, 'Teams admin center').click();
  await expectShown(page, ACCESS, 'adminCenter');

  // A link that opens with PowerShell chosen, in a browser that never chose, to a heading in it.
  const fresh = await browser.newContext();
  const linked = await fresh.newPage();
  await recordLayoutShifts(linked, 'main');
  await linked.goto(`${SETUP}?with=powershell#check-assignments`);
  await expect(WAYS_ON[SETUP].powershell(linked)).toBeInViewport();
  await hydrated(linked);
  await expectShown(linked, SETUP, 'powershell');
  expect(await layoutShifts(linked)).toEqual([]);
  // Choosing again drops the address's choice, so that a reload keeps the new one.
  await button(linked, 'Teams admin center').click();
  await expect(linked).toHaveURL(new RegExp(`${SETUP}#check-assignments$`));
  await linked.goto(SETUP);
  await hydrated(linked);
  await expectShown(linked, SETUP, 'adminCenter');
  await fresh.close();
});

test('a page opened with PowerShell stored shows it from the first paint: nothing moves', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('taskWay', 'powershell'));
  await recordLayoutShifts(page, 'main');
  await page.goto(ACCESS);
  await hydrated(page);
  await expectShown(page, ACCESS, 'powershell');
  expect(await layoutShifts(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('both ways show, one after the other, each under its label, and no control shows', async ({
    page,
  }) => {
    for (const route of [SETUP, ACCESS] as const) {
      await page.goto(route);
      await expect(WAYS_ON[route].adminCenter(page)).toBeVisible();
      await expect(WAYS_ON[route].powershell(page)).toBeVisible();
      const labels = await page
        .locator('[data-way-panel]')
        .evaluateAll((panels) => panels.map((p) => getComputedStyle(p, '::before').content));
      expect(labels).toEqual(['"Teams admin center"', '"PowerShell"']);
      await expect(page.getByRole('group', {name: 'Show the steps for'})).toBeHidden();
      await expect(page.locator('summary', {hasText: 'Use my values'})).toBeHidden();
      // The placeholders as written.
      await expect(
        page.locator('article code', {hasText: '"<group-object-id>"'}).first(),
      ).toBeVisible();
    }
  });
});

test('printing prints both ways, each under its label, without the switch', async ({page}) => {
  await page.goto(SETUP);
  await hydrated(page);
  await expectShown(page, SETUP, 'adminCenter');
  await page.emulateMedia({media: 'print'});
  await expect(WAYS_ON[SETUP].adminCenter(page)).toBeVisible();
  await expect(WAYS_ON[SETUP].powershell(page)).toBeVisible();
  await expect(page.getByRole('group', {name: 'Show the steps for'})).toBeHidden();
  expect(
    await page
      .locator('[data-way-panel]')
      .evaluateAll((panels) => panels.map((p) => getComputedStyle(p, '::before').display)),
  ).toEqual(['block', 'block']);
});

test('Find in page reaches a word only the hidden way has, and shows that way', async ({page}) => {
  await page.goto(`${SETUP}?with=admin-center`);
  await hydrated(page);
  const word = 'ExpandProperty';
  // The word is on the page only in the PowerShell way, hidden now.
  const where = await page.evaluate(
    (w) =>
      Array.from(document.querySelectorAll('article *'))
        .filter((el) =>
          Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent!.includes(w)),
        )
        .map((el) => el.closest('[data-way-panel]')?.getAttribute('data-way-panel') ?? 'outside'),
    word,
  );
  expect(where.length).toBeGreaterThan(0);
  expect(new Set(where)).toEqual(new Set(['powershell']));
  await expect(page.getByText(word).first()).toBeHidden();
  // Chromium's find in page can't be driven from a test, and window.find() searches without
  // revealing; a text fragment (#:~:text=) is found by the same find machinery, which reveals
  // hidden="until-found" content and fires beforematch, as Ctrl+F does. It is followed from a
  // link the reader clicks, as the browser requires.
  await page.evaluate((w) => {
    const link = document.createElement('a');
    link.id = 'find-in-page';
    link.href = `#:~:text=${w}`;
    link.textContent = 'find';
    document.querySelector('article')!.prepend(link);
  }, word);
  await page.locator('#find-in-page').click();
  await expect(page.getByText(word).first()).toBeVisible();
  await expectShown(page, SETUP, 'powershell');
});

test('a link within the page to a heading in the hidden way shows it', async ({page}) => {
  await page.goto(`${SETUP}?with=admin-center`);
  await hydrated(page);
  await page.locator('article a[href="#check-assignments"]:not(.hash-link)').first().click();
  await expect(page.locator('#check-assignments')).toBeInViewport();
  await expectShown(page, SETUP, 'powershell');
});

test('the keyboard alone switches', async ({page}) => {
  await page.goto(`${ACCESS}?with=admin-center`);
  await hydrated(page);
  // Start from the link just before the switch (tabbing there from the top is the same keys, 100
  // more of them); from there, Tab, Space, Shift+Tab and Enter.
  await page.locator('#set-availability ~ p a').first().focus();
  await page.keyboard.press('Tab');
  await expect(button(page, 'Teams admin center')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(button(page, 'PowerShell')).toBeFocused();
  await page.keyboard.press('Space');
  await expectShown(page, ACCESS, 'powershell');
  await page.keyboard.press('Shift+Tab');
  await expect(button(page, 'Teams admin center')).toBeFocused();
  await page.keyboard.press('Enter');
  await expectShown(page, ACCESS, 'adminCenter');
  // The way shown is next in the Tab order.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() =>
      document.activeElement?.closest('[data-way-panel]')?.getAttribute('data-way-panel'),
    ),
  ).not.toBe('powershell');
});

test('a way’s headings are spaced and sized as the article’s', async ({page}) => {
  await page.goto(SETUP);
  await hydrated(page);
  const style = (heading: Locator) =>
    heading.evaluate((el) => {
      const s = getComputedStyle(el);
      return {marginTop: s.marginTop, marginBottom: s.marginBottom, fontSize: s.fontSize};
    });
  // The second h3 of a section, in the article and in a way.
  expect(await style(page.locator('#assign-it-to-individual-people'))).toEqual(
    await style(page.locator('#create-a-custom-policy-for-the-pilot')),
  );
});
