/**
 * What the build works out for each docs table (src/plugins/table-layout.ts)
 * and hands to the table component (src/theme/MDXComponents/Table.tsx) as
 * its `data-layout` attribute, in JSON.
 *
 * Browser-safe: no imports.
 */

/** The attribute of a Markdown table's `<table>` that carries its layout. */
export const TABLE_LAYOUT_ATTRIBUTE = 'data-layout';

/** Under this width every table is shown as cards (phones, and narrow windows), in px at a 16 px root. */
export const CARDS_BELOW_MIN_PX = 640;

export interface TableLayout {
  /** For each column: its width in the grid (a CSS percentage of the table), or null for a column of short values, each kept on one line. */
  widths: (string | null)[];
  /** For each column: whether its header is kept on one line (a short column's header of 3 words or more). */
  wholeHeaders: boolean[];
  /** The table is a grid from this width of its container up, and cards below it (px at a 16 px root). */
  cardsBelowPx: number;
}
