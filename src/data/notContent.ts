/**
 * Marks an element that is not part of the page's content: kept out of its
 * twin and the search (src/node/pageContent.ts). A file of its own, so that
 * a control that only needs the mark doesn't bring the twin's rules
 * (src/plugins/markdown-twins/data/rules.ts, which re-exports it) into its page's script.
 */
export const NOT_CONTENT = 'data-not-content';

/**
 * Marks an element that only wraps content (the two ways of a task,
 * src/components/Ways): the twin and the search read its children in its
 * place, so the headings inside start their sections as anywhere else.
 */
export const CONTENT_WRAPPER = 'data-content-wrapper';
