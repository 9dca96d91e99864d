/**
 * Replaces theme-classic's `CodeBlock` (safe to swizzle): code arrives
 * already highlighted by the build (src/plugins/code-highlight.ts), so the
 * block shows it as it is, with the theme's Copy button, and needs no
 * highlighter in the browser. Colors: src/css/code.css.
 */
import React, {isValidElement, type ReactNode} from 'react';
import clsx from 'clsx';
import CopyButton from '@theme/CodeBlock/CopyButton';
import type {Props} from '@theme/CodeBlock';
import styles from './styles.module.css';

/** The text of highlighted code (its token spans), for the Copy button. */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return isValidElement<{children?: ReactNode}>(node) ? textOf(node.props.children) : '';
}

export default function CodeBlock({children, className, title}: Props): ReactNode {
  const code = textOf(children).replace(/\n$/, '');
  return (
    <div className={clsx(className, 'theme-code-block', styles.block)}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        <pre tabIndex={0} className={clsx('prism-code', styles.pre)}>
          <code>{typeof children === 'string' ? code : children}</code>
        </pre>
        <CopyButton code={code} className={styles.copy} />
      </div>
    </div>
  );
}
