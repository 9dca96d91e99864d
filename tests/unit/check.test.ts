/**
 * `npm run check`, the writer's quick check (scripts/check/): each part runs
 * whatever another found, spelling mistakes come out as
 * `file:line: what is wrong: what to do`, and on a clean tree it prints
 * nothing and exits 0 (issue 49 items 10 and 11). The content rules and the
 * Learn sources check are tested in content.test.ts and learn-sources.test.ts.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {sources} from '../../src/data/learnSources';
import {SITE_DIR} from '../../src/node/sitePages';
import {runParts} from '../../scripts/check/parts';
import {spellingProblems} from '../../scripts/check/spelling';

// cspell loads its dictionaries on each run: seconds on a busy machine.
const SLOW = 300_000;

describe('the parts of the check', () => {
  it('all run when one stops on an error, which becomes one problem with its file and line', async () => {
    const ran: string[] = [];
    const problems = await runParts([
      {
        name: 'first',
        file: 'scripts/check/first.ts',
        run: () => {
          ran.push('first');
          throw new Error('docs/a.mdx:1: malformed front matter: fix it');
        },
      },
      {
        name: 'second',
        file: 'scripts/check/second.ts',
        run: async () => {
          ran.push('second');
          throw new Error('no dictionary');
        },
      },
      {
        name: 'third',
        file: 'scripts/check/third.ts',
        run: () => {
          ran.push('third');
          return [
            'docs/b.mdx:3: a problem: its remedy',
            'docs/a.mdx:1: malformed front matter: fix it',
          ];
        },
      },
    ]);
    expect(ran).toEqual(['first', 'second', 'third']);
    expect(problems).toEqual([
      'docs/a.mdx:1: malformed front matter: fix it',
      'scripts/check/second.ts:1: second stopped on an error (no dictionary): fix it, then run npm run check again',
      'docs/b.mdx:3: a problem: its remedy',
    ]);
  });
});

describe('the spelling of the pages (issue 49 item 11)', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-spelling-'));
    for (const file of ['cspell.json', 'project-words.txt'])
      fs.copyFileSync(path.join(SITE_DIR, file), path.join(root, file));
    fs.mkdirSync(path.join(root, 'docs'));
    fs.writeFileSync(
      path.join(root, 'docs/a.mdx'),
      '---\ntitle: A page\n---\n\nAsk your admin to approve the app.\n\nYou will recieve an email from Qwzxv.\n\n```text\nrecieve\n```\n',
    );
  });
  afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

  it(
    'names each unknown word with its file, line and a suggestion, code blocks aside',
    async () => {
      expect(await spellingProblems(root)).toEqual([
        'docs/a.mdx:7: unknown word "recieve": did you mean "receive"? Else add it to project-words.txt if it is a real term (a product, a cmdlet, a name)',
        'docs/a.mdx:7: unknown word "Qwzxv": fix its spelling, or add it to project-words.txt if it is a real term (a product, a cmdlet, a name)',
      ]);
    },
    SLOW,
  );
});

describe('npm run check on the pages as they are', () => {
  it(
    'prints nothing and exits 0',
    () => {
      // As of the oldest check, so that no source is due whatever the clock says.
      const oldest = [...sources].map((s) => s.checked).sort()[0]!;
      const run = spawnSync(
        process.execPath,
        [
          path.join(SITE_DIR, 'node_modules/tsx/dist/cli.mjs'),
          'scripts/check/index.ts',
          '--today',
          oldest,
        ],
        {cwd: SITE_DIR, encoding: 'utf8'},
      );
      expect(run.stderr).toBe('');
      expect(run.stdout).toBe('');
      expect(run.status).toBe(0);
    },
    SLOW,
  );
});
