/**
 * The format of the offline search's index, `search-index.json`: written
 * after the build by ../node/writeIndex.ts, read in the browser by
 * ../client/useSearch.ts, which checks it with `readSearchIndex` first.
 */
export const SEARCH_INDEX_FILE = 'search-index.json';

/**
 * The version of this format, written into the index. Change it with any
 * change of the format: a tab open across a deploy reads the next build's
 * index, and its search then says it is unavailable instead of failing.
 */
export const SEARCH_INDEX_VERSION = 1;

/** A section of a doc page: its opening, or the part under one `##` or `###` heading. */
export interface Section {
  id: number;
  /** Page path and the section's anchor (`/insights/drivers#how-drivers-are-ranked`). */
  url: string;
  /** The page's title. */
  page: string;
  /** The page's categories in the sidebar (`For admins`; '' at the top level). */
  category: string;
  /** The section's heading (the page's title for its opening). */
  heading: string;
  text: string;
  /**
   * The headings right under a section with no text of its own (a `##`
   * followed at once by its `###`s): what its passage shows. Not searched.
   */
  outline?: string[];
  /** A section that only lists links to other pages, or one with numbered steps. */
  kind?: 'links' | 'steps';
}

export interface SearchIndex {
  version: typeof SEARCH_INDEX_VERSION;
  sections: Section[];
  /** What a query without results offers (src/data/mostRead.ts). */
  mostRead: {title: string; path: string}[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isSection = (value: unknown): boolean =>
  isRecord(value) &&
  Number.isInteger(value.id) &&
  ['url', 'page', 'category', 'heading', 'text'].every(
    (field) => typeof value[field] === 'string',
  ) &&
  [undefined, 'links', 'steps'].includes(value.kind as string | undefined) &&
  (value.outline === undefined ||
    (Array.isArray(value.outline) && value.outline.every((item) => typeof item === 'string')));

const isPage = (value: unknown): boolean =>
  isRecord(value) && typeof value.title === 'string' && typeof value.path === 'string';

/**
 * `value` (parsed JSON) as an index, or null when it is not one of this
 * version's shape: the search treats that like an index it could not load.
 */
export function readSearchIndex(value: unknown): SearchIndex | null {
  const ok =
    isRecord(value) &&
    value.version === SEARCH_INDEX_VERSION &&
    Array.isArray(value.sections) &&
    value.sections.every(isSection) &&
    Array.isArray(value.mostRead) &&
    value.mostRead.every(isPage);
  return ok ? (value as unknown as SearchIndex) : null;
}
