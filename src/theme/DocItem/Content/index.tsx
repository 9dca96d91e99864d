/**
 * Ejected (not wrapped) from @docusaurus/theme-classic 3.7.0, to put the
 * "Copy page" control (src/components/MarkdownTwin/CopyPage.tsx) in the
 * page's header, under the title. A wrapper can only put it before or after
 * the whole content: before the title, floating beside it, it took the
 * title's width ("Welcome to / the documentation" on two lines at 1280 px)
 * and came before the title in reading and Tab order. Here the title keeps
 * the full width and the control follows it, so Tab goes from the title
 * (which gets the focus after a client-side navigation,
 * src/clientModules/pageChangeFocus.ts) to "Copy page".
 *
 * Unlisted docs have no Markdown twin, so no control. The rest (the title
 * written from the front matter unless the page has its own `# Title`, the
 * classes) is the stock component's.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import CopyPage from '@site/src/components/MarkdownTwin/CopyPage';
import {twinPath} from '@site/src/utils/markdownTwin';

/**
 * The title the theme writes (a "synthetic title"), unless the front matter
 * hides it or the Markdown has its own top-level heading.
 */
function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const shouldRender = !frontMatter.hide_title && typeof contentTitle === 'undefined';
  if (!shouldRender) {
    return null;
  }
  return metadata.title;
}

export default function DocItemContent({children}: Props): ReactNode {
  const {metadata} = useDoc();
  const syntheticTitle = useSyntheticTitle();
  const copyPage = metadata.unlisted ? null : <CopyPage twin={twinPath(metadata.permalink)} />;
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {syntheticTitle ? (
        <header>
          <Heading as="h1">{syntheticTitle}</Heading>
          {copyPage}
        </header>
      ) : (
        copyPage
      )}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
