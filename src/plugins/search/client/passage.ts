/**
 * The passage the search page shows under a result: about 180 characters of
 * the section around the first word the engine matched (`Hit.marks` of
 * ./engine.ts), cut between words, with each matched word marked whole. A
 * section with no text of its own (a heading right above its subheadings)
 * shows the headings under it instead, so no passage is empty.
 */
import type {Section} from '../data/indexFormat';

/** A piece of a passage: text, marked when it is a word the engine matched. */
export interface PassagePart {
  text: string;
  mark?: true;
}

/** About how many characters a passage shows before its first marked word, and after it. */
const CONTEXT = 90;
const WORD = /[\p{L}\p{N}]+/gu;
const ELLIPSIS = '…';

/** The passage of `section` for a result whose matched words are `marks`. */
export function passage(section: Section, marks: readonly string[]): PassagePart[] {
  const text = section.text || (section.outline ?? []).join(' · ');
  const wanted = new Set(marks.map((word) => word.toLowerCase()));
  const words = Array.from(text.matchAll(WORD), (match) => ({
    at: match.index,
    end: match.index + match[0].length,
    marked: wanted.has(match[0].toLowerCase()),
  }));
  const first = words.find((word) => word.marked);
  // Start at a word's start, about CONTEXT before the first marked word; end at a word's end.
  const start =
    first && first.at > CONTEXT
      ? (words.find((word) => word.at >= first.at - CONTEXT)?.at ?? 0)
      : 0;
  const limit = Math.max(start + 2 * CONTEXT, first?.end ?? 0);
  const last = words.filter((word) => word.at >= start && word.end <= limit).at(-1);
  const end = text.length <= limit || !last ? text.length : last.end;
  const parts: PassagePart[] = start > 0 ? [{text: `${ELLIPSIS} `}] : [];
  let at = start;
  for (const word of words) {
    if (!word.marked || word.at < start || word.end > end) continue;
    if (word.at > at) parts.push({text: text.slice(at, word.at)});
    parts.push({text: text.slice(word.at, word.end), mark: true});
    at = word.end;
  }
  if (end > at) parts.push({text: text.slice(at, end)});
  if (end < text.length) parts.push({text: ` ${ELLIPSIS}`});
  return parts;
}
