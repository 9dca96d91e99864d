/**
 * What happens when a page's code (a route chunk) fails to load.
 *
 * Docusaurus loads a route's chunks before it renders the route. On a
 * client-side navigation a failure reloads the page (PendingNavigation),
 * which is what a tab opened before a deploy needs: the old chunk is gone
 * and the reload brings the new build. On the first load a failure leaves
 * the server's HTML without a working script and no word to the reader.
 *
 * This keeps the first and changes the second: until the first page has
 * rendered, a failed load resolves instead of rejecting, so the route
 * renders and react-loadable shows `@theme/Loading` with the error and its
 * Retry. After that, failures reach Docusaurus's reload. A reload only ever
 * follows a click, and a failure after a reload shows Retry, so it cannot
 * loop.
 *
 * The reloaded page opens at the heading its address names: the browser
 * would restore the scroll position the old page had instead.
 */
import routes from '@generated/routes';
import type {ClientModule} from '@docusaurus/types';
import {elementOfHash} from '../browser/hash';

const RELOADED_KEY = 'chunk-failure-reload';
let started = false;

/** What this module reads of a route of `@generated/routes`: react-loadable's static `preload`. */
type Route = {component?: unknown; routes?: Route[]};
type Preloadable = {preload?: () => Promise<unknown>};

export function renderFirstLoadFailures(list: Route[], hasStarted: () => boolean = () => started): void {
  for (const route of list) {
    const component = route.component as Preloadable | undefined;
    const original = component?.preload;
    if (component && original) {
      component.preload = () =>
        original.call(component).catch((error: unknown) => {
          if (hasStarted()) {
            try {
              sessionStorage.setItem(RELOADED_KEY, window.location.href);
            } catch {
              // No storage: the reload opens where the browser puts it.
            }
            throw error;
          }
          console.warn('A page chunk failed to load; showing the retry control.', error);
        });
    }
    if (route.routes) renderFirstLoadFailures(route.routes, hasStarted);
  }
}

renderFirstLoadFailures(routes as Route[]);

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({previousLocation}) => {
  if (previousLocation || started) return;
  started = true;
  try {
    if (sessionStorage.getItem(RELOADED_KEY) !== window.location.href) return;
    sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    return;
  }
  const target = elementOfHash(document, window.location.hash);
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
};
