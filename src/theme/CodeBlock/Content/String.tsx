/**
 * Wraps the theme's highlighted code block so that Prism (prism-react-renderer
 * with its built-in languages, plus `prism.additionalLanguages`) loads only on
 * pages that show code, instead of in the main bundle on every page; see
 * src/plugins/slim-client-bundle.ts.
 *
 * - Static HTML is unchanged: the server bundle has the component at once and
 *   renders the highlighted block.
 * - On the page the reader lands on, hydration keeps that server-rendered
 *   block as it is (an element with empty dangerouslySetInnerHTML is not
 *   touched while hydrating) until the chunk has loaded, then React renders
 *   the same block in its place: same markup, so nothing moves.
 * - After a client-side navigation to the first page with code, the code
 *   shows unhighlighted (the theme's plain code block) until the chunk loads.
 *
 * Not a React.lazy/Suspense boundary: React 19 streams server-rendered
 * Suspense boundaries of more than 500 bytes that come after the first 12.8 kB
 * of a page as a fallback plus an inline script that swaps the content in,
 * which breaks the page without JavaScript and under a strict CSP.
 */
import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock/Content/String';
import CodeBlockElement from '@theme/CodeBlock/Content/Element';
import {highlightedCodeBlock, loadHighlightedCodeBlock} from '@site/src/plugins/slim-client-bundle/loadHighlightedCodeBlock';

const KEEP_SERVER_HTML = {__html: ''};

export default function CodeBlockString(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Rendered first while hydrating (isBrowser is false until hydration ends).
  const [hydrating] = useState(() => !isBrowser);
  const [Highlighted, setHighlighted] = useState<ComponentType<Props> | undefined>(highlightedCodeBlock);

  useEffect(() => {
    if (Highlighted) return undefined;
    let active = true;
    void loadHighlightedCodeBlock().then((component) => {
      if (active) setHighlighted(() => component);
    });
    return () => {
      active = false;
    };
  }, [Highlighted]);

  if (Highlighted) return <Highlighted {...props} />;
  if (hydrating) return <div suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
  return <CodeBlockElement className={props.className}>{props.children}</CodeBlockElement>;
}
