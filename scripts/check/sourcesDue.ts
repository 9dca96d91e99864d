/**
 * `npm run check:sources`: the Microsoft Learn sources (src/data/learnSources.ts)
 * due for a new check, with their dates and the pages citing each
 * (src/node/learnCitations.ts), or that none is due. A report, never a gate:
 * it exits 0 whatever is due. No network.
 *
 *   npm run check:sources                      # as of today
 *   npm run check:sources -- --today 2027-06-01
 */
import {sources} from '../../src/data/learnSources';
import {DUE_AFTER_DAYS, dueReport} from '../../src/node/learnCitations';
import {todayFromArgs} from './today';

const report = dueReport(todayFromArgs());
console.log(
  report.length > 0
    ? report.join('\n')
    : `Microsoft Learn sources: all ${sources.length} checked in the last ${DUE_AFTER_DAYS} days.`,
);
