/**
 * The search bar's two calls into its web worker, loading the worker client
 * (comlink) only when the reader first uses search rather than in the main
 * bundle. Same signatures as the search plugin's searchByWorker module, which
 * src/plugins/slim-client-bundle.ts swaps for this one in the search bar.
 */
type WorkerClient = {
  fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<unknown[]>;
};

let client: Promise<WorkerClient> | undefined;

function load(): Promise<WorkerClient> {
  client ??= import(
    /* webpackChunkName: "search-worker-client" */
    // @ts-expect-error: the search plugin ships no types for its client modules
    '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js'
  ) as Promise<WorkerClient>;
  return client;
}

export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  return (await load()).fetchIndexesByWorker(baseUrl, searchContext);
}

export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<unknown[]> {
  return (await load()).searchByWorker(baseUrl, searchContext, input, limit);
}
