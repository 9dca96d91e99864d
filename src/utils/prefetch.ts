/**
 * Prefetching bundler chunks for what a reader may do next, once the page
 * has settled: the files of another page (src/clientModules/prefetchPolicy.ts)
 * or the navigation progress bar (src/plugins/slim-client-bundle/lazyNprogress.ts).
 * A `<link rel="prefetch">` per file, each file once, never one the page
 * has loaded already, and never on a 2g or data-saver connection
 * (Docusaurus's rule). Chunk names become files through the bundler
 * runtime's chunk-URL helper that Docusaurus adds (`__webpack_require__.gca`,
 * its ChunkAssetPlugin; see UPGRADE.md).
 */
import {pageSettled} from './pageSettled';

/** The chunk-URL helper Docusaurus adds to the bundler's runtime (ChunkAssetPlugin). */
declare const __webpack_require__: {gca?: (chunkName: string) => string | undefined};

/** Docusaurus's rule: no prefetching on a 2g or data-saver connection. */
export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

const requested = new Set<string>();

/** Prefetch the files of the named chunks that this page has not loaded or asked for yet. */
export async function prefetchChunks(chunkNames: readonly string[]): Promise<void> {
  await pageSettled;
  if (isSlowConnection() || typeof __webpack_require__.gca !== 'function') return;
  const loaded = new Set(Array.from(document.scripts, (script) => script.src).filter(Boolean));
  for (const name of chunkNames) {
    const file = __webpack_require__.gca(name);
    if (!file || file.includes('undefined')) continue;
    const url = new URL(file, document.baseURI).href;
    if (requested.has(url) || loaded.has(url) || performance.getEntriesByName(url).length > 0) continue;
    requested.add(url);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  }
}
