/**
 * Wraps the theme's not-found content and adds a "Did you mean …?" link to
 * the closest real page, so a mistyped or wrong-case link still gets the
 * reader there. The suggestion is rendered only after hydration: the static
 * 404.html is shared by every unknown path, so the server cannot know it.
 */
import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import {closestRoute, type RouteEntry} from '@site/src/utils/closestRoute';
import type {SiteIndexGlobalData} from '@site/src/plugins/site-index';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export function Suggestion({entries, pathname}: {entries: readonly RouteEntry[]; pathname: string}): ReactNode {
  const match = closestRoute(pathname, entries);
  if (!match) return null;
  return (
    <p className={styles.suggestion} data-testid="not-found-suggestion">
      Did you mean <Link to={match.path}>{match.title}</Link>?
    </p>
  );
}

export default function ContentWrapper(props: Props): ReactNode {
  const {entries} = usePluginData('site-index') as SiteIndexGlobalData;
  const {pathname} = useLocation();
  const isBrowser = useIsBrowser();
  return (
    <>
      <Content {...props} />
      <div className="container margin-bottom--xl">
        <div className="row">
          <div className="col col--6 col--offset-3 site-text-links" aria-live="polite">
            {isBrowser && <Suggestion entries={entries} pathname={pathname} />}
            <p>
              Or start from the <Link to="/">documentation home</Link>.
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
