/**
 * Focus an element that is not normally focusable (a heading, <main>), and
 * keep it focused. Its temporary tabindex stays until focus leaves it: when
 * an element loses its tabindex while focused, current Chromium applies the
 * focus fix-up rule and moves focus back to <body>, so a screen reader is
 * not taken where it was sent.
 */
export function focusProgrammatically(el: HTMLElement, options?: FocusOptions): void {
  if (!el.hasAttribute('tabindex')) {
    el.setAttribute('tabindex', '-1');
    el.addEventListener('blur', () => el.removeAttribute('tabindex'), {once: true});
  }
  el.focus(options);
}
