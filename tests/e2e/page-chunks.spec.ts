/**
 * Each page's HTML names the page's own route chunks
 * (src/plugins/page-chunk-scripts), so the browser fetches them while it
 * parses the page instead of main.js asking for them once it runs: no route
 * chunk a page loads is missing from its HTML. Chunks that components load
 * on their own (the search worker, the not-found page's suggestions, Prism)
 * are not route chunks. Run on every kind of page a reader can open.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {EVERY_PAGE, ROOT} from '../support/site';
import {PAGE_CHUNK_ATTRIBUTE} from '../../src/plugins/page-chunk-scripts/attribute';
import {chunkFiles, type ClientManifest} from '../../src/plugins/page-chunk-scripts';
import type {ChunkNames} from '../../src/utils/routeChunks';
import {hydrated} from './support/page';

/** The files of every route's chunks, from the files `npm run build` generated for it (in `.docusaurus/`). */
function allRouteChunkFiles(): Set<string> {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, '.docusaurus', file), 'utf8'));
  const names = read('routesChunkNames.json') as Record<string, ChunkNames>;
  const flat = (set: ChunkNames): string[] => Object.values(set).flatMap((v) => (typeof v === 'string' ? [v] : flat(v)));
  return new Set(chunkFiles(Object.values(names).flatMap(flat), read('client-manifest.json') as ClientManifest).map((f) => `/${f}`));
}

const routeChunks = allRouteChunkFiles();

for (const pagePath of EVERY_PAGE) {
  test(`${pagePath}: every route chunk the page loads is named in its HTML`, async ({page, request}) => {
    const html = await (await request.get(pagePath)).text();
    const named = new Set([...html.matchAll(/<script\b[^>]*\bsrc="?([^"\s>]+)/g)].map((m) => m[1]));
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') requested.push(new URL(r.url()).pathname);
    });
    await page.goto(pagePath);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const loaded = requested.filter((src) => routeChunks.has(src));
    expect(loaded.length, 'route chunks loaded').toBeGreaterThan(0);
    expect(loaded.filter((src) => !named.has(src)), 'route chunks main.js had to ask for').toEqual([]);
    // Marked, so that the chunk recovery can release them once main.js runs.
    expect(html).toContain(PAGE_CHUNK_ATTRIBUTE);
    await expect(page.locator(`script[${PAGE_CHUNK_ATTRIBUTE}]`)).toHaveCount(0);
  });
}
