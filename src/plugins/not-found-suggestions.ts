/**
 * Local plugin: the list of pages (path and title) that the not-found page's
 * "Did you mean …?" link searches (src/theme/NotFound/Content/Suggestion.tsx),
 * the listed pages as Docusaurus loaded them. It is module data,
 * `@generated/not-found-suggestions/default/pages.json`, which that
 * component imports. The docs plugin's `@theme/DocRoot` renders the
 * not-found content for every unknown path under the docs' route (`/`), so
 * the bundler puts the list in DocRoot's chunk, which every doc page loads
 * and preloads: 979 bytes for the site's 17 pages, 344 gzipped.
 */
import type {Plugin} from '@docusaurus/types';
import {listedPages} from '../node/loadedContent';

export default function notFoundSuggestionsPlugin(): Plugin {
  return {
    name: 'not-found-suggestions',
    async allContentLoaded({allContent, actions}) {
      // Unlisted pages are reached only by their URL: never suggest them.
      await actions.createData('pages.json', JSON.stringify(listedPages(allContent)));
    },
  };
}
