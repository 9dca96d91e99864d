/**
 * HTML the build writes: text (the announcement bar, the footer's support
 * link, the social card) escaped to show as written; tags in a page's head.
 */
import type {Announcement} from '../data/announcement';

export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * The announcement bar's content as HTML (Docusaurus inserts it as HTML):
 * the text and the link label escaped, so they show exactly as written.
 */
export function announcementHtml(value: Announcement): string {
  const text = escapeHtml(value.text);
  if (!value.link) return text;
  return `${text} <a href="${escapeHtml(value.link.href)}">${escapeHtml(value.link.label)}</a>`;
}

/**
 * A built page with `tags` right after its title (minified, it has no
 * `</head>`); `file` names a page without a title in the error.
 */
export function addAfterTitle(html: string, tags: string, file: string): string {
  if (!html.includes('</title>')) throw new Error(`${file}: no </title> to add ${tags} after`);
  return html.replace('</title>', `</title>${tags}`);
}
