/**
 * Ejected `@theme/Loading` (from @docusaurus/core's theme-fallback): what a
 * route shows while its code loads, and when it failed to load. The original
 * is an inline-styled red box and an SVG without a name; this uses the
 * site's styles, gives the spinner a text, and offers a reload next to Retry.
 *
 * - loading, first 200 ms (react-loadable's `delay`): nothing, so a fast
 *   load does not flash;
 * - loading after that: a status with a text label and a spinner that stays
 *   still under `prefers-reduced-motion`;
 * - failed: the error text, Retry (react-loadable loads the chunk again) and
 *   Reload page (the files may be gone after a deploy: a reload loads the
 *   new build). The heading gets the focus so a screen reader says it.
 *
 * A failure reaches this view on the first load only
 * (src/clientModules/chunkFailure.ts); a client-side navigation whose code
 * fails reloads the page.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
// What react-loadable passes its loading component (the type @theme/Loading declares).
import type {LoadingComponentProps} from 'react-loadable';
import {focusProgrammatically} from '@site/src/browser/focus';
import styles from './styles.module.css';

function LoadError({error, retry}: {error: unknown; retry: () => void}): ReactNode {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (heading.current) focusProgrammatically(heading.current);
  }, []);
  return (
    <div className={clsx('container', styles.errorContainer)}>
      <div className="alert alert--danger" role="alert">
        <h1 ref={heading} className={styles.errorHeading}>
          This page could not be loaded.
        </h1>
        <p>
          Check your connection, then try again. If the site was updated since you opened this page,
          reload it.
        </p>
        <p className={styles.errorText}>{String(error)}</p>
        <div className={styles.actions}>
          <button type="button" className="button button--primary" onClick={retry}>
            Retry
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => window.location.reload()}>
            Reload page
          </button>
        </div>
      </div>
    </div>
  );
}

export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) return <LoadError error={error} retry={retry} />;
  if (!pastDelay) return null;
  return (
    <div className={styles.loading}>
      <div role="status" className={styles.status}>
        <span className={styles.spinner} aria-hidden="true" />
        <span>Loading page…</span>
      </div>
    </div>
  );
}
