/**
 * How a page's last-updated date reads: "14 November 2026" (day, full month
 * name, year). In UTC, as Docusaurus does, so the server-rendered date and
 * the hydrated one agree wherever the reader is. Used by
 * src/theme/LastUpdated and the tests.
 *
 * Written out by hand rather than with Intl.DateTimeFormat: the site is in
 * English only, and creating a DateTimeFormat (it loads the locale's data)
 * took about 10 ms of main-thread time on every doc page, 40 ms on a
 * throttled phone, inside the page's longest task.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function formatLastUpdated(timestamp: number): string {
  const date = new Date(timestamp);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
