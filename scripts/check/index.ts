/**
 * `npm run check`: the writer's quick check, without a build. In order:
 *
 * 1. the content rules on every page (scripts/check/contentRules.ts);
 * 2. the Microsoft Learn sources against the pages' links
 *    (scripts/check/learnSources.ts);
 * 3. the spelling of the pages (cspell, as `npm run lint:spelling`);
 * 4. the sources due for a new check (src/node/learnCitations.ts).
 *
 * Each part runs whatever the others found, and a part that stops on an
 * error is one problem of its own. It prints the due sources, if any, then
 * each problem as `file:line: what is wrong: what to do`, the list last;
 * nothing at all when all is well. It exits 1 when there is a problem; due
 * sources alone are a report, not a failure.
 *
 *   npm run check
 *   npm run check -- --today 2027-06-01    # the due report as of another day
 */
import {checkParts, runParts} from './parts';
import {todayFromArgs} from './today';

/** The due sources' report, or a line saying why it couldn't be made. */
async function dueSources(today: Date): Promise<string[]> {
  try {
    const {dueReport} = await import('../../src/node/learnCitations');
    return dueReport(today);
  } catch (error) {
    return [`The sources due for a new check could not be listed: ${(error as Error).message}`];
  }
}

async function main(): Promise<void> {
  const today = todayFromArgs();
  const problems = await runParts(checkParts());
  const due = await dueSources(today);
  const out = [...due, ...problems];
  if (out.length > 0) console.log(out.join('\n'));
  process.exitCode = problems.length > 0 ? 1 : 0;
}

void main();
