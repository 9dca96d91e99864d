/**
 * `<link rel="alternate" type="text/markdown">` in a page's head, pointing
 * at the page's Markdown twin (src/plugins/markdown-twins), so tools that
 * read the HTML find the Markdown. Rendered by the theme wrappers of the
 * doc, category and standalone pages, which know the page's permalink.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {twinPath} from '@site/src/utils/markdownTwin';

export default function MarkdownAlternate({permalink}: {permalink: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={`${siteConfig.url}${twinPath(permalink)}`} />
    </Head>
  );
}
