/**
 * src/node/siteData.ts: what the build, `npm start` and the writer's check
 * refuse in the site's data (issue 51, item 8), each problem with the file
 * and line to fix. The kinds come from the facts' names (a name that ends
 * with a unit counts it); the lines from the data files as they are.
 */
import fs from 'node:fs';
import path from 'node:path';
import {facts} from '../../src/data/facts';
import {PRODUCT_NAME} from '../../src/data/product';
import {dataProblems, siteDataProblems, unitsOf} from '../../src/node/siteData';
import {ROOT} from '../support/site';

const FACTS_SOURCE = fs.readFileSync(path.join(ROOT, 'src/data/facts.ts'), 'utf8');
const PRODUCT_SOURCE = fs.readFileSync(path.join(ROOT, 'src/data/product.ts'), 'utf8');
const lineOf = (source: string, text: string) =>
  source.split('\n').findIndex((line) => line.includes(text)) + 1;
const factLine = (key: string) => lineOf(FACTS_SOURCE, `  ${key}:`);

const COUNTS = Object.keys(facts).filter((key) => unitsOf(key));
const TEXTS = Object.keys(facts).filter((key) => !unitsOf(key));
const withFact = (key: string, value: unknown) => ({
  facts: {...facts, [key]: value},
  productName: PRODUCT_NAME,
});

describe('the site data check', () => {
  it('passes the data as it is', () => {
    expect(siteDataProblems()).toEqual([]);
    // Both kinds are there to check.
    expect(COUNTS.length).toBeGreaterThan(0);
    expect(TEXTS.length).toBeGreaterThan(0);
  });

  it('refuses a fact that counts a unit unless it is a whole number above 0, naming its line', () => {
    for (const key of COUNTS) {
      for (const value of ['28 days', '28', 0, -1, 2.5, Number.NaN, null, undefined]) {
        const problems = dataProblems(withFact(key, value));
        expect(problems, `${key} = ${String(value)}`).toHaveLength(1);
        expect(problems[0]).toMatch(
          new RegExp(`^src/data/facts\\.ts:${factLine(key)}: ${key} is .*: write a whole number`),
        );
      }
    }
    expect(dataProblems(withFact(COUNTS[0]!, '28 days'))[0]).toContain(`is the text "28 days"`);
  });

  it('refuses a text fact that is empty or not text, naming its line', () => {
    for (const key of TEXTS) {
      expect(dataProblems(withFact(key, ''))).toEqual([
        `src/data/facts.ts:${factLine(key)}: ${key} is empty: write the words pages print for :fact[${key}]`,
      ]);
      expect(dataProblems(withFact(key, '   '))[0]).toContain(`${key} is empty`);
      expect(dataProblems(withFact(key, 5))[0]).toMatch(
        new RegExp(`^src/data/facts\\.ts:${factLine(key)}: ${key} is 5, .*write it as text`),
      );
    }
  });

  it('refuses an empty product name, and facts that are not exported as `facts`', () => {
    const line = lineOf(PRODUCT_SOURCE, 'PRODUCT_NAME =');
    for (const name of ['', '  ', undefined]) {
      const problems = dataProblems({facts, productName: name});
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^src/data/product\\.ts:${line}: PRODUCT_NAME is `));
    }
    // A renamed export: the module has no `facts`.
    expect(dataProblems({facts: undefined, productName: PRODUCT_NAME})).toEqual([
      expect.stringMatching(
        new RegExp(
          `^src/data/facts\\.ts:${lineOf(FACTS_SOURCE, 'export const facts')}: exports no object named facts`,
        ),
      ),
    ]);
  });

  it('reports every problem at once, in the order of the files', () => {
    const problems = dataProblems({
      facts: {...facts, [COUNTS[0]!]: 'many', [TEXTS[0]!]: ''},
      productName: '',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'src/data/facts.ts',
      'src/data/facts.ts',
      'src/data/product.ts',
    ]);
  });
});
