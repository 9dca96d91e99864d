/**
 * How the not-found page's content is found in a built page and in the
 * bundle: src/theme/DocRoot loads it lazily, in the chunk named here (the
 * name is repeated in that file's `webpackChunkName` comment, which cannot
 * take a constant), and src/plugins/page-chunk-scripts writes that chunk
 * into every page that shows it (404.html), which the attribute marks.
 */
export const NOT_FOUND_CHUNK = 'not-found';
export const NOT_FOUND_ATTRIBUTE = 'data-not-found';
