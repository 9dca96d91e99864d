/**
 * How an entry of the navbar box's results list is drawn. Takes the place of
 * the search plugin's `SuggestionTemplate` (swapped by ./index.ts): results
 * are drawn by the plugin's own template; the entries ./client.ts offers
 * when a query finds nothing (close words, the most-read pages) are drawn
 * here, as options of the same list, so the keyboard reaches them the same
 * way, marked `data-search-help` for the box's live region
 * (src/theme/SearchBar).
 */
// The plugin's template and styles, by file: this module replaces the template's
// request from the plugin's box, not these.
import {SuggestionTemplate as PluginSuggestionTemplate} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate.js';
import {iconContent, iconTitle} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/icons.js';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import type {ListEntry} from './client';

export const HELP_ATTRIBUTE = 'data-search-help';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);

const HELP_TEXT: Record<NonNullable<ListEntry['help']>, {title: (t: string) => string; path: string; icon: string}> = {
  suggestion: {title: (t) => `Search for “${escapeHtml(t)}” instead`, path: 'No results: a close word that has some', icon: iconContent},
  'most-read': {title: escapeHtml, path: 'No results: a page most readers need', icon: iconTitle},
  unavailable: {title: escapeHtml, path: 'The search could not start', icon: iconContent},
};

export function SuggestionTemplate(entry: ListEntry & {isInterOfTree?: boolean; isLastOfTree?: boolean}): string {
  if (!entry.help) return PluginSuggestionTemplate(entry);
  const text = HELP_TEXT[entry.help];
  return [
    `<span class="${styles.hitIcon}">${text.icon}</span>`,
    `<span class="${styles.hitWrapper}" ${HELP_ATTRIBUTE}="${entry.help}">`,
    `<span class="${styles.hitTitle}">${text.title(entry.document.t)}</span>`,
    `<span class="${styles.hitPath}">${text.path}</span>`,
    '</span>',
  ].join('');
}
