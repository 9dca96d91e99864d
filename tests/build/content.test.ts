/**
 * The content rules that reach past the page sources, checked on the build
 * (`npm run test:build`; run `npm run build` first): what readers and AI
 * tools actually get, the Markdown twins with every fact and permission
 * table filled in and `llms-full.txt`, makes none of the claims that must
 * not come back (tests/support/contentRules.ts, WRONG_CLAIMS) and names no
 * permission the app doesn't request.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ROOT, ROUTES} from '../support/site';
import {claimProblems} from '../support/contentRules';
import {twinPath} from '../../src/plugins/markdown-twins/data/rules';

const BUILD = path.join(ROOT, 'build');

function read(file: string): string {
  const full = path.join(BUILD, file);
  if (!fs.existsSync(full)) throw new Error(`${full} is missing: run "npm run build" first`);
  return fs.readFileSync(full, 'utf8');
}

describe('what the build gives readers', () => {
  it.each(ROUTES.map((r) => [twinPath(r.path)]))('the twin %s makes no claim that must not come back', (twin) => {
    expect(claimProblems(`build${twin}`, read(twin.slice(1)))).toEqual([]);
  });

  it('llms-full.txt makes none either', () => {
    expect(claimProblems('build/llms-full.txt', read('llms-full.txt'))).toEqual([]);
  });
});
