/**
 * HTML the build writes: text put into it (the announcement bar and the
 * footer's support link in the site config, the social card), escaped so it
 * shows exactly as written, and tags added to the head of a built page.
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

/**
 * A built page with `tags` added to its head, right after the title: the
 * minified page has no `</head>` to put them before. `file` names the page
 * in the error when it has no title.
 */
export function addAfterTitle(html: string, tags: string, file: string): string {
  if (!html.includes('</title>')) throw new Error(`${file}: no </title> to add ${tags} after`);
  return html.replace('</title>', `</title>${tags}`);
}
