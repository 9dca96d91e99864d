/**
 * Drop-in for mark.js as the search bar uses it (`new Mark(root)`, then
 * `unmark()` on every page and `mark(terms)` when a search result opened the
 * page), which loads mark.js only the first time there are terms to mark.
 * Swapped in by src/plugins/slim-client-bundle.ts.
 *
 * The terms come from the page's URL (`?_highlight=…`), which anyone can
 * write: only the first MAX_HIGHLIGHT_TERMS are marked, each cut to
 * MAX_HIGHLIGHT_TERM_LENGTH characters (src/utils/searchLimits.ts), because
 * mark.js walks the page once per term on the main thread.
 */
import {clampHighlightTerms} from '../../utils/searchLimits';

type MarkOptions = Record<string, unknown>;
interface MarkInstance {
  mark(keywords: string | string[], options?: MarkOptions): void;
  unmark(options?: MarkOptions): void;
}
type MarkConstructor = new (root: Element | Element[] | NodeList | string) => MarkInstance;

let loading: Promise<MarkConstructor> | undefined;

function load(): Promise<MarkConstructor> {
  loading ??= import(/* webpackChunkName: "mark" */ 'mark.js').then(
    (m: {default?: MarkConstructor}) => (m.default ?? m) as MarkConstructor,
  );
  return loading;
}

export default class LazyMark {
  constructor(private readonly root: Element) {}

  mark(keywords: string | string[], options?: MarkOptions): void {
    const terms = clampHighlightTerms(typeof keywords === 'string' ? [keywords] : keywords);
    if (terms.length === 0) return;
    void load().then((Mark) => new Mark(this.root).mark(terms, options));
  }

  unmark(options?: MarkOptions): void {
    // Nothing can be marked before mark.js has been loaded.
    if (loading) void loading.then((Mark) => new Mark(this.root).unmark(options));
  }
}
