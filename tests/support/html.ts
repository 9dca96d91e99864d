/**
 * The few HTML character references the build's minifier and React leave in
 * pages (quotes, angle brackets, ampersands), decoded, for tests that read
 * the built HTML as text.
 */
export function decodeEntities(html: string): string {
  return html
    .replace(/&#x27;|&#0?39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
