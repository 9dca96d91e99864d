/**
 * Make route matching exact and case-sensitive, as the specification says.
 *
 * Docusaurus matches routes with react-router v5, which compares paths
 * case-insensitively unless a route sets `sensitive: true`. Without this,
 * `/insights/impact` gets the host's 404 page from the server and then, once
 * the app hydrates, renders the Impact page. Client modules run before the
 * first render, so marking every generated route here makes the client agree
 * with the static files on disk.
 */
import routes from '@generated/routes';

type Route = {sensitive?: boolean; routes?: Route[]};

export function markSensitive(list: Route[]): void {
  for (const route of list) {
    route.sensitive = true;
    if (route.routes) markSensitive(route.routes);
  }
}

markSensitive(routes as Route[]);
