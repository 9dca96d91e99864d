/**
 * `text` percent-decoded, or null when it is not valid percent-encoding
 * (`%`, `%zz`): there `decodeURIComponent` throws, and an exception in the
 * code that reads an address would crash the page.
 */
export function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The element an address's hash names (`#how-drivers-are-ranked`), or null.
 * A hash that is not valid percent-encoding (`#%`) is looked up as written.
 */
export function elementOfHash(doc: Document, hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  const id = hash.slice(1);
  return doc.getElementById(decodedOrNull(id) ?? id);
}
