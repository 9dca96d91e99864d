/**
 * "Copy page" and "View as Markdown" for a doc page: the button copies the
 * page's Markdown twin to the clipboard, the link opens it. What happens is
 * shown under them and announced by a polite live region ("Copied", or
 * what failed and what to do instead).
 *
 * The copy code (./copyTwin.ts) is loaded by the first click; until then
 * the page carries only this component. Without JavaScript the button does
 * nothing and the link still works.
 */
import React, {useState, type ReactNode} from 'react';
import {COPY_LABELS, LOAD_FAILED, type CopyOutcome} from './messages';
import styles from './styles.module.css';

export default function CopyPage({twin}: {twin: string}): ReactNode {
  const [outcome, setOutcome] = useState<CopyOutcome>();
  const copy = () => {
    // Empty first, so that a second "Copied" is announced again.
    setOutcome(undefined);
    import('./copyTwin')
      .then(
        ({copyTwin}) => copyTwin(twin),
        (): CopyOutcome => ({message: LOAD_FAILED, failed: true}),
      )
      .then(setOutcome);
  };
  return (
    <div className={styles.copyPage}>
      <button type="button" className="button button--sm button--outline button--primary" onClick={copy}>
        {COPY_LABELS.copy}
      </button>
      <a className={styles.view} href={twin}>
        {COPY_LABELS.view}
      </a>
      <p role="status" aria-live="polite" className={outcome?.failed ? styles.failed : undefined}>
        {outcome?.message}
      </p>
    </div>
  );
}
