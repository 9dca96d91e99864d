/**
 * Local plugin: shows a new announcement to readers who closed an earlier
 * one, from the first paint.
 *
 * Docusaurus 3.7 keeps a reader's "closed" in localStorage (DISMISS_KEY),
 * with the id of the announcement they saw (ID_KEY), and resets "closed"
 * when the configured id differs (specification section 4). But its inline
 * script, which hides a closed bar before the page paints, reads only
 * "closed": it hides a new announcement too, and the bar appears only from
 * the reader's next page load. This script runs right after the theme's and
 * lets the bar show when the stored id is not the current one. The
 * security-headers plugin hashes it like every inline script of the pages.
 *
 * Without an announcement (src/data/announcement.ts) it adds nothing.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The theme's storage keys (theme-common, contexts/announcementBar) and its attribute (theme-classic, inlineScripts). */
export const DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ID_KEY = 'docusaurus.announcement.id';
export const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/** The inline script for the announcement `id`, with the site's storage namespace. */
export function newAnnouncementScript(id: string, namespace = ''): string {
  const key = JSON.stringify(`${ID_KEY}${namespace}`);
  return `(function(){try{if(localStorage.getItem(${key})!==${JSON.stringify(id)})document.documentElement.setAttribute(${JSON.stringify(INITIALLY_DISMISSED_ATTRIBUTE)},'false')}catch(e){}})();`;
}

export default function announcementBarPlugin(
  context: LoadContext,
  id: string | undefined,
): Plugin {
  return {
    name: 'announcement-bar',
    injectHtmlTags() {
      if (!id) return {};
      return {
        preBodyTags: [
          {tagName: 'script', innerHTML: newAnnouncementScript(id, context.siteStorage.namespace)},
        ],
      };
    },
  };
}
