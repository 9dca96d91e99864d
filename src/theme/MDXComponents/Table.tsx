/**
 * Every table of the docs: the Markdown tables and the permission tables of
 * src/data (which src/plugins/remark-product-data.ts writes into the page as
 * Markdown tables), laid out by one set of rules (./tableLayout.ts,
 * ./Table.module.css) from what the table holds, never per table.
 *
 * - A grid where its columns have room: columns of short values (names,
 *   types, yes or no) keep each value on one line, a name in code never
 *   broken at its dots; the columns of sentences share the rest so that the
 *   rows are as short as they can be.
 * - Cards where they don't: each row is a card, and each cell shows its
 *   column's header before its value (`data-label`, drawn by CSS with empty
 *   alternative text, so screen readers hear the header once, from the
 *   table). Every table is cards in a column under 640 px (phones, and
 *   desktops where the sidebar and the table of contents leave little
 *   room); a table of many columns of sentences, whose grid would give a
 *   column under about 20 characters a line or a row of more than 8 lines,
 *   is cards up to the width its grid needs (the 5-column permission tables
 *   on a 1280 px desktop and a 768 px tablet). Print follows the same rule
 *   on the sheet's width. Nothing scrolls sideways.
 * - Screen readers get a real table in both: the cards change the elements'
 *   CSS display, which makes some browsers drop table semantics, so every
 *   element carries its table role explicitly.
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
import {
  CARDS_BELOW_MIN_PX,
  TABLE_LAYOUT_ATTRIBUTE,
  type TableLayout,
} from '@site/src/data/tableLayout';

/**
 * The width under which a table is cards, in em of its container, whose font
 * size sets this many em to the table's own width (`cardsBelowPx`): a CSS
 * container query compares with a constant only, and its em are the
 * container's (./Table.module.css).
 */
export const CARDS_BELOW_EM = 40;

/** A table the build gave no layout (none should be): a grid wherever a phone's cards end, sized by its content. */
const NO_LAYOUT: TableLayout = {widths: [], wholeHeaders: [], cardsBelowPx: CARDS_BELOW_MIN_PX};

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
 * column's header, and the cells of `short` columns marked (their header
 * too where it is kept whole: src/plugins/table-layout.ts).
 */
function withRoles(
  sections: Element[],
  labels: string[],
  short: boolean[],
  wholeHeaders: boolean[],
): ReactNode {
  const row = (tr: Element, inBody: boolean) =>
    cloneElement(
      tr,
      {role: 'row'} as object,
      ...cellsOf(tr).map((cell, column) => {
        const keep = short[column] && (inBody || wholeHeaders[column]);
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

export default function Table({
  children,
  className,
  [TABLE_LAYOUT_ATTRIBUTE]: layout,
  ...props
}: ComponentProps<'table'> & {[TABLE_LAYOUT_ATTRIBUTE]?: string}): ReactNode {
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
  const {widths, wholeHeaders, cardsBelowPx} = layout
    ? (JSON.parse(layout) as TableLayout)
    : NO_LAYOUT;
  const sized = widths.some(Boolean);

  return (
    <div
      ref={containerRef}
      className={styles.tableContainer}
      // The width under which this table is cards, as the font size of which CARDS_BELOW_EM is
      // that width (./Table.module.css): in rem, so it grows with the reader's font size.
      style={{fontSize: `${cardsBelowPx / 16 / CARDS_BELOW_EM}rem`}}>
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
          wholeHeaders,
        )}
      </table>
    </div>
  );
}
