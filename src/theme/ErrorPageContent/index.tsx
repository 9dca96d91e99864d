/**
 * Ejected `@theme/ErrorPageContent`: what the layout shows, between the
 * navbar and the footer, when a page's content crashed (specification
 * section 8). The original builds its heading, button and message from
 * theme-common parts that cannot be replaced one by one; this one adds what
 * a reader needs there:
 * - the document title 'Page Error' and the heading 'This page crashed.',
 *   which gets the focus, so a screen reader says what happened;
 * - the error and each of its causes (`error.cause`), as a list in an alert;
 * - 'Try again' (clears the error and renders the page again) and a link home.
 *
 * It must not throw itself: plain elements and `Head` only. When the whole
 * page crashed above the layout, Docusaurus's own `@theme/Error` shows
 * 'This page crashed' with the same facts.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Props} from '@theme/Error';
import styles from './styles.module.css';

/** The error, then each cause: anything can be thrown, and a chain can loop. */
export function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  for (
    let current = error;
    messages.length < 20 && !seen.has(current);
    current = (current as {cause?: unknown} | null)?.cause
  ) {
    if (messages.length > 0 && (current === undefined || current === null)) break;
    seen.add(current);
    const message = (current as {message?: unknown} | null)?.message;
    let text = typeof message === 'string' && message ? message : '';
    try {
      text ||= String(current);
    } catch {
      text = 'Unknown error';
    }
    messages.push(text === '[object Object]' ? 'Unknown error' : text);
  }
  return messages;
}

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  const heading = useRef<HTMLHeadingElement>(null);
  const home = useBaseUrl('/');
  const [first, ...causes] = errorChain(error);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main
      className={clsx('container margin-vert--xl', styles.crashView)}
      aria-labelledby="page-crash-heading">
      <Head>
        <title>Page Error</title>
      </Head>
      <h1 id="page-crash-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        This page crashed.
      </h1>
      <p>Something went wrong while this page was displayed. Try again, or go to the home page.</p>
      <div role="alert" className={clsx('alert alert--danger', styles.details)}>
        <p className={styles.entry}>
          <span className={styles.label}>Error:</span>{' '}
          <span className={styles.message}>{first}</span>
        </p>
        {causes.length > 0 && (
          <ol className={styles.causes} aria-label="Causes">
            {causes.map((cause, index) => (
              <li key={index} className={styles.entry}>
                <span className={styles.label}>Cause:</span>{' '}
                <span className={styles.message}>{cause}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={tryAgain}>
          Try again
        </button>
        <a className="button button--secondary" href={home}>
          Go to the home page
        </a>
      </div>
    </main>
  );
}
