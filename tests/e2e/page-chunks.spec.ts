/**
 * Each page's HTML preloads exactly the code chunks the page runs
 * (src/plugins/page-chunk-preload.ts): what the browser asks for while the
 * page loads and hydrates is the world this checks the HTML against. A
 * chunk the HTML misses costs a round trip after main.js; a preload the page
 * never uses is wasted bytes and a console warning.
 */
import {test, expect} from '@playwright/test';
import {hydrated} from './support/page';
import {EVERY_PAGE} from '../support/site';

for (const pagePath of EVERY_PAGE) {
  test(`${pagePath} preloads the chunks it runs, and nothing else`, async ({page}) => {
    const requested = new Set<string>();
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      const prefetch = /prefetch/.test(request.headers()['sec-purpose'] ?? '');
      if (request.resourceType() === 'script' && !prefetch && !/\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(pathname)) requested.add(pathname);
    });
    await page.goto(pagePath);
    await hydrated(page);
    const preloaded = await page
      .locator('link[rel="preload"][as="script"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(requested.size, 'a page runs chunks of its own').toBeGreaterThan(0);
    expect(new Set(preloaded)).toEqual(requested);
  });
}
