/**
 * Let a failed page-chunk load reach `@theme/Loading` (its Retry button and
 * reload-once-after-deploy logic) instead of Docusaurus's built-in handling.
 *
 * Docusaurus preloads a route's chunks before it renders the route:
 * - on the first page load (clientEntry), a failed preload means the app is
 *   never rendered: the server HTML stays, without any script behind it;
 * - on client navigation (PendingNavigation), a failed preload reloads the
 *   page, unconditionally and whatever the cause; the reloaded page then fails
 *   its first load as above.
 * Neither ever shows the Loading component's error state.
 *
 * Route components are react-loadable components whose static `preload()`
 * starts (once) and returns the load. Wrapping it so a failure resolves
 * instead of rejecting lets both callers go on to render the route; the
 * loadable then renders `@theme/Loading` with the error it kept, and its
 * `retry` loads the chunk again. The error is still logged.
 *
 * Client modules run before the first preload (App imports them first).
 *
 * It also keeps the reader's place across the one reload after a deploy
 * (src/utils/chunkRecovery.ts): it records where the reader was on each page
 * they leave, and after that reload it opens the page at the heading its URL
 * names, and restores those positions on Back and Forward. (Without it the
 * reloaded page opened at the top, because the browser restores the scroll
 * position it kept for the failed navigation instead of going to the
 * heading; and Back landed at the top, because the previous page now loads
 * its code anew and Docusaurus scrolls to the top once it has.)
 */
import routes from '@generated/routes';
import type {RouteConfig} from 'react-router-config';
import {PAGE_CHUNK_ATTRIBUTE} from '../plugins/page-chunk-scripts/attribute';
import type {ClientModule} from '@docusaurus/types';
import {getSessionStorage, recordScroll, rememberedScroll, takePlace, urlKey} from '../utils/chunkRecovery';

type Preloadable = {preload?: () => Promise<unknown>; __chunkRecovery?: true};

export function letPreloadFailuresRender(list: RouteConfig[]): void {
  for (const route of list) {
    const component = route.component as Preloadable | undefined;
    if (component && typeof component.preload === 'function' && !component.__chunkRecovery) {
      const original = component.preload;
      component.preload = () =>
        Promise.resolve(original.call(component)).catch((error: unknown) => {
          console.warn('A page chunk failed to load; showing the retry control.', error);
          return undefined;
        });
      component.__chunkRecovery = true;
    }
    if (route.routes) letPreloadFailuresRender(route.routes);
  }
}

/**
 * The page's own chunks came as deferred scripts in its HTML
 * (src/plugins/page-chunk-scripts), each of which has run or failed by the
 * time main.js runs. Remove them: the bundler's script loader reuses a
 * script element with the same src and would wait forever for a failed one,
 * where a new element loads the chunk again and reaches the recovery above.
 */
export function releasePageChunkScripts(root: ParentNode = document): void {
  for (const script of Array.from(root.querySelectorAll(`script[${PAGE_CHUNK_ATTRIBUTE}]`))) script.remove();
}

letPreloadFailuresRender(routes as RouteConfig[]);
if (typeof document !== 'undefined') releasePageChunkScripts();

// The reader's place.

/** The page this load should open at (after a recovery reload), taken once. */
const landing = typeof window === 'undefined' ? null : takePlace(getSessionStorage());
let popped = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    popped = true;
  });
}

function scrollToHash(hash: string): void {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

export const onRouteUpdate: ClientModule['onRouteUpdate'] = ({previousLocation}) => {
  // Still the page being left: the navigation has not rendered yet.
  if (previousLocation) recordScroll(urlKey(previousLocation), window.scrollY);
};

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({previousLocation, location}) => {
  if (!previousLocation) {
    // The first render. After a recovery reload to a new page: open it at its heading (or top).
    if (landing !== null && landing === urlKey(location)) {
      scrollToHash(location.hash);
      history.scrollRestoration = 'auto';
    }
    return;
  }
  if (!popped) return;
  popped = false;
  // Back or Forward: after Docusaurus's scroll to the top, where the reader was.
  const y = rememberedScroll(urlKey(location));
  if (y !== undefined) window.scrollTo(0, y);
};

