/**
 * Each page's HTML preloads exactly the code chunks the page runs
 * (src/plugins/page-chunk-preload.ts): what the browser asks for while the
 * page loads and hydrates is the world this checks the HTML against. A
 * chunk the HTML misses costs a round trip after main.js; a preload the page
 * never uses is wasted bytes and a console warning.
 */
import {test, expect} from '@playwright/test';
import {hydrated, walkPages} from './support/page';
import {EVERY_PAGE} from '../support/site';

test('every page preloads the chunks it runs, and nothing else', async ({page}) => {
  // One tab for every page (walkPages); routing the scripts turns the
  // browser's cache off (Playwright: "enabling routing disables http
  // cache"), so each page asks for every chunk it runs, as on a first visit.
  await page.route('**/*.js', (route) => route.continue());
  const requested = new Set<string>();
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    const prefetch = /prefetch/.test(request.headers()['sec-purpose'] ?? '');
    if (
      request.resourceType() === 'script' &&
      !prefetch &&
      !/\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(pathname)
    )
      requested.add(pathname);
  });
  await walkPages(EVERY_PAGE, async (pagePath) => {
    requested.clear();
    await page.goto(pagePath);
    await hydrated(page);
    const preloaded = await page
      .locator('link[rel="preload"][as="script"]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
    expect(requested.size, `${pagePath} runs chunks of its own`).toBeGreaterThan(0);
    expect.soft(new Set(preloaded), pagePath).toEqual(requested);
  });
});
