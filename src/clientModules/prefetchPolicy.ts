/**
 * Prefetch what a reader is likely to open next, not every link on the page.
 *
 * Docusaurus's <Link> prefetches the page behind every internal link the
 * moment the link is visible. On a desktop the docs sidebar and, on short
 * pages, the footer are visible at once, so every page load fetched the code
 * of nearly every other page. This client module keeps prefetching (the
 * specification asks for it) with a narrower rule:
 * - links inside the page content (`main`: the text, breadcrumbs, pagination)
 *   are prefetched when they come into view;
 * - links in the navbar, the sidebar, the mobile menu and the footer are
 *   prefetched when the reader points at one (Docusaurus preloads on hover
 *   and touch) or moves the keyboard focus to it;
 * - never on a 2g or data-saver connection (Docusaurus's rule).
 *
 * It also fetches each file once: Docusaurus's prefetch asks again for the
 * files of the docs layout the page already runs, three times per link, and,
 * because the docs are served from the site root, for the home page's content
 * with every link.
 *
 * How: Docusaurus exposes its prefetch and preload functions as
 * `window.docusaurus`, which <Link> calls. This module, loaded before
 * Docusaurus sets that object, intercepts the assignment and hands <Link> a
 * prefetch that does nothing; prefetchRoute below replaces it, finding a
 * route's files the way Docusaurus does (@generated/routes,
 * @generated/routesChunkNames and the bundler's chunk-URL helper).
 * tests/e2e/chrome.spec.ts ("prefetching") fails if this stops working.
 */
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import type {RouteConfig} from 'react-router-config';
import {chunkNamesFor, type ChunkNames} from '../utils/routeChunks';
import {pageSettled} from '../utils/pageSettled';
import {prefetchChunks} from '../utils/prefetch';

interface DocusaurusGlobal {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
}

/** Where a visible link is prefetched. */
export const IN_VIEW_REGION = 'main';

/** The chunks of a page of this site (src/utils/routeChunks.ts). */
export function pageChunkNames(pathname: string): string[] {
  return chunkNamesFor(pathname, routes as RouteConfig[], routesChunkNames as Record<string, ChunkNames>);
}

/** Prefetch the files of a page that this page has not loaded or asked for yet. */
function prefetchRoute(pathname: string): Promise<void> {
  return prefetchChunks(pageChunkNames(pathname));
}

/** The path of an internal link to another page, or undefined. */
export function targetPath(link: HTMLAnchorElement, here: Location = window.location): string | undefined {
  if (!link.href || link.target === '_blank' || link.hasAttribute('download')) return undefined;
  let url: URL;
  try {
    url = new URL(link.href, here.href);
  } catch {
    return undefined;
  }
  if (url.origin !== here.origin || url.pathname === here.pathname) return undefined;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return undefined; // files (llms.txt, images), not pages
  return url.pathname;
}

function prefetchLink(link: HTMLAnchorElement): void {
  const path = targetPath(link);
  if (path) void prefetchRoute(path);
}

function install(): void {
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set(value: DocusaurusGlobal) {
      current = Object.freeze({...value, prefetch: () => false});
    },
  });

  const seen = new WeakSet<Element>();
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting && entry.intersectionRatio > 0) {
        inView.unobserve(entry.target);
        prefetchLink(entry.target as HTMLAnchorElement);
      }
    }
  });
  let scheduled = false;
  const scan = () => {
    scheduled = false;
    for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>(`${IN_VIEW_REGION} a[href]`))) {
      if (seen.has(link)) continue;
      seen.add(link);
      inView.observe(link);
    }
  };
  // Links are looked for once the page has loaded and the browser is idle
  // (prefetches wait for that anyway), so neither the search nor the
  // observer adds to the work of the page load and its hydration. New
  // content arrives with every page: look for its links once it has settled.
  void pageSettled.then(() => {
    new MutationObserver(() => {
      if (scheduled) return;
      scheduled = true;
      window.setTimeout(scan, 100);
    }).observe(document.documentElement, {childList: true, subtree: true});
    scan();
  });

  document.addEventListener('focusin', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link instanceof HTMLAnchorElement) prefetchLink(link);
  });
}

if (typeof window !== 'undefined' && typeof IntersectionObserver === 'function') install();
