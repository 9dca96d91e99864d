/**
 * The Microsoft Learn sources against the pages (`npm run check`, and
 * tests/unit/learn-sources.test.ts): every Learn page a page links has an
 * entry in src/data/learnSources.ts; every entry is linked by some page; one
 * entry per Learn page; every entry's address is written as pages link it,
 * and its dates are real days, none after today.
 */
import type {LearnSource} from '../../src/data/learnSources';
import {SOURCES_FILE, citations, learnPage, type PageSource} from '../../src/node/learnCitations';

/** A Learn address as pages write it: https, no locale such as /en-us/, no fragment. */
const LEARN_ADDRESS = /^https:\/\/learn\.microsoft\.com\/(?![a-z]{2}-[a-z]{2,4}(?:\/|$))[^\s#?]+$/;

/** Whether `day` (YYYY-MM-DD) is a day of the calendar. */
function realDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/**
 * Every way the sources and the pages disagree, as `file:line: what is wrong: what to do`.
 * `lineOf` gives the line of a source's entry in src/data/learnSources.ts.
 */
export function sourceProblems(
  pages: readonly PageSource[],
  list: readonly LearnSource[],
  lineOf: (url: string) => number,
  today: Date,
): string[] {
  const problems: string[] = [];
  const at = (source: LearnSource, message: string) =>
    problems.push(`${SOURCES_FILE}:${lineOf(source.url)}: ${message}`);
  const todayDay = today.toISOString().slice(0, 10);
  const first = new Map<string, LearnSource>();
  for (const source of list) {
    const earlier = first.get(source.url);
    if (earlier) {
      at(
        source,
        `${source.url} has an entry already (line ${lineOf(earlier.url)}): keep one entry per Learn page, with all the claims it supports`,
      );
      continue;
    }
    first.set(source.url, source);
    if (!LEARN_ADDRESS.test(source.url) || learnPage(source.url) !== source.url)
      at(
        source,
        `the address ${source.url} is not written as pages link it: write https://learn.microsoft.com/... without a locale such as /en-us/, a fragment or a trailing slash`,
      );
    if (!realDay(source.checked) || source.checked > todayDay)
      at(
        source,
        `checked is "${source.checked}", which is no day up to today: write the day its claims were compared with the Learn page, YYYY-MM-DD`,
      );
    const pageDate = source.pageDate;
    if (pageDate !== null && pageDate !== 'not recorded' && !realDay(pageDate))
      at(
        source,
        `pageDate is "${pageDate}", which is no day: write the Learn page's ms.date as YYYY-MM-DD (ms.date is MM/DD/YYYY), or null when the page has none`,
      );
    else if (typeof pageDate === 'string' && realDay(pageDate) && pageDate > source.checked)
      at(
        source,
        `pageDate ${pageDate} is after checked ${source.checked}: the version compared can't be dated later than the day it was read; write both from the version you compared`,
      );
  }
  const cited = citations(pages);
  for (const [url, links] of cited) {
    if (first.has(url)) continue;
    for (const link of links)
      problems.push(
        `${link.file}:${link.line}: links the Microsoft Learn page ${url}, which ${SOURCES_FILE} doesn't list: add an entry with its title, the claims it supports, today's date as checked and its ms.date as pageDate`,
      );
  }
  for (const source of first.values()) {
    if (!cited.has(source.url))
      at(
        source,
        `no page links ${source.url}: remove the entry, or link the Learn page where its claims are made`,
      );
  }
  return problems;
}
