/**
 * The README's "Microsoft Learn sources" table lists every Microsoft Learn
 * page the docs rely on, the site pages that link it and the claims it
 * backs (CONTRIBUTING.md, "Writing and adding a page", step 5: "a new
 * Learn page gets a row"). This keeps it true: every Learn link of a page
 * is a row of the table, and the row names that page; every row is linked
 * by the pages it names, and by no page it doesn't. The table's reader, and the report of
 * sources due for a new check, are scripts/learn-sources.mjs.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../support/site';
import {docPages, standalonePages} from '../../src/node/sitePages';
import {learnPage, learnTable, staleReport, type LearnRow} from '../../scripts/learn-sources.mjs';

export interface PageLinks {
  file: string;
  route: string;
  source: string;
}

/** The Microsoft Learn pages a page links, outside code blocks. */
export function learnLinks(source: string): string[] {
  let inCode = false;
  const found = new Set<string>();
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
    if (inCode) continue;
    for (const m of line.matchAll(
      /\]\((https?:\/\/learn\.microsoft\.com\/[^)\s]+)\)|<(https?:\/\/learn\.microsoft\.com\/[^>\s]+)>/g,
    )) {
      found.add(learnPage(m[1] ?? m[2]!));
    }
  }
  return [...found];
}

/** Every way the table and the pages disagree, in words a writer can act on. */
export function learnTableProblems(
  pages: readonly PageLinks[],
  rows: readonly LearnRow[],
): string[] {
  const problems: string[] = [];
  const byUrl = new Map<string, LearnRow[]>();
  for (const row of rows) byUrl.set(row.url, [...(byUrl.get(row.url) ?? []), row]);
  for (const [url, same] of byUrl) {
    if (same.length > 1)
      problems.push(
        `README.md:${same[1]!.line}: ${url} has a row already (line ${same[0]!.line}); keep one row per Learn page`,
      );
  }
  const linkedBy = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const url of learnLinks(page.source)) {
      linkedBy.set(url, (linkedBy.get(url) ?? new Set()).add(page.route));
      const row = byUrl.get(url)?.[0];
      if (!row) {
        problems.push(
          `${page.file} links ${url}, which the "Microsoft Learn sources" table of README.md doesn't list: add a row with the page (\`${page.route}\`), the Learn page and the claims it backs`,
        );
      } else if (!row.pages.includes(page.route)) {
        problems.push(
          `${page.file} links ${url}, but its row in the "Microsoft Learn sources" table (README.md:${row.line}) doesn't name \`${page.route}\`: add it to the row's first cell`,
        );
      }
    }
  }
  for (const row of rows) {
    const users = linkedBy.get(row.url) ?? new Set<string>();
    if (users.size === 0) {
      problems.push(
        `README.md:${row.line}: no page links ${row.url}: remove the row, or link the page where its claims are made`,
      );
      continue;
    }
    for (const route of row.pages) {
      if (!users.has(route))
        problems.push(
          `README.md:${row.line}: the row names \`${route}\`, which doesn't link ${row.url}: remove it from the row's first cell`,
        );
    }
  }
  return problems;
}

const pages: PageLinks[] = [...docPages(), ...standalonePages()].map((page) => ({
  file: page.file,
  route: page.path,
  source: fs.readFileSync(path.join(ROOT, page.file), 'utf8'),
}));
const rows = learnTable(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8'));

describe('the "Microsoft Learn sources" table of README.md', () => {
  it('has rows, and the pages link Learn pages', () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(pages.some((page) => learnLinks(page.source).length > 0)).toBe(true);
  });

  it('lists every Learn page the pages link, with the pages that link it, and nothing else', () => {
    expect(learnTableProblems(pages, rows)).toEqual([]);
  });
});

describe('the check of the table', () => {
  const readme = (...body: string[]) =>
    [
      '# Site',
      '',
      '## Microsoft Learn sources',
      '',
      '| Site page | Microsoft Learn page | Checked | Page date | Claim it backs |',
      '| --- | --- | --- | --- | --- |',
      ...body,
      '',
      '### Not confirmed',
      '',
    ].join('\n');
  const page = (route: string, body: string): PageLinks => ({
    file: `docs${route}.mdx`,
    route,
    source: `---\ntitle: T\n---\n\n${body}\n`,
  });
  const A = 'https://learn.microsoft.com/microsoftteams/manage-apps';
  const B = 'https://learn.microsoft.com/graph/api/user-get';

  it('reads the rows, their pages and their link', () => {
    expect(
      learnTable(
        readme(
          `| \`/a\`, \`/b\` | [Manage apps](${A}) | 2026-11-26 | 2025-06-15 | Allow and block |`,
        ),
      ),
    ).toEqual([
      {
        url: A,
        title: 'Manage apps',
        pages: ['/a', '/b'],
        checked: '2026-11-26',
        pageDate: '2025-06-15',
        line: 7,
      },
    ]);
  });

  it('refuses a row without the date it was checked, or without the page date', () => {
    expect(() =>
      learnTable(readme(`| \`/a\` | [Manage apps](${A}) | November 2026 | 2025-06-15 | Allow |`)),
    ).toThrow(
      'README.md:7: the row\'s third cell is "November 2026"; write the date it was last checked against Learn as YYYY-MM-DD',
    );
    expect(() =>
      learnTable(readme(`| \`/a\` | [Manage apps](${A}) | 2026-11-26 |  | Allow |`)),
    ).toThrow(/README\.md:7: the row's fourth cell is empty/);
  });

  it('passes a table that matches the pages, fragments and code blocks aside', () => {
    const table = learnTable(
      readme(`| \`/a\` | [Manage apps](${A}) | 2026-11-26 | 2025-06-15 | Allow and block |`),
    );
    expect(
      learnTableProblems(
        [
          page(
            '/a',
            `See [Manage apps](${A}#allow-or-block-apps).\n\n\`\`\`text\n[Get user](${B})\n\`\`\``,
          ),
        ],
        table,
      ),
    ).toEqual([]);
  });

  it('names the page and the link that the table misses', () => {
    const table = learnTable(
      readme(`| \`/a\` | [Manage apps](${A}) | 2026-11-26 | 2025-06-15 | Allow and block |`),
    );
    expect(
      learnTableProblems([page('/a', `[Manage apps](${A}) and [Get user](${B})`)], table),
    ).toEqual([
      `docs/a.mdx links ${B}, which the "Microsoft Learn sources" table of README.md doesn't list: add a row with the page (\`/a\`), the Learn page and the claims it backs`,
    ]);
  });

  it('names a page missing from a row, a row no page links, and a page a row names wrongly', () => {
    const table = learnTable(
      readme(
        `| \`/a\` | [Manage apps](${A}) | 2026-11-26 | 2025-06-15 | Allow and block |`,
        `| \`/b\` | [Get user](${B}) | 2026-11-26 | 2025-06-15 | $select |`,
      ),
    );
    expect(learnTableProblems([page('/a', `[x](${A})`), page('/c', `[x](${A})`)], table)).toEqual([
      `docs/c.mdx links ${A}, but its row in the "Microsoft Learn sources" table (README.md:7) doesn't name \`/c\`: add it to the row's first cell`,
      `README.md:8: no page links ${B}: remove the row, or link the page where its claims are made`,
    ]);
    expect(
      learnTableProblems(
        [page('/a', `[x](${B})`)],
        learnTable(
          readme(`| \`/a\`, \`/b\` | [Get user](${B}) | 2026-11-26 | 2025-06-15 | $select |`),
        ),
      ),
    ).toEqual([
      `README.md:7: the row names \`/b\`, which doesn't link ${B}: remove it from the row's first cell`,
    ]);
  });

  it('names a Learn page listed twice', () => {
    const table = learnTable(
      readme(
        `| \`/a\` | [Manage apps](${A}) | 2026-11-26 | 2025-06-15 | Allow |`,
        `| \`/a\` | [Manage apps](${A}) | 2026-11-26 | 2025-06-15 | Block |`,
      ),
    );
    expect(learnTableProblems([page('/a', `[x](${A})`)], table)).toEqual([
      `README.md:8: ${A} has a row already (line 7); keep one row per Learn page`,
    ]);
  });
});

describe('sources due for a new check (npm run check:sources, and the build)', () => {
  const table = [
    '## Microsoft Learn sources',
    '',
    '| Site page | Microsoft Learn page | Checked | Page date | Claim it backs |',
    '| --- | --- | --- | --- | --- |',
    '| `/for-admins/access` | [Manage apps](https://learn.microsoft.com/microsoftteams/manage-apps) | 2026-11-26 | 2025-06-15 | Allow and block |',
    '| `/for-admins/app-permissions`, `/getting-started/add-the-teams-app` | [Manage app consent policies](https://learn.microsoft.com/entra/identity/enterprise-apps/manage-app-consent-policies) | 2026-05-25 | 2026-01-22 | The Microsoft-managed policy |',
    '',
  ].join('\n');
  const rows: LearnRow[] = learnTable(table);

  it('lists, six months on, the source whose check was set back, with the pages that cite it', () => {
    expect(staleReport(rows, new Date('2026-11-26T00:00:00Z'))).toBe(
      [
        'Microsoft Learn sources not checked for 6 months (1 of 2); re-check each as CONTRIBUTING.md says ("Re-checking a Learn source"):',
        '- Manage app consent policies (https://learn.microsoft.com/entra/identity/enterprise-apps/manage-app-consent-policies), last checked 2026-05-25, page date 2026-01-22, README.md:6; cited by /for-admins/app-permissions, /getting-started/add-the-teams-app',
      ].join('\n'),
    );
  });

  it('lists nothing while every check is younger than six months', () => {
    expect(staleReport(rows, new Date('2026-11-25T00:00:00Z'))).toBe(
      'Microsoft Learn sources: all 2 checked in the last 6 months.',
    );
  });

  it('prints the report from the command, with --today, and exits 0', () => {
    const out = execFileSync(
      process.execPath,
      ['scripts/check-sources.mjs', '--today', '2099-01-01'],
      {cwd: ROOT, encoding: 'utf8'},
    );
    expect(out).toMatch(/^Microsoft Learn sources not checked for 6 months \((\d+) of \1\)/);
  });
});
