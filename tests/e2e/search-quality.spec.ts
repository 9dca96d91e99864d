/**
 * Search quality, measured as a reader meets it, by `npm run search:quality`
 * (not part of `npm test`: a measurement, not a gate). Every question of two
 * sets is typed into the navbar search box of the production build, and a
 * question counts as answered in the first N when a page that answers it is
 * among the first N results:
 * - the tuning set (tests/support/searchQuestions.ts), which the glossary
 *   and the ranking were tuned on;
 * - the held-out set (tests/support/searchQuestionsHeldOut.ts), written
 *   before the search was rebuilt and never tuned for, but written by
 *   someone who had seen the glossary's subjects;
 * - the blind set (tests/support/searchQuestionsBlind.ts), written from the
 *   pages and the product brief only, before the tuning it measures, by
 *   someone who never read the search, its glossary or the other sets.
 * All are printed, the first two with the figures before the rebuild, and
 * the misses of the tuning set. Then the engine's time on the longest
 * queries the limits allow (src/plugins/search/client/limits.ts), in Node on
 * this machine. That search answers at all is tested in search.spec.ts.
 */
import {test} from '@playwright/test';
import {SEARCH_QUESTIONS} from '../support/searchQuestions';
import fs from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {HELD_OUT_QUESTIONS} from '../support/searchQuestionsHeldOut';
import {BLIND_QUESTIONS} from '../support/searchQuestionsBlind';
import {BUILD_DIR, DOC_ROUTES} from '../support/site';
import {SearchEngine} from '../../src/plugins/search/client/engine';
import {MAX_QUERY_LENGTH, MAX_QUERY_WORDS} from '../../src/plugins/search/client/limits';
import {GLOSSARY} from '../../src/data/glossary';
import {readSearchIndex, SEARCH_INDEX_FILE} from '../../src/plugins/search/data/indexFormat';
import {openSearch, searchFor} from './support/search';

/**
 * The figures of the search before it was rebuilt on MiniSearch (lunr and
 * the site's own ranking), 25 November 2026: the tuning set had its first
 * 79 questions then.
 */
const BEFORE = {tuning: {top3: 79, top5: 79, of: 79}, heldOut: {top3: 38, top5: 39, of: 40}};

const pathOf = (id: string) =>
  DOC_ROUTES.find((r) => r.file?.replace(/^docs\//, '').replace(/\.mdx?$/, '') === id)!.path;

test.skip(!process.env.SEARCH_QUALITY, 'a measurement: run it with npm run search:quality');

test('reader questions answered in the first results', async ({page}) => {
  test.setTimeout(300_000);
  await page.goto('/');
  const input = await openSearch(page);
  const measure = async (questions: {query: string; answers: string[]}[]) => {
    const rows: {query: string; rank: number; top: string}[] = [];
    for (const {query, answers} of questions) {
      const routes = await searchFor(page, input, query);
      rows.push({
        query,
        rank: routes.findIndex((route) => answers.includes(route)) + 1,
        top: routes.slice(0, 3).join(', '),
      });
    }
    const within = (n: number) => rows.filter((row) => row.rank > 0 && row.rank <= n).length;
    return {rows, top3: within(3), top5: within(5), total: rows.length};
  };
  const tuning = await measure(SEARCH_QUESTIONS);
  const heldOut = await measure(
    HELD_OUT_QUESTIONS.map(({query, answers}) => ({query, answers: answers.map(pathOf)})),
  );
  const blind = await measure(
    BLIND_QUESTIONS.map(({query, answers}) => ({query, answers: answers.map(pathOf)})),
  );
  const line = (
    name: string,
    m: {top3: number; top5: number; total: number},
    before?: {top3: number; top5: number; of: number},
  ) =>
    `  ${name}: ${m.total} questions; first 3: ${m.top3} (${((100 * m.top3) / m.total).toFixed(1)}%), first 5: ${m.top5} (${((100 * m.top5) / m.total).toFixed(1)}%)` +
    (before ? `; before the rebuild: ${before.top3} and ${before.top5} of ${before.of}` : '');
  const misses = tuning.rows.filter((row) => row.rank === 0 || row.rank > 3);
  const blindMisses = blind.rows.filter((row) => row.rank === 0 || row.rank > 5);
  console.log(
    [
      'Search quality (answered when a page that answers the question is among the first results):',
      line('tuning set', tuning, BEFORE.tuning),
      line('held-out set', heldOut, BEFORE.heldOut),
      line('blind set', blind),
      ...(misses.length
        ? ['  tuning questions not in the first 3 (rank, question: first results):']
        : []),
      ...misses.map((row) => `    ${row.rank || '-'}  "${row.query}": ${row.top || 'no results'}`),
      `  blind questions not in the first 5: ${blindMisses.length}`,
      ...longestQueryTimes(),
    ].join('\n'),
  );
});

/**
 * The engine's time on the longest queries the limits allow: 12 words, 150
 * characters. Words no page has cost most (each is also looked up with
 * typos, swapped letters and as suggestions); a query of the pages' own
 * words is the common case. Median of 21 runs each, after a warm-up.
 */
function longestQueryTimes(): string[] {
  const index = readSearchIndex(
    JSON.parse(fs.readFileSync(path.join(BUILD_DIR, SEARCH_INDEX_FILE), 'utf8')),
  );
  if (!index) throw new Error('build/search-index.json is not a search index of this version');
  const engine = new SearchEngine(index, GLOSSARY);
  const fill = (words: string[]) =>
    words.slice(0, MAX_QUERY_WORDS).join(' ').slice(0, MAX_QUERY_LENGTH);
  const queries = {
    'unknown words': fill(
      Array.from({length: MAX_QUERY_WORDS}, (_, i) =>
        'qwertzuiopasdfghjklyxcvbnm'.slice(i, i + 13),
      ),
    ),
    'misspelled words of the pages': fill([
      'adminsitrators',
      'orgnaizations',
      'availabilty',
      'persmissions',
      'configuraiton',
      'applicaitons',
      'collaboraiton',
      'recomendations',
      'notificaitons',
      'classificaton',
      'transcritps',
      'annoucement',
    ]),
    'words of the pages': fill([
      'administrators',
      'organizations',
      'availability',
      'permissions',
      'configuration',
      'applications',
      'collaboration',
      'recommendations',
      'notifications',
      'classification',
      'transcripts',
      'announcement',
    ]),
  };
  return Object.entries(queries).map(([name, query]) => {
    engine.query(query, 30);
    const times = Array.from({length: 21}, () => {
      const start = performance.now();
      engine.query(query, 30);
      return performance.now() - start;
    }).sort((a, b) => a - b);
    return `  longest allowed query, ${name} (${query.split(' ').length} words, ${query.length} characters): ${times[10]!.toFixed(1)} ms median in Node`;
  });
}
