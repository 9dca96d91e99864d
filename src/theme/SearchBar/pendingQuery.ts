/**
 * The query of a search box whose page reloads for a new build (./index.tsx,
 * src/plugins/search/client.ts): kept in sessionStorage across the reload,
 * under the page's path, for the navbar box to take back and search again.
 * The search page keeps its query in its URL.
 */
import {getSessionStorage, type StorageLike} from '../../utils/chunkRecovery';

/** sessionStorage key prefix; the page's path is appended. */
export const PendingQueryKey = 'site-search:pending-query:';

export function rememberQueryForReload(query: string, storage: StorageLike | null = getSessionStorage(), path: string = window.location.pathname): void {
  try {
    if (query) storage?.setItem(PendingQueryKey + path, query);
  } catch {
    /* the reload happens without the query */
  }
}

/**
 * Save the query when the page goes away for the reload: the reader may go
 * on typing until then (the old page stays until the new one arrives), so
 * it is read then, not when the reload starts.
 */
export function keepQueryAcrossReload(query: () => string): void {
  window.addEventListener('pagehide', () => rememberQueryForReload(query()), {once: true});
}

/** The query saved for this page before the reload, once. */
export function takeQueryAfterReload(
  path: string,
  storage: (StorageLike & Partial<Pick<Storage, 'removeItem'>>) | null = getSessionStorage(),
): string | null {
  try {
    const query = storage?.getItem(PendingQueryKey + path);
    if (query) storage?.removeItem?.(PendingQueryKey + path);
    return query || null;
  } catch {
    return null;
  }
}
