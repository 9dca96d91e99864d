/**
 * Test double for @docusaurus/useIsBrowser, which behaves as Docusaurus's:
 * false in server rendering and in the first render of hydration (so both
 * match), true from the render after it and in a client-only render.
 */
import {useSyncExternalStore} from 'react';

const subscribe = () => () => {};

export default function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
