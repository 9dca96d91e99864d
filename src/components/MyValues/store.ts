/**
 * The reader's values as the code on a page sees them: a function that
 * fills a code element's children, or null while no value is set. The few
 * lines the pages' code loads (src/theme/MDXComponents); the filling itself
 * and the panel are a chunk of their own (./Panel.tsx), loaded when the
 * reader turns to the panel or when values are stored.
 *
 * It lives as long as the tab's JavaScript, so the values follow the reader
 * to the next page of a client-side navigation.
 */
import {useSyncExternalStore, type ReactNode} from 'react';

/** The children of a code block (`block`) or of inline code with the values in; null when they hold no placeholder with a value. */
export type Filler = (children: ReactNode, block: boolean) => ReactNode;

let filler: Filler | null = null;
const listeners = new Set<() => void>();

export function setFiller(next: Filler | null): void {
  filler = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The filler, or null; null in the server's render and while hydrating, so the first render matches the HTML. */
export function useFiller(): Filler | null {
  return useSyncExternalStore(
    subscribe,
    () => filler,
    () => null,
  );
}
