/**
 * The switch between the Teams admin center and PowerShell (CONTRIBUTING.md,
 * "Commands with the reader's values, and the admin center or PowerShell
 * switch"): the two ways a task can be written, and where the reader's choice
 * is kept. Read by the inline script that applies the choice before the first
 * paint (src/plugins/task-controls.ts), by the switch (src/components/Ways) and
 * by the tests. The choice is kept in localStorage
 * (src/data/browserStorage.ts).
 *
 * Browser-safe: no imports.
 */

export const WAYS = [
  {name: 'admin-center', label: 'Teams admin center'},
  {name: 'powershell', label: 'PowerShell'},
] as const;

export type WayName = (typeof WAYS)[number]['name'];

/** The way shown until the reader chooses. */
export const DEFAULT_WAY: WayName = 'admin-center';

/** The query parameter of an address that opens with a way chosen: `/for-admins/setup-policies?with=powershell`. */
export const WAY_PARAMETER = 'with';

/**
 * The attribute of `<html>` that holds the way shown. The inline script
 * sets it before the page paints, so it also says that JavaScript runs:
 * without it the switch and the "Use my values" panel are not shown.
 */
export const WAY_ATTRIBUTE = 'data-way';

export const isWay = (value: unknown): value is WayName => WAYS.some((way) => way.name === value);
