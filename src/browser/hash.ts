/**
 * The element an address's hash names (`#how-drivers-are-ranked`), or null.
 * A hash that is not valid percent-encoding (`#%`) is looked up as written:
 * `decodeURIComponent` would throw, and an exception here would crash the page.
 */
export function elementOfHash(doc: Document, hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // Malformed escape: keep the id as written.
  }
  return doc.getElementById(id);
}
