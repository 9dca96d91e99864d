/**
 * "Copy page" and "View as Markdown" under a doc page's title: the button
 * copies the page's Markdown twin to the clipboard, the link opens it.
 *
 * A copy that worked turns the button itself into "✓ Copied" for a moment
 * (both labels share one place, so the button keeps its size); a copy that
 * failed says under the controls what failed and what to do instead. A
 * polite live region announces both. Without JavaScript the link still works.
 *
 * Where the browser supports it, the clipboard write starts at once with a
 * promise of the text (ClipboardItem): Safari accepts a write only close to
 * the click, and the twin is still being fetched then.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {NOT_CONTENT} from '../../../data/notContent';
import {isTwin} from '../data/rules';
import styles from './styles.module.css';

const COPY_MESSAGES = {
  copy: 'Copy page',
  view: 'View as Markdown',
  copied: 'Copied',
  loadFailed: 'Copy failed: the page’s Markdown could not be loaded. Use View as Markdown.',
  clipboardBlocked: 'Copy failed: your browser blocked the clipboard. Use View as Markdown.',
  notTwin:
    'Copy failed: the site’s host sent a web page instead of the page’s Markdown, so nothing was copied.',
} as const;

/** Thrown when the host answers the twin's address with something else (an HTML page, status 200). */
class NotATwin extends Error {}

/** How long the button says "Copied". */
const CONFIRMATION_MS = 2500;

async function copyTwin(url: string): Promise<{message: string; failed: boolean}> {
  const markdown = fetch(url, {headers: {Accept: 'text/markdown'}}).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text().then((text) => {
      if (!isTwin(response.headers.get('content-type'), text)) throw new NotATwin(url);
      return text;
    });
  });
  const written = (async () => {
    if (typeof ClipboardItem === 'function' && typeof navigator.clipboard?.write === 'function') {
      const blob = markdown.then((text) => new Blob([text], {type: 'text/plain'}));
      return navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    }
    return navigator.clipboard.writeText(await markdown);
  })();
  // Both are awaited below; until then, a rejection is not "unhandled".
  written.catch(() => undefined);
  const loadFailure = await markdown
    .then(() => null)
    .catch((error: unknown) =>
      error instanceof NotATwin ? COPY_MESSAGES.notTwin : COPY_MESSAGES.loadFailed,
    );
  if (loadFailure) return {message: loadFailure, failed: true};
  if (!(await written.then(() => true).catch(() => false)))
    return {message: COPY_MESSAGES.clipboardBlocked, failed: true};
  return {message: COPY_MESSAGES.copied, failed: false};
}

export default function CopyPage({twin}: {twin: string}): ReactNode {
  const [outcome, setOutcome] = useState<{message: string; failed: boolean}>();
  const confirming = outcome !== undefined && !outcome.failed;
  useEffect(() => {
    if (!confirming) return undefined;
    const timer = window.setTimeout(() => setOutcome(undefined), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [confirming, outcome]);

  return (
    <div className={styles.copyPage} {...{[NOT_CONTENT]: ''}}>
      <button
        type="button"
        className={clsx('button button--sm button--outline button--primary', styles.button)}
        onClick={() => {
          // Empty first, so that a second "Copied" is announced again.
          setOutcome(undefined);
          void copyTwin(twin).then(setOutcome);
        }}>
        <span className={clsx(styles.label, confirming && styles.hidden)}>
          {COPY_MESSAGES.copy}
        </span>
        <span className={clsx(styles.label, !confirming && styles.hidden)}>
          {confirming && (
            <>
              <svg
                className={styles.check}
                viewBox="0 0 16 16"
                aria-hidden="true"
                focusable="false">
                <path
                  d="M3 8.5l3.2 3.2L13 4.8"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {outcome.message}
            </>
          )}
        </span>
      </button>
      <a className={styles.view} href={twin}>
        {COPY_MESSAGES.view}
      </a>
      <p
        role="status"
        aria-live="polite"
        className={outcome?.failed ? styles.failed : 'visually-hidden'}>
        {outcome?.message}
      </p>
    </div>
  );
}
