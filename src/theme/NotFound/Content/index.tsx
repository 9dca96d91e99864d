/**
 * Ejected (not wrapped) from @docusaurus/theme-classic 3.7.0: the stock
 * content is a <main> with the title and two sentences for someone who
 * followed a broken link ("contact the owner of the site that linked
 * you …"), set far down the page. Everything the page offers has to be in
 * <main>, which a wrapper cannot reach, and the page is written for the
 * reader who mostly lands here: one who mistyped an address or changed its
 * case. Its title is the stock one's in the site's sentence case ("Page not
 * found"; the specification names the page only as a not-found page), and
 * it is also the tab's title: under the docs, which the site serves from
 * `/`, the docs plugin renders this content without the stock page that
 * sets one, and the tab showed only the site's name. It offers, in order:
 * - the address that was not found, to spot the typo in (as inline code,
 *   which wraps between the parts of a path), under a sentence that says
 *   addresses are case-sensitive;
 * - "Did you mean …?", a link to the closest real page (./Suggestion.tsx);
 * - a search box: a plain form to the search page (`/search?q=…`), so
 *   it works without JavaScript;
 * - the documentation home.
 *
 * The address and the suggestion are rendered after hydration: the static
 * 404.html is shared by every unknown path, so the server cannot know them.
 * Each has a slot one line high in the static HTML, so that when they appear
 * nothing below them moves (CLS 0, `npm run perf`; tests/e2e/not-found.spec.ts
 * measures it); the slots take no room where scripting is off.
 */
import React, {useId, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import CodeInline from '@theme/CodeInline';
import type {Props} from '@theme/NotFound/Content';
import Suggestion from './Suggestion';
import styles from './styles.module.css';

/** The search box: a GET form to the search page, which reads its `q` parameter. */
function SearchForm(): ReactNode {
  const id = useId();
  const searchPage = useBaseUrl('/search');
  const history = useHistory();
  const label = 'Search the documentation';
  // Once hydrated, open the search page in the app instead of loading it again.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const query = new FormData(event.currentTarget).get('q');
    if (typeof query !== 'string') return;
    event.preventDefault();
    history.push(`${searchPage}?${new URLSearchParams({q: query}).toString()}`);
  };
  return (
    <form
      action={searchPage}
      method="get"
      role="search"
      aria-label={label}
      className={styles.search}
      onSubmit={onSubmit}>
      <label htmlFor={id} className={styles.searchLabel}>
        {label}
      </label>
      <div className={styles.searchRow}>
        <input
          id={id}
          type="search"
          name="q"
          required
          className={styles.searchInput}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </div>
    </form>
  );
}

export default function NotFoundContent({className}: Props): ReactNode {
  const location = useLocation();
  const mounted = useIsBrowser();
  // The address as the reader typed it: the router's location drops a final
  // `.html` (Docusaurus normalizes it), so /setup.html would show as /setup.
  const pathname = mounted ? window.location.pathname : location.pathname;
  const title = 'Page not found';
  return (
    <main className={clsx('container margin-vert--lg', className)}>
      <PageMetadata title={title} />
      <div className="row">
        <div className={clsx('col col--8 col--offset-2 site-text-links', styles.content)}>
          <Heading as="h1">{title}</Heading>
          <p className={styles.lead}>
            There is no page at this address. If you typed it, check its spelling: addresses are
            case-sensitive.
          </p>
          <p className={styles.address}>{mounted && <CodeInline>{pathname}</CodeInline>}</p>
          <div className={styles.suggestionSlot} aria-live="polite">
            {mounted && <Suggestion pathname={pathname} />}
          </div>
          <SearchForm />
          <p>
            Or start from the <Link to="/">documentation home</Link>.
          </p>
        </div>
      </div>
    </main>
  );
}
