/**
 * Ejected `@theme/ErrorPageContent`: what the layout shows, between the
 * navbar and the footer, when a page's content crashed (specification
 * section 8). The original builds its heading, button and message from
 * theme-common parts that cannot be replaced one by one; this one adds what
 * a reader needs there:
 * - the document title 'Page Error' and the heading 'This page crashed.',
 *   which gets the focus, so a screen reader says what happened;
 * - the error and each of its causes (`error.cause`, read as Docusaurus's
 *   own error display reads them), as a list in an alert;
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
import {getErrorCausalChain} from '@docusaurus/utils-common';
import type {Props} from '@theme/Error';
import styles from './styles.module.css';

/** At most this many errors are listed: the error and its first causes. */
const MAX_CHAIN = 20;

/**
 * `value` as getErrorCausalChain may follow it: that function reads `cause`
 * after `cause` for as long as there is one, so here a `cause` reads as none
 * where the chain would come back to an error it has passed (a loop) or grow
 * past MAX_CHAIN errors.
 */
function bounded(value: unknown, passed: readonly unknown[] = []): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const chain = [...passed, value];
  return new Proxy(value, {
    get(target, key) {
      const found: unknown = Reflect.get(target, key);
      if (key !== 'cause') return found;
      return chain.length < MAX_CHAIN && !chain.includes(found) ? bounded(found, chain) : undefined;
    },
  });
}

/** What a reader is shown for one error of the chain: anything can be thrown. */
function messageOf(error: unknown): string {
  const message = (error as {message?: unknown} | null)?.message;
  if (typeof message === 'string' && message) return message;
  try {
    const text = String(error);
    return text === '[object Object]' ? 'Unknown error' : text;
  } catch {
    return 'Unknown error';
  }
}

/** The error, then each cause, as Docusaurus's own error display walks them (getErrorCausalChain). */
export function errorChain(error: unknown): string[] {
  // getErrorCausalChain reads `error.cause`, which null and undefined have not.
  const chain = error == null ? [error] : getErrorCausalChain(bounded(error) as Error);
  return chain.map(messageOf);
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
