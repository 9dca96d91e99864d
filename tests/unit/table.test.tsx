// @vitest-environment jsdom
/**
 * The docs' table component (src/theme/MDXComponents/Table.tsx): the markup
 * that keeps it a table for screen readers whatever CSS does to it (explicit
 * roles), the column header each cell carries for the phone layout, and the
 * column widths it computes from the cells' text for the desktop grid.
 */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import Table, {MIN_SHARE, SHORT_CELL_MAX, columnWidths} from '../../src/theme/MDXComponents/Table';
import {textOf} from '../../src/browser/textOf';

/** A table as MDX renders a Markdown table: thead and tbody, th and td, inline markup in cells. */
function markdownTable() {
  return (
    <Table>
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

  it('sizes the columns of sentences and leaves the short ones to their content', () => {
    const doc = parse(renderToStaticMarkup(markdownTable()));
    const cols = Array.from(doc.querySelectorAll('colgroup col')).map((col) =>
      col.getAttribute('style'),
    );
    expect(cols).toEqual([null, null, 'width:100.0%']);
  });

  it('is in the Tab order only once it overflows (set after mount, not in the server HTML)', () => {
    const doc = parse(renderToStaticMarkup(markdownTable()));
    expect(doc.querySelector('table')!.hasAttribute('tabindex')).toBe(false);
  });
});

describe('columnWidths', () => {
  it('shares the width among the columns of sentences in proportion to their longest cell', () => {
    // Three words, n characters: a sentence, as far as the widths go.
    const long = (n: number) => `a b ${'x'.repeat(n - 4)}`;
    expect(
      columnWidths([
        [long(10), long(300), long(100)],
        [long(5), long(150), long(50)],
      ]),
    ).toEqual([undefined, '75.0%', '25.0%']);
  });

  it('gives a column of short sentences its least share next to one of long paragraphs', () => {
    const long = (n: number) => `a b ${'x'.repeat(n - 4)}`;
    // 50 : 450 is 10 % : 90 %; the 10 % rises to MIN_SHARE, and both are scaled back to 100 %.
    const small = MIN_SHARE / (MIN_SHARE + 0.9);
    expect(columnWidths([[long(50), long(450)]])).toEqual([
      `${(100 * small).toFixed(1)}%`,
      `${(100 * (1 - small)).toFixed(1)}%`,
    ]);
  });

  it('gives no widths to a table of short values', () => {
    expect(
      columnWidths([
        ['Delegated', 'Required'],
        ['Application', 'Not required'],
      ]),
    ).toEqual([undefined, undefined]);
  });

  it('counts a cell of exactly the short limit as short', () => {
    const words = (length: number) => 'y '.repeat(length).slice(0, length);
    expect(columnWidths([[words(SHORT_CELL_MAX), words(SHORT_CELL_MAX + 1)]])).toEqual([
      undefined,
      '100.0%',
    ]);
  });

  it('counts a name of two words as short, however long ("Collaboration breadth")', () => {
    expect(
      columnWidths([['Collaboration breadth', 'Number of distinct teams a team works with']]),
    ).toEqual([undefined, '100.0%']);
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
