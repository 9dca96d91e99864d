/**
 * The theme's MDX components, with Markdown tables rendered by ./Table (which
 * makes a table keyboard-scrollable when it is too wide for the screen), and
 * inline code told from code blocks by its text: the theme takes code for
 * inline only when its children are all strings, and the `<wbr>` and spans
 * that src/plugins/inline-code-breaks.ts puts in inline code would make it a
 * code block. A code block's text always ends with a line break. A command
 * gets the reader's values here, for code blocks and inline code alike
 * ("Use my values", src/components/MyValues): the code block's Copy button
 * copies the text it is given, so it copies the command with them.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import CodeInline from '@theme/CodeInline';
import {textOf} from '@site/src/browser/textOf';
import {useFiller} from '@site/src/components/MyValues/store';
import Table from './Table';

function Code(props: ComponentProps<'code'>): ReactNode {
  const inline = props.children !== undefined && !textOf(props.children).includes('\n');
  const children = useFiller()?.(props.children, !inline) ?? props.children;
  return inline ? (
    <CodeInline {...props}>{children}</CodeInline>
  ) : (
    <MDXComponents.code {...props}>{children}</MDXComponents.code>
  );
}

export default {
  ...MDXComponents,
  code: Code,
  table: Table,
};
