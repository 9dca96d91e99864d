/**
 * Local plugin: each page's HTML names the bundler chunks the page needs, as
 * `<script defer>` elements next to the runtime and main.js, so the browser
 * fetches them while it parses the page instead of after main.js has run.
 *
 * Why: Docusaurus 3.7 writes only the runtime and main.js into a page. The
 * page's own chunks (its layout and its content) were requested by main.js
 * once it ran (react-loadable's preload), one more round trip before the
 * page could hydrate, and creating those script elements was part of
 * main.js's long task. With the scripts in the HTML, each chunk has arrived
 * and registered itself (a chunk script only adds its modules to the
 * bundler's chunk list) before main.js runs, so the preload finds them and
 * hydration starts at once. Nothing a reader sees changes: the same files
 * load, earlier.
 *
 * A chunk whose script fails is requested again by main.js and handled as
 * before (src/clientModules/chunkLoadRecovery.ts). For that, the scripts are
 * marked (PAGE_CHUNK_ATTRIBUTE) and that client module removes them when
 * main.js starts (deferred scripts run in order, so by then each has run or
 * failed): the bundler's script loader reuses a `<script>` element with the
 * same `src` and would wait for a failed one to finish again, which it never
 * does.
 *
 * A page that shows the not-found content (404.html) also gets that
 * content's chunk, which src/theme/DocRoot loads lazily and needs before
 * React hydrates the page.
 *
 * How, after the build (postBuild): the page's route chunks come from the
 * route table and Docusaurus's generated chunk names (src/utils/routeChunks.ts,
 * the same rule the prefetching policy uses), their files from the client
 * manifest the build writes (`client-manifest.json` in the generated files
 * folder: chunk names to chunk ids in `origins`, chunk ids to files in
 * `assets`). Both are Docusaurus internals; see UPGRADE.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {RouteConfig} from 'react-router-config';
import {chunkNamesFor, type ChunkNames} from '../../utils/routeChunks';
import {listPages} from '../security-headers';
import {PAGE_CHUNK_ATTRIBUTE} from './attribute';
import {NOT_FOUND_ATTRIBUTE, NOT_FOUND_CHUNK} from '../../utils/notFoundPage';

/** The part of the client manifest (react-loadable-ssr-addon) this plugin reads. */
export interface ClientManifest {
  origins: Record<string, Array<string | number>>;
  assets: Record<string, {js?: Array<{file: string}>}>;
}

/** The JavaScript files, relative to the build folder, of a set of chunk names. */
export function chunkFiles(chunkNames: readonly string[], manifest: ClientManifest): string[] {
  const files = new Set<string>();
  for (const name of chunkNames) {
    const ids = manifest.origins[name];
    if (!ids) throw new Error(`page-chunk-scripts: the client manifest has no chunk named "${name}"`);
    for (const id of ids) for (const {file} of manifest.assets[String(id)]?.js ?? []) files.add(file);
  }
  return [...files];
}

/** The route path of a built page file (`a/b/index.html` → `/a/b`, `404.html` → `/404.html`). */
export function pagePath(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`;
  return `/${file}`;
}

/** The page's HTML with a deferred script for each file it does not load yet, before its first script. */
export function withChunkScripts(html: string, srcs: readonly string[]): string {
  const missing = srcs.filter((src) => !html.includes(`src=${src}`) && !html.includes(`src="${src}"`));
  if (missing.length === 0) return html;
  const first = /<script\b[^>]*\bsrc=/i.exec(html);
  if (!first) throw new Error('page-chunk-scripts: a page without the bundle\'s scripts');
  const tags = missing.map((src) => `<script src="${src}" defer ${PAGE_CHUNK_ATTRIBUTE}></script>`).join('');
  return html.slice(0, first.index) + tags + html.slice(first.index);
}

export default function pageChunkScripts(): Plugin {
  return {
    name: 'page-chunk-scripts',
    // Synchronous from start to end: other plugins (security-headers) also
    // rewrite pages in postBuild, and Docusaurus runs the postBuilds together.
    postBuild({outDir, generatedFilesDir, routes, baseUrl}) {
      const read = (file: string) => JSON.parse(fs.readFileSync(path.join(generatedFilesDir, file), 'utf8'));
      const manifest = read('client-manifest.json') as ClientManifest;
      const names = read('routesChunkNames.json') as Record<string, ChunkNames>;
      for (const page of listPages(outDir)) {
        const file = path.join(outDir, page);
        const html = fs.readFileSync(file, 'utf8');
        const chunkNames = chunkNamesFor(pagePath(page), routes as unknown as RouteConfig[], names);
        // A page that shows the not-found content: its lazily loaded chunk too (src/theme/DocRoot).
        if (html.includes(` ${NOT_FOUND_ATTRIBUTE}`)) chunkNames.push(NOT_FOUND_CHUNK);
        const srcs = chunkFiles(chunkNames, manifest).map((f) => `${baseUrl}${f}`);
        fs.writeFileSync(file, withChunkScripts(html, srcs));
      }
    },
  };
}
