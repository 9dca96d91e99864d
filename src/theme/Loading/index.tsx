/**
 * Swizzled (ejected) `@theme/Loading`: react-loadable's loading component for
 * every route chunk (props: error, retry, pastDelay, timedOut, isLoading).
 *
 * Why ejected rather than wrapped: the original (in @docusaurus/core's
 * theme-fallback) is an inline-styled white-on-red box and an animated SVG
 * with no role or text; every state needs different markup, so there is
 * nothing to wrap.
 *
 * States:
 * - loading, first 200 ms (react-loadable's default `delay`): nothing, so fast
 *   loads do not flash;
 * - loading after that: a status region with a text label and a spinner that
 *   does not move under `prefers-reduced-motion: reduce`;
 * - failed: the error text and a 'Retry' button calling react-loadable's
 *   `retry`, which loads the chunk again (webpack forgets a failed chunk, so
 *   it requests the file again). If the chunk is missing after a new deploy
 *   the page reloads once (see src/utils/chunkRecovery.ts).
 *
 * On its own this component never sees a failure in production: Docusaurus
 * preloads a route's chunks before rendering it and, on failure, reloads
 * (client navigation) or never renders (first load). The client module
 * src/clientModules/chunkLoadRecovery.ts lets failed preloads through to
 * this component instead. On the first page load that means hydrating this
 * view over the server's HTML of the page itself: React reports the
 * difference as a recoverable error (logged by Docusaurus) and renders the
 * view in the page's place, which is what a reader needs then.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {LoadingComponentProps} from 'react-loadable';
import {isChunkLoadError, recoverFromChunkError, type RecoveryOutcome} from '../../utils/chunkRecovery';
import styles from './styles.module.css';

function LoadingIndicator(): ReactNode {
  return (
    <div className={styles.loading}>
      <div
        role="status"
        aria-label={translate({id: 'site.loading.label', message: 'Loading page…'})}
        className={styles.status}>
        <span className={styles.spinner} aria-hidden="true" />
        <span>
          <Translate id="site.loading.label" description="Text of the indicator shown while a page loads">
            Loading page…
          </Translate>
        </span>
      </div>
    </div>
  );
}

function errorText(error: unknown): string {
  try {
    return String(error);
  } catch {
    return 'Unknown error';
  }
}

function LoadError({error, retry}: {error: unknown; retry: () => void}): ReactNode {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [outcome, setOutcome] = useState<RecoveryOutcome | 'checking'>(() =>
    isChunkLoadError(error) ? 'checking' : 'not-a-chunk-error',
  );

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!isChunkLoadError(error)) return undefined;
    let active = true;
    recoverFromChunkError(error)
      .then((result) => {
        if (active) setOutcome(result);
      })
      .catch(() => {
        if (active) setOutcome('network');
      });
    return () => {
      active = false;
    };
  }, [error]);

  return (
    <div className={clsx('container', styles.errorContainer)}>
      <div className={clsx('alert alert--danger', styles.errorBox)}>
        <div role="alert">
          <h1 ref={headingRef} tabIndex={-1} className={styles.errorHeading}>
            <Translate id="site.loading.error.title" description="Heading shown when a page fails to load">
              This page could not be loaded.
            </Translate>
          </h1>
          <p>
            {outcome === 'reloading' ? (
              <Translate id="site.loading.error.reloading" description="Shown while the page reloads after a deploy">
                This site has been updated since the page was opened. Reloading to get the latest version…
              </Translate>
            ) : outcome === 'missing-no-reload' ? (
              <Translate id="site.loading.error.missing" description="Shown when a page file is gone and the page was already reloaded">
                This site may have been updated since the page was opened. Reload the page to get the latest version, or try again.
              </Translate>
            ) : (
              <Translate id="site.loading.error.network" description="Shown when a page file failed to load">
                Check your connection, then try again.
              </Translate>
            )}
          </p>
          <p className={styles.errorText}>
            <code>{errorText(error)}</code>
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className="button button--primary" onClick={retry}>
            <Translate id="site.loading.error.retry" description="Button that loads a failed page again">
              Retry
            </Translate>
          </button>
          {outcome === 'missing-no-reload' && (
            <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
              <Translate id="site.loading.error.reload" description="Button that reloads the whole page">
                Reload page
              </Translate>
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) return <LoadError error={error} retry={retry} />;
  if (pastDelay) return <LoadingIndicator />;
  return null;
}
