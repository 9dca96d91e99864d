/**
 * How far a mistyped name is from the one meant, in the browser and at build
 * time alike (pure code, no data): the not-found page's closest address
 * (src/browser/closestRoute.ts), the search's "did you mean"
 * (src/plugins/search/client/engine.ts), and the close fact name that the build
 * and `npm run check` suggest for an unknown `:fact[...]`.
 */

/**
 * The edits between two strings, a swap of two neighbouring letters counting
 * one (optimal string alignment distance).
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

/**
 * The name of `names` that `written` most likely meant, or undefined when none
 * is close: case aside, at most one edit away in a name under 6 letters and
 * two in a longer one (the search's measure of a typo); the first of equals.
 */
export function closestName(written: string, names: Iterable<string>): string | undefined {
  const word = written.toLowerCase();
  let best: {name: string; edits: number} | undefined;
  for (const name of names) {
    const edits = editDistance(word, name.toLowerCase());
    if (!best || edits < best.edits) best = {name, edits};
  }
  const most = word.length < 6 ? 1 : 2;
  return best && best.edits <= most && best.name !== written ? best.name : undefined;
}
