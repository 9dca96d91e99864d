/**
 * `npm start` only: a small notice on the open page while the dev server
 * rebuilds after an edit ("Rebuilding… 42 %"), gone when the update is
 * shown. On a busy machine a fact or a rename takes seconds to appear, and
 * the page said nothing meanwhile.
 *
 * The dev server's client (webpack-dev-server, which Docusaurus starts with
 * `client.progress`) posts its state to the page as window messages:
 * `webpackInvalid` when a change starts a rebuild, `webpackProgress` with
 * the percentage, then `webpackOk`, `webpackStillOk` or `webpackErrors`
 * (whose overlay then shows the error). A production build has no such
 * messages, and src/clientModules/rebuildingNotice.tsx is only loaded by
 * `npm start` (docusaurus.config.ts).
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

/** The percentage done while rebuilding (null before the first progress report), or false when idle. */
type State = number | null | false;

const DONE = new Set(['webpackOk', 'webpackStillOk', 'webpackErrors']);

/** The notice's next state for a message the dev server's client posts. */
function nextState(state: State, message: unknown): State {
  const {type, data} = (message ?? {}) as {type?: unknown; data?: {percent?: unknown}};
  if (type === 'webpackInvalid') return null;
  if (type === 'webpackProgress' && typeof data?.percent === 'number')
    return data.percent >= 100 ? state : data.percent;
  if (typeof type === 'string' && DONE.has(type)) return false;
  return state;
}

export default function RebuildingNotice(): ReactNode {
  const [state, setState] = useState<State>(false);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => setState((now) => nextState(now, event.data));
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <div role="status" className={styles.notice} hidden={state === false}>
      {state === false ? '' : `Rebuilding… ${state === null ? '' : `${state} %`}`.trim()}
    </div>
  );
}
