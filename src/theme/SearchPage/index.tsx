/**
 * Swizzled (ejected) `@theme/SearchPage` of the search plugin
 * (@easyops-cn/docusaurus-search-local 0.55.3, `theme/SearchPage`): the
 * search page, `/search?q=…`.
 *
 * Why ejected rather than wrapped: what changes is inside the page's
 * layout, between its results and its footer:
 * - a query without results is not a dead end: close words that do find
 *   something, the most-read pages (src/data/mostRead.ts) and the support
 *   address (a site setting, src/data/siteSettings.ts);
 * - a search that cannot start says so (the original showed no results and
 *   no error);
 * - the query is cut to the search's limits (src/utils/searchLimits.ts), in
 *   the box and from the URL;
 * - results come from the site's search (src/plugins/search/client.ts), in
 *   the same order as in the navbar box.
 * The parts of the original this site does not use (search contexts,
 * versions) are left out. Results are drawn as the original draws them,
 * with the plugin's highlighting helpers.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import help from '@generated/site-search/default/help.json';
import {highlight} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight.js';
import {highlightStemmed} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed.js';
import {getStemmedPositions} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions.js';
import {search, searchPageUrl} from '../../plugins/search/client';
import {DocType, type SearchAnswer, type SearchResult} from '../../plugins/search/types';
import {MAX_QUERY_LENGTH, clampQuery} from '../../utils/searchLimits';
import styles from './styles.module.css';

/** How many results the page shows. */
const PAGE_RESULTS = 100;

type State = {query: string; answer: SearchAnswer} | {query: string; failed: true} | undefined;

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}

function useQueryParam(): [string, (query: string) => void] {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const fromUrl = isBrowser ? clampQuery(new URLSearchParams(location.search).get('q') ?? '') : '';
  const [query, setQuery] = useState(fromUrl);
  // The URL changed from outside (the navbar box, a suggestion link): follow it.
  useEffect(() => setQuery(fromUrl), [fromUrl]);
  const update = (next: string) => {
    setQuery(next);
    const params = new URLSearchParams(location.search);
    if (next) params.set('q', next);
    else params.delete('q');
    history.replace({search: params.toString()});
  };
  return [query, update];
}

function SearchPageContent(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const {selectMessage} = usePluralForm();
  const [query, setQuery] = useQueryParam();
  const [state, setState] = useState<State>();

  useEffect(() => {
    if (!query.trim()) {
      setState(undefined);
      return undefined;
    }
    let active = true;
    search(baseUrl, query, PAGE_RESULTS).then(
      (answer) => active && setState({query, answer}),
      () => active && setState({query, failed: true}),
    );
    return () => {
      active = false;
    };
  }, [baseUrl, query]);

  const title = query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
  const current = state?.query === query ? state : undefined;

  return (
    <>
      <Head>
        {/* Search result pages are for readers, not for search engines. */}
        <meta property="robots" content="noindex, follow" />
        <title>{title}</title>
      </Head>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <input
          type="search"
          name="q"
          className={styles.input}
          aria-label="Search"
          autoComplete="off"
          maxLength={MAX_QUERY_LENGTH}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          // The reader came here to search.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        <div aria-live="polite">
          {query.trim() !== '' && !current && <p>{translate({id: 'site.search.searching', message: 'Searching…'})}</p>}
          {current && 'failed' in current && <Unavailable />}
          {current && 'answer' in current && current.answer.results.length > 0 && (
            <p>
              {selectMessage(
                current.answer.results.length,
                translate(
                  {id: 'theme.SearchPage.documentsFound.plurals', message: '1 document found|{count} documents found'},
                  {count: current.answer.results.length},
                ),
              )}
            </p>
          )}
          {current && 'answer' in current && current.answer.results.length === 0 && (
            <NoResults query={current.query} suggestions={current.answer.suggestions} baseUrl={baseUrl} />
          )}
        </div>
        {current && 'answer' in current && (
          <section>
            {current.answer.results.map((result) => (
              <ResultItem key={`${result.type}-${result.document.i}`} result={result} />
            ))}
          </section>
        )}
      </main>
    </>
  );
}

function MostRead(): ReactNode {
  return (
    <>
      <h2 className={styles.helpHeading}>Pages most readers need</h2>
      <ul>
        {help.mostRead.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{page.title}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function Support(): ReactNode {
  return (
    <p>
      Still stuck? Write to <a href={`mailto:${help.supportEmail}`}>{help.supportEmail}</a> and say what you were looking for.
    </p>
  );
}

function NoResults({query, suggestions, baseUrl}: {query: string; suggestions: string[]; baseUrl: string}): ReactNode {
  return (
    <div className={clsx('site-text-links', styles.help)}>
      <p>
        {translate({id: 'theme.SearchPage.noResultsText', message: 'No documents were found'})} for “{query}”.
      </p>
      {suggestions.length > 0 && (
        <p>
          Did you mean{' '}
          {suggestions.map((suggestion, index) => (
            <React.Fragment key={suggestion}>
              {index > 0 && (index === suggestions.length - 1 ? ' or ' : ', ')}
              <Link to={searchPageUrl(baseUrl, suggestion)}>{suggestion}</Link>
            </React.Fragment>
          ))}
          ?
        </p>
      )}
      <MostRead />
      <Support />
    </div>
  );
}

function Unavailable(): ReactNode {
  return (
    <div className={clsx('site-text-links', styles.help)}>
      <p role="alert">The search could not start. Check your connection, then reload the page.</p>
      <MostRead />
      <Support />
    </div>
  );
}

/** A result, as the plugin's page draws it: title (linked), path, and the matching text. */
function ResultItem({result: {document, type, page, tokens, metadata}}: {result: SearchResult}): ReactNode {
  const isTitle = type === DocType.Title;
  const isDescription = type === DocType.Description;
  const isContent = type === DocType.Content;
  const pathItems = [...((isTitle ? document.b : page?.b) ?? [])];
  if (!isTitle && !isDescription && page) pathItems.push(page.t);
  const heading = (isContent || isDescription ? document.s : document.t) ?? '';
  const params = new URLSearchParams();
  for (const token of tokens) params.append('_highlight', token);
  const to = document.u + (tokens.length > 0 ? `?${params.toString()}` : '') + (document.h ?? '');
  return (
    <article className={styles.result}>
      <h2>
        <Link
          to={to}
          dangerouslySetInnerHTML={{
            __html: isContent || isDescription ? highlight(heading, tokens) : highlightStemmed(heading, getStemmedPositions(metadata, 't'), tokens, 100),
          }}
        />
      </h2>
      {pathItems.length > 0 && <p className={styles.resultPath}>{pathItems.join(' › ')}</p>}
      {(isContent || isDescription) && (
        <p
          className={styles.resultSummary}
          dangerouslySetInnerHTML={{__html: highlightStemmed(document.t, getStemmedPositions(metadata, 't'), tokens, 100)}}
        />
      )}
    </article>
  );
}
