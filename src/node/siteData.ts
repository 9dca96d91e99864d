/**
 * What must hold of the site's data before any page is built from it: each
 * fact of src/data/facts.ts is of its kind, and the product name of
 * src/data/product.ts is not empty. TypeScript knows the kinds only where a
 * value is used (`npm run typecheck`), which a writer editing a fact doesn't
 * run: a count typed as text drew "NaN" widths in a diagram, and an empty
 * name passed every check. So the kind is read from the fact's name, the
 * rule the content check already used to find a fact typed as a literal: a
 * fact whose name ends with a unit (`windowDays`, `minGroupSize`) counts
 * that unit and is a whole number above 0; every other fact is text.
 *
 * One function, three callers: the build (docusaurus.config.ts fails with
 * the list), `npm start` (src/plugins/live-data.ts shows the list in the
 * error overlay and keeps the pages on the last data that held) and the
 * writer's quick check. Each problem reads `file:line: what is wrong: what
 * to do`. Build time and Node only (it reads the data files for the lines).
 */
import fs from 'node:fs';
import path from 'node:path';
import {facts} from '../data/facts';
import {PRODUCT_NAME} from '../data/product';

const DATA_DIR = path.resolve(__dirname, '../data');
export const FACTS_FILE = 'src/data/facts.ts';
const PRODUCT_FILE = 'src/data/product.ts';

/**
 * The unit a numeric fact counts, from the end of its key in
 * src/data/facts.ts (`windowDays` counts days, `minGroupSize` people).
 */
const FACT_UNITS: {suffix: RegExp; name: string; units: string[]}[] = [
  {suffix: /Days$/, name: 'Days', units: ['day', 'days']},
  {suffix: /Weeks(OfData)?$/, name: 'Weeks', units: ['week', 'weeks']},
  {suffix: /Months$/, name: 'Months', units: ['month', 'months']},
  {suffix: /Hours$/, name: 'Hours', units: ['hour', 'hours']},
  {suffix: /Attendees$/, name: 'Attendees', units: ['attendee', 'attendees']},
  {suffix: /GroupSize$/, name: 'GroupSize', units: ['people', 'members', 'persons']},
];
const UNIT_NAMES = FACT_UNITS.map((unit) => unit.name).join(', ');

/** The words of the unit a fact counts, or undefined for a fact that is text. */
export function unitsOf(key: string): string[] | undefined {
  return FACT_UNITS.find(({suffix}) => suffix.test(key))?.units;
}

/** The data as a module gives it: what src/data/facts.ts and src/data/product.ts export. */
export interface SiteData {
  facts: unknown;
  productName: unknown;
}

/** The source of each data file, for the line of each problem. */
export interface DataSources {
  facts: string;
  product: string;
}

function readDataSources(): DataSources {
  const read = (name: string) => fs.readFileSync(path.join(DATA_DIR, name), 'utf8');
  return {facts: read('facts.ts'), product: read('product.ts')};
}

/** The 1-based line of the first line of `source` that `pattern` matches, or 1. */
function lineOf(source: string, pattern: RegExp): number {
  const index = source.split('\n').findIndex((line) => pattern.test(line));
  return index + 1 || 1;
}

const shown = (value: unknown): string =>
  typeof value === 'string' ? `the text ${JSON.stringify(value)}` : `${String(value)}`;

/** What is wrong with one fact, or undefined when it is of its kind. */
function factProblem(key: string, value: unknown): string | undefined {
  const unit = FACT_UNITS.find(({suffix}) => suffix.test(key));
  if (unit) {
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) return undefined;
    return `${key} is ${shown(value)}, but its name ends with a unit (${unit.name}): write a whole number above 0, such as 28, and leave the unit to the sentence around :fact[${key}]`;
  }
  if (typeof value === 'string' && value.trim() !== '') return undefined;
  if (typeof value === 'string')
    return `${key} is empty: write the words pages print for :fact[${key}]`;
  return `${key} is ${shown(value)}, but its name ends with no unit (${UNIT_NAMES}): write it as text in quotes, or, if it counts one of those units, end its name with the unit`;
}

/** Every problem of `data`, as `file:line: what is wrong: what to do`; empty when it holds. */
export function dataProblems(data: SiteData, sources: DataSources = readDataSources()): string[] {
  const problems: string[] = [];
  if (typeof data.facts !== 'object' || data.facts === null || Array.isArray(data.facts)) {
    problems.push(
      `${FACTS_FILE}:${lineOf(sources.facts, /^export const /)}: exports no object named facts: export the facts as \`export const facts = {…} as const;\` (the pages, the diagrams and the checks import it by that name)`,
    );
  } else {
    for (const [key, value] of Object.entries(data.facts)) {
      const problem = factProblem(key, value);
      if (problem)
        problems.push(
          `${FACTS_FILE}:${lineOf(sources.facts, new RegExp(`^\\s*${key}\\s*:`))}: ${problem}`,
        );
    }
  }
  if (typeof data.productName !== 'string' || data.productName.trim() === '') {
    problems.push(
      `${PRODUCT_FILE}:${lineOf(sources.product, /PRODUCT_NAME\s*=/)}: PRODUCT_NAME is ${typeof data.productName === 'string' ? 'empty' : shown(data.productName)}: write the product's name as readers see it in the title, the navbar and the footer`,
    );
  }
  return problems;
}

/** The problems of the data as this process imported it: what the build and the check read. */
export function siteDataProblems(): string[] {
  return dataProblems({facts, productName: PRODUCT_NAME});
}
