/**
 * CONTRIBUTING.md's "The rules the checks enforce" is the complete list of
 * the content rules (issue 34): each rule of scripts/check/contentRules.ts
 * has a row that names it, and no row names a rule that no longer exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import {RULES} from '../../scripts/check/contentRules';
import {ROOT} from '../support/site';

/** The names in the first column of the table of rules, up to the next section or the end. */
function namedRows(guide: string): string[] {
  const section = /^## The rules the checks enforce\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(guide);
  if (!section) throw new Error('CONTRIBUTING.md has no "## The rules the checks enforce" section');
  return [...section[1]!.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]!);
}

const named = namedRows(fs.readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8'));

describe("CONTRIBUTING.md's table of rules", () => {
  it.each(RULES.map((rule) => [rule]))('states the rule %s', (rule) => {
    expect(named).toContain(rule);
  });

  it('names no rule the checks do not have', () => {
    expect(named.filter((name) => !(RULES as readonly string[]).includes(name))).toEqual([]);
  });
});
