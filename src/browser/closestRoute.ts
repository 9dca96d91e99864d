/**
 * Find the real page a mistyped or wrong-case path most likely meant, for
 * the not-found page's "Did you mean …?" suggestion.
 */
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

/**
 * The edits between two strings, a swap of two neighbouring letters counting
 * one (optimal string alignment distance): the not-found page's measure of
 * a mistyped address, and the search's of a mistyped word
 * (src/components/search/engine.ts).
 */
export function editDistance(a: string, b: string): number {
  const d = Array.from({length: a.length + 1}, (_, i) =>
    Array.from({length: b.length + 1}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      d[i]![j] = Math.min(
        d[i - 1]![j]! + 1,
        d[i]![j - 1]! + 1,
        d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
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
