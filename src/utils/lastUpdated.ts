/**
 * How a page's last-updated date reads: "14 November 2026" (day, full month
 * name, year). In UTC, as Docusaurus does, so the server-rendered date and
 * the hydrated one agree wherever the reader is. Used by
 * src/theme/LastUpdated and the tests.
 */
const FORMAT = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});

export function formatLastUpdated(timestamp: number): string {
  return FORMAT.format(new Date(timestamp));
}
