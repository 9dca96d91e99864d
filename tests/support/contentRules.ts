/**
 * Content rules every page must pass (checked by tests/unit/content.test.ts).
 * Each rule reports `file:line: message` so a writer can go straight to it.
 */
import matter from 'gray-matter';
import {facts} from '../../src/data/facts';

export interface PageSource {
  /** Path shown in messages, relative to the repository root. */
  file: string;
  source: string;
  /** Docs get their <h1> from the title; standalone pages write it. */
  kind: 'doc' | 'page';
  /** The page's own route, to tell links to other pages from self-links. */
  route: string;
}

export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;

/** A page worth its place says at least this much (body words, code excluded). */
export const MIN_WORDS = 500;

/**
 * Pages whose claims rest on Microsoft's documentation: they link at least
 * MIN_LEARN_LINKS Microsoft Learn pages (README, "Microsoft Learn sources").
 */
export const LEARN_SOURCED_FOLDERS = ['docs/for-admins/', 'docs/privacy-security/'];
export const MIN_LEARN_LINKS = 2;

/** A Microsoft Learn link as the docs write it: https, no locale segment (Learn picks the reader's). */
export const LEARN_LINK = /^https:\/\/learn\.microsoft\.com\/(?![a-z]{2}-[a-z]{2,4}(?:\/|$))[^\s)]+$/;

/** Words that mark unfinished writing. */
export const PLACEHOLDER = /\b(TODO|TBD|FIXME|XXX|lorem ipsum|lorem|coming soon|placeholder)\b/i;

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/**
 * The unit a numeric fact counts, from the end of its key in
 * src/data/facts.ts (`windowDays` counts days, `minGroupSize` people).
 */
export const FACT_UNITS: {suffix: RegExp; units: string[]}[] = [
  {suffix: /Days$/, units: ['day', 'days']},
  {suffix: /Weeks(OfData)?$/, units: ['week', 'weeks']},
  {suffix: /Months$/, units: ['month', 'months']},
  {suffix: /Hours$/, units: ['hour', 'hours']},
  {suffix: /Attendees$/, units: ['attendee', 'attendees']},
  {suffix: /GroupSize$/, units: ['people', 'members', 'persons']},
];

export function unitsOf(key: string): string[] | undefined {
  return FACT_UNITS.find(({suffix}) => suffix.test(key))?.units;
}

/**
 * Product facts typed as literals instead of `:fact[key]`, so that a change
 * to the product would miss this page: every numeric fact of
 * src/data/facts.ts, as a number or a word, followed by its unit ("28 days",
 * "a 28-day window", "two full weeks", "at least five people").
 */
export const LITERAL_FACTS: {pattern: RegExp; use: string}[] = (() => {
  const byPhrase = new Map<string, {value: number; units: string[]; keys: string[]}>();
  for (const [key, value] of Object.entries(facts)) {
    if (typeof value !== 'number') continue;
    const units = unitsOf(key);
    if (!units) throw new Error(`src/data/facts.ts: no unit known for the numeric fact "${key}"; end its name with a unit (Days, Weeks, Months, Hours, Attendees, GroupSize)`);
    const id = `${value} ${units.join('|')}`;
    const entry = byPhrase.get(id) ?? {value, units, keys: []};
    entry.keys.push(key);
    byPhrase.set(id, entry);
  }
  return [...byPhrase.values()].map(({value, units, keys}) => {
    const number = NUMBER_WORDS[value] ? `(?:${value}|${NUMBER_WORDS[value]})` : String(value);
    return {
      pattern: new RegExp(`\\b${number}[- ](?:full |whole |calendar )?(?:${units.join('|')})\\b`, 'i'),
      use: keys.map((k) => `:fact[${k}]`).join(' or '),
    };
  });
})();

interface Line {
  number: number;
  text: string;
  inCode: boolean;
}

function bodyLines(source: string): {lines: Line[]; data: Record<string, unknown>} {
  const parsed = matter(source);
  const frontMatterLines = source.slice(0, source.length - parsed.content.length).split('\n').length - 1;
  let inCode = false;
  const lines = parsed.content.split('\n').map((text, i) => {
    const fence = /^\s*(```|~~~)/.test(text);
    const line = {number: frontMatterLines + i + 1, text, inCode: inCode || fence};
    if (fence) inCode = !inCode;
    return line;
  });
  return {lines, data: parsed.data};
}

export function checkPage(page: PageSource): string[] {
  const problems: string[] = [];
  const at = (line: number, message: string) => problems.push(`${page.file}:${line}: ${message}`);
  let parsed: ReturnType<typeof bodyLines>;
  try {
    parsed = bodyLines(page.source);
  } catch (error) {
    return [`${page.file}:1: malformed front matter: ${(error as Error).message}`];
  }
  const {lines, data} = parsed;

  // Front matter.
  if (typeof data.title !== 'string' || data.title.trim() === '') at(1, 'front matter has no title');
  if (typeof data.description !== 'string') {
    at(1, 'front matter has no description');
  } else if (data.description.length < DESCRIPTION_MIN || data.description.length > DESCRIPTION_MAX) {
    at(1, `description is ${data.description.length} characters; keep it between ${DESCRIPTION_MIN} and ${DESCRIPTION_MAX}`);
  }

  // Headings: docs start at ##, pages have one # that is the title; no level is skipped.
  let previous = 1;
  let h1Count = 0;
  for (const line of lines) {
    if (line.inCode) continue;
    const heading = /^(#{1,6})\s+\S/.exec(line.text);
    if (!heading) continue;
    const level = heading[1].length;
    if (level === 1) {
      h1Count += 1;
      if (page.kind === 'doc') at(line.number, 'docs take their <h1> from the front matter title: start body headings at ##');
    } else if (level > previous + 1) {
      at(line.number, `heading level skipped: h${previous} is followed by h${level}`);
    }
    previous = level;
  }
  if (page.kind === 'page' && h1Count !== 1) at(1, `a standalone page needs exactly one # heading, found ${h1Count}`);

  for (const line of lines) {
    // Unfinished writing, anywhere (code included).
    const placeholder = PLACEHOLDER.exec(line.text);
    if (placeholder) at(line.number, `placeholder text "${placeholder[0]}"`);
    if (line.inCode) continue;

    // Images need a text alternative.
    for (const m of line.text.matchAll(/!\[([^\]]*)\]\(([^)]*)\)/g)) {
      if (m[1].trim() === '') at(line.number, `image ${m[2]} has no alt text`);
    }
    for (const m of line.text.matchAll(/<img\b[^>]*>/gi)) {
      if (!/\balt=("[^"]+"|'[^']+'|\{[^}]+\})/.test(m[0])) at(line.number, 'an <img> has no alt text');
    }

    // Recurring facts come from src/data/facts.ts.
    const prose = line.text.replace(/`[^`]*`/g, '');
    for (const {pattern, use} of LITERAL_FACTS) {
      const m = pattern.exec(prose);
      if (m) at(line.number, `"${m[0]}" is a product fact: write it with ${use}`);
    }
  }

  // Enough words to be worth a page.
  const words = lines
    .filter((line) => !line.inCode && !/^\s*(import|export) /.test(line.text))
    .map((line) => line.text.replace(/\]\([^)]*\)/g, ']').replace(/[#>*_`|:-]+/g, ' '))
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[a-z0-9]/i.test(word)).length;
  if (words < MIN_WORDS) at(1, `the page has ${words} words; a page needs at least ${MIN_WORDS}`);

  // Links to Microsoft Learn: locale-free https URLs, and enough of them where claims rest on them.
  let learnLinks = 0;
  for (const line of lines) {
    if (line.inCode) continue;
    for (const m of line.text.matchAll(/\]\((https?:\/\/learn\.microsoft\.com[^)\s]*)\)|<(https?:\/\/learn\.microsoft\.com[^>\s]*)>/g)) {
      const url = m[1] ?? m[2]!;
      if (LEARN_LINK.test(url)) learnLinks += 1;
      else at(line.number, `Microsoft Learn link ${url}: use https://learn.microsoft.com/... without a locale such as /en-us/`);
    }
  }
  if (LEARN_SOURCED_FOLDERS.some((folder) => page.file.startsWith(folder)) && learnLinks < MIN_LEARN_LINKS) {
    at(1, `the page links ${learnLinks} Microsoft Learn page(s); pages in ${LEARN_SOURCED_FOLDERS.join(' and ')} link the Learn pages they rely on (at least ${MIN_LEARN_LINKS})`);
  }

  // Every page links to at least one other page of the site.
  const links = [...page.source.matchAll(/(?<!!)\[[^\]]*\]\((\/[^)\s#]*)(#[^)\s]*)?\)/g)]
    .map((m) => m[1] || '/')
    .filter((target) => !/\.[a-z0-9]+$/i.test(target));
  if (!links.some((target) => target !== page.route)) at(1, 'the page links to no other page of the site');

  return problems;
}

/** Paragraphs, list items and table rows shorter than this may repeat (link lists, short labels). */
export const REPEAT_MIN_WORDS = 12;

/**
 * Prose that two pages share word for word: each thing is said on its home
 * page, and other pages link to it. Compares paragraphs, list items and
 * table rows of at least REPEAT_MIN_WORDS words (code, headings and front
 * matter excluded), ignoring case, spacing and Markdown emphasis.
 */
export function repeatedParagraphs(pages: readonly PageSource[]): string[] {
  const seen = new Map<string, {file: string; line: number}>();
  const problems: string[] = [];
  for (const page of pages) {
    let parsed: ReturnType<typeof bodyLines>;
    try {
      parsed = bodyLines(page.source);
    } catch {
      continue; // checkPage reports it
    }
    const blocks: {line: number; text: string}[] = [];
    let current: {line: number; text: string} | undefined;
    const flush = () => {
      if (current) blocks.push(current);
      current = undefined;
    };
    for (const line of parsed.lines) {
      const text = line.text.trim();
      if (line.inCode || text === '' || /^(#|import |export |:::|<)/.test(text)) {
        flush();
        continue;
      }
      const row = text.startsWith('|');
      const item = /^(?:[-*]|\d+\.)\s+/.test(text);
      if (row || item || !current) {
        flush();
        current = {line: line.number, text};
      } else {
        current.text += ` ${text}`;
      }
      if (row) flush();
    }
    flush();
    const own = new Set<string>();
    for (const block of blocks) {
      const normal = block.text
        .replace(/^(?:[-*]|\d+\.)\s+/, '')
        .replace(/[*_`]/g, '')
        .replace(/\s+/g, ' ')
        .trim()
        .toLowerCase();
      const wordCount = normal.split(' ').filter((word) => /[a-z0-9]/.test(word)).length;
      if (wordCount < REPEAT_MIN_WORDS || own.has(normal)) continue;
      own.add(normal);
      const first = seen.get(normal);
      if (first && first.file !== page.file) {
        problems.push(`${page.file}:${block.line}: repeats ${first.file}:${first.line} word for word; keep it on one page and link to it`);
      } else if (!first) {
        seen.set(normal, {file: page.file, line: block.line});
      }
    }
  }
  return problems;
}
