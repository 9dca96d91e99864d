/**
 * Find the real page a mistyped or wrong-case path most likely meant, for
 * the not-found page's "Did you mean …?" suggestion.
 */
import {editDistance} from '../data/editDistance';
import {decodedOrNull} from './hash';

export interface RouteEntry {
  path: string;
  title: string;
}

/** Lower-case, without `index.html`, `.html` or a trailing slash. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.trim();
  // A path that is not valid percent-encoding is kept raw.
  let p = (decodedOrNull(trimmed) ?? trimmed)
    .toLowerCase()
    .replace(/\/index\.html?$/, '/')
    .replace(/\.html?$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

function lastSegment(p: string): string {
  return p.split('/').filter(Boolean).pop() ?? '';
}

/**
 * The closest entry to `pathname`, or undefined when nothing is close enough.
 * A path that differs only in case or trailing parts always matches; else the
 * whole path, or its last segment, must be within a small edit distance.
 */
export function closestRoute(
  pathname: string,
  entries: readonly RouteEntry[],
): RouteEntry | undefined {
  const target = normalizePath(pathname);
  if (target === '/') return undefined;
  let best: {entry: RouteEntry; score: number} | undefined;
  for (const entry of entries) {
    const candidate = normalizePath(entry.path);
    if (candidate === target) return entry;
    if (candidate === '/') continue;
    const whole = editDistance(target, candidate);
    const segment = editDistance(lastSegment(target), lastSegment(candidate));
    const score = Math.min(whole, segment + 1);
    if (!best || score < best.score) best = {entry, score};
  }
  if (!best) return undefined;
  const limit = Math.max(2, Math.floor(lastSegment(target).length * 0.4));
  return best.score <= limit ? best.entry : undefined;
}
