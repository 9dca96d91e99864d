/**
 * "Copy page" and "View as Markdown" for a doc page: the button copies the
 * page's Markdown twin to the clipboard, the link opens it.
 *
 * What happens is said where it happened and announced by a polite live
 * region: a copy that worked turns the button itself into "✓ Copied" for a
 * moment (the button keeps its size and place); a copy that failed says,
 * under the controls, what failed and what to do instead, and stays until
 * the next click.
 *
 * The copy code (./copyTwin.ts) is loaded by the first click; until then
 * the page carries only this component. Without JavaScript the button does
 * nothing and the link still works.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {COPY_LABELS, LOAD_FAILED, type CopyOutcome} from './messages';
import styles from './styles.module.css';

/** How long the button says "Copied" before it offers to copy again. */
const CONFIRMATION_MS = 2500;

function CheckIcon(): ReactNode {
  return (
    <svg className={styles.check} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3.2 3.2L13 4.8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export default function CopyPage({twin}: {twin: string}): ReactNode {
  const [outcome, setOutcome] = useState<CopyOutcome>();
  const [confirming, setConfirming] = useState(false);
  const copy = () => {
    // Empty first, so that a second "Copied" is announced again.
    setOutcome(undefined);
    setConfirming(false);
    import('./copyTwin')
      .then(
        ({copyTwin}) => copyTwin(twin),
        (): CopyOutcome => ({message: LOAD_FAILED, failed: true}),
      )
      .then((result) => {
        setOutcome(result);
        setConfirming(!result.failed);
      });
  };
  useEffect(() => {
    if (!confirming) return undefined;
    const timer = window.setTimeout(() => setConfirming(false), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [confirming]);

  return (
    <div className={styles.copyPage}>
      <button type="button" className={clsx('button button--sm button--outline button--primary', styles.button)} onClick={copy}>
        {/* Both labels take the same place, so the button keeps the size of the longer one. */}
        <span className={clsx(styles.label, confirming && styles.hidden)}>{COPY_LABELS.copy}</span>
        <span className={clsx(styles.label, !confirming && styles.hidden)}>
          {confirming && (
            <>
              <CheckIcon />
              {outcome?.message}
            </>
          )}
        </span>
      </button>
      <a className={styles.view} href={twin}>
        {COPY_LABELS.view}
      </a>
      <p role="status" aria-live="polite" className={outcome?.failed ? styles.failed : 'visually-hidden'}>
        {outcome?.message}
      </p>
    </div>
  );
}
