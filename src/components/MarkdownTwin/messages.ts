/**
 * What the "Copy page" control says (./CopyPage.tsx, ./copyTwin.ts), also
 * read by the tests. Each failure names the way out: the twin's own link.
 */
export const COPY_MESSAGES = {
  copied: 'Copied',
  clipboardBlocked: 'Copy failed: your browser blocked the clipboard. Use View as Markdown.',
  loadFailed: 'Copy failed: the page’s Markdown could not be loaded. Use View as Markdown.',
} as const;

export const COPY_LABELS = {
  copy: 'Copy page',
  view: 'View as Markdown',
} as const;

export interface CopyOutcome {
  message: string;
  failed: boolean;
}
