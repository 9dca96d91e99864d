/**
 * The search client, in the page: starts the search worker (./worker.ts)
 * and asks it. It takes the place of the search plugin's own worker client
 * (`theme/searchByWorker.js`, swapped by ./index.ts), with the same two
 * functions its search box calls, and `search` for src/theme/SearchPage.
 *
 * It is loaded with the search box, on intent (src/theme/SearchBar), and
 * starts the worker when the box first asks for the index.
 *
 * After a deploy: the worker's file name changes with every build
 * (./worker.ts), so in a tab opened before the deploy the worker fails to
 * start. If the site now serves another build, the page reloads once
 * (guarded like chunk recovery, src/utils/chunkRecovery.ts) and the search
 * box gets the query back (src/theme/SearchBar/pendingQuery.ts); the search
 * page has it in its URL. If not, the list says that search is unavailable.
 *
 * When the box's query finds nothing, the results list is not left empty: it
 * offers close words that do find something, and the pages most readers
 * need (src/data/mostRead.ts); the search page adds the support address.
 */
import help from '@generated/site-search/default/help.json';
import {searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js';
import {reloadOnce} from '../../utils/chunkRecovery';
import {newBuildIsLive} from '../../utils/newBuild';
import {keepQueryAcrossReload} from '../../theme/SearchBar/pendingQuery';
import {DocType, type SearchAnswer, type SearchResult} from './types';
import type {WorkerRequest, WorkerResponse} from './protocol';

/** An entry of the results list that is not a result: a way on when a query found nothing. */
export type HelpKind = 'suggestion' | 'most-read' | 'unavailable';
export type ListEntry = SearchResult & {help?: HelpKind};

type Pending = {resolve(response: WorkerResponse): void; reject(error: Error): void};

/** The worker could not start, or stopped. */
export class SearchUnavailableError extends Error {
  override name = 'SearchUnavailableError';
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function startWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./worker.ts', import.meta.url));
  let ready = false;
  started.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
    const response = event.data;
    if (response.type === 'ready') {
      ready = true;
      return;
    }
    const request = pending.get(response.id);
    pending.delete(response.id);
    request?.resolve(response);
  });
  started.addEventListener('error', (event) => {
    event.preventDefault();
    started.terminate();
    if (worker === started) worker = undefined;
    const error = new SearchUnavailableError(ready ? 'The search stopped.' : 'The search could not start.');
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  });
  worker = started;
  return started;
}

/** A request without its id (the id is added when it is sent). */
type Unsent = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

function ask(request: Unsent): Promise<WorkerResponse> {
  const id = nextId++;
  return new Promise<WorkerResponse>((resolve, reject) => {
    pending.set(id, {resolve, reject});
    startWorker().postMessage({...request, id} as WorkerRequest);
  });
}

/** The index the plugin wrote (`hashed: false`: the same URL in every build; no search contexts). */
const indexUrl = (baseUrl: string) => baseUrl + searchIndexUrl.replace('{dir}', '');

/**
 * The worker failed to start. If the site serves another build now, reload
 * once with the query kept. Returns whether the page is reloading.
 */
async function recover(): Promise<boolean> {
  if (!(await newBuildIsLive())) return false;
  keepQueryAcrossReload(() => latestQuery);
  return reloadOnce(`search:${window.location.pathname}`);
}

/** What the reader last searched for, to keep across a reload. */
let latestQuery = '';

async function answer(baseUrl: string, query: string, limit: number): Promise<SearchAnswer> {
  latestQuery = query;
  try {
    const response = await ask({type: 'search', indexUrl: indexUrl(baseUrl), query, limit});
    if (response.type === 'answer') return response.answer;
    throw new SearchUnavailableError(response.type === 'error' ? response.message : 'Unexpected answer from the search worker.');
  } catch (error) {
    if (error instanceof SearchUnavailableError && (await recover())) {
      // Reloading: keep the list as it is until the new page is there.
      return new Promise<SearchAnswer>(() => {});
    }
    throw error;
  }
}

/** The search plugin's box loads the index when the reader shows intent. */
export async function fetchIndexesByWorker(baseUrl: string, _searchContext: string): Promise<void> {
  try {
    await ask({type: 'load', indexUrl: indexUrl(baseUrl)});
  } catch {
    // Nothing to show yet: the first query tries again, and recovers if it must.
  }
}

/** A query of the search box: its results, or ways on when there are none. */
export async function searchByWorker(baseUrl: string, _searchContext: string, input: string, limit: number): Promise<ListEntry[]> {
  let found: SearchAnswer;
  try {
    found = await answer(baseUrl, input, limit);
  } catch {
    return [helpEntry('unavailable', 'Search is not available right now: open the search page', searchPageUrl(baseUrl, input))];
  }
  if (found.results.length > 0) return found.results;
  return [
    ...found.suggestions.map((suggestion) => helpEntry('suggestion', suggestion, searchPageUrl(baseUrl, suggestion))),
    ...help.mostRead.map((page) => helpEntry('most-read', page.title, page.path)),
  ].slice(0, limit);
}

/** A query of the search page. */
export function search(baseUrl: string, input: string, limit: number): Promise<SearchAnswer> {
  return answer(baseUrl, input, limit);
}

export function searchPageUrl(baseUrl: string, query: string): string {
  return `${baseUrl}search?${new URLSearchParams({q: query}).toString()}`;
}

let helpIds = 0;

function helpEntry(kind: HelpKind, title: string, url: string): ListEntry {
  helpIds -= 1;
  return {
    document: {i: helpIds, t: title, u: url},
    type: DocType.Title,
    page: undefined,
    metadata: {},
    tokens: [],
    score: 0,
    help: kind,
  };
}
