/**
 * The search page (`/search?q=…`, the route ../../index.ts adds): every result for a query, with the words
 * found marked in a short passage of each section. Without JavaScript it is
 * a form that submits the query here; the results need the script. A query
 * with a word no page has offers close words ("did you mean"); one without
 * results also the pages most readers need and the support address. Kept
 * out of search engines (`noindex`, and not in the sitemap).
 *
 * The page is built without a query, so it reads the address's query only
 * once hydrated: the first render in the browser must be the server's, or
 * React throws the page away and renders it again.
 */
import React, {useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import {
  NO_INDEX_IN_DEVELOPMENT,
  placeOf,
  resultCount,
  resultUrl,
  searchPageUrl,
  useSearch,
} from '../../client/useSearch';
import {MAX_QUERY_LENGTH, queryAsSearched} from '../../client/limits';
import {passage} from '../../client/passage';
import styles from './styles.module.css';

const LIMIT = 30;
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const urlQuery = useIsBrowser() ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  // The box shows the address's query, and what the reader types until the address changes.
  const [query, setQuery] = useState(urlQuery);
  const [shownQuery, setShownQuery] = useState(urlQuery);
  if (shownQuery !== urlQuery) {
    setShownQuery(urlQuery);
    setQuery(urlQuery);
  }
  const {load, answer, mostRead, unavailable} = useSearch(urlQuery, LIMIT);
  const supportEmail = String(useDocusaurusContext().siteConfig.customFields?.supportEmail ?? '');
  const title = urlQuery
    ? `Search results for “${queryAsSearched(urlQuery)}”`
    : 'Search the documentation';

  return (
    <Layout title={title} description="Search the documentation of the app.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg site-text-links">
        <h1>{title}</h1>
        <form
          role="search"
          action={useBaseUrl('/search')}
          method="get"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            history.push(searchPageUrl(query.trim()));
          }}>
          <input
            type="search"
            name="q"
            aria-label="Search the documentation"
            className={styles.input}
            maxLength={MAX_QUERY_LENGTH}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            // The index loads with a query in the address, or on intent: an empty page costs
            // nothing.
            onFocus={load}
            onPointerEnter={load}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
        <div role="status">
          {unavailable && (
            <p>
              {NO_INDEX_IN_DEVELOPMENT
                ? `${NO_INDEX_IN_DEVELOPMENT}.`
                : 'Search is not available right now. Check your connection, then search again.'}
            </p>
          )}
          {answer && <p>{resultCount(answer.hits.length, LIMIT)}.</p>}
        </div>
        {answer && answer.suggestions.length > 0 && (
          <ul>
            {answer.suggestions.map((word) => (
              <li key={word}>
                <Link to={searchPageUrl(word)}>Search for “{word}” instead</Link>
              </li>
            ))}
          </ul>
        )}
        {answer && answer.hits.length > 0 && (
          <ol className={styles.results}>
            {answer.hits.map(({section, marks}) => (
              <li key={section.id}>
                <h2 className={styles.heading}>
                  <Link to={resultUrl(section, marks)}>{section.heading}</Link>
                </h2>
                <p className={styles.place}>{placeOf(section) || section.page}</p>
                <p>
                  {passage(section, marks).map((part, i) =>
                    part.mark ? <mark key={i}>{part.text}</mark> : part.text,
                  )}
                </p>
              </li>
            ))}
          </ol>
        )}
        {answer && answer.hits.length === 0 && (
          <>
            <h2>Pages most readers need</h2>
            <ul>
              {mostRead.map((page) => (
                <li key={page.path}>
                  <Link to={page.path}>{page.title}</Link>
                </li>
              ))}
            </ul>
            <p>
              Still stuck? Write to support at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
              .
            </p>
          </>
        )}
      </main>
    </Layout>
  );
}
