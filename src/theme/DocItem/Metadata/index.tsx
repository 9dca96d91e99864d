/**
 * Wraps the doc page's metadata (swizzle, wrap) to add the link to the
 * page's Markdown twin. Unlisted docs have no twin (the twins follow the
 * listings), so no link.
 */
import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import MarkdownAlternate from '@site/src/components/MarkdownTwin/Alternate';

export default function MetadataWrapper(): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata />
      {!metadata.unlisted && <MarkdownAlternate permalink={metadata.permalink} />}
    </>
  );
}
