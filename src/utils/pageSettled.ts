/**
 * Resolves once the page has loaded and the browser is idle (at most two
 * seconds after the load event). Work that a reader does not need for the
 * page in front of them waits for it, so it never competes with the page's
 * own files and its hydration: prefetching other pages
 * (src/clientModules/prefetchPolicy.ts) and fetching the navigation progress
 * bar (src/plugins/slim-client-bundle/lazyNprogress.ts).
 */
export const pageSettled: Promise<void> = new Promise<void>((resolve) => {
  if (typeof document === 'undefined') return;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), {timeout: 2000});
    else setTimeout(resolve, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, {once: true});
});
