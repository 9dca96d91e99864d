/**
 * Search quality, measured as a reader meets it: every question of
 * tests/support/searchQuestions.ts is typed into the navbar search box of the
 * production build, and a question counts as answered in the first N when a
 * page that answers it is among the first N results. `npm run search:quality`
 * runs this file alone and prints the shares and every question that missed.
 *
 * The aim (issue 22) is a gate: every question answered in the first 5
 * results, and at least 90% in the first 3.
 */
import {test, expect} from '@playwright/test';
import {SEARCH_QUESTIONS} from '../support/searchQuestions';
import {openSearch, searchFor} from './support/search';

const AIM_TOP_5 = 1;
const AIM_TOP_3 = 0.9;

/**
 * The same questions asked of the search as it was before the site's own
 * ranking and glossary (src/plugins/search): the search plugin's ranking and
 * index, measured on 25 November 2026. Printed beside today's figures, for
 * comparison; a figure of the past, not something this run measures.
 */
const BEFORE = {top3: 0.595, top5: 0.709, what: "the search plugin's own ranking, no glossary (25 November 2026)"};

test('reader questions are answered in the first results', async ({page}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  const input = await openSearch(page);
  const rows: {query: string; rank: number; top: string}[] = [];
  for (const {query, answers} of SEARCH_QUESTIONS) {
    const routes = await searchFor(page, input, query);
    const index = routes.findIndex((route) => route !== undefined && answers.includes(route));
    rows.push({query, rank: index + 1, top: routes.slice(0, 3).map((r) => r ?? '(suggestion)').join(', ')});
  }
  const share = (n: number) => rows.filter((row) => row.rank > 0 && row.rank <= n).length / rows.length;
  const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
  const misses = rows.filter((row) => row.rank === 0 || row.rank > 3);
  console.log(
    [
      `Search quality: ${rows.length} reader questions`,
      `  answered in the first 3 results: ${percent(share(3))} (${rows.filter((r) => r.rank > 0 && r.rank <= 3).length}); before: ${percent(BEFORE.top3)}`,
      `  answered in the first 5 results: ${percent(share(5))} (${rows.filter((r) => r.rank > 0 && r.rank <= 5).length}); before: ${percent(BEFORE.top5)}`,
      `  before: ${BEFORE.what}`,
      ...(misses.length ? ['  not in the first 3 (rank, question: first results):'] : []),
      ...misses.map((row) => `    ${row.rank || '-'}  "${row.query}": ${row.top || 'no results'}`),
    ].join('\n'),
  );
  expect(share(5), 'share of questions answered in the first 5 results').toBeGreaterThanOrEqual(AIM_TOP_5);
  expect(share(3), 'share of questions answered in the first 3 results').toBeGreaterThanOrEqual(AIM_TOP_3);
});
