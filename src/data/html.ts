/**
 * Text for the places where the site config takes HTML (the announcement
 * bar, the footer's support link): escaped, so it shows exactly as written.
 */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
