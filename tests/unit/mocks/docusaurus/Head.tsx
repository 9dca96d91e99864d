/** Test double for `@docusaurus/Head`: applies a `<title>` child to document.title. */
import React, {useEffect, type ReactNode} from 'react';

function text(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (Array.isArray(node)) return node.map(text).join('');
  if (React.isValidElement<{children?: ReactNode}>(node)) return text(node.props.children);
  return String(node);
}

export default function Head({children}: {children?: ReactNode}): ReactNode {
  useEffect(() => {
    React.Children.forEach(children, (child) => {
      if (React.isValidElement<{children?: ReactNode}>(child) && child.type === 'title') {
        document.title = text(child.props.children);
      }
    });
  });
  return null;
}
