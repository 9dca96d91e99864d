/**
 * Tells keyboard and screen reader users that a client-side navigation (a
 * sidebar or content link, a search result, Back or Forward) opened a new
 * page, as a page load would: the new page's <h1> gets the focus.
 *
 * Why focus on the heading rather than the title in a live region:
 * - one signal: moving focus makes every screen reader read the heading
 *   ("App permissions for admins, heading level 1") at once. A live region
 *   would need a focus move too (so that Tab continues in the new page), and
 *   screen readers drop or cut a polite announcement when focus moves at the
 *   same time, differently from one reader to the next;
 * - Tab continues from the top of the new page's content, not from the link
 *   used on the old page (which may be gone) or from the top of the chrome;
 * - nothing extra in the page: no hidden region, no text to keep in sync.
 *
 * A page opened at an anchor (a search result for a section, a link to
 * /page#section) focuses that section's heading instead, where the page is
 * scrolled to and where the reader asked to go.
 *
 * Not on the first load (the browser announces the page itself) and not when
 * only the hash or the query changes (a link within the page, the search
 * page's query): the page did not change, so it is not announced twice.
 *
 * Docusaurus calls `onRouteDidUpdate` from a React layout effect once the
 * new page is rendered, after it has scrolled to the top or to the anchor
 * (ClientLifecyclesDispatcher in @docusaurus/core), so the heading is in
 * the DOM and the scroll position is Docusaurus's; the focus does not
 * scroll. This replaces the focus move of the theme's SkipToContent (see
 * src/theme/SkipToContent), which sent focus to the skip link's region on a
 * pushed navigation only, where screen readers said "Skip to main content"
 * instead of the page's name.
 */
import type {ClientModule} from '@docusaurus/types';
import {focusProgrammatically} from '../browser/focus';
import {elementOfHash} from '../browser/hash';

/** What gets the focus on a new page: the anchor's target, else the page's <h1>, else <main>. */
export function pageChangeTarget(doc: Document, hash: string): HTMLElement | null {
  return (
    elementOfHash(doc, hash) ??
    doc.querySelector<HTMLElement>('main h1') ??
    doc.querySelector<HTMLElement>('h1') ??
    doc.querySelector<HTMLElement>('main')
  );
}

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({
  location,
  previousLocation,
}) => {
  if (!previousLocation || previousLocation.pathname === location.pathname) return;
  const target = pageChangeTarget(document, location.hash);
  if (target) focusProgrammatically(target, {preventScroll: true});
};
