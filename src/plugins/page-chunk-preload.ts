/**
 * Each page's HTML preloads the code chunks it runs (`<link rel="preload"
 * as="script">`): Docusaurus 3.7 names only the runtime and main.js, so the
 * page's own chunks were requested once main.js ran, a round trip later
 * (tools/perf/README.md has the figure). When main.js asks for a chunk,
 * the bundler finds it fetched; a failed preload fails as before
 * (src/clientModules/chunkFailure.ts). The chunks come from Docusaurus's
 * generated `routesChunkNames.json` and `client-manifest.json`: internals,
 * listed in UPGRADE.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {RouteConfig} from '@docusaurus/types';
import {listHtmlFiles, pathOfFile, type PostBuildProps} from '../node/postBuild';
import {addAfterTitle} from '../node/html';

type ChunkNames = {[key: string]: string | ChunkNames};
interface ClientManifest {
  origins: Record<string, Array<string | number>>;
  assets: Record<string, {js?: Array<{file: string}>}>;
}

const flat = (names: ChunkNames): string[] =>
  Object.values(names).flatMap((v) => (typeof v === 'string' ? [v] : flat(v)));

/**
 * The paths of the routes a page goes through: the layout routes above it,
 * then its own. With `layoutsOnly`, the layouts an address that matches no
 * page goes through (the not-found page shows inside the docs layout).
 */
function routeChain(
  routes: readonly RouteConfig[],
  pagePath: string,
  layoutsOnly = false,
): string[] {
  for (const route of routes) {
    const inside =
      route.path === pagePath ||
      (!route.exact && (route.path === '/' || pagePath.startsWith(`${route.path}/`)));
    if (!inside) continue;
    if (!route.routes) {
      if (route.path === pagePath && !layoutsOnly) return [route.path];
      continue;
    }
    const below = routeChain(route.routes, pagePath, layoutsOnly);
    if (below.length > 0 || layoutsOnly) return [route.path, ...below];
  }
  return [];
}

/**
 * The chunk names a page needs. Chunk sets are keyed by path and hash, and a
 * layout route shares its path with a page below it (`/` for the docs
 * layouts and the home page), so above the page only sets without page
 * content count.
 */
function chunkNamesOf(
  pagePath: string,
  routes: readonly RouteConfig[],
  names: Record<string, ChunkNames>,
): string[] {
  const out = new Set<string>();
  const chain = routeChain(routes, pagePath);
  for (const routePath of chain.length > 0 ? chain : routeChain(routes, pagePath, true)) {
    for (const [key, set] of Object.entries(names)) {
      if (key.replace(/-[^-]+$/, '') !== routePath || (routePath !== pagePath && 'content' in set))
        continue;
      for (const name of flat(set)) out.add(name);
    }
  }
  return [...out];
}

/** The files of some chunks; a name the manifest lacks has no file of its own (its module is in main.js). */
function chunkFiles(chunkNames: readonly string[], manifest: ClientManifest): string[] {
  const ids = chunkNames.flatMap((name) => manifest.origins[name] ?? []);
  return [
    ...new Set(ids.flatMap((id) => (manifest.assets[String(id)]?.js ?? []).map(({file}) => file))),
  ];
}

/**
 * Step of the built-pages pipeline (src/plugins/built-pages.ts): adds each
 * page's chunk preloads after its `<title>`.
 */
export function preloadPageChunks({
  outDir,
  generatedFilesDir,
  routes,
  baseUrl,
}: PostBuildProps): void {
  const read = (file: string) =>
    JSON.parse(fs.readFileSync(path.join(generatedFilesDir, file), 'utf8'));
  const manifest = read('client-manifest.json') as ClientManifest;
  const names = read('routesChunkNames.json') as Record<string, ChunkNames>;
  let preloaded = 0;
  for (const rel of listHtmlFiles(outDir)) {
    const files = chunkFiles(chunkNamesOf(pathOfFile(rel), routes, names), manifest);
    if (files.length === 0) continue;
    preloaded += 1;
    const file = path.join(outDir, rel);
    const links = files
      .map((f) => `<link rel="preload" as="script" href="${baseUrl}${f}">`)
      .join('');
    fs.writeFileSync(file, addAfterTitle(fs.readFileSync(file, 'utf8'), links, rel));
  }
  if (preloaded === 0)
    throw new Error(
      'page-chunk-preload: no page has a chunk in the client manifest: its format changed (see UPGRADE.md)',
    );
}
