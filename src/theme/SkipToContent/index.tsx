/**
 * Ejected (not wrapped) from @docusaurus/theme-classic 3.7.0, because the
 * behaviour itself had to change:
 * - the stock link focuses <main> and removes its temporary tabindex in the
 *   same tick. Current Chromium then applies the focus fix-up rule and moves
 *   focus back to <body>, so a screen reader is not taken to the content.
 *   Here the temporary tabindex stays until focus leaves the element
 *   (src/browser/focus.ts);
 * - the stock component also moves focus to its own region after each
 *   client-side navigation, where screen readers say "Skip to main content"
 *   and never the new page's name. That is left out: the new page's heading
 *   gets the focus instead (src/clientModules/pageChangeFocus.ts).
 * Markup, label and styles are the stock ones.
 */
import React, {useCallback, type ReactNode} from 'react';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import {focusProgrammatically} from '@site/src/browser/focus';
import styles from './styles.module.css';

export default function SkipToContent(): ReactNode {
  const label = 'Skip to main content';
  const onClick = useCallback((e: React.MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    const target =
      document.querySelector<HTMLElement>('main:first-of-type') ??
      document.getElementById(SkipToContentFallbackId);
    if (target) focusProgrammatically(target);
  }, []);
  return (
    <div role="region" aria-label={label}>
      <a className={styles.skipToContent} href={`#${SkipToContentFallbackId}`} onClick={onClick}>
        {label}
      </a>
    </div>
  );
}
