// What the directives become in a page is checked in the built pages and
// their twins (tests/build).
import {applyFacts, nodeText, richText} from '../../src/plugins/remark-product-data';
import {factValues} from '../../src/node/siteSettings';
import {sitePages} from '../../src/node/sitePages';

const values = {...factValues, supportEmail: 'help@example.org'};
const options = {values, pagePaths: new Set(sitePages().map((page) => page.path))};

describe(':fact[key] and the permission tables', () => {
  it('fails the build on an unknown fact, naming the file and line', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            {
              type: 'textDirective',
              name: 'fact',
              children: [{type: 'text', value: 'windowDay'}],
              position: {start: {line: 7, column: 3}, end: {line: 7, column: 12}},
            },
          ],
        },
      ],
    };
    // Issue 49: the close name first, every name last.
    expect(() => applyFacts(tree, options, {path: 'docs/x.mdx'})).toThrow(
      /^docs\/x\.mdx:7: unknown fact ":fact\[windowDay\]": did you mean :fact\[windowDays\]\? Else write one of these, or add the fact to src\/data\/facts\.ts: minGroupSize, .*windowDays/,
    );
  });

  // Issue 51, item 7: `:fact[constructor]` printed "function Object() { [native code] }".
  it('takes only own keys for facts and tables: names every object has are unknown', () => {
    for (const key of ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__']) {
      const tree = {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              {
                type: 'textDirective',
                name: 'fact',
                children: [{type: 'text', value: key}],
                position: {start: {line: 3, column: 1}, end: {line: 3, column: 20}},
              },
            ],
          },
        ],
      };
      expect(() => applyFacts(tree, options, {path: 'docs/x.mdx'}), key).toThrow(
        new RegExp(`^docs/x\\.mdx:3: unknown fact ":fact\\[${key}\\]"`),
      );
    }
    const leaf = {type: 'leafDirective', name: 'toString', children: []};
    const tree = {type: 'root', children: [leaf]};
    applyFacts(tree, options, {path: 'docs/x.mdx'});
    expect(tree.children[0]).toBe(leaf);
  });

  it('fails the build on a link to an address of the site that is no page, naming the file and line', () => {
    const link = (url: string) => ({
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            {
              type: 'link',
              url,
              children: [{type: 'text', value: 'x'}],
              position: {start: {line: 12, column: 1}, end: {line: 12, column: 11}},
            },
          ],
        },
      ],
    });
    // Paths are case-sensitive (specification): /insights/impact is not /insights/Impact.
    expect(() =>
      applyFacts(link('/insights/impact#changes'), options, {path: 'docs/x.mdx'}),
    ).toThrow(/^docs\/x\.mdx:12: the link \/insights\/impact#changes names no page of the site/);
    expect(() =>
      applyFacts(link('/insights/Impact#changes'), options, {path: 'docs/x.mdx'}),
    ).not.toThrow();
    expect(() =>
      applyFacts(link('/category/for-admins'), options, {path: 'docs/x.mdx'}),
    ).not.toThrow();
    expect(() => applyFacts(link('/img/logo.svg'), options, {path: 'docs/x.mdx'})).not.toThrow();
  });

  it('writes field names of the permission data as inline code', () => {
    expect(richText('Each event’s `start` and `end` (`$select`)')).toEqual([
      {type: 'text', value: 'Each event’s '},
      {type: 'inlineCode', value: 'start'},
      {type: 'text', value: ' and '},
      {type: 'inlineCode', value: 'end'},
      {type: 'text', value: ' ('},
      {type: 'inlineCode', value: '$select'},
      {type: 'text', value: ')'},
    ]);
  });

  it('fills ::permission-data-table with the seven permissions of the product brief, delegated or application, with the five answers of a review', () => {
    const tree = {
      type: 'root',
      children: [{type: 'leafDirective', name: 'permission-data-table', children: []}],
    };
    applyFacts(tree, options, {path: 'docs/x.mdx'});
    const [table] = tree.children as unknown as {type: string; children: {children: unknown[]}[]}[];
    expect(table!.type).toBe('table');
    const rows = table!.children.map((row) => row.children.map((c) => nodeText(c as never)));
    expect(rows[0]).toEqual([
      'Permission',
      'Type and who grants it',
      'Whose data it reaches',
      'What the app asks Graph for',
      'Discarded on arrival',
    ]);
    // Product brief, "Permissions": the seven and their type.
    const brief: [string, string][] = [
      ['User.Read', 'Delegated'],
      ['User.ReadBasic.All', 'Delegated'],
      ['Calendars.ReadBasic', 'Delegated'],
      ['Chat.Read', 'Delegated'],
      ['TeamMember.Read.Group', 'Application'],
      ['ChannelSettings.Read.Group', 'Application'],
      ['ChannelMessage.Read.Group', 'Application'],
    ];
    expect(rows.slice(1).map((r) => [r[0], r[1]!.split(':')[0]])).toEqual(brief);
    for (const row of rows.slice(1)) {
      expect(row).toHaveLength(5);
      for (const cell of row) expect(cell.trim(), row[0]).not.toBe('');
    }
  });
});
