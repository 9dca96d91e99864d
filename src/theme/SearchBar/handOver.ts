/**
 * Pure helpers of the navbar search box (./index.tsx): the shortcut that
 * opens it, and handing what the reader typed into the stand-in box over to
 * the search plugin's box once its code has loaded.
 */

/** Ctrl+K, or Cmd+K on a Mac: the search plugin's shortcut (`mod+k`). */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/**
 * Put `value` into the search plugin's input as if the reader had typed it:
 * the plugin's input is controlled by its own state, so the value is set
 * through the native setter and announced with an `input` event, which is
 * what its change handler listens to. The caret goes to the end.
 */
export function typeInto(input: HTMLInputElement, value: string): void {
  if (input.value !== value) {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    if (setter) setter.call(input, value);
    else input.value = value;
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
  try {
    input.setSelectionRange(value.length, value.length);
  } catch {
    /* inputs that do not support selection */
  }
}
