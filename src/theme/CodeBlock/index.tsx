/**
 * Replaces theme-classic's `CodeBlock` (safe to swizzle): code arrives
 * already highlighted by the build (src/plugins/code-highlight.ts), so the
 * block shows it as it is, with the theme's Copy button, and needs no
 * highlighter in the browser. Colors: src/css/code.css.
 *
 * A block whose fence says `wrap` (```` ```text wrap ````) is prose a reader
 * reads or copies, such as an email template or an example chat: its lines
 * wrap at the block's edge. Every other block is code, whose lines scroll
 * sideways, since a wrapped command reads as two (CONTRIBUTING.md).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import CopyButton from '@theme/CodeBlock/CopyButton';
import type {Props} from '@theme/CodeBlock';
import {textOf} from '@site/src/browser/textOf';
import styles from './styles.module.css';

/** Whether the fence's words after the language (`metastring`) include `wrap`. */
export const wraps = (metastring: string | undefined): boolean =>
  /(^|\s)wrap(\s|$)/.test(metastring ?? '');

export default function CodeBlock({children, className, title, metastring}: Props): ReactNode {
  // The text of the highlighted code (its token spans), for the Copy button.
  const code = textOf(children).replace(/\n$/, '');
  return (
    <div className={clsx(className, 'theme-code-block', styles.block)}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        <pre
          tabIndex={0}
          className={clsx('prism-code', styles.pre, wraps(metastring) && styles.wrap)}>
          <code>{typeof children === 'string' ? code : children}</code>
        </pre>
        <CopyButton code={code} className={styles.copy} />
      </div>
    </div>
  );
}
