/**
 * Whether the page is interactive: false in the server's HTML and in the
 * first render of hydration (so the two match), true in every render after
 * it, and in a render that never hydrated. Docusaurus's `useIsBrowser` tells
 * the same from a context that a crash above the layout leaves behind (the
 * app-level crash page renders outside it, where it stays false); React's
 * useSyncExternalStore tells it anywhere.
 */
import {useSyncExternalStore} from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
