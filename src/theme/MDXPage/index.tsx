/**
 * Wraps the standalone Markdown page (src/pages/*.md; swizzle, wrap) to add
 * the link to its Markdown twin. Unlisted pages have none.
 */
import React, {type ReactNode} from 'react';
import MDXPage from '@theme-original/MDXPage';
import type {Props} from '@theme/MDXPage';
import MarkdownAlternate from '@site/src/components/MarkdownTwin/Alternate';

export default function MDXPageWrapper(props: Props): ReactNode {
  const {metadata} = props.content;
  return (
    <>
      <MDXPage {...props} />
      {!metadata.unlisted && <MarkdownAlternate permalink={metadata.permalink} />}
    </>
  );
}
