/**
 * What to do when a page chunk fails to load.
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
  reload?: () => void;
}

/**
 * Classify the failure; if the chunk is missing after a deploy, reload the
 * page once (guarded). Returns what happened so the UI can say so.
 */
export async function recoverFromChunkError(error: unknown, deps: RecoveryDeps = {}): Promise<RecoveryOutcome> {
  const failure = await classifyChunkFailure(error, deps.fetch);
  if (failure !== 'missing') return failure;
  const storage = 'storage' in deps ? deps.storage ?? null : getSessionStorage();
  const path = deps.path ?? window.location.pathname;
  const now = (deps.now ?? Date.now)();
  if (!claimReload(path, storage, now)) return 'missing-no-reload';
  (deps.reload ?? (() => window.location.reload()))();
  return 'reloading';
}
