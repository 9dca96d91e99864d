/**
 * Which bundler chunks a page of the site needs, from the route table and
 * the chunk names Docusaurus generates for it (`@generated/routes`,
 * `@generated/routesChunkNames`). One rule, used in the browser by the
 * prefetching policy (src/clientModules/prefetchPolicy.ts) and at build time
 * by the page-chunk-scripts plugin, which names a page's chunks in its HTML.
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';

export type ChunkNames = {[key: string]: string | ChunkNames};

const flat = (names: ChunkNames): string[] => Object.values(names).flatMap((v) => (typeof v === 'string' ? [v] : flat(v)));

/**
 * The chunks a page needs: those of every route its path matches (the docs
 * layout routes above it, then the page). Chunk sets are keyed by path, and
 * the layout routes share the site root's path with the home page, so a
 * layout route's sets that carry page content (the home page's) are left out
 * unless the home page is the one asked for.
 */
export function chunkNamesFor(pathname: string, list: RouteConfig[], names: Record<string, ChunkNames>): string[] {
  const out = new Set<string>();
  for (const {route} of matchRoutes(list, pathname)) {
    for (const [key, chunkSet] of Object.entries(names)) {
      if (key.replace(/-[^-]+$/, '') !== route.path) continue;
      if (route.path !== pathname && 'content' in chunkSet) continue;
      for (const name of flat(chunkSet)) out.add(name);
    }
  }
  return [...out];
}
