/**
 * How each docs table is laid out, worked out at build time from the text
 * of its cells (a rehype plugin of the docs and pages), so that the reader's
 * browser only reads the result: which columns hold short values, how the
 * columns of sentences share the grid's width, and below which width the
 * table is shown as cards. The result is the table's `data-layout`
 * attribute (src/data/tableLayout.ts), which the table component
 * (src/theme/MDXComponents/Table.tsx) turns into column widths, classes and
 * the container's font size. Computed in the browser, it took 2 to 5 ms of
 * main-thread time on a page of six tables during hydration.
 *
 * The widths are estimates in CSS pixels at the table's font size (0.875rem
 * of a 16 px root): an average character of the site's sans-serif fonts is
 * about half an em wide, a character of code a little more. They only have
 * to rank layouts, not predict them to the pixel.
 */
import type {Element, ElementContent, Root} from 'hast';
import {visit} from 'unist-util-visit';
import {CARDS_BELOW_MIN_PX, TABLE_LAYOUT_ATTRIBUTE, type TableLayout} from '../data/tableLayout';

/** A column whose cells each have at most this many characters, or two words, holds short values (names, types, yes or no). */
export const SHORT_CELL_MAX = 20;

/**
 * The narrowest a column of sentences may be in the grid, in characters a
 * line ("The app isn't pinned" | "for someone" read 3 words a line), unless
 * every cell of the column takes two lines or fewer at less ("For the teams"
 * | "you belong to").
 */
const MIN_LINE_CHARS = 20;

/**
 * The most lines a cell of the grid may take, by the estimate here: a table
 * whose grid needs more is shown as cards. The browser draws up to a line
 * more than the estimate, and at 8 lines (the 5-column permission tables at
 * 768 px took 8 to 10) cards read better.
 */
const MAX_ROW_LINES = 6;

/**
 * A table that needs a wider grid than this is always shown as cards: the
 * widest column the docs give a table is 958 px (1920 px screens and up).
 */
const CARDS_ALWAYS_PX = 1280;

/** The width the shares of a table shown as a grid from CARDS_BELOW_MIN_PX are fitted to: what a 1280 px desktop gives it. */
const REFERENCE_WIDTH_PX = 704;

const CHAR_PX = 7.5;
const CELL_PADDING_PX = 24;
const STEP_PX = 16;

/**
 * Whether the header of a column of short values is kept on one line. Such a
 * header is often the column's widest cell: one of two words may take two
 * lines ("Admin / consent", which still reads as one label, and leaves the
 * columns of sentences their room), one of three or more is kept on one line
 * ("Your / individual / insights" read a word a line).
 */
const headerKeptWhole = (label: string): boolean => label.trim().split(/\s+/).length >= 3;

const isShort = (cell: string) =>
  cell.trim().length <= SHORT_CELL_MAX || cell.trim().split(/\s+/).length <= 2;

/** The lengths of the words of `text`. */
export const wordLengths = (text: string): number[] =>
  text.trim() === ''
    ? []
    : text
        .trim()
        .split(/\s+/)
        .map((word) => word.length);

/** How many lines words of these lengths take in a line of `chars` characters, breaking between words. */
export function lineCount(words: readonly number[], chars: number): number {
  let lines = 1;
  let used = 0;
  for (const length of words) {
    if (used > 0 && used + 1 + length <= chars) {
      used += 1 + length;
    } else if (used === 0) {
      lines += Math.ceil(length / chars) - 1;
      used = length - (Math.ceil(length / chars) - 1) * chars;
    } else {
      lines += Math.ceil(length / chars);
      used = length - (Math.ceil(length / chars) - 1) * chars;
    }
  }
  return lines;
}

/** Characters a line in a column `px` wide. */
const charsIn = (px: number) => Math.floor((px - CELL_PADDING_PX) / CHAR_PX);

interface Fit {
  /** The width of each column of sentences, in px. */
  widths: number[];
  /** The sum over rows of the row's tallest cell, in lines: the grid's height. */
  height: number;
}

/** A column of sentences: each cell's word lengths, its longest cell's length and its least width. */
interface SentenceColumn {
  cells: number[][];
  longest: number;
  /**
   * The narrowest it may be in the grid, in px: MIN_LINE_CHARS a line, or
   * less where every cell then takes two lines or fewer ("For the teams" |
   * "you belong to"), and never so narrow that a cell takes more than
   * MAX_ROW_LINES lines.
   */
  least: number;
}

/** The fewest characters a line at which every cell takes `lines` lines or fewer. */
function charsFor(cells: readonly number[][], lines: number): number {
  let [low, high] = [1, Math.max(1, ...cells.map((words) => words.reduce((a, b) => a + b + 1, 0)))];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (cells.every((words) => lineCount(words, middle) <= lines)) high = middle;
    else low = middle + 1;
  }
  return low;
}

function sentenceColumn(cells: string[]): SentenceColumn {
  const words = cells.map(wordLengths);
  const chars = Math.max(
    Math.min(MIN_LINE_CHARS, charsFor(words, 2)),
    charsFor(words, MAX_ROW_LINES),
  );
  return {
    cells: words,
    longest: Math.max(...cells.map((cell) => cell.length)),
    least: chars * CHAR_PX + CELL_PADDING_PX,
  };
}

function measure(columns: readonly SentenceColumn[], widths: number[]): Fit {
  const chars = widths.map(charsIn);
  let height = 0;
  for (let row = 0; row < columns[0]!.cells.length; row += 1) {
    let tallest = 1;
    columns.forEach((column, index) => {
      tallest = Math.max(tallest, lineCount(column.cells[row]!, chars[index]!));
    });
    height += tallest;
  }
  return {widths, height};
}

/**
 * The widths of the columns of sentences that make the grid shortest in
 * `room` px (at least their least widths): from shares of the spare room in
 * proportion to each column's longest cell, width moves from one column to
 * another, in steps of 64 px and then 16 px, while that makes the table
 * shorter.
 */
function fit(columns: readonly SentenceColumn[], room: number): Fit {
  const spare = Math.max(0, room - columns.reduce((sum, column) => sum + column.least, 0));
  const total = columns.reduce((sum, column) => sum + column.longest, 0) || 1;
  let best = measure(
    columns,
    columns.map((column) => column.least + (spare * column.longest) / total),
  );
  for (const step of [64, 16]) {
    for (let improved = true; improved;) {
      improved = false;
      for (let from = 0; from < columns.length; from += 1) {
        for (let to = 0; to < columns.length; to += 1) {
          if (from === to || best.widths[from]! - step < columns[from]!.least) continue;
          const widths = best.widths.slice();
          widths[from] = widths[from]! - step;
          widths[to] = widths[to]! + step;
          const candidate = measure(columns, widths);
          if (candidate.height < best.height) {
            best = candidate;
            improved = true;
          }
        }
      }
    }
  }
  return best;
}

/**
 * The layout of a table from the text of its body cells (rows of cells) and
 * of its header row. Short columns take the width of their longest value;
 * the columns of sentences share the rest so that the grid is as short as
 * it can be (a question of a few words next to a long answer gets enough
 * room to take a line or two, not one word a line). The table is a grid
 * from the width that holds every column at its least width (but never
 * under CARDS_BELOW_MIN_PX); under it, the rows are cards.
 */
export function tableLayout(
  rows: readonly (readonly string[])[],
  headers: readonly string[] = [],
): TableLayout {
  const count = Math.max(0, ...rows.map((row) => row.length));
  const columns = Array.from({length: count}, (_, column) =>
    rows.map((row) => (row[column] ?? '').trim()),
  );
  const short = columns.map((cells) => cells.every(isShort));
  const sentences: SentenceColumn[] = columns
    .filter((_, column) => !short[column])
    .map(sentenceColumn);
  const wholeHeaders = columns.map(
    (_, column) => short[column]! && headerKeptWhole(headers[column] ?? ''),
  );
  if (sentences.length === 0)
    return {widths: columns.map(() => null), wholeHeaders, cardsBelowPx: CARDS_BELOW_MIN_PX};
  // A short column is as wide as its longest value, or its header where that is kept whole, or
  // the header's longest word.
  const shortWidth = columns.reduce((sum, cells, column) => {
    if (!short[column]) return sum;
    const header = headers[column] ?? '';
    const headerChars = headerKeptWhole(header)
      ? header.trim().length
      : Math.max(0, ...wordLengths(header));
    const chars = Math.max(headerChars, ...cells.map((cell) => cell.length));
    return sum + chars * CHAR_PX + CELL_PADDING_PX;
  }, 0);
  const gridPx = shortWidth + sentences.reduce((sum, column) => sum + column.least, 0);
  const cardsBelowPx = Math.min(
    CARDS_ALWAYS_PX,
    Math.max(CARDS_BELOW_MIN_PX, Math.ceil(gridPx / STEP_PX) * STEP_PX),
  );
  // Each column of sentences gets its share of the whole table at the narrowest width the table
  // is a grid at (or a desktop's): wider, the extra goes to the short columns, whose widths are
  // not set. (Shares of the sentences' part alone, adding up to 100 %, were cut by the browser,
  // which then shrank the last columns first.)
  const reference = Math.max(cardsBelowPx, REFERENCE_WIDTH_PX);
  const {widths} = fit(sentences, reference - shortWidth);
  let next = 0;
  return {
    widths: short.map((isShortColumn) =>
      isShortColumn ? null : `${((100 * widths[next++]!) / reference).toFixed(1)}%`,
    ),
    wholeHeaders,
    cardsBelowPx,
  };
}

/** The text of a hast node, as the reader sees it (`<wbr>` and spans add none). */
function textOf(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

const childElements = (node: Element, ...tagNames: string[]): Element[] =>
  node.children.filter(
    (child): child is Element => child.type === 'element' && tagNames.includes(child.tagName),
  );

/** The rehype plugin: each Markdown table gets its layout as its `data-layout` attribute. */
export default function rehypeTableLayout() {
  return (tree: Root): void => {
    visit(tree, 'element', (table: Element) => {
      if (table.tagName !== 'table') return;
      const rowsIn = (section: string) =>
        childElements(table, section).flatMap((part) => childElements(part, 'tr'));
      const cellsOf = (row: Element) => childElements(row, 'th', 'td').map(textOf);
      const headers = rowsIn('thead').map(cellsOf)[0] ?? [];
      const layout = tableLayout(rowsIn('tbody').map(cellsOf), headers);
      table.properties[TABLE_LAYOUT_ATTRIBUTE] = JSON.stringify(layout);
    });
  };
}
