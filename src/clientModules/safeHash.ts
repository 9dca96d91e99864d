/**
 * An address whose hash is not valid percent-encoding (`/insights/drivers#%`)
 * crashed the page when the reader came back to it with Back: Docusaurus
 * decodes the hash to scroll to it (ClientLifecyclesDispatcher) without a
 * guard. Client modules run before the router reads the address, so the
 * address is rewritten once here with each `%` of the hash escaped
 * (`#%25`): it decodes to the hash as written, which names the same element
 * (none) and never throws.
 */
if (typeof window !== 'undefined') {
  const {hash} = window.location;
  try {
    decodeURIComponent(hash);
  } catch {
    const href = window.location.href.slice(0, -hash.length);
    window.history.replaceState(window.history.state, '', `${href}#${hash.slice(1).replace(/%/g, '%25')}`);
  }
}

export {};
