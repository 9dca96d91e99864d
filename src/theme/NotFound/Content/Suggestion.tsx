/**
 * The "Did you mean …?" link of the not-found page (./index.tsx): the listed
 * page whose address is closest to the one typed
 * (src/plugins/not-found-suggestions.ts writes the list).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import pages from '@generated/not-found-suggestions/default/pages.json';
import {closestRoute} from '@site/src/browser/closestRoute';
import styles from './styles.module.css';

export default function Suggestion({pathname}: {pathname: string}): ReactNode {
  const match = closestRoute(pathname, pages);
  if (!match)
    return (
      <p className={clsx(styles.suggestion, styles.noSuggestion)}>No page has a similar address.</p>
    );
  return (
    <p className={styles.suggestion} data-testid="not-found-suggestion">
      Did you mean <Link to={match.path}>{match.title}</Link>?
    </p>
  );
}
