/**
 * Whether the site now serves another build than the one this tab was
 * opened with: for a file of the build that is not a page chunk (the search
 * worker, src/plugins/search/client.ts), whose failure to load says nothing
 * about why. Chunks are told apart by their own URL instead
 * (./chunkRecovery.ts). A module of its own so that it loads with the
 * search, not with every page.
 */

import {PAGE_CHUNK_ATTRIBUTE} from '../plugins/page-chunk-scripts/attribute';

/**
 * Whether this tab's build is no longer the one the site serves: the page's
 * HTML, fetched again past every cache, names scripts of the build's
 * (`/assets/js/…`) that this document did not load. The runtime and main.js
 * tell builds apart (the runtime names every chunk's hash); the page's own
 * chunk scripts do not count, because main.js removes them from the document
 * when it starts (src/clientModules/chunkLoadRecovery.ts). Used when a file other
 * than a chunk (the search worker) fails to load: a network failure and a
 * deploy look the same from there.
 */
export async function newBuildIsLive(
  fetchImpl: ((url: string, init: RequestInit) => Promise<{text(): Promise<string>; ok: boolean}>) | undefined = typeof fetch === 'function' ? fetch.bind(globalThis) : undefined,
  doc: Pick<Document, 'querySelectorAll'> = document,
  url: string = typeof window === 'undefined' ? '/' : window.location.pathname,
): Promise<boolean> {
  if (!fetchImpl) return false;
  try {
    const response = await fetchImpl(url, {cache: 'no-store'});
    if (!response.ok) return false;
    const live = buildScripts(await response.text());
    const mine = new Set(scriptSources(doc));
    return live.length > 0 && live.some((src) => !mine.has(src));
  } catch {
    return false;
  }
}

/** The `src` of every script of a document (as written), but not its page chunks. */
function scriptSources(root: Pick<Document, 'querySelectorAll'>): string[] {
  return Array.from(root.querySelectorAll(`script[src]:not([${PAGE_CHUNK_ATTRIBUTE}])`), (script) => script.getAttribute('src') ?? '');
}

/** The build's scripts a page's HTML loads (their `src` as written), but not its page chunks. */
export function buildScripts(html: string): string[] {
  return scriptSources(new DOMParser().parseFromString(html, 'text/html')).filter((src) => src.includes('/assets/js/'));
}
