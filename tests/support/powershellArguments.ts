/**
 * How PowerShell reads the arguments of a command line, as far as the
 * admin pages' commands need: written from Microsoft's documentation, not
 * from the site's code, so that a test of the quoting the site writes
 * (psQuote, src/data/myValues.ts) checks it against the language.
 *
 * - about_Quoting_Rules
 *   (https://learn.microsoft.com/powershell/module/microsoft.powershell.core/about/about_quoting_rules):
 *   "A string enclosed in single quotation marks is a verbatim string. The
 *   string is passed to the command exactly as you type it. No substitution
 *   is performed." "To include a single quotation mark in a single-quoted
 *   string, use a second consecutive single quote." A double-quoted string
 *   is expandable: `$` names a variable or starts a subexpression, the
 *   backtick escapes, and a doubled double quotation mark is one.
 * - The PowerShell language specification, §2.3.5.2 String literals
 *   (https://learn.microsoft.com/powershell/scripting/lang-spec/chapter-02):
 *   a single-quote-character is any of ' U+2018 U+2019 U+201A U+201B, a
 *   double-quote-character any of " U+201C U+201D U+201E; "The character
 *   used to delimit a verbatim-string-literal or expandable-string-literal
 *   can be contained in such a string literal by writing that character
 *   twice, in succession", and a single-quote-character has no special
 *   meaning inside an expandable string, nor a double-quote-character in a
 *   verbatim one. §2.3.7: the backtick escapes (`n, `t, `0, …; any other
 *   character after it is taken literally).
 *
 * An argument whose value PowerShell would compute (a variable, a
 * subexpression) is reported as such rather than guessed.
 */

const SINGLE_QUOTES = new Set(["'", '\u2018', '\u2019', '\u201A', '\u201B']);
const DOUBLE_QUOTES = new Set(['"', '\u201C', '\u201D', '\u201E']);
const ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};

/** One argument of a command line: its value, or `computed` when PowerShell would substitute something into it. */
export type PsArgument = {value: string; computed: false} | {source: string; computed: true};

/** The arguments of one command line (the command's name first), as PowerShell reads them. */
export function psArguments(line: string): PsArgument[] {
  const args: PsArgument[] = [];
  let i = 0;
  const at = () => line[i] ?? '';
  while (i < line.length) {
    if (/\s/.test(at())) {
      i += 1;
      continue;
    }
    const start = i;
    if (SINGLE_QUOTES.has(at())) {
      let value = '';
      i += 1;
      for (;;) {
        if (i >= line.length) throw new Error(`unterminated verbatim string from column ${start}`);
        if (SINGLE_QUOTES.has(at())) {
          if (SINGLE_QUOTES.has(line[i + 1] ?? '')) {
            value += line[i + 1];
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        value += at();
        i += 1;
      }
      if (i < line.length && !/\s/.test(at()))
        throw new Error(`a verbatim string runs on into "${line.slice(i)}" at column ${i}`);
      args.push({value, computed: false});
      continue;
    }
    if (DOUBLE_QUOTES.has(at())) {
      let value = '';
      let computed = false;
      i += 1;
      for (;;) {
        if (i >= line.length)
          throw new Error(`unterminated expandable string from column ${start}`);
        const c = at();
        if (DOUBLE_QUOTES.has(c)) {
          if (DOUBLE_QUOTES.has(line[i + 1] ?? '')) {
            value += line[i + 1];
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (c === '`') {
          const next = line[i + 1] ?? '';
          value += ESCAPES[next] ?? next;
          i += 2;
          continue;
        }
        if (c === '$' && /[\p{L}\p{N}_:?{(]/u.test(line[i + 1] ?? '')) computed = true;
        value += c;
        i += 1;
      }
      args.push(computed ? {source: line.slice(start, i), computed} : {value, computed});
      continue;
    }
    while (i < line.length && !/\s/.test(at())) i += 1;
    const word = line.slice(start, i);
    args.push(
      /[$`'"\u2018-\u201E(@]/.test(word)
        ? {source: word, computed: true}
        : {value: word, computed: false},
    );
  }
  return args;
}

/** The value PowerShell binds to `parameter` (`-PolicyName`) in a command line: the argument after it. */
export function psParameter(line: string, parameter: string): PsArgument | undefined {
  const args = psArguments(line);
  const index = args.findIndex(
    (arg) => !arg.computed && arg.value.toLowerCase() === parameter.toLowerCase(),
  );
  return index >= 0 ? args[index + 1] : undefined;
}
