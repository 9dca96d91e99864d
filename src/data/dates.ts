/**
 * How the site writes a date for readers: "14 November 2026", day, full
 * month, year, in UTC. The doc pages' "Last updated" line
 * (src/theme/LastUpdated) and the Microsoft sources at the foot of a page
 * (src/plugins/learn-sources.ts) read it, so both say dates alike. Written
 * out rather than with Intl.DateTimeFormat: its first use loads the locale's
 * data on the main thread while a page starts (src/theme/LastUpdated says
 * how much), and the site is in English only.
 */
const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );

/** A moment or a day (`YYYY-MM-DD`, read as UTC) as readers see it. */
export function formatDate(date: Date | string): string {
  const at = typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date;
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}
