/**
 * On a page opened from a search result, marks the words the search matched
 * in that section (the result's `?_highlight=` words, `Hit.marks` of
 * ./engine.ts), whole words only: "app" marks "app", never the start of
 * "approves". With the CSS Custom Highlight API: the page's elements are
 * untouched, so React and the reader's selection are not disturbed. A
 * browser without the API marks nothing.
 */
import type {ClientModule} from '@docusaurus/types';
import {clampHighlightTerms} from './limits';

const NAME = 'search-term';
const WORD = /[\p{L}\p{N}]+/gu;

export function rangesOf(root: Node, terms: readonly string[]): Range[] {
  const words = new Set(terms.map((term) => term.toLowerCase()));
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.nodeValue ?? '').matchAll(WORD)) {
      if (!words.has(match[0].toLowerCase())) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      ranges.push(range);
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
