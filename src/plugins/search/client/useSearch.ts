/**
 * The search in the page: loads the index once, when a reader first shows
 * intent (focus, pointer or touch on the box, Ctrl+K, or the search page),
 * and answers queries with ./engine.ts on the main thread (a query over
 * the site's few hundred sections takes a few milliseconds).
 *
 * The code is in the main bundle, so a tab opened before a deploy never
 * asks for a search file that is gone. The index has the same URL in every
 * build and is revalidated (`no-cache`), so that tab searches the new pages.
 */
import {useCallback, useEffect, useMemo, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {GLOSSARY} from '@site/src/data/glossary';
import {
  SEARCH_INDEX_FILE,
  readSearchIndex,
  type SearchIndex,
  type Section,
} from '../data/indexFormat';
import {SearchEngine, type Answer} from './engine';

let loading: Promise<SearchEngine> | undefined;

function loadSearch(indexUrl: string): Promise<SearchEngine> {
  loading ??= fetch(indexUrl, {cache: 'no-cache'})
    .then((response) => {
      if (!response.ok)
        throw new Error(`The search index could not be loaded (${response.status}).`);
      return response.json();
    })
    .then((json: unknown) => {
      // Another build's index (a tab open across a deploy), or a broken one:
      // unavailable, like a missing index, rather than a page that fails.
      const index = readSearchIndex(json);
      if (!index) throw new Error('The search index is not in the format this page reads.');
      return new SearchEngine(index, GLOSSARY);
    });
  // A failed load is tried again the next time.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * `npm start` has no index: only a build writes it. There the search says
 * how to get one, instead of blaming the reader's connection.
 */
export const NO_INDEX_IN_DEVELOPMENT =
  process.env.NODE_ENV === 'development'
    ? 'Search works in a build: run npm run build && npm run serve'
    : undefined;

export interface SearchState {
  /** Start loading the search (once). */
  load: () => void;
  /** The answer to the query, once the search has loaded; null for an empty query. */
  answer: Answer | null;
  mostRead: SearchIndex['mostRead'];
  /** The index could not be loaded. */
  unavailable: boolean;
}

export function useSearch(query: string, limit: number): SearchState {
  const indexUrl = useBaseUrl(`/${SEARCH_INDEX_FILE}`);
  const [engine, setEngine] = useState<{search: SearchEngine} | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const load = useCallback(() => {
    loadSearch(indexUrl).then(
      (search) => {
        setUnavailable(false);
        setEngine({search});
      },
      () => setUnavailable(true),
    );
  }, [indexUrl]);
  // A query typed while the search was unavailable tries again.
  useEffect(() => {
    if (query.trim() !== '' && !engine) load();
  }, [query, engine, load]);
  const answer = useMemo(
    () => (engine && query.trim() !== '' ? engine.search.query(query, limit) : null),
    [engine, query, limit],
  );
  return {load, answer, mostRead: engine?.search.mostRead ?? [], unavailable};
}

/** How many results a query found, of at most `limit` shown: "Top 30 results" when the limit cut them. */
export const resultCount = (count: number, limit: number): string =>
  count === 0
    ? 'No results'
    : count >= limit
      ? `Top ${limit} results`
      : count === 1
        ? '1 result'
        : `${count} results`;

/** The search page's address for a query. */
export const searchPageUrl = (query: string): string =>
  `/search?${new URLSearchParams({q: query}).toString()}`;

/** A result's address, with the words to mark on the page it opens. */
export function resultUrl(section: Section, terms: readonly string[]): string {
  const [pagePath, anchor] = section.url.split('#');
  const params = new URLSearchParams(terms.map((term) => ['_highlight', term]));
  return `${pagePath}${terms.length > 0 ? `?${params.toString()}` : ''}${anchor ? `#${anchor}` : ''}`;
}

/** Where a result is: "For admins › Setup policies" for a section, the category for a page's opening. */
export const placeOf = (section: Section): string =>
  [section.category, section.heading === section.page ? '' : section.page]
    .filter(Boolean)
    .join(' › ');
