/**
 * Local plugin: the list of pages (path and title) that the not-found page's
 * "Did you mean …?" link searches (src/theme/NotFound/Content/Suggestion.tsx).
 * It is module data, `@generated/not-found-suggestions/default/pages.json`,
 * which that component imports lazily, so no other page carries it.
 */
import type {Plugin} from '@docusaurus/types';
import {listed, sitePages} from '../node/sitePages';

export default function notFoundSuggestionsPlugin(): Plugin {
  return {
    name: 'not-found-suggestions',
    async contentLoaded({actions}) {
      // Unlisted pages are reached only by their URL: never suggest them.
      const pages: {path: string; title: string}[] = listed(sitePages()).map(({path, title}) => ({
        path,
        title,
      }));
      await actions.createData('pages.json', JSON.stringify(pages));
    },
  };
}
