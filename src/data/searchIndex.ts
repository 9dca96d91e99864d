/**
 * The format of the offline search's index, `search-index.json`: written
 * after the build by src/plugins/search-index.ts, read in the browser by
 * src/components/search.
 */
export const SEARCH_INDEX_FILE = 'search-index.json';

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
  /** A section that only lists links to other pages, or one with numbered steps. */
  kind?: 'links' | 'steps';
}

export interface SearchIndex {
  sections: Section[];
  /** What a query without results offers (src/data/mostRead.ts). */
  mostRead: {title: string; path: string}[];
}
