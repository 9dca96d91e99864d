/**
 * Text put into HTML by the build (the announcement bar and the footer's
 * support link in the site config, the social card): escaped, so it shows
 * exactly as written.
 */
import type {Announcement} from '../data/announcement';

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The announcement bar's content as HTML (Docusaurus inserts it as HTML):
 * the text and the link label escaped, so they show exactly as written.
 */
export function announcementHtml(value: Announcement): string {
  const text = escapeHtml(value.text);
  if (!value.link) return text;
  return `${text} <a href="${escapeHtml(value.link.href)}">${escapeHtml(value.link.label)}</a>`;
}
