/**
 * The text of rendered MDX, as a reader sees it: the table component
 * measures its cells by it (src/theme/MDXComponents/Table.tsx), the MDX
 * components tell inline code from a code block by it
 * (src/theme/MDXComponents/index.tsx), and the code block's Copy button
 * copies it (src/theme/CodeBlock).
 */
import {isValidElement, type ReactNode} from 'react';

export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  return '';
}
