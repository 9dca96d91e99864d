/**
 * The pages a search that finds nothing offers instead (the navbar box and
 * the search page): the pages most readers come to the site for. The site
 * collects no analytics (nothing may leave it), so this is the editors'
 * list: adding the app, rolling it out, and what happens to a person's data.
 * Doc ids, as sidebars.ts names them; an unknown id fails the build
 * (src/plugins/search/node/writeIndex.ts).
 */
export const MOST_READ_DOC_IDS: readonly string[] = [
  'getting-started/add-the-teams-app',
  'for-admins/setup-assistance',
  'privacy-security/user-privacy',
];
