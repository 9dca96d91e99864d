/**
 * The README's "Microsoft Learn sources" table lists every Microsoft Learn
 * page the docs rely on, the site pages that link it and the claims it
 * backs (README, "Writing and adding a page", step 5: "a new Learn page
 * gets a row"). This keeps it true: every Learn link of a page is a row of
 * the table, and the row names that page; every row is linked by the pages
 * it names, and by no page it doesn't.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../support/site';
import {docPages, standalonePages} from '../../src/node/sitePages';

export interface LearnRow {
  /** The Learn page's address, as the table links it. */
  url: string;
  /** The site pages the row names (first column), as routes. */
  pages: string[];
  /** Line of the row in README.md. */
  line: number;
}

export interface PageLinks {
  file: string;
  route: string;
  source: string;
}

/** A Learn address without its fragment or query, as the table lists pages. */
export function learnPage(url: string): string {
  return url.replace(/[?#].*$/, '').replace(/\/$/, '');
}

/** The rows of the "Microsoft Learn sources" table of a README. */
export function learnTable(readme: string): LearnRow[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => /^## Microsoft Learn sources\s*$/.test(line));
  if (start < 0) throw new Error('README.md has no "## Microsoft Learn sources" section');
  const rows: LearnRow[] = [];
  for (let i = start + 1; i < lines.length && !/^#{1,3} /.test(lines[i]!); i += 1) {
    const line = lines[i]!;
    if (!line.startsWith('| `/')) continue;
    const [, pagesCell, learnCell] = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
    const link = /\]\((https:\/\/learn\.microsoft\.com\/[^)\s]+)\)/.exec(learnCell ?? '');
    if (!link) throw new Error(`README.md:${i + 1}: the row's second cell links no Microsoft Learn page`);
    rows.push({url: learnPage(link[1]!), pages: [...(pagesCell ?? '').matchAll(/`(\/[^`]*)`/g)].map((m) => m[1]!), line: i + 1});
  }
  return rows;
}

/** The Microsoft Learn pages a page links, outside code blocks. */
export function learnLinks(source: string): string[] {
  let inCode = false;
  const found = new Set<string>();
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
    if (inCode) continue;
    for (const m of line.matchAll(/\]\((https?:\/\/learn\.microsoft\.com\/[^)\s]+)\)|<(https?:\/\/learn\.microsoft\.com\/[^>\s]+)>/g)) {
      found.add(learnPage(m[1] ?? m[2]!));
    }
  }
  return [...found];
}

/** Every way the table and the pages disagree, in words a writer can act on. */
export function learnTableProblems(pages: readonly PageLinks[], rows: readonly LearnRow[]): string[] {
  const problems: string[] = [];
  const byUrl = new Map<string, LearnRow[]>();
  for (const row of rows) byUrl.set(row.url, [...(byUrl.get(row.url) ?? []), row]);
  for (const [url, same] of byUrl) {
    if (same.length > 1) problems.push(`README.md:${same[1]!.line}: ${url} has a row already (line ${same[0]!.line}); keep one row per Learn page`);
  }
  const linkedBy = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const url of learnLinks(page.source)) {
      linkedBy.set(url, (linkedBy.get(url) ?? new Set()).add(page.route));
      const row = byUrl.get(url)?.[0];
      if (!row) {
        problems.push(`${page.file} links ${url}, which the "Microsoft Learn sources" table of README.md doesn't list: add a row with the page (\`${page.route}\`), the Learn page and the claims it backs`);
      } else if (!row.pages.includes(page.route)) {
        problems.push(`${page.file} links ${url}, but its row in the "Microsoft Learn sources" table (README.md:${row.line}) doesn't name \`${page.route}\`: add it to the row's first cell`);
      }
    }
  }
  for (const row of rows) {
    const users = linkedBy.get(row.url) ?? new Set<string>();
    if (users.size === 0) {
      problems.push(`README.md:${row.line}: no page links ${row.url}: remove the row, or link the page where its claims are made`);
      continue;
    }
    for (const route of row.pages) {
      if (!users.has(route)) problems.push(`README.md:${row.line}: the row names \`${route}\`, which doesn't link ${row.url}: remove it from the row's first cell`);
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
    ['# Site', '', '## Microsoft Learn sources', '', '| Site page | Microsoft Learn page | Claim it backs |', '| --- | --- | --- |', ...body, '', '### Not confirmed', ''].join('\n');
  const page = (route: string, body: string): PageLinks => ({file: `docs${route}.mdx`, route, source: `---\ntitle: T\n---\n\n${body}\n`});
  const A = 'https://learn.microsoft.com/microsoftteams/manage-apps';
  const B = 'https://learn.microsoft.com/graph/api/user-get';

  it('reads the rows, their pages and their link', () => {
    expect(learnTable(readme(`| \`/a\`, \`/b\` | [Manage apps](${A}) | Allow and block |`))).toEqual([{url: A, pages: ['/a', '/b'], line: 7}]);
  });

  it('passes a table that matches the pages, fragments and code blocks aside', () => {
    const table = learnTable(readme(`| \`/a\` | [Manage apps](${A}) | Allow and block |`));
    expect(learnTableProblems([page('/a', `See [Manage apps](${A}#allow-or-block-apps).\n\n\`\`\`text\n[Get user](${B})\n\`\`\``)], table)).toEqual([]);
  });

  it('names the page and the link that the table misses', () => {
    const table = learnTable(readme(`| \`/a\` | [Manage apps](${A}) | Allow and block |`));
    expect(learnTableProblems([page('/a', `[Manage apps](${A}) and [Get user](${B})`)], table)).toEqual([
      `docs/a.mdx links ${B}, which the "Microsoft Learn sources" table of README.md doesn't list: add a row with the page (\`/a\`), the Learn page and the claims it backs`,
    ]);
  });

  it('names a page missing from a row, a row no page links, and a page a row names wrongly', () => {
    const table = learnTable(readme(`| \`/a\` | [Manage apps](${A}) | Allow and block |`, `| \`/b\` | [Get user](${B}) | $select |`));
    expect(learnTableProblems([page('/a', `[x](${A})`), page('/c', `[x](${A})`)], table)).toEqual([
      `docs/c.mdx links ${A}, but its row in the "Microsoft Learn sources" table (README.md:7) doesn't name \`/c\`: add it to the row's first cell`,
      `README.md:8: no page links ${B}: remove the row, or link the page where its claims are made`,
    ]);
    expect(learnTableProblems([page('/a', `[x](${B})`)], learnTable(readme(`| \`/a\`, \`/b\` | [Get user](${B}) | $select |`)))).toEqual([
      `README.md:7: the row names \`/b\`, which doesn't link ${B}: remove it from the row's first cell`,
    ]);
  });

  it('names a Learn page listed twice', () => {
    const table = learnTable(readme(`| \`/a\` | [Manage apps](${A}) | Allow |`, `| \`/a\` | [Manage apps](${A}) | Block |`));
    expect(learnTableProblems([page('/a', `[x](${A})`)], table)).toEqual([`README.md:8: ${A} has a row already (line 7); keep one row per Learn page`]);
  });
});
