/**
 * Copies a page's Markdown twin to the clipboard. Loaded by ./CopyPage.tsx
 * on the first click, so pages carry none of it.
 *
 * Where the browser supports it, the clipboard write starts at once with a
 * promise of the text (ClipboardItem): Safari accepts a write only close to
 * the click, and the twin is still being fetched then.
 */
import {LOAD_FAILED, type CopyOutcome} from './messages';

/** What the control says after a click. Each failure names the way out: the twin's own link. */
export const COPY_MESSAGES = {
  copied: 'Copied',
  clipboardBlocked: 'Copy failed: your browser blocked the clipboard. Use View as Markdown.',
  loadFailed: LOAD_FAILED,
} as const;

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown'}});
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

function write(markdown: Promise<string>): Promise<void> {
  const {clipboard} = navigator;
  if (typeof ClipboardItem === 'function' && typeof clipboard?.write === 'function') {
    const blob = markdown.then((text) => new Blob([text], {type: 'text/plain'}));
    return clipboard.write([new ClipboardItem({'text/plain': blob})]);
  }
  return markdown.then((text) => clipboard.writeText(text));
}

export async function copyTwin(url: string): Promise<CopyOutcome> {
  const markdown = fetchText(url);
  let written: Promise<void>;
  try {
    written = write(markdown);
  } catch (error) {
    written = Promise.reject(error);
  }
  // Both are awaited below; until then, a rejection is not "unhandled".
  written.catch(() => undefined);
  try {
    await markdown;
  } catch {
    return {message: COPY_MESSAGES.loadFailed, failed: true};
  }
  try {
    await written;
  } catch {
    return {message: COPY_MESSAGES.clipboardBlocked, failed: true};
  }
  return {message: COPY_MESSAGES.copied, failed: false};
}
