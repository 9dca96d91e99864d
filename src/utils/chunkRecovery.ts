/**
 * What to do when a page chunk fails to load, or another file of the build
 * this tab was opened with is gone (the search worker, ../plugins/search).
 *
 * Two different failures look the same to webpack (a `ChunkLoadError`):
 * - a flaky network: the file is there, loading it again will work, so the
 *   reader gets a 'Retry' button;
 * - a new deploy replaced the hashed files this open tab wants: the old file
 *   is gone (404/410, or a host that answers with an HTML page so the script
 *   "loads" without defining the chunk, which webpack reports as type
 *   'missing'). Retrying cannot help; reloading the page picks up the new
 *   build. That reload happens at most once per path within
 *   `ReloadGuardMs`, recorded in sessionStorage, so it can never loop; if
 *   sessionStorage is unavailable there is no guard, so there is no automatic
 *   reload at all.
 *
 * Whether another build is live at all is src/utils/newBuild.ts (for files
 * other than chunks, such as the search worker).
 *
 * The reader keeps their place across that reload: the page it lands on is
 * shown at the heading its URL names (`#…`), and Back returns to where the
 * reader was on the pages before (see `rememberPlace`; the client module
 * src/clientModules/chunkLoadRecovery.ts records and restores it).
 *
 * Everything browser-specific is injectable for unit tests.
 */

export type ChunkFailure = 'not-a-chunk-error' | 'network' | 'missing';
export type RecoveryOutcome = 'not-a-chunk-error' | 'network' | 'reloading' | 'missing-no-reload';

/** sessionStorage key prefix; the path is appended. */
export const ReloadKeyPrefix = 'docusaurus-chunk-reload:';
/** A reload for the same path within this window is refused. */
export const ReloadGuardMs = 5 * 60 * 1000;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  type?: unknown;
  request?: unknown;
}

const chunkMessage = /Loading (?:CSS )?chunk \S+ failed/i;

/** webpack's `ChunkLoadError`, or mini-css-extract-plugin's CSS chunk error. */
export function isChunkLoadError(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const {name, message} = error as ErrorLike;
  return name === 'ChunkLoadError' || (typeof message === 'string' && chunkMessage.test(message));
}

/** The URL of the chunk that failed, from the error's `request` or its message. */
export function getChunkUrl(error: unknown): string | null {
  if (error === null || typeof error !== 'object') return null;
  const {request, message} = error as ErrorLike;
  if (typeof request === 'string' && request) return request;
  if (typeof message !== 'string') return null;
  // "Loading chunk 381 failed.\n(error: https://…/381.js)" or, for CSS,
  // "Loading CSS chunk 12 failed.\n(https://…/12.css)"
  const match = /\((?:[a-z]+: )?([^\s()]+)\)\s*$/i.exec(message);
  return match ? match[1]! : null;
}

type FetchLike = (url: string, init: RequestInit) => Promise<{status: number}>;

/**
 * Tell a missing chunk (deploy) from a network failure by asking the server
 * for the file again with a HEAD request that bypasses the cache.
 */
export async function classifyChunkFailure(
  error: unknown,
  fetchImpl: FetchLike | undefined = typeof fetch === 'function' ? fetch.bind(globalThis) : undefined,
): Promise<ChunkFailure> {
  if (!isChunkLoadError(error)) return 'not-a-chunk-error';
  if ((error as ErrorLike).type === 'missing') return 'missing';
  const url = getChunkUrl(error);
  if (!url || !fetchImpl) return 'network';
  try {
    const response = await fetchImpl(url, {method: 'HEAD', cache: 'no-store'});
    return response.status === 404 || response.status === 410 ? 'missing' : 'network';
  } catch {
    return 'network';
  }
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** sessionStorage, or null when the browser refuses it (the getter can throw). */
export function getSessionStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Record a reload for `path` and return true, unless one was recorded within
 * `ReloadGuardMs` or the record cannot be written and read back (then a reload
 * could repeat forever, so refuse).
 */
export function claimReload(path: string, storage: StorageLike | null, now: number): boolean {
  if (!storage) return false;
  const key = ReloadKeyPrefix + path;
  try {
    const previous = Number(storage.getItem(key));
    // A record from the future (clock change) also blocks: never risk a loop.
    if (Number.isFinite(previous) && previous > 0 && now - previous < ReloadGuardMs) return false;
    const stamp = String(now);
    storage.setItem(key, stamp);
    return storage.getItem(key) === stamp;
  } catch {
    return false;
  }
}

export interface RecoveryDeps {
  fetch?: FetchLike;
  storage?: StorageLike | null;
  now?: () => number;
  path?: string;
  /** The page's URL (path, query and hash), which the reload lands on. */
  url?: string;
  reload?: () => void;
}

/**
 * Classify the failure; if the chunk is missing after a deploy, reload the
 * page once (guarded), keeping the reader's place. Returns what happened so
 * the UI can say so.
 */
export async function recoverFromChunkError(error: unknown, deps: RecoveryDeps = {}): Promise<RecoveryOutcome> {
  const failure = await classifyChunkFailure(error, deps.fetch);
  if (failure !== 'missing') return failure;
  return reloadOnce(deps.path ?? window.location.pathname, deps, {landAtTarget: true}) ? 'reloading' : 'missing-no-reload';
}

/**
 * Reload the page for a new build, once per `key` within `ReloadGuardMs`.
 * Returns false (and does nothing) when the guard refuses. `landAtTarget`:
 * the page the URL names is new to the reader (a navigation that failed), so
 * it opens at its heading or its top, not at the scroll position the browser
 * kept for it; otherwise (the reader is reading this page) the browser
 * restores the position as on any reload.
 */
export function reloadOnce(key: string, deps: RecoveryDeps = {}, {landAtTarget = false} = {}): boolean {
  const storage = 'storage' in deps ? deps.storage ?? null : getSessionStorage();
  const now = (deps.now ?? Date.now)();
  if (!claimReload(key, storage, now)) return false;
  if (storage) rememberPlace(storage, landAtTarget ? deps.url ?? urlKey(window.location) : null);
  if (landAtTarget && typeof history !== 'undefined') {
    try {
      history.scrollRestoration = 'manual';
    } catch {
      /* not supported: the browser restores its own position */
    }
  }
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}

// The reader's place, kept across the reload.

/** sessionStorage key of the place saved before a recovery reload. */
export const PlaceKey = 'docusaurus-chunk-reload:place';
/** Pages whose scroll position is remembered (the most recent ones). */
export const RememberedPages = 50;

interface Place {
  /** The URL the reload lands on, when it should open at its heading (or top). */
  target: string | null;
  /** Scroll positions of the pages the reader left, by URL (path, query, hash). */
  positions: [string, number][];
}

/** Where the reader was on each page they left in this document, oldest first. */
const positions = new Map<string, number>();

/** A location as the key of its remembered position. */
export function urlKey(location: {pathname: string; search: string; hash: string}): string {
  return location.pathname + location.search + location.hash;
}

/** Remember that the reader left `url` scrolled to `y`. */
export function recordScroll(url: string, y: number): void {
  positions.delete(url);
  positions.set(url, y);
  if (positions.size > RememberedPages) positions.delete(positions.keys().next().value!);
}

/** The position the reader left `url` at, if this document (or the one before the reload) knows it. */
export function rememberedScroll(url: string): number | undefined {
  return positions.get(url);
}

/** Save the remembered positions, and the page the reload should open at, for after the reload. */
export function rememberPlace(storage: StorageLike, target: string | null): void {
  const place: Place = {target, positions: [...positions]};
  try {
    storage.setItem(PlaceKey, JSON.stringify(place));
  } catch {
    /* full or blocked: the reload happens without the place */
  }
}

/**
 * After a recovery reload: take the saved place (once), make its positions
 * this document's, and return the URL to open at, if any.
 */
export function takePlace(storage: (StorageLike & Partial<Pick<Storage, 'removeItem'>>) | null): string | null {
  if (!storage) return null;
  try {
    const saved = storage.getItem(PlaceKey);
    if (saved === null) return null;
    storage.removeItem?.(PlaceKey);
    const place = JSON.parse(saved) as Partial<Place>;
    for (const entry of Array.isArray(place.positions) ? place.positions : []) {
      if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number') recordScroll(entry[0], entry[1]);
    }
    return typeof place.target === 'string' ? place.target : null;
  } catch {
    return null;
  }
}
