/**
 * The Microsoft Learn sources (src/data/learnSources.ts) as the pages use
 * them, read in one place by the build's warning (docusaurus.config.ts),
 * `npm run check`, `npm run check:sources` and the tests:
 *
 * - which pages cite each Learn page, derived from the pages' own links
 *   (outside code blocks), so that no list of citing pages is typed twice;
 * - which sources are due for a new check: those last compared with Learn
 *   more than DUE_AFTER_DAYS days before a given day. Microsoft changes its
 *   pages under ours (issue 33); the report says which to read again;
 * - what a page's foot shows readers (src/plugins/learn-sources.ts): each
 *   Learn page it cites, with its dates and whether it is due on the day of
 *   the build (issue 46).
 *
 * Build time and Node only (it reads files); no network.
 */
import fs from 'node:fs';
import path from 'node:path';
import {sources, type Day, type LearnSource} from '../data/learnSources';
import {SITE_DIR, docPages, standalonePages} from './sitePages';

/**
 * A source is due once its last check is more than this many days old (about
 * six months): the writer's report and what readers are shown (issue 46) use
 * this one figure.
 */
export const DUE_AFTER_DAYS = 180;

/**
 * The section at the foot of a page that cites Learn (src/plugins/learn-sources.ts): its class,
 * which the search, the print stylesheet and the tests find it by, its heading and the heading's
 * id, which the writer's check knows as an anchor of the page.
 */
export const LEARN_SOURCES = {
  className: 'learn-sources',
  heading: 'Microsoft sources',
  id: 'microsoft-sources',
} as const;

/** Where the sources are typed, for messages. */
export const SOURCES_FILE = 'src/data/learnSources.ts';

/** A Learn address without its fragment, query or trailing slash: the page it names. */
export function learnPage(url: string): string {
  return url.replace(/[?#].*$/, '').replace(/\/$/, '');
}

/** A page of the site with a source file, as the checks read it. */
export interface PageSource {
  /** Relative to the repository root. */
  file: string;
  route: string;
  source: string;
}

/** Every page of the site written as a file (docs and standalone pages, unlisted ones included). */
export function pageSources(): PageSource[] {
  return [...docPages(), ...standalonePages()].map((page) => ({
    file: page.file,
    route: page.path,
    source: fs.readFileSync(path.join(SITE_DIR, page.file), 'utf8'),
  }));
}

/** The Microsoft Learn pages a page links outside code blocks, each with the line it is first linked on. */
export function learnLinks(source: string): {url: string; line: number}[] {
  let inCode = false;
  const found = new Map<string, number>();
  source.split('\n').forEach((text, i) => {
    if (/^\s*(```|~~~)/.test(text)) inCode = !inCode;
    if (inCode) return;
    for (const m of text.matchAll(
      /\]\((https?:\/\/learn\.microsoft\.com\/[^)\s]+)\)|<(https?:\/\/learn\.microsoft\.com\/[^>\s]+)>/g,
    )) {
      const url = learnPage(m[1] ?? m[2]!);
      if (!found.has(url)) found.set(url, i + 1);
    }
  });
  return [...found].map(([url, line]) => ({url, line}));
}

/** A page's link to a Learn page. */
export interface Citation {
  route: string;
  file: string;
  line: number;
}

/** The pages that link each Learn page, by its address (learnPage), in the order of `pages`. */
export function citations(pages: readonly PageSource[] = pageSources()): Map<string, Citation[]> {
  const byUrl = new Map<string, Citation[]>();
  for (const page of pages) {
    for (const {url, line} of learnLinks(page.source))
      byUrl.set(url, [...(byUrl.get(url) ?? []), {route: page.route, file: page.file, line}]);
  }
  return byUrl;
}

/** The line of a source's entry (its `url:`) in src/data/learnSources.ts; 1 when not found. */
export function sourceLine(url: string, text = readSourcesFile()): number {
  const index = text.split('\n').findIndex((line) => line.includes(`'${url}'`));
  return index + 1 || 1;
}

function readSourcesFile(): string {
  return fs.readFileSync(path.join(SITE_DIR, SOURCES_FILE), 'utf8');
}

/** Whole days from `day` to `today` (UTC). */
function daysSince(day: Day, today: Date): number {
  const start = Date.parse(`${day}T00:00:00Z`);
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.floor((end - start) / 86_400_000);
}

/** Whether a source last checked on `checked` is due for a new check on `today` (UTC days). */
export function isDue(checked: Day, today: Date): boolean {
  return daysSince(checked, today) > DUE_AFTER_DAYS;
}

/** The sources due on `today`, the longest unchecked first. */
function dueSources(today: Date, list: readonly LearnSource[] = sources): readonly LearnSource[] {
  return list
    .filter((source) => isDue(source.checked, today))
    .sort((a, b) => a.checked.localeCompare(b.checked));
}

/**
 * What the build, `npm run check` and `npm run check:sources` print about the sources due on
 * `today`: a line saying how many, then one line per source with where it is typed, its dates and
 * the pages citing it. Empty when none is due.
 */
export function dueReport(
  today: Date,
  list: readonly LearnSource[] = sources,
  cited: ReadonlyMap<string, readonly Citation[]> = citations(),
  sourcesText: string = readSourcesFile(),
): string[] {
  const due = dueSources(today, list);
  if (due.length === 0) return [];
  return [
    `${due.length} of ${list.length} Microsoft Learn sources were last checked more than ${DUE_AFTER_DAYS} days ago: re-check each as ${SOURCES_FILE} says at its top.`,
    ...due.map((source) => {
      const pageDate =
        source.pageDate === null
          ? 'the Learn page is not dated'
          : source.pageDate === 'not recorded'
            ? 'its page date not recorded'
            : `Learn page dated ${source.pageDate}`;
      const pages = (cited.get(source.url) ?? []).map((c) => c.route).join(', ') || 'no page';
      return `${SOURCES_FILE}:${sourceLine(source.url, sourcesText)}: "${source.title}" (${source.url}), last checked ${source.checked} (${daysSince(source.checked, today)} days ago), ${pageDate}; cited by ${pages}`;
    }),
  ];
}

/** A Learn page a page cites, as its foot shows it. */
interface CitedSource {
  source: LearnSource;
  /** Last checked more than DUE_AFTER_DAYS days before the build. */
  due: boolean;
}

/** The Microsoft Learn pages a page cites, for its foot. */
export interface PageCitations {
  /** In the order the page first links them. */
  sources: CitedSource[];
  /** When the page's Microsoft claims were last checked as a whole: its sources' oldest check. */
  checked: Day;
  /** Whether that oldest check is due. */
  due: boolean;
}

/**
 * The Learn pages a page's source links (learnLinks), in the order it first
 * links them, each with its entry in src/data/learnSources.ts and whether it
 * is due on `buildDate`: what a reader of the page and of the security
 * review pack is shown. Undefined for a page that links none. A link
 * without an entry fails with the page's file and line: the foot could not
 * date it (`npm run check` says the same).
 */
export function pageCitations(
  pageSource: string,
  buildDate: Date,
  file: string,
  list: readonly LearnSource[] = sources,
): PageCitations | undefined {
  const links = learnLinks(pageSource);
  if (links.length === 0) return undefined;
  const cited = links.map(({url, line}) => {
    const source = list.find((entry) => entry.url === url);
    if (!source)
      throw new Error(
        `${file}:${line}: the Microsoft Learn page ${url} has no entry in ${SOURCES_FILE}: add it, with its title, its page date, the day you checked it and the claims it supports`,
      );
    return {source, due: isDue(source.checked, buildDate)};
  });
  const checked = cited.map((c) => c.source.checked).sort()[0]!;
  return {sources: cited, checked, due: isDue(checked, buildDate)};
}
