/** The page list written by src/plugins/not-found-suggestions.ts. */
declare module '@generated/not-found-suggestions/default/pages.json' {
  const pages: {path: string; title: string}[];
  export default pages;
}
