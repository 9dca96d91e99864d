/**
 * Turn a thrown value and its `cause` chain into plain entries the crash view
 * can list. Anything can be thrown or used as a cause (strings, plain
 * objects, errors with cyclic causes), so this never assumes an `Error`.
 */
export interface ErrorChainEntry {
  readonly name: string;
  readonly message: string;
}

/** Stop after this many entries, so a pathological chain cannot hang the page. */
export const MaxChainLength = 20;

function describe(value: unknown): ErrorChainEntry {
  if (value !== null && typeof value === 'object') {
    const {name, message} = value as {name?: unknown; message?: unknown};
    const text = typeof message === 'string' ? message : '';
    return {
      name: typeof name === 'string' && name ? name : 'Error',
      message: text || safeString(value),
    };
  }
  return {name: 'Error', message: safeString(value)};
}

function safeString(value: unknown): string {
  try {
    const text = String(value);
    return text === '[object Object]' ? 'Unknown error' : text;
  } catch {
    return 'Unknown error';
  }
}

/** The error first, then each cause in order. */
export function getErrorChain(error: unknown): ErrorChainEntry[] {
  const chain: ErrorChainEntry[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  let first = true;
  while ((first || (current !== undefined && current !== null)) && chain.length < MaxChainLength) {
    if (seen.has(current)) break;
    seen.add(current);
    chain.push(describe(current));
    first = false;
    current =
      current !== null && typeof current === 'object'
        ? (current as {cause?: unknown}).cause
        : undefined;
  }
  return chain;
}
