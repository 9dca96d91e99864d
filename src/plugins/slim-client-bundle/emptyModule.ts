/**
 * Stands in for modules that src/plugins/slim-client-bundle.ts keeps out of
 * the bundle (the theme's Prism client module; lunr where only its import is
 * left). Nothing reads the export.
 */
const empty = {};
export default empty;
