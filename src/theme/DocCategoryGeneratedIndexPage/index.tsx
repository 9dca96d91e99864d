/**
 * Wraps the generated category index page (swizzle, wrap) to add the link
 * to its Markdown twin, the list of the category's pages.
 */
import React, {type ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type {Props} from '@theme/DocCategoryGeneratedIndexPage';
import MarkdownAlternate from '@site/src/components/MarkdownTwin/Alternate';

export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  return (
    <>
      <DocCategoryGeneratedIndexPage {...props} />
      <MarkdownAlternate permalink={props.categoryGeneratedIndex.permalink} />
    </>
  );
}
