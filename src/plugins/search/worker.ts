/**
 * The search worker: loads the index once and answers queries with
 * ./engine.ts, off the page's main thread. Started by ./client.ts.
 *
 * The index has the same URL in every build (no hash in its name or
 * query), so it is fetched with `cache: 'no-cache'`: the browser revalidates
 * it and never uses an older build's copy. This file's own name changes with
 * every build (the bundler's runtime in it carries the build's hash); a tab
 * that outlives a deploy finds it gone, and ./client.ts reloads the page.
 */
import {GLOSSARY} from '../../data/glossary';
import {SearchEngine} from './engine';
import type {SearchIndexPart} from './types';
import type {WorkerRequest, WorkerResponse} from './protocol';

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
  postMessage(message: WorkerResponse): void;
}
const scope = self as unknown as WorkerScope;

let engine: Promise<SearchEngine> | undefined;

function load(indexUrl: string): Promise<SearchEngine> {
  engine ??= fetch(indexUrl, {cache: 'no-cache'})
    .then((response) => {
      if (!response.ok) throw new Error(`The search index could not be loaded (${response.status} ${indexUrl}).`);
      return response.json() as Promise<SearchIndexPart[]>;
    })
    .then((index) => new SearchEngine(index, GLOSSARY));
  // A failed load is tried again by the next request.
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

scope.addEventListener('message', ({data}) => {
  void (async () => {
    try {
      const loaded = await load(data.indexUrl);
      if (data.type === 'load') scope.postMessage({id: data.id, type: 'loaded'});
      else scope.postMessage({id: data.id, type: 'answer', answer: loaded.search(data.query, data.limit)});
    } catch (error) {
      scope.postMessage({id: data.id, type: 'error', message: String(error)});
    }
  })();
});

scope.postMessage({type: 'ready'});
