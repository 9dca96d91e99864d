/**
 * Text put into HTML (the announcement bar and the footer's support link in
 * the site config, a diagram's words in the search index): escaped, so it
 * shows exactly as written.
 */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
