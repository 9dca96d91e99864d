/**
 * The one crash view behind both Docusaurus error boundaries:
 * - `@theme/Error`: the app-level fallback, when a whole page crashed;
 * - `@theme/ErrorPageContent`: the layout's fallback, when a page's content
 *   crashed inside the navbar and footer.
 *
 * It sets the document title 'Page Error', shows the heading 'This page
 * crashed.', the error message and every cause in its `cause` chain, and a
 * 'Try again' button that clears the boundary's error so the page re-renders.
 * Focus moves to the heading when it appears, and the message sits in an
 * alert region so screen readers announce it.
 *
 * It must not throw itself: it only uses plain elements, `Head`, `Translate`
 * and `useBaseUrl` (static context with a default value, so it also works
 * outside the app's providers), never theme components.
 *
 * `variant` says which boundary rendered it (also exposed as
 * `data-crash-view` for tests and debugging):
 * - 'content': the layout's boundary, inside the navbar and footer;
 * - 'app': the app-level boundary, inside a fresh site layout;
 * - 'app-minimal': the app-level boundary when the layout itself threw, so
 *   the view stands alone without the theme container.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {getErrorChain} from './errorChain';
import styles from './styles.module.css';

export interface CrashViewProps {
  readonly error: unknown;
  readonly tryAgain: () => void;
  readonly variant: CrashViewVariant;
}

export type CrashViewVariant = 'content' | 'app' | 'app-minimal';

export const CrashHeadingId = 'page-crash-heading';

export default function CrashView({error, tryAgain, variant}: CrashViewProps): ReactNode {
  const minimal = variant === 'app-minimal';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const homeUrl = useBaseUrl('/');
  const [first, ...causes] = getErrorChain(error);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <main
      className={clsx(styles.crashView, minimal ? styles.minimal : 'container margin-vert--xl')}
      aria-labelledby={CrashHeadingId}
      data-crash-view={variant}>
      <Head>
        <title>
          {translate({
            id: 'site.crashView.documentTitle',
            message: 'Page Error',
            description: 'The document title of the page shown when a page crashed',
          })}
        </title>
      </Head>
      <h1 id={CrashHeadingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        <Translate
          id="theme.ErrorPageContent.title"
          description="The title of the fallback page when the page crashed">
          This page crashed.
        </Translate>
      </h1>
      <p>
        <Translate id="site.crashView.help" description="What the reader can do after a crash">
          Something went wrong while this page was displayed. Try again, or go to the home page.
        </Translate>
      </p>
      <div role="alert" className={clsx('alert alert--danger', styles.details)}>
        <p className={styles.entry}>
          <span className={styles.label}>
            <Translate id="site.crashView.errorLabel" description="Label before the crash error message">
              Error:
            </Translate>
          </span>{' '}
          <span className={styles.message}>{first?.message}</span>
        </p>
        {causes.length > 0 && (
          <ol
            className={styles.causes}
            aria-label={translate({
              id: 'site.crashView.causesLabel',
              message: 'Causes',
              description: 'Accessible name of the list of error causes',
            })}>
            {causes.map((cause, index) => (
              // The chain is fixed for this error, so the index is a stable key.
              <li key={index} className={styles.entry}>
                <span className={styles.label}>
                  <Translate id="site.crashView.causeLabel" description="Label before each error cause">
                    Cause:
                  </Translate>
                </span>{' '}
                <span className={styles.message}>{cause.message}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={tryAgain}>
          <Translate
            id="theme.ErrorPageContent.tryAgain"
            description="The label of the button to try again rendering when the React error boundary captures an error">
            Try again
          </Translate>
        </button>
        <a className="button button--secondary" href={homeUrl}>
          <Translate id="site.crashView.home" description="Link to the home page from the crash view">
            Go to the home page
          </Translate>
        </a>
      </div>
    </main>
  );
}
