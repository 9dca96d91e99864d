/**
 * An address whose hash is not valid percent-encoding (`/insights/drivers#%`)
 * crashes the page: Docusaurus decodes the hash with `decodeURIComponent`,
 * unguarded, to scroll to it after every navigation (its
 * ClientLifecyclesDispatcher), and the router also reads the address at load.
 * A malformed hash is escaped (each `%` as `%25`, so it decodes to the hash
 * as written, which names the same element: none) before either reads it:
 * - at load, in the address itself, before the router reads it (client
 *   modules run first);
 * - on every navigation (a typed hash, a link, a router push, Back or
 *   Forward), in the location object the router hands `onRouteUpdate`,
 *   which is the object Docusaurus renders and scrolls with next (an
 *   internal, listed in UPGRADE.md). The address bar keeps what the reader
 *   typed.
 */
import type {ClientModule} from '@docusaurus/types';
import {decodedOrNull} from '../browser/hash';

const malformed = (hash: string): boolean => decodedOrNull(hash) === null;
const escaped = (hash: string): string => `#${hash.slice(1).replace(/%/g, '%25')}`;

if (typeof window !== 'undefined' && malformed(window.location.hash)) {
  const {href, hash} = window.location;
  window.history.replaceState(
    window.history.state,
    '',
    href.slice(0, -hash.length) + escaped(hash),
  );
}

const safeHash: ClientModule = {
  onRouteUpdate({location}) {
    if (malformed(location.hash)) (location as {hash: string}).hash = escaped(location.hash);
  },
};

export default safeHash;
