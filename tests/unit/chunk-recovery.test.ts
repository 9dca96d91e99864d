// @vitest-environment jsdom
/**
 * Chunk-failure handling behind `@theme/Loading`: telling a missing chunk
 * (new deploy) from a network failure, the reload-once guard, the reader's
 * place across that reload, and telling that a new build is live (for the
 * search worker).
 */
import {
  claimReload,
  classifyChunkFailure,
  getChunkUrl,
  isChunkLoadError,
  PlaceKey,
  recordScroll,
  recoverFromChunkError,
  reloadOnce,
  RememberedPages,
  rememberedScroll,
  ReloadGuardMs,
  ReloadKeyPrefix,
  takePlace,
  type StorageLike,
} from '../../src/utils/chunkRecovery';
import {buildScripts, newBuildIsLive} from '../../src/utils/newBuild';
import {PAGE_CHUNK_ATTRIBUTE} from '../../src/plugins/page-chunk-scripts/attribute';

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
    const deps = {fetch: respond(404), storage, reload, path: '/insights/drivers', url: '/insights/drivers', now: () => 42_000};
    await expect(recoverFromChunkError(chunkLoadError(), deps)).resolves.toBe('reloading');
    // After the reload the chunk is still missing: no second reload.
    await expect(recoverFromChunkError(chunkLoadError(), deps)).resolves.toBe('missing-no-reload');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads without storage for the guard', async () => {
    const reload = vi.fn();
    const deps = {fetch: respond(404), storage: null, reload, path: '/', url: '/'};
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

describe('keeping the place across the reload', () => {
  it('remembers where the reader was on the pages they left, and the page the reload opens at', async () => {
    const storage = memoryStorage();
    recordScroll('/for-admins/access', 1500);
    recordScroll('/insights/Impact?x=1', 300);
    const deps = {fetch: respond(404), storage, reload: vi.fn(), path: '/insights/drivers', url: '/insights/drivers#how-drivers-are-ranked', now: () => 1};
    await expect(recoverFromChunkError(chunkLoadError(), deps)).resolves.toBe('reloading');
    const saved = JSON.parse(storage.data.get(PlaceKey)!) as {target: string; positions: [string, number][]};
    expect(saved.target).toBe('/insights/drivers#how-drivers-are-ranked');
    expect(saved.positions).toEqual(expect.arrayContaining([['/for-admins/access', 1500], ['/insights/Impact?x=1', 300]]));
  });

  it('gives the saved place back once after the reload, positions included', () => {
    const storage = {...memoryStorage(), removeItem(key: string) {
      this.data.delete(key);
    }};
    storage.setItem(PlaceKey, JSON.stringify({target: '/a#b', positions: [['/c', 700]]}));
    expect(takePlace(storage)).toBe('/a#b');
    expect(rememberedScroll('/c')).toBe(700);
    expect(takePlace(storage)).toBeNull();
  });

  it('keeps no place for a reload that stays on the page (the browser restores its position)', () => {
    const storage = memoryStorage();
    expect(reloadOnce('search:/x', {storage, reload: vi.fn(), now: () => 1, url: '/x'})).toBe(true);
    expect(JSON.parse(storage.data.get(PlaceKey)!).target).toBeNull();
    expect(reloadOnce('search:/x', {storage, reload: vi.fn(), now: () => 2, url: '/x'})).toBe(false);
  });

  it(`remembers the last ${RememberedPages} pages only`, () => {
    for (let i = 0; i <= RememberedPages; i += 1) recordScroll(`/page-${i}`, i);
    expect(rememberedScroll('/page-0')).toBeUndefined();
    expect(rememberedScroll(`/page-${RememberedPages}`)).toBe(RememberedPages);
  });

  it('ignores a saved place it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem(PlaceKey, '{not json');
    expect(takePlace(storage)).toBeNull();
  });
});

describe('newBuildIsLive', () => {
  // As the build writes them: attribute values without quotes.
  const page = (...scripts: string[]) => `<html><head>${scripts.map((src) => `<script src=${src} defer></script>`).join('')}</head></html>`;
  const documentWith = (...scripts: string[]) => {
    const elements = scripts.map((src) => ({getAttribute: () => src}));
    return {querySelectorAll: () => elements} as unknown as Pick<Document, 'querySelectorAll'>;
  };
  const serving = (html: string) => vi.fn(async () => ({ok: true, text: async () => html}));

  it("tells a new build from the page's own by the build's scripts the page's HTML names now", async () => {
    const mine = documentWith('/assets/js/runtime~main.aaaa.js', '/assets/js/main.bbbb.js');
    const fetch = serving(page('/assets/js/runtime~main.cccc.js', '/assets/js/main.bbbb.js'));
    await expect(newBuildIsLive(fetch, mine, '/insights/drivers')).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith('/insights/drivers', {cache: 'no-store'});
    await expect(newBuildIsLive(serving(page('/assets/js/runtime~main.aaaa.js', '/assets/js/main.bbbb.js')), mine, '/')).resolves.toBe(false);
  });

  it('says no when it cannot tell (offline, an error page, a page without the build scripts)', async () => {
    const mine = documentWith('/assets/js/main.bbbb.js');
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(newBuildIsLive(offline, mine, '/')).resolves.toBe(false);
    await expect(newBuildIsLive(vi.fn(async () => ({ok: false, text: async () => page('/assets/js/main.cccc.js')})), mine, '/')).resolves.toBe(false);
    await expect(newBuildIsLive(serving('<html></html>'), mine, '/')).resolves.toBe(false);
  });

  it("is not fooled by the page's chunk scripts, which main.js removes from the document", async () => {
    const html = page('/assets/js/runtime~main.aaaa.js', '/assets/js/main.bbbb.js').replace(
      '</head>',
      `<script src=/assets/js/42d49e86.dddd.js defer ${PAGE_CHUNK_ATTRIBUTE}></script></head>`,
    );
    expect(buildScripts(html)).toEqual(['/assets/js/runtime~main.aaaa.js', '/assets/js/main.bbbb.js']);
    // The document once main.js has started: its page chunk scripts are gone.
    const mine = new DOMParser().parseFromString(html, 'text/html');
    for (const script of Array.from(mine.querySelectorAll(`[${PAGE_CHUNK_ATTRIBUTE}]`))) script.remove();
    await expect(newBuildIsLive(serving(html), mine, '/insights/drivers')).resolves.toBe(false);
  });

  it('reads only the build scripts of a page', () => {
    expect(buildScripts(page('/assets/js/main.1.js', 'https://elsewhere.example/x.js') + '<script>inline()</script>')).toEqual(['/assets/js/main.1.js']);
    expect(buildScripts('<script src="/assets/js/main.2.js"></script>')).toEqual(['/assets/js/main.2.js']);
  });
});
