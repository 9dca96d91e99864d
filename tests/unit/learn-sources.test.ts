/**
 * The Microsoft Learn sources (src/data/learnSources.ts) list every
 * Microsoft Learn page the pages rely on, with the claims each supports and
 * when it was last compared with Learn. This keeps them true against the
 * pages (scripts/check/learnSources.ts, also run by `npm run check`): every
 * Learn link of a page is a source; every source is linked by some page; one
 * entry per Learn page; real dates. And it pins the report of sources due
 * for a new check (src/node/learnCitations.ts): due after 180 days (issue 46).
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {sources, type LearnSource} from '../../src/data/learnSources';
import {
  citations,
  dueReport,
  learnLinks,
  pageSources,
  sourceLine,
  type PageSource,
} from '../../src/node/learnCitations';
import {SITE_DIR} from '../../src/node/sitePages';
import {sourceProblems} from '../../scripts/check/learnSources';

const pages = pageSources();
const TODAY = new Date('2026-11-27T12:00:00Z');

describe('the Microsoft Learn sources of src/data/learnSources.ts', () => {
  it('are listed, and the pages link Learn pages', () => {
    expect(sources.length).toBeGreaterThan(0);
    expect(pages.some((page) => learnLinks(page.source).length > 0)).toBe(true);
  });

  it('agree with the pages: each Learn page they link is a source, each source is linked, once, with real dates', () => {
    expect(sourceProblems(pages, sources, (url) => sourceLine(url), new Date())).toEqual([]);
  });

  it('name the line of each entry in the data file', () => {
    const text = "  {\n    url: 'https://learn.microsoft.com/a',\n  },\n";
    expect(sourceLine('https://learn.microsoft.com/a', text)).toBe(2);
  });
});

describe('the check of the sources against the pages', () => {
  const A = 'https://learn.microsoft.com/microsoftteams/manage-apps';
  const B = 'https://learn.microsoft.com/graph/api/user-get';
  const source = (url: string, more: Partial<LearnSource> = {}): LearnSource => ({
    url,
    title: 'T',
    pageDate: '2025-06-15',
    checked: '2026-11-26',
    supports: 'Claims',
    ...more,
  });
  const page = (route: string, body: string): PageSource => ({
    file: `docs${route}.mdx`,
    route,
    source: `---\ntitle: T\n---\n\n${body}\n`,
  });
  const lines = new Map([
    [A, 10],
    [B, 20],
  ]);
  const check = (pageList: PageSource[], list: LearnSource[]) =>
    sourceProblems(pageList, list, (url) => lines.get(url) ?? 1, TODAY);

  it('reads the Learn links of a page, fragments and code blocks aside, with the line of each', () => {
    expect(
      learnLinks(
        `# T\n\nSee [Manage apps](${A}#allow-or-block-apps) and <${B}>.\n\n\`\`\`text\n[x](https://learn.microsoft.com/graph/overview)\n\`\`\`\n\n[Again](${A}).\n`,
      ),
    ).toEqual([
      {url: A, line: 3},
      {url: B, line: 3},
    ]);
  });

  it('derives which pages cite each source from their links', () => {
    expect(citations([page('/a', `[x](${A})`), page('/b', `\n[x](${A}) [y](${B})`)])).toEqual(
      new Map([
        [
          A,
          [
            {route: '/a', file: 'docs/a.mdx', line: 5},
            {route: '/b', file: 'docs/b.mdx', line: 6},
          ],
        ],
        [B, [{route: '/b', file: 'docs/b.mdx', line: 6}]],
      ]),
    );
  });

  it('passes sources that match the pages', () => {
    expect(
      check([page('/a', `[x](${A})`), page('/b', `[y](${B})`)], [source(A), source(B)]),
    ).toEqual([]);
  });

  it('names the page and line of a Learn link that no source lists', () => {
    expect(check([page('/a', `[x](${A}) and [y](${B})`)], [source(A)])).toEqual([
      `docs/a.mdx:5: links the Microsoft Learn page ${B}, which src/data/learnSources.ts doesn't list: add an entry with its title, the claims it supports, today's date as checked and its ms.date as pageDate`,
    ]);
  });

  it('names a source no page links, and a Learn page listed twice', () => {
    expect(check([page('/a', `[x](${A})`)], [source(A), source(B), source(A)])).toEqual([
      `src/data/learnSources.ts:10: ${A} has an entry already (line 10): keep one entry per Learn page, with all the claims it supports`,
      `src/data/learnSources.ts:20: no page links ${B}: remove the entry, or link the Learn page where its claims are made`,
    ]);
  });

  it('names dates that are no days, a check in the future, and a page dated after its check', () => {
    const linked = [page('/a', `[x](${A})`)];
    expect(check(linked, [source(A, {checked: '2026-02-30'})])).toEqual([
      'src/data/learnSources.ts:10: checked is "2026-02-30", which is no day up to today: write the day its claims were compared with the Learn page, YYYY-MM-DD',
    ]);
    expect(check(linked, [source(A, {checked: '2026-11-28'})])[0]).toMatch(
      /checked is "2026-11-28", which is no day up to today/,
    );
    expect(check(linked, [source(A, {pageDate: '2024-31-07'})])).toEqual([
      'src/data/learnSources.ts:10: pageDate is "2024-31-07", which is no day: write the Learn page\'s ms.date as YYYY-MM-DD (ms.date is MM/DD/YYYY), or null when the page has none',
    ]);
    expect(check(linked, [source(A, {pageDate: '2026-11-27'})])[0]).toMatch(
      /pageDate 2026-11-27 is after checked 2026-11-26/,
    );
    // A page without a date, and one whose date nobody noted, are both allowed.
    expect(check(linked, [source(A, {pageDate: null})])).toEqual([]);
    expect(check(linked, [source(A, {pageDate: 'not recorded'})])).toEqual([]);
  });

  it('names an address with a locale', () => {
    const localized = 'https://learn.microsoft.com/en-us/microsoftteams/manage-apps';
    expect(check([page('/a', `[x](${localized})`)], [source(localized)])[0]).toMatch(
      /the address .* is not written as pages link it: write https:\/\/learn\.microsoft\.com\/\.\.\. without a locale/,
    );
  });
});

describe('sources due for a new check (npm run check:sources, npm run check and the build)', () => {
  const A = 'https://learn.microsoft.com/microsoftteams/manage-apps';
  const B =
    'https://learn.microsoft.com/entra/identity/enterprise-apps/manage-app-consent-policies';
  const list: LearnSource[] = [
    {url: A, title: 'Manage apps', pageDate: null, checked: '2026-11-26', supports: 'Allow'},
    {
      url: B,
      title: 'Manage app consent policies',
      pageDate: '2026-01-22',
      checked: '2026-05-25',
      supports: 'The Microsoft-managed policy',
    },
  ];
  const cited = new Map([
    [B, [{route: '/for-admins/app-permissions', file: 'x', line: 1}]],
    [A, [{route: '/for-admins/access', file: 'y', line: 1}]],
  ]);
  const text = `url: '${A}',\nurl: '${B}',\n`;
  const report = (day: string) => dueReport(new Date(`${day}T08:00:00Z`), list, cited, text);

  it('lists a source once its check is more than 180 days old, with its dates and the pages citing it', () => {
    // 2026-05-25 + 180 days = 2026-11-21.
    expect(report('2026-11-21')).toEqual([]);
    expect(report('2026-11-22')).toEqual([
      '1 of 2 Microsoft Learn sources were last checked more than 180 days ago: re-check each as src/data/learnSources.ts says at its top.',
      `src/data/learnSources.ts:2: "Manage app consent policies" (${B}), last checked 2026-05-25 (181 days ago), Learn page dated 2026-01-22; cited by /for-admins/app-permissions`,
    ]);
  });

  it('says when a Learn page is not dated', () => {
    expect(report('2027-06-01')[1]).toMatch(/^src\/data\/learnSources\.ts:2: /);
    expect(report('2027-06-01')[2]).toBe(
      `src/data/learnSources.ts:1: "Manage apps" (${A}), last checked 2026-11-26 (187 days ago), the Learn page is not dated; cited by /for-admins/access`,
    );
  });

  it('prints the report from the command, with --today, and exits 0', () => {
    const out = execFileSync(
      process.execPath,
      [
        path.join(SITE_DIR, 'node_modules/tsx/dist/cli.mjs'),
        'scripts/check/sourcesDue.ts',
        '--today',
        '2099-01-01',
      ],
      {cwd: SITE_DIR, encoding: 'utf8'},
    );
    expect(out).toMatch(/^(\d+) of \1 Microsoft Learn sources were last checked more than 180/);
  });
});
