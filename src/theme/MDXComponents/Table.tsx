/**
 * Every table of the docs: the Markdown tables and the permission tables of
 * src/data (which src/plugins/remark-product-data.ts writes into the page as
 * Markdown tables), laid out by one set of rules (./Table.module.css) from
 * what the table holds, never per table.
 *
 * - Narrow (the table's column under 640 px: phones, tablets, and desktops
 *   where the sidebar and the table of contents leave little room): each row
 *   is a card, and each cell shows its column's header before its value
 *   (`data-label`, drawn by CSS with empty alternative text, so screen
 *   readers hear the header once, from the table). Nothing scrolls sideways.
 * - Wide: a grid whose column widths come from the cells' text
 *   (`columnWidths` below): columns of short values (names, types, yes or
 *   no) are never wrapped, and the columns of sentences share the rest in
 *   proportion to their longest cell, each with a least share, so the rows
 *   stay short. Long names in code wrap at their dots
 *   (src/plugins/inline-code-breaks.ts).
 * - Screen readers get a real table in both: the cards change the elements'
 *   CSS display, which makes some browsers drop table semantics, so every
 *   element carries its table role explicitly.
 * - Print gets the grid (the cards are for screens only).
 * - If a grid is still too wide for its column, its container scrolls
 *   sideways, and while it overflows the table takes part in the Tab order
 *   (tabindex 0), so that keyboard users can scroll it with the arrow keys
 *   (WCAG 2.1.1; axe scrollable-region-focusable).
 *
 * The server and the browser render the same markup (the layout is computed
 * from the table's content, not measured); only the tabindex of an
 * overflowing grid is set after mount.
 */
import React, {
  Children,
  cloneElement,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {textOf} from '@site/src/browser/textOf';
import styles from './Table.module.css';

/** A column whose cells each have at most this many characters, or two words, holds short values (names, types, yes or no). */
export const SHORT_CELL_MAX = 20;

const isShort = (cell: string) =>
  cell.trim().length <= SHORT_CELL_MAX || cell.trim().split(/\s+/).length <= 2;

/** The least share of the grid's width a column of sentences gets, before the shares are scaled to add up to 100 %. */
export const MIN_SHARE = 0.2;

/**
 * How the grid shares its width, from the text of its body cells (rows of
 * cells): a CSS percentage for each column of sentences, in proportion to
 * its longest cell, so that the longest cells of a row wrap to about as
 * many lines, but at least MIN_SHARE, so that a column of short sentences
 * next to one of long paragraphs still holds a few words a line (it had a
 * word a line: "A / PowerShell / parameter"); nothing for a column of short
 * values, which keeps each value on one line (`short` in ./Table.module.css).
 * No widths at all for a table of short values: it is as wide as its content.
 */
export function columnWidths(rows: readonly (readonly string[])[]): (string | undefined)[] {
  const count = Math.max(0, ...rows.map((row) => row.length));
  const columns = Array.from({length: count}, (_, column) => rows.map((row) => row[column] ?? ''));
  const longest = columns.map((cells) =>
    cells.every(isShort) ? 0 : Math.max(...cells.map((cell) => cell.trim().length)),
  );
  const total = longest.reduce((sum, length) => sum + length, 0);
  const shares = longest.map((length) => (length > 0 ? Math.max(length / total, MIN_SHARE) : 0));
  const sum = shares.reduce((a, b) => a + b, 0);
  return shares.map((share) => (share > 0 ? `${((100 * share) / sum).toFixed(1)}%` : undefined));
}

type Element = ReactElement<{children?: ReactNode; className?: string}>;

function elements(children: ReactNode): Element[] {
  return Children.toArray(children).filter((child): child is Element => isValidElement(child));
}

/** The table's rows: those of its head (thead) or of its body (tbody; MDX writes both for a Markdown table). */
function rowsOf(sections: Element[], head: boolean): Element[] {
  return sections.flatMap((section) => {
    const isHead = section.type === 'thead';
    return isHead === head
      ? elements(section.props.children).filter((row) => row.type === 'tr')
      : [];
  });
}

function cellsOf(row: Element): Element[] {
  return elements(row.props.children).filter((cell) => cell.type === 'td' || cell.type === 'th');
}

/**
 * The table's sections and rows with their roles, each body cell with its
 * column's header, and the cells of `short` columns marked. A header of a
 * short column is often its widest cell: one of two words may take two
 * lines ("Admin / consent", which still reads as one label, and leaves the
 * columns of sentences their room), one of three or more is kept on one
 * line ("Your / individual / insights" read a word a line).
 */
function withRoles(sections: Element[], labels: string[], short: boolean[]): ReactNode {
  const row = (tr: Element, inBody: boolean) =>
    cloneElement(
      tr,
      {role: 'row'} as object,
      ...cellsOf(tr).map((cell, column) => {
        const keep = short[column] && (inBody || (labels[column] ?? '').split(/\s+/).length >= 3);
        const className = clsx(cell.props.className, keep && styles.short) || undefined;
        if (cell.type === 'th')
          return cloneElement(cell, {
            role: inBody ? 'rowheader' : 'columnheader',
            key: column,
            className,
          } as object);
        return cloneElement(cell, {
          role: 'cell',
          key: column,
          className,
          'data-label': labels[column] || undefined,
        } as object);
      }),
    );
  return sections.map((section, index) => {
    const inBody = section.type !== 'thead';
    return cloneElement(
      section,
      {role: 'rowgroup', key: index} as object,
      ...elements(section.props.children).map((tr, rowIndex) =>
        tr.type === 'tr' ? cloneElement(row(tr, inBody), {key: rowIndex}) : tr,
      ),
    );
  });
}

export default function Table({children, className, ...props}: ComponentProps<'table'>): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    const table = container?.firstElementChild;
    if (!container || !table || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setScrollable(container.scrollWidth > container.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    observer.observe(table);
    measure();
    return () => observer.disconnect();
  }, []);

  const sections = elements(children);
  const headRow = rowsOf(sections, true)[0];
  const labels = (headRow ? cellsOf(headRow) : []).map((cell) => textOf(cell).trim());
  const widths = columnWidths(rowsOf(sections, false).map((row) => cellsOf(row).map(textOf)));
  const sized = widths.some(Boolean);

  return (
    <div ref={containerRef} className={styles.tableContainer}>
      <table
        role="table"
        tabIndex={scrollable ? 0 : undefined}
        className={clsx(className, styles.table, sized && styles.fill)}
        {...props}>
        {sized && (
          <colgroup>
            {widths.map((width, index) => (
              <col key={index} style={width ? {width} : undefined} />
            ))}
          </colgroup>
        )}
        {withRoles(
          sections,
          labels,
          widths.map((width) => sized && !width),
        )}
      </table>
    </div>
  );
}
