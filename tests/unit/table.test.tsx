// @vitest-environment jsdom
/**
 * The docs' table component (src/theme/MDXComponents/Table.tsx): the markup
 * that keeps it a table for screen readers whatever CSS does to it (explicit
 * roles), the column header each cell carries for the card layout, and the
 * layout it computes from the cells' text (./tableLayout.ts): column widths
 * for the grid and the width under which the table is cards.
 */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import type {Element, Root} from 'hast';
import Table, {CARDS_BELOW_EM} from '../../src/theme/MDXComponents/Table';
import rehypeTableLayout, {
  SHORT_CELL_MAX,
  lineCount,
  tableLayout,
  wordLengths,
} from '../../src/plugins/table-layout';
import {CARDS_BELOW_MIN_PX, TABLE_LAYOUT_ATTRIBUTE} from '../../src/data/tableLayout';
import {textOf} from '../../src/browser/textOf';

/** A table as MDX renders a Markdown table: thead and tbody, th and td, inline markup in cells. */
function markdownTable(layout?: string) {
  return (
    <Table {...{[TABLE_LAYOUT_ATTRIBUTE]: layout}}>
      <thead>
        <tr>
          <th>Permission</th>
          <th style={{textAlign: 'right'}}>Type</th>
          <th>Why the app needs it</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>
            <code>User.Read</code>
          </td>
          <td style={{textAlign: 'right'}}>Delegated</td>
          <td>
            Sign the user in and read <strong>their own</strong> profile, nothing else about them.
          </td>
        </tr>
        <tr>
          <td>
            <code>Chat.ReadBasic</code>
          </td>
          <td>Delegated</td>
          <td>
            Read which chats the user is in and when each was last active; never the messages.
          </td>
        </tr>
      </tbody>
    </Table>
  );
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

describe('Table', () => {
  it('gives every element its table role, so a table shown as cards is still a table', () => {
    const doc = parse(renderToStaticMarkup(markdownTable()));
    expect(doc.querySelector('table')!.getAttribute('role')).toBe('table');
    for (const section of Array.from(doc.querySelectorAll('thead, tbody')))
      expect(section.getAttribute('role')).toBe('rowgroup');
    for (const row of Array.from(doc.querySelectorAll('tr')))
      expect(row.getAttribute('role')).toBe('row');
    for (const header of Array.from(doc.querySelectorAll('thead th')))
      expect(header.getAttribute('role')).toBe('columnheader');
    for (const cell of Array.from(doc.querySelectorAll('td')))
      expect(cell.getAttribute('role')).toBe('cell');
  });

  it('gives each body cell its column header, and keeps the cells as they were', () => {
    const doc = parse(renderToStaticMarkup(markdownTable()));
    const rows = Array.from(doc.querySelectorAll('tbody tr'));
    expect(
      rows.map((row) =>
        Array.from(row.querySelectorAll('td')).map((cell) => cell.getAttribute('data-label')),
      ),
    ).toEqual([
      ['Permission', 'Type', 'Why the app needs it'],
      ['Permission', 'Type', 'Why the app needs it'],
    ]);
    const first = rows[0].querySelectorAll('td');
    expect(first[0].innerHTML).toBe('<code>User.Read</code>');
    expect(first[1].getAttribute('style')).toBe('text-align:right');
    expect(first[2].querySelector('strong')!.textContent).toBe('their own');
  });

  it('sets the column widths, the nowrap headers and the card width the build worked out', () => {
    const layout = {
      widths: [null, null, '60.0%'],
      wholeHeaders: [false, true, false],
      cardsBelowPx: 928,
    };
    const doc = parse(renderToStaticMarkup(markdownTable(JSON.stringify(layout))));
    const cols = Array.from(doc.querySelectorAll('colgroup col')).map((col) =>
      col.getAttribute('style'),
    );
    expect(cols).toEqual([null, null, 'width:60.0%']);
    const table = doc.querySelector('table')!;
    expect(table.hasAttribute(TABLE_LAYOUT_ATTRIBUTE), 'the layout is not passed on').toBe(false);
    // The short columns' cells keep their values whole; of the headers, only the one kept whole.
    const shortClass = table.querySelector('tbody td')!.className;
    expect(shortClass).not.toBe('');
    const headers = Array.from(table.querySelectorAll('thead th')).map((th) => th.className);
    expect(headers).toEqual(['', shortClass, '']);
    // 40em of the container is 928 px at a 16 px root: 928 / 16 / 40 = 1.45rem.
    expect(CARDS_BELOW_EM).toBe(40);
    expect(table.parentElement!.style.fontSize).toBe('1.45rem');
  });

  it("without a layout, is a grid sized by its content wherever a phone's cards end", () => {
    const doc = parse(renderToStaticMarkup(markdownTable()));
    const table = doc.querySelector('table')!;
    expect(table.querySelector('colgroup')).toBeNull();
    expect(table.parentElement!.style.fontSize).toBe(`${CARDS_BELOW_MIN_PX / 16 / 40}rem`);
  });

  it('is in the Tab order only once it overflows (set after mount, not in the server HTML)', () => {
    const doc = parse(renderToStaticMarkup(markdownTable()));
    expect(doc.querySelector('table')!.hasAttribute('tabindex')).toBe(false);
  });
});

describe('lineCount', () => {
  it('breaks between words, and a word longer than the line across lines', () => {
    // "aaaaa bbbbb" fills 11 characters; "ccccc" goes to the next line.
    expect(lineCount(wordLengths('aaaaa bbbbb ccccc'), 11)).toBe(2);
    expect(lineCount(wordLengths('aaaaa bbbbb ccccc'), 17)).toBe(1);
    // 25 letters in lines of 10: 10 + 10 + 5.
    expect(lineCount(wordLengths('x'.repeat(25)), 10)).toBe(3);
    expect(lineCount(wordLengths(''), 10)).toBe(1);
  });
});

describe('tableLayout', () => {
  // A sentence of n characters, in words of the docs' length.
  const sentence = (n: number) =>
    'The app reads what it needs '.repeat(Math.ceil(n / 28)).slice(0, n);

  it('leaves a table of short values to its content, a grid from the phone threshold', () => {
    expect(
      tableLayout([
        ['Delegated', 'Required'],
        ['Application', 'Not required'],
      ]),
    ).toEqual({
      widths: [null, null],
      wholeHeaders: [false, false],
      cardsBelowPx: CARDS_BELOW_MIN_PX,
    });
  });

  it('counts a cell of exactly the short limit, or a name of two words, as short', () => {
    const words = (length: number) => 'y '.repeat(length).slice(0, length);
    const {widths} = tableLayout([
      [words(SHORT_CELL_MAX), words(SHORT_CELL_MAX + 1), 'Collaboration breadth'],
    ]);
    expect(widths.map(Boolean)).toEqual([false, true, false]);
  });

  it('shows names beside sentences as a grid on a desktop, the names keeping their width', () => {
    const layout = tableLayout([
      ['ChannelSettings.Read.Group', sentence(200)],
      ['TeamMember.Read.Group', sentence(150)],
    ]);
    expect(layout.cardsBelowPx).toBe(CARDS_BELOW_MIN_PX);
    expect(layout.widths[0]).toBeNull();
    // The sentences get part of the table, not all of it: the rest is the names'.
    expect(parseFloat(layout.widths[1]!)).toBeLessThan(80);
  });

  it('gives a question of a few words beside a long answer more than a fifth of the table', () => {
    // The old rule gave it its least share, 20 %: about 140 px, 3 words a line.
    const {widths} = tableLayout([
      ['The app is missing for a person in Teams', sentence(400)],
      ['People lost apps they had pinned themselves', sentence(250)],
    ]);
    expect(parseFloat(widths[0]!)).toBeGreaterThan(20);
  });

  it("shows the permission tables' five columns as cards wider than a tablet's column (736 px)", () => {
    const rows = [
      ['User.ReadBasic.All', 'Delegated', sentence(60), sentence(300), sentence(90)],
      ['Calendars.ReadBasic', 'Delegated', sentence(80), sentence(320), sentence(110)],
      ['Chat.Read', 'Delegated', sentence(80), sentence(260), sentence(120)],
    ];
    expect(tableLayout(rows).cardsBelowPx).toBeGreaterThan(736);
  });

  it('never sets shares that add up to more than the table', () => {
    const {widths} = tableLayout([[sentence(100), sentence(300), sentence(50), 'Delegated']]);
    const total = widths.reduce<number>((sum, width) => sum + (width ? parseFloat(width) : 0), 0);
    expect(total).toBeLessThanOrEqual(100);
  });
});

describe('rehypeTableLayout', () => {
  it("gives each table its layout, from its cells' text as the reader sees it", () => {
    const html =
      '<table><thead><tr><th>Permission</th><th>Why the app needs it</th></tr></thead>' +
      '<tbody><tr><td><code>TeamMember.<wbr>Read.<wbr>Group</code></td>' +
      '<td>Read the member list, to know who makes up the team.</td></tr></tbody></table>';
    const tree = unified().use(rehypeParse, {fragment: true}).parse(html) as Root;
    rehypeTableLayout()(tree);
    const table = tree.children[0] as Element;
    expect(JSON.parse(String(table.properties[TABLE_LAYOUT_ATTRIBUTE]))).toEqual(
      tableLayout(
        [['TeamMember.Read.Group', 'Read the member list, to know who makes up the team.']],
        ['Permission', 'Why the app needs it'],
      ),
    );
  });
});

describe('textOf', () => {
  it('reads the text of rendered MDX, through inline markup', () => {
    expect(
      textOf(
        <>
          Read <strong>their</strong> {'profile'} <code>User.Read</code>, {2} times
        </>,
      ),
    ).toBe('Read their profile User.Read, 2 times');
  });
});
