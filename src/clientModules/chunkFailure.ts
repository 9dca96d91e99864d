/**
 * What happens when a page's code (a route chunk) fails to load. On a
 * client-side navigation Docusaurus reloads the page (PendingNavigation),
 * which brings a new deploy's files. On the first load a failure would leave
 * the server's HTML without a working script: until the first page has
 * rendered, a failed load resolves instead, so react-loadable shows
 * `@theme/Loading` with the error and Retry. A reload only ever follows a
 * click, and a failure after it shows Retry, so it cannot loop.
 *
 * The reloaded page opens at the heading its address names. The browser
 * would restore the old scroll position, even after this module scrolled
 * (late, on a busy machine), so restoration is off for that one load.
 */
import routes from '@generated/routes';
import type {ClientModule} from '@docusaurus/types';
import {elementOfHash} from '../browser/hash';

const RELOADED_KEY = 'chunk-failure-reload';
let started = false;

/** What this module reads of a route of `@generated/routes`: react-loadable's static `preload`. */
type Route = {component?: unknown; routes?: Route[]};

export function renderFirstLoadFailures(
  list: Route[],
  hasStarted: () => boolean = () => started,
): void {
  for (const route of list) {
    const component = route.component as {preload?: () => Promise<unknown>} | undefined;
    const original = component?.preload;
    if (component && original) {
      component.preload = () =>
        original.call(component).catch((error: unknown) => {
          if (hasStarted()) {
            try {
              sessionStorage.setItem(RELOADED_KEY, window.location.href);
              window.history.scrollRestoration = 'manual';
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
  // Scroll restoration back on once the load is over (it was turned off before the reload).
  const restore = () => requestAnimationFrame(() => (window.history.scrollRestoration = 'auto'));
  if (document.readyState === 'complete') restore();
  else window.addEventListener('load', restore, {once: true});
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
