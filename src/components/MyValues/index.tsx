/**
 * "Use my values": a closed disclosure on the admin pages whose commands
 * have placeholders (`<UseMyValues />` in the page; the build gives it the
 * page's `fields`, src/plugins/task-controls.ts). Only the line that shows
 * the control is in the page's code; the fields and the filling are a chunk
 * (./Panel.tsx) that loads when the reader points at, focuses or opens the
 * control, or at once when values are stored, to fill the page's commands.
 *
 * Without JavaScript the control is hidden (./styles.module.css) and the
 * commands keep their placeholders; it is no part of the page's content
 * (its twin, llms-full.txt and the search leave it out: NOT_CONTENT).
 */
import React, {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import type {Field} from '@site/src/data/myValues';
import {MY_VALUES_KEY} from '@site/src/data/browserStorage';
import {NOT_CONTENT} from '@site/src/data/notContent';
import styles from './styles.module.css';

const load = () => import('./Panel');
const Panel = lazy(load);

export default function UseMyValues({fields}: {fields: string}): ReactNode {
  // The fields are rendered once their chunk is wanted, inside the closed disclosure too: opened
  // from the keyboard, it has them at once for the next Tab.
  const [wanted, setWanted] = useState(false);
  const want = () => void load().then(() => setWanted(true));
  useEffect(() => {
    try {
      if (sessionStorage.getItem(MY_VALUES_KEY) ?? localStorage.getItem(MY_VALUES_KEY)) want();
    } catch {
      // Storage blocked: nothing was kept.
    }
  }, []);
  return (
    <details
      className={styles.panel}
      onToggle={want}
      onFocus={want}
      onPointerEnter={want}
      {...{[NOT_CONTENT]: ''}}>
      <summary className={styles.summary}>Use my values in these commands</summary>
      {wanted && (
        <Suspense fallback={<p className={styles.loading}>Loading the fields…</p>}>
          <Panel fields={fields.split(' ') as Field[]} />
        </Suspense>
      )}
    </details>
  );
}
