/**
 * The attribute that marks the chunk scripts the page-chunk-scripts plugin
 * writes into a page, in a module of its own: the browser bundle
 * (src/clientModules/chunkLoadRecovery.ts) imports it without the plugin's
 * build-time code.
 */
export const PAGE_CHUNK_ATTRIBUTE = 'data-page-chunk';
