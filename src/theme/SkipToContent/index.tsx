/**
 * Ejected (not wrapped) from @docusaurus/theme-classic 3.7.0, because the
 * behaviour itself had to change: the stock link focuses <main> and removes
 * its temporary tabindex in the same tick. Current Chromium then applies the
 * focus fix-up rule and moves focus back to <body>, so a screen reader is not
 * taken to the content. Here the temporary tabindex stays until focus leaves
 * the element. Markup, label and styles are the stock ones.
 */
import React, {useCallback, useRef, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {useLocationChange} from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

export const SKIP_TARGET_FALLBACK_ID = '__docusaurus_skipToContent_fallback';

/** Focus an element that is not normally focusable, and keep it focused. */
export function focusProgrammatically(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex')) {
    el.setAttribute('tabindex', '-1');
    el.addEventListener('blur', () => el.removeAttribute('tabindex'), {once: true});
  }
  el.focus();
}

function skipTarget(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SKIP_TARGET_FALLBACK_ID);
}

export default function SkipToContent(): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const {action} = useHistory();
  const label = translate({
    id: 'theme.common.skipToMainContent',
    description: 'The skip to content label used for accessibility',
    message: 'Skip to main content',
  });
  const onClick = useCallback((e: React.MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    const target = skipTarget();
    if (target) focusProgrammatically(target);
  }, []);
  // After a client-side navigation, start keyboard focus from the top again.
  useLocationChange(({location}) => {
    if (containerRef.current && !location.hash && action === 'PUSH') {
      focusProgrammatically(containerRef.current);
    }
  });
  return (
    <div ref={containerRef} role="region" aria-label={label}>
      <a className={styles.skipToContent} href={`#${SKIP_TARGET_FALLBACK_ID}`} onClick={onClick}>
        {label}
      </a>
    </div>
  );
}
