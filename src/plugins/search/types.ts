/**
 * The search's data shapes, shared by the engine (in the worker), the client
 * and the search page without pulling the engine (and lunr) into the page.
 * Documents and results are in the search plugin's own shapes, because its
 * results list draws them (UPGRADE.md, "Data formats").
 */
/** The plugin's document types, in the order of the index's parts. */
export const DocType = {Title: 0, Heading: 1, Description: 2, Keywords: 3, Content: 4} as const;
export type DocType = (typeof DocType)[keyof typeof DocType];

/** What this site adds to a section's text document (./index.ts): a section that only lists links, or one with numbered steps. */
export type SectionKind = 'links' | 'steps';

/** A document of the index, as the plugin writes it (and ./index.ts annotates it). */
export interface SearchDocument {
  /** Id (unique within its part). */
  i: number;
  /** The indexed text: a title, heading, description or section text. */
  t: string;
  /** Page URL. */
  u: string;
  /** Section anchor ("#id"), for headings and section texts. */
  h?: string;
  /** Section title, for section texts and descriptions. */
  s?: string;
  /** The id of the page's title document. */
  p?: number;
  /** Breadcrumb, for page titles. */
  b?: string[];
  /** Kind of section (./index.ts). */
  k?: SectionKind;
}

export interface SearchIndexPart {
  documents: SearchDocument[];
  index: object;
}

/** lunr's match data: matched index term → field → positions [start, length]. */
export type MatchMetadata = Record<string, Record<string, {position?: [number, number][]}>>;

/** A result, in the shape the plugin's result list renders. */
export interface SearchResult {
  document: SearchDocument;
  type: DocType;
  /** The page's title document, for results below page level. */
  page: SearchDocument | undefined;
  metadata: MatchMetadata;
  /** Words to mark: in the result's title and path, and on the page it opens (`_highlight`). */
  tokens: string[];
  score: number;
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
}

export interface SearchAnswer {
  results: SearchResult[];
  /** For a query without results: queries close to it that have some. */
  suggestions: string[];
}

