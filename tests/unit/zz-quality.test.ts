import fs from 'node:fs';
import {SearchEngine} from '../../src/components/search/engine';
import {GLOSSARY} from '../../src/data/glossary';
import {SEARCH_QUESTIONS} from '../support/searchQuestions';
import {HELD_OUT_QUESTIONS} from '../support/searchQuestionsHeldOut';
import {docPages} from '../../src/node/sitePages';
const pathOf = new Map(docPages().map((p) => [p.id, p.path]));
it('quality', () => {
  const engine = new SearchEngine(JSON.parse(fs.readFileSync('build/search-index.json', 'utf8')), process.env.NOGLOSS ? [] : GLOSSARY);
  for (const suffix of ['']) {
    const run = (qs: {query: string; answers: string[]}[]) => {
      let t3 = 0, t5 = 0, rr = 0;
      for (const {query, answers} of qs) {
        const pages = engine.query(query + suffix, 8).hits.map((h) => h.section.url.split('#')[0]);
        const i = pages.findIndex((p) => answers.includes(p));
        if (i >= 0) rr += 1 / (i + 1); if (i >= 0 && i < 3) t3++; if (i >= 0 && i < 5) t5++; if (process.env.MISSES && qs === SEARCH_QUESTIONS && (i < 0 || i >= 3)) console.log("  miss", i + 1, query, pages.slice(0, 3).join(" "));
      }
      return `${t3}/${t5} of ${qs.length} mrr ${(rr / qs.length).toFixed(3)}`;
    };
    console.log(`suffix=${JSON.stringify(suffix)} tuning ${run(SEARCH_QUESTIONS)} heldout ${process.env.HIDE ? '' : run(HELD_OUT_QUESTIONS.map((q) => ({query: q.query, answers: q.answers.map((a) => pathOf.get(a)!)})))}`);
  }
});
