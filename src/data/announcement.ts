/**
 * The announcement bar (specification sections 2 and 4): one short message
 * at the top of every page, until the reader closes it. Set it here, in one
 * place; `null` means no bar.
 *
 * The reader's "closed" choice is kept in their browser under Docusaurus's
 * own keys (`docusaurus.announcement.dismiss`, `docusaurus.announcement.id`)
 * and holds for as long as `id` stays the same: give a new announcement a
 * new `id` and the bar shows again to everyone, including those who closed
 * the previous one.
 *
 * For a test build, the ANNOUNCEMENT environment variable replaces it with
 * the JSON of an announcement (tests/e2e/announcement.spec.ts).
 */
export interface Announcement {
  /** Letters, digits, `.`, `_` and `-`; a new id shows the bar again to readers who closed it. */
  id: string;
  /** Plain text (no HTML, no Markdown). */
  text: string;
  /** An optional link after the text: a site path (`/insights/drivers`) or an `https://` address. */
  link?: {label: string; href: string};
}

const ANNOUNCEMENT: Announcement | null = null;

function check(value: unknown, source: string): Announcement {
  const fail = (why: string): never => {
    throw new Error(`${source}: ${why}`);
  };
  if (typeof value !== 'object' || value === null)
    return fail('an announcement is an object {id, text, link?}, or null for none');
  const {id, text, link} = value as Record<string, unknown>;
  if (typeof id !== 'string' || !/^[\w.-]+$/.test(id))
    fail('id: letters, digits, ".", "_" and "-" only');
  if (typeof text !== 'string' || text.trim() === '') fail('text: a non-empty string');
  if (link !== undefined) {
    const {label, href} = (link ?? {}) as Record<string, unknown>;
    if (typeof label !== 'string' || label.trim() === '') fail('link.label: a non-empty string');
    if (typeof href !== 'string' || !/^(\/(?!\/)|https:\/\/)\S*$/.test(href))
      fail('link.href: a site path (/…) or an https:// address');
  }
  return value as Announcement;
}

/** An announcement given as JSON in an environment variable; `undefined` when unset. */
export function announcementFromEnv(json: string | undefined): Announcement | undefined {
  if (json === undefined || json.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new Error(`ANNOUNCEMENT: not JSON: ${(error as Error).message}`);
  }
  return check(value, 'ANNOUNCEMENT');
}

/** The announcement of this build. */
export const announcement: Announcement | null =
  announcementFromEnv(process.env.ANNOUNCEMENT) ??
  (ANNOUNCEMENT && check(ANNOUNCEMENT, 'src/data/announcement.ts'));
