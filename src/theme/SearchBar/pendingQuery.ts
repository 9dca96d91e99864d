/**
 * The query of a search box whose page reloads for a new build
 * (src/plugins/search/client.ts): kept in sessionStorage across the reload,
 * for the navbar box (./index.tsx) to take back and search again. The search
 * page keeps its query in its URL.
 */
import {getSessionStorage, type StorageLike} from '../../utils/chunkRecovery';

export const PendingQueryKey = 'site-search:pending-query';

export function rememberQueryForReload(query: string, storage: StorageLike | null = getSessionStorage(), path: string = window.location.pathname): void {
  try {
    storage?.setItem(PendingQueryKey, JSON.stringify({query, path}));
  } catch {
    /* the reload happens without the query */
  }
}

/** The query saved for this page before the reload, once. */
export function takeQueryAfterReload(
  path: string,
  storage: (StorageLike & Partial<Pick<Storage, 'removeItem'>>) | null = getSessionStorage(),
): string | null {
  try {
    const saved = storage?.getItem(PendingQueryKey);
    if (!saved) return null;
    storage?.removeItem?.(PendingQueryKey);
    const {query, path: savedPath} = JSON.parse(saved) as {query?: unknown; path?: unknown};
    return typeof query === 'string' && query !== '' && savedPath === path ? query : null;
  } catch {
    return null;
  }
}
