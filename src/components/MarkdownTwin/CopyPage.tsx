/**
 * "Copy page" and "View as Markdown" for a doc page: the button copies the
 * page's Markdown twin to the clipboard, the link opens it. What happens is
 * shown next to them and announced by a polite live region ("Copied", or
 * what failed and what to do instead).
 *
 * The copy code (./copyTwin.ts) is loaded by the first click; until then
 * the page carries only this component. Without JavaScript the button does
 * nothing and the link still works.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {COPY_LABELS, COPY_MESSAGES, type CopyOutcome} from './messages';
import styles from './styles.module.css';

/** How long "Copied" stays; failures stay until the next attempt. */
const COPIED_MS = 4000;

export default function CopyPage({twin}: {twin: string}): ReactNode {
  const [outcome, setOutcome] = useState<CopyOutcome>({message: '', failed: false});
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = () => {
    if (busy) return;
    window.clearTimeout(timer.current);
    // Empty first, so that a second "Copied" is announced again.
    setOutcome({message: '', failed: false});
    setBusy(true);
    import('./copyTwin')
      .then(({copyTwin}) => copyTwin(twin))
      .catch((): CopyOutcome => ({message: COPY_MESSAGES.loadFailed, failed: true}))
      .then((result) => {
        setOutcome(result);
        setBusy(false);
        if (!result.failed) timer.current = window.setTimeout(() => setOutcome({message: '', failed: false}), COPIED_MS);
      });
  };

  return (
    <div className={styles.copyPage}>
      <button type="button" className={clsx('button button--sm button--outline button--primary', styles.button)} onClick={copy}>
        {COPY_LABELS.copy}
      </button>
      <a className={styles.view} href={twin}>
        {COPY_LABELS.view}
      </a>
      <p role="status" aria-live="polite" className={clsx(styles.status, outcome.failed && styles.failed)}>
        {outcome.message}
      </p>
    </div>
  );
}
