/**
 * Code blocks (tools/perf/README.md, "What each piece is worth": code is
 * highlighted when the site is built): the static HTML has the tokens colored, the page that hydrates
 * keeps them without loading a highlighter, and the Copy button copies the
 * code as written.
 */
import {test, expect} from '@playwright/test';
import {hydrated} from './support/page';

const PAGE = '/for-admins/setup-policies';
/** The same page with its PowerShell way shown (src/components/Ways), where most of its code is. */
const POWERSHELL = `${PAGE}?with=powershell`;

test('the static HTML has its code highlighted', async ({request}) => {
  const html = await (await request.get(PAGE)).text();
  expect(html).toMatch(
    /<pre[^>]*class="[^"]*prism-code[^"]*"[^>]*><code><span class="token function">Grant-CsTeamsAppSetupPolicy<\/span>/,
  );
});

test('after hydration the code is still highlighted, in both color modes, and no highlighter was loaded', async ({
  page,
}) => {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    // Scripts run, preloaded or prefetched alike.
    if (new URL(response.url()).pathname.endsWith('.js'))
      scripts.set(response.url(), await response.text());
  });
  await page.goto(POWERSHELL);
  await hydrated(page);
  const token = page.locator('pre.prism-code .token.function').first();
  await expect(token).toBeVisible();
  const light = await token.evaluate((el) => getComputedStyle(el).color);
  await page
    .getByRole('button', {name: /Switch between dark and light mode|Switch to dark mode/})
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await token.evaluate((el) => getComputedStyle(el).color)).not.toBe(light);
  // Every script the page has asked for so far has been read (the positive
  // control: main.js among them), then none holds Prism's grammar for markup.
  const requested = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => e.name),
    );
  await expect
    .poll(
      async () =>
        (await requested()).every((url) => scripts.has(url)) &&
        [...scripts.keys()].some((url) => /\/main\.[0-9a-f]+\.js$/.test(url)),
    )
    .toBe(true);
  expect([...scripts.values()].some((body) => body.includes('languages.markup'))).toBe(false);
});

test('the Copy button copies the code as written', async ({page}) => {
  // The theme's button copies with a selection and the copy command: record what it copied.
  await page.addInitScript(() => {
    document.addEventListener(
      'copy',
      () => ((window as unknown as {__copied: string}).__copied = String(document.getSelection())),
    );
  });
  await page.goto(POWERSHELL);
  await hydrated(page);
  const block = page
    .locator('.theme-code-block')
    .filter({hasText: 'Grant-CsTeamsAppSetupPolicy'})
    .first();
  const code = await block.locator('pre').innerText();
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {__copied?: string}).__copied))
    .toBe(code.replace(/\n$/, ''));
});

/**
 * Prose in a block marked `wrap` (src/theme/CodeBlock, CONTRIBUTING.md) wraps at every width: the
 * example chat and the announcement template show whole, while a command still scrolls.
 */
for (const width of [320, 375, 768, 1280]) {
  test(`prose blocks wrap and commands scroll at ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    for (const [path, first] of [
      ['/privacy-security/responsible-ai-use', 'You: How many hours'],
      ['/for-admins/setup-assistance', 'Subject: A new assistant'],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      const block = page.locator('main pre').filter({hasText: first});
      await expect(block).toHaveCount(1);
      const sizes = await block.evaluate((pre) => ({
        scroll: pre.scrollWidth,
        client: pre.clientWidth,
      }));
      expect(sizes.scroll, `${path}: the prose block scrolls sideways`).toBeLessThanOrEqual(
        sizes.client,
      );
    }
    if (width < 1280) {
      await page.goto(POWERSHELL);
      await hydrated(page);
      const scrolls = await page
        .locator('main pre.prism-code')
        .filter({visible: true})
        .evaluateAll((pres) => pres.some((pre) => pre.scrollWidth > pre.clientWidth + 1));
      expect(scrolls, 'a long command scrolls instead of wrapping').toBe(true);
    }
  });
}
