/** The page list written by src/plugins/not-found-suggestions.ts. */
declare module '@generated/not-found-suggestions/default/pages.json' {
  const pages: {path: string; title: string}[];
  export default pages;
}

/** What the search shows when a query finds nothing, written by src/plugins/search. */
declare module '@generated/site-search/default/help.json' {
  const help: {mostRead: {path: string; title: string}[]; supportEmail: string};
  export default help;
}

/** The search plugin's result template and its parts (src/plugins/search/SuggestionTemplate.ts). */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate.js' {
  export function SuggestionTemplate(result: object): string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/icons.js' {
  export const iconTitle: string;
  export const iconContent: string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** The search plugin's highlighting helpers, used by src/theme/SearchPage. */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight.js' {
  export function highlight(content: string, tokens: string[]): string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed.js' {
  export function highlightStemmed(content: string, positions: [number, number][], tokens: string[], maxLength?: number): string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions.js' {
  export function getStemmedPositions(metadata: object, field: string): [number, number][];
}

/** The search plugin's generated settings (src/plugins/search/client.ts): where it wrote the index. */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js' {
  export const searchIndexUrl: string;
}
