/**
 * Client module of the preact-in-browser plugin: after a client-side
 * navigation to `/page#heading`, scroll to the heading once it is on the page.
 *
 * Docusaurus scrolls in a layout effect of the router wrapper
 * (@docusaurus/core's ClientLifecyclesDispatcher), which under React runs
 * after the new page is in the DOM. Under Preact it runs one render earlier,
 * while the old page is still shown, so the heading is not found and the
 * reader stays where the link was. This waits for the heading (at most two
 * seconds) and scrolls to it, as the specification asks ("route changes
 * scroll to … the hash anchor if one is present").
 */
import type {ClientModule} from '@docusaurus/types';

const WAIT_MS = 2000;

function targetOf(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

let stopWaiting: (() => void) | undefined;

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({location, previousLocation}) => {
  stopWaiting?.();
  stopWaiting = undefined;
  if (!previousLocation || !location.hash || location.pathname === previousLocation.pathname) return;
  const root = document.getElementById('__docusaurus') ?? document.body;
  const observer = new MutationObserver(() => {
    const target = targetOf(location.hash);
    if (!target) return;
    stop();
    target.scrollIntoView();
  });
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(root, {childList: true, subtree: true});
  stopWaiting = stop;
};
