/**
 * Ejected from theme-classic 3.7.0: "Last updated on 14 November 2026"
 * instead of the theme's "Nov 14, 2026". The theme formats the date with an
 * Intl.DateTimeFormat created on every doc page, and its first use loads
 * the locale's data on the main thread while the page starts: a median of
 * 68 ms at a 4x CPU slowdown, against under 2 ms written out here (tools/perf/README.md,
 * "What each piece is worth"); the site is in English only. In UTC, as Docusaurus
 * does, so the server's date and the browser's agree wherever the reader
 * is. The site shows no author (`showLastUpdateAuthor` is off).
 */
import React, {type ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';

const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );

export function formatLastUpdated(timestamp: number): string {
  const date = new Date(timestamp);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  if (!lastUpdatedAt) return null;
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated on{' '}
      <b>
        <time dateTime={new Date(lastUpdatedAt).toISOString()} itemProp="dateModified">
          {formatLastUpdated(lastUpdatedAt)}
        </time>
      </b>
      {process.env.NODE_ENV === 'development' && (
        <div>
          <small> (Simulated during dev for better perf)</small>
        </div>
      )}
    </span>
  );
}
