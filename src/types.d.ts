/** The page list written by the site-index plugin (src/plugins/site-index.ts). */
declare module '@generated/site-index/default/entries.json' {
  const entries: {path: string; title: string}[];
  export default entries;
}
