/**
 * On a page opened from a search result, marks the words the reader searched
 * for (the result's `?_highlight=` words), with the CSS Custom Highlight API:
 * the page's elements are untouched, so React and the reader's selection are
 * not disturbed. A browser without the API marks nothing.
 */
import type {ClientModule} from '@docusaurus/types';
import {clampHighlightTerms} from './limits';

const NAME = 'search-term';

export function rangesOf(root: Node, terms: readonly string[]): Range[] {
  const words = terms.map((term) => term.toLowerCase());
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.nodeValue ?? '').toLowerCase();
    for (const word of words) {
      for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        ranges.push(range);
      }
    }
  }
  return ranges;
}

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({location}) => {
  if (typeof CSS === 'undefined' || !('highlights' in CSS)) return;
  // TypeScript's DOM types lack the registry's Map methods.
  const registry = CSS.highlights as unknown as Map<string, Highlight>;
  registry.delete(NAME);
  const terms = clampHighlightTerms(new URLSearchParams(location.search).getAll('_highlight'));
  const article = document.querySelector('main article');
  if (terms.length > 0 && article) registry.set(NAME, new Highlight(...rangesOf(article, terms)));
};
