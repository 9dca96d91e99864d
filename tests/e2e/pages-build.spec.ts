/**
 * The build as GitHub Pages serves it: no headers of ours, only the policy
 * each page carries in its `<meta>` element (CSP_META=true, the setting
 * .github/workflows/deploy.yml deploys and `npm test` builds with). Every
 * page loads, hydrates and navigates with no policy violation, and the
 * policy is in force: a script the build did not name is blocked.
 */
import {test, expect} from '@playwright/test';
import {BUILD_DIR, builtRoutes} from '../support/site';
import {blockedForeignScript, FOREIGN_SCRIPT, walkPages} from './support/page';
import {serveFolder} from './support/variantBuild';

declare global {
  interface Window {
    __violations?: string[];
  }
}

let site: {origin: string; close(): Promise<void>};
test.beforeAll(async () => {
  site = await serveFolder(BUILD_DIR, false);
});
test.afterAll(async () => site.close());

test('every page: the meta policy alone allows the page and blocks a foreign script', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__violations!.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  await walkPages(builtRoutes(), async (route) => {
    const response = await page.goto(site.origin + route.path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toBeUndefined();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.mouse.wheel(0, 10_000);
    const sidebarLink = page.locator('.theme-doc-sidebar-menu a[href]').last();
    if ((await sidebarLink.count()) > 0) await sidebarLink.hover();
    // Positive control: a script no build made is refused by the meta policy
    // (the only one here), and its report comes after any the page's own load queued.
    expect(await blockedForeignScript(page)).toBe('script-src-elem');
    expect(await page.evaluate(() => window.__violations)).toEqual([
      `script-src-elem ${FOREIGN_SCRIPT} `,
    ]);
  });
});
