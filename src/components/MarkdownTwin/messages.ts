/**
 * The words of the "Copy page" control that its first render needs
 * (./CopyPage.tsx), also read by the tests. What it says after a click is in
 * ./copyTwin.ts, loaded with the click.
 */
export const COPY_LABELS = {
  copy: 'Copy page',
  view: 'View as Markdown',
} as const;

/** Said when the page's Markdown, or the code that copies it, cannot be loaded. */
export const LOAD_FAILED = 'Copy failed: the page’s Markdown could not be loaded. Use View as Markdown.';

export interface CopyOutcome {
  message: string;
  failed: boolean;
}
