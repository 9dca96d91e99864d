/**
 * Chunk-failure handling behind `@theme/Loading`: telling a missing chunk
 * (new deploy) from a network failure, and the reload-once guard.
 */
import {
  claimReload,
  classifyChunkFailure,
  getChunkUrl,
  isChunkLoadError,
  recoverFromChunkError,
  ReloadGuardMs,
  ReloadKeyPrefix,
  type StorageLike,
} from '../../src/utils/chunkRecovery';

const chunkUrl = 'http://127.0.0.1:4301/assets/js/42d49e86.78ef3844.js';

/** The error webpack's JSONP runtime rejects with. */
function chunkLoadError(type = 'error', url = chunkUrl): Error {
  const error = new Error(`Loading chunk 381 failed.\n(${type}: ${url})`);
  error.name = 'ChunkLoadError';
  Object.assign(error, {type, request: url});
  return error;
}

function memoryStorage(): StorageLike & {data: Map<string, string>} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const respond = (status: number) => vi.fn(async () => ({status}));

describe('isChunkLoadError', () => {
  it('recognises webpack and CSS chunk errors', () => {
    expect(isChunkLoadError(chunkLoadError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 12 failed.\n(timeout: x.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.\n(/assets/css/7.css)'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('anything'), {name: 'ChunkLoadError'}))).toBe(true);
  });

  it('rejects other errors and non-errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed.')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('getChunkUrl', () => {
  it('prefers the error request, then parses the message', () => {
    expect(getChunkUrl(chunkLoadError())).toBe(chunkUrl);
    expect(getChunkUrl(new Error(`Loading chunk 381 failed.\n(error: ${chunkUrl})`))).toBe(chunkUrl);
    expect(getChunkUrl(new Error('Loading CSS chunk 7 failed.\n(http://h/assets/css/7.css)'))).toBe('http://h/assets/css/7.css');
    expect(getChunkUrl(new Error('no url here'))).toBeNull();
  });
});

describe('classifyChunkFailure', () => {
  it('asks the server for the file again, by HEAD, bypassing the cache', async () => {
    const fetch = respond(404);
    await expect(classifyChunkFailure(chunkLoadError(), fetch)).resolves.toBe('missing');
    expect(fetch).toHaveBeenCalledWith(chunkUrl, {method: 'HEAD', cache: 'no-store'});
  });

  it('treats 404 and 410 as a missing chunk, anything else as the network', async () => {
    await expect(classifyChunkFailure(chunkLoadError(), respond(410))).resolves.toBe('missing');
    await expect(classifyChunkFailure(chunkLoadError(), respond(200))).resolves.toBe('network');
    await expect(classifyChunkFailure(chunkLoadError(), respond(500))).resolves.toBe('network');
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(classifyChunkFailure(chunkLoadError(), offline)).resolves.toBe('network');
  });

  it("treats webpack's 'missing' type (a host answering with an HTML page) as missing without asking", async () => {
    const fetch = respond(200);
    await expect(classifyChunkFailure(chunkLoadError('missing'), fetch)).resolves.toBe('missing');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not classify other errors', async () => {
    const fetch = respond(404);
    await expect(classifyChunkFailure(new Error('boom'), fetch)).resolves.toBe('not-a-chunk-error');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('claimReload', () => {
  it('allows one reload per path within the guard window', () => {
    const storage = memoryStorage();
    expect(claimReload('/insights/drivers', storage, 1_000_000)).toBe(true);
    expect(storage.data.get(`${ReloadKeyPrefix}/insights/drivers`)).toBe('1000000');
    expect(claimReload('/insights/drivers', storage, 1_000_000 + 5_000)).toBe(false);
    expect(claimReload('/insights/drivers', storage, 1_000_000 + ReloadGuardMs - 1)).toBe(false);
    expect(claimReload('/insights/Impact', storage, 1_000_000 + 5_000)).toBe(true);
    expect(claimReload('/insights/drivers', storage, 1_000_000 + ReloadGuardMs)).toBe(true);
  });

  it('refuses when storage is unavailable, throws, or does not keep the record', () => {
    expect(claimReload('/', null, 1)).toBe(false);
    const throwing: StorageLike = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(claimReload('/', throwing, 1)).toBe(false);
    const forgetful: StorageLike = {getItem: () => null, setItem: () => {}};
    expect(claimReload('/', forgetful, 1)).toBe(false);
  });

  it('refuses when the record is from the future (clock change)', () => {
    const storage = memoryStorage();
    storage.setItem(`${ReloadKeyPrefix}/`, '5000');
    expect(claimReload('/', storage, 1000)).toBe(false);
  });
});

describe('recoverFromChunkError', () => {
  it('reloads once for a missing chunk, then stops', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const deps = {fetch: respond(404), storage, reload, path: '/insights/drivers', now: () => 42_000};
    await expect(recoverFromChunkError(chunkLoadError(), deps)).resolves.toBe('reloading');
    // After the reload the chunk is still missing: no second reload.
    await expect(recoverFromChunkError(chunkLoadError(), deps)).resolves.toBe('missing-no-reload');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads without storage for the guard', async () => {
    const reload = vi.fn();
    const deps = {fetch: respond(404), storage: null, reload, path: '/'};
    await expect(recoverFromChunkError(chunkLoadError(), deps)).resolves.toBe('missing-no-reload');
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload for a network failure or another error', async () => {
    const reload = vi.fn();
    const storage = memoryStorage();
    await expect(recoverFromChunkError(chunkLoadError(), {fetch: respond(200), storage, reload, path: '/'})).resolves.toBe('network');
    await expect(recoverFromChunkError(new Error('x'), {fetch: respond(404), storage, reload, path: '/'})).resolves.toBe(
      'not-a-chunk-error',
    );
    expect(reload).not.toHaveBeenCalled();
    expect(storage.data.size).toBe(0);
  });
});
