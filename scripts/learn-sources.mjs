#!/usr/bin/env node
// @ts-check
/**
 * The README's "Microsoft Learn sources" table, read in one place: by
 * tests/unit/learn-sources.test.ts (every Learn link of a page is a row),
 * by `npm run check:sources` (scripts/check-sources.mjs) and by the build
 * (docusaurus.config.ts), which print the sources not checked against
 * Microsoft Learn for STALE_MONTHS months and the pages that cite each.
 * Microsoft changes its pages underneath ours (issue 33): the report says
 * which to read again. It reads the table only; no network.
 */

/** A source is due for a new check once its last check is this many months old. */
export const STALE_MONTHS = 6;

/**
 * @typedef {object} LearnRow
 * @property {string} url The Learn page's address, as the table links it.
 * @property {string} title The Learn page's title, as the table names it.
 * @property {string[]} pages The site pages the row names (first column), as routes.
 * @property {string} checked When the row's claims were last checked against the Learn page
 * (YYYY-MM-DD).
 * @property {string} pageDate The Learn page's own date (its ms.date), or why there is none.
 * @property {number} line Line of the row in README.md.
 */

/**
 * A Learn address without its fragment or query, as the table lists pages.
 * @param {string} url
 */
export function learnPage(url) {
  return url.replace(/[?#].*$/, '').replace(/\/$/, '');
}

/**
 * The rows of the "Microsoft Learn sources" table of a README: | Site page |
 * Microsoft Learn page | Checked | Page date | Claim it backs |.
 * @param {string} readme
 * @returns {LearnRow[]}
 */
export function learnTable(readme) {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => /^## Microsoft Learn sources\s*$/.test(line));
  if (start < 0) throw new Error('README.md has no "## Microsoft Learn sources" section');
  /** @type {LearnRow[]} */
  const rows = [];
  for (let i = start + 1; i < lines.length && !/^#{1,3} /.test(lines[i] ?? ''); i += 1) {
    const line = lines[i] ?? '';
    if (!line.startsWith('| `/')) continue;
    const [, pagesCell = '', learnCell = '', checked = '', pageDate = ''] = line
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    const link = /\[([^\]]+)\]\((https:\/\/learn\.microsoft\.com\/[^)\s]+)\)/.exec(learnCell);
    if (!link)
      throw new Error(`README.md:${i + 1}: the row's second cell links no Microsoft Learn page`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(checked))
      throw new Error(
        `README.md:${i + 1}: the row's third cell is "${checked}"; write the date it was last checked against Learn as YYYY-MM-DD`,
      );
    if (pageDate === '')
      throw new Error(
        `README.md:${i + 1}: the row's fourth cell is empty; write the Learn page's ms.date, or why there is none`,
      );
    rows.push({
      url: learnPage(link[2] ?? ''),
      title: link[1] ?? '',
      pages: [...pagesCell.matchAll(/`(\/[^`]*)`/g)].map((m) => m[1] ?? ''),
      checked,
      pageDate,
      line: i + 1,
    });
  }
  return rows;
}

/**
 * The rows last checked more than STALE_MONTHS months before `today`, oldest first.
 * @param {readonly LearnRow[]} rows
 * @param {Date} today
 */
export function staleSources(rows, today) {
  const due = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - STALE_MONTHS, today.getUTCDate()),
  );
  const cutoff = due.toISOString().slice(0, 10);
  return rows
    .filter((row) => row.checked < cutoff)
    .sort((a, b) => a.checked.localeCompare(b.checked));
}

/**
 * What the command and the build print: each stale source, its dates and the pages citing it, or
 * that none is due.
 * @param {readonly LearnRow[]} rows
 * @param {Date} today
 */
export function staleReport(rows, today) {
  const stale = staleSources(rows, today);
  if (stale.length === 0)
    return `Microsoft Learn sources: all ${rows.length} checked in the last ${STALE_MONTHS} months.`;
  return [
    `Microsoft Learn sources not checked for ${STALE_MONTHS} months (${stale.length} of ${rows.length}); re-check each as CONTRIBUTING.md says ("Re-checking a Learn source"):`,
    ...stale.map(
      (row) =>
        `- ${row.title} (${row.url}), last checked ${row.checked}, page date ${row.pageDate}, README.md:${row.line}; cited by ${row.pages.join(', ')}`,
    ),
  ].join('\n');
}
