/**
 * The search's input limits (src/utils/searchLimits.ts) where pages apply
 * them: the `_highlight` terms a page opened from a result marks
 * (src/plugins/slim-client-bundle/lazyMark.ts, which stands in for mark.js).
 */
import {MAX_HIGHLIGHT_TERMS, MAX_HIGHLIGHT_TERM_LENGTH, MAX_QUERY_LENGTH, clampHighlightTerms, clampQuery} from '../../src/utils/searchLimits';

const marked: string[][] = [];
vi.mock('mark.js', () => ({
  default: class {
    mark(keywords: string[]) {
      marked.push(keywords);
    }
    unmark() {}
  },
}));

describe('search limits', () => {
  it('cuts a query', () => {
    expect(clampQuery('a'.repeat(MAX_QUERY_LENGTH + 10))).toHaveLength(MAX_QUERY_LENGTH);
    expect(clampQuery('consent')).toBe('consent');
  });

  it('keeps the first highlight terms, each cut, and drops empty and one-letter ones', () => {
    const terms = ['', ' ', 'a', 'x'.repeat(MAX_HIGHLIGHT_TERM_LENGTH + 5), ...Array.from({length: 1000}, (_, i) => `t${i}`)];
    const kept = clampHighlightTerms(terms);
    expect(kept).toHaveLength(MAX_HIGHLIGHT_TERMS);
    expect(kept[0]).toHaveLength(MAX_HIGHLIGHT_TERM_LENGTH);
    expect(kept[1]).toBe('t0');
  });

  it('marks at most that many terms on the page', async () => {
    const {default: LazyMark} = await import('../../src/plugins/slim-client-bundle/lazyMark');
    new LazyMark({} as Element).mark(Array.from({length: 10_000}, (_, i) => `term${i}`));
    await vi.waitFor(() => expect(marked).toHaveLength(1));
    expect(marked[0]).toHaveLength(MAX_HIGHLIGHT_TERMS);
    new LazyMark({} as Element).mark(['', '  ']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(marked).toHaveLength(1);
  });
});
