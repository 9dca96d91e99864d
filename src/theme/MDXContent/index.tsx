/**
 * Wraps `@theme/MDXContent` (safe to wrap) to put the "Copy page" control
 * under a doc page's title: the theme renders the title, then the MDX
 * content through this component. Only on doc pages that have a twin
 * (listed ones); Markdown pages have their title inside the content.
 */
import React, {type ReactNode} from 'react';
import MDXContent from '@theme-original/MDXContent';
import type {Props} from '@theme/MDXContent';
import useRouteContext from '@docusaurus/useRouteContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/plugins/markdown-twins/client/CopyPage';
import {twinPath} from '@site/src/plugins/markdown-twins/data/rules';

function DocCopyPage(): ReactNode {
  const {metadata} = useDoc();
  return metadata.unlisted ? null : <CopyPage twin={twinPath(metadata.permalink)} />;
}

export default function MDXContentWrapper(props: Props): ReactNode {
  const isDoc = useRouteContext().plugin.name === 'docusaurus-plugin-content-docs';
  return (
    <>
      {isDoc && <DocCopyPage />}
      <MDXContent {...props} />
    </>
  );
}
