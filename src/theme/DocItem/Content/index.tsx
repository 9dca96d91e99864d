/**
 * Wraps the doc page's content (swizzle, wrap) to put the "Copy page"
 * control (src/components/MarkdownTwin/CopyPage.tsx) by the page title.
 * Unlisted docs have no Markdown twin, so no control.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/MarkdownTwin/CopyPage';
import {twinPath} from '@site/src/utils/markdownTwin';

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      {!metadata.unlisted && <CopyPage twin={twinPath(metadata.permalink)} />}
      <Content {...props} />
    </>
  );
}
