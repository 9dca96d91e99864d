/**
 * Make route matching exact and case-sensitive in the browser, as the
 * specification says and as the servers answer: a page is at its path, with
 * or without a final `/` or `/index.html` (the specification strips a
 * trailing index.html), in the case it is written; any other address, such
 * as `/SEARCH`, `/insights/impact`, `/search.html` or `/404.html`, shows the
 * not-found page, which the servers send with status 404. Client modules run
 * before the first render, so the generated routes are changed here.
 *
 * - `sensitive: true` on every route: Docusaurus matches routes with
 *   react-router v5, which ignores case unless a route says otherwise. The
 *   docs match their pages with the route objects themselves
 *   (`useDocRootMetadata`), and Docusaurus preloads a page's code by them.
 * - The top-level routes (the standalone pages: `/search`,
 *   `/markdown-page`) are rendered by react-router-config's `renderRoutes`,
 *   which gives each `<Route>` its `path`, `exact` and `strict` but not
 *   `sensitive`, so its `<Switch>` took `/SEARCH` for `/search`: the server's
 *   not-found page was hydrated into the search page, two layouts stacked.
 *   Each such route renders its page only when its path matches, case
 *   included, and otherwise what the routes after it render (the docs,
 *   whose not-found page ends every unknown path), as if it had not matched.
 * - Docusaurus strips a final `.html` from the address before matching
 *   (`/search.html` showed the search page), unless an exact route matches
 *   the address as it is. So a first route matches every address that ends
 *   in `.html` but not in `/index.html`, exactly, and renders the other
 *   routes, which no page's path matches then.
 * - On the first load Docusaurus preloads the code of the routes that match
 *   the address as it is, before it strips `/index.html`: for
 *   `/search/index.html` it loaded the docs' code, not the search page's,
 *   and the page hydrated twice over. So a trailing `/index.html` is taken
 *   off the address here, before that (the specification: "A trailing
 *   index.html is stripped from paths"); the server sent the page already.
 */
import {createElement, type ComponentType} from 'react';
import routes from '@generated/routes';
import {matchPath} from '@docusaurus/router';
import renderRoutes from '@docusaurus/renderRoutes';
import type {RouteConfig, RouteConfigComponentProps} from 'react-router-config';

type Route = RouteConfig & {sensitive?: boolean; routes?: Route[]};

/** Every address ending in `.html` but not in `/index.html`: no page's, whatever its case. */
export const HTML_ADDRESS = /^(?!.*\/index\.html$).*\.html$/;

export function markSensitive(list: Route[]): void {
  for (const route of list) {
    route.sensitive = true;
    if (route.routes) markSensitive(route.routes);
  }
}

/** The top-level routes of `list` render their page only for their path in its case. */
export function matchTopLevelCase(list: Route[]): void {
  list.forEach((route, index) => {
    const {path} = route;
    const component = route.component as ComponentType<RouteConfigComponentProps> | undefined;
    if (typeof path !== 'string' || path === '*' || !component) return;
    const after = list.slice(index + 1);
    route.render = (props: RouteConfigComponentProps) =>
      matchPath(props.location.pathname, {
        path,
        exact: route.exact,
        strict: route.strict,
        sensitive: true,
      })
        ? createElement(component, props)
        : renderRoutes(after);
  });
}

/** A first route for the `.html` addresses, which renders the others (none of which matches). */
export function refuseHtmlAddresses(list: Route[]): void {
  const others = [...list];
  list.unshift({
    // A regular expression is a path react-router's matchPath takes as it is.
    path: HTML_ADDRESS as unknown as string,
    exact: true,
    sensitive: true,
    routes: others,
    component: ({route}: RouteConfigComponentProps) => renderRoutes(route!.routes),
  });
}

/** The address without a trailing `/index.html`, or null when it has none. */
export function withoutIndexHtml(pathname: string): string | null {
  return pathname.endsWith('/index.html') ? pathname.slice(0, -'/index.html'.length) || '/' : null;
}

if (typeof window !== 'undefined') {
  const stripped = withoutIndexHtml(window.location.pathname);
  if (stripped !== null)
    window.history.replaceState(
      window.history.state,
      '',
      stripped + window.location.search + window.location.hash,
    );
}

const list = routes as Route[];
markSensitive(list);
matchTopLevelCase(list);
refuseHtmlAddresses(list);
