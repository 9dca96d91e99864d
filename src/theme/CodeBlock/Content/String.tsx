/**
 * Wraps the theme's highlighted code block so that Prism (prism-react-renderer
 * with its built-in languages, plus `prism.additionalLanguages`) loads only
 * when a code block comes near the screen, instead of in the main bundle on
 * every page or during the load of every page with code; see
 * src/plugins/slim-client-bundle.
 *
 * - Static HTML is unchanged: the server bundle has the component at once and
 *   renders the highlighted block, so a reader who only reads the code needs
 *   no Prism at all.
 * - On the page the reader lands on, that server-rendered block stays as it
 *   is: while hydrating (an element with empty dangerouslySetInnerHTML is not
 *   touched), and after the theme's CodeBlock remounts it once hydration is
 *   over (its `key` changes with useIsBrowser), from a copy of the server's
 *   HTML taken while hydrating. When the block comes within NEAR_SCREEN of the
 *   viewport, or the reader focuses or points at it, the chunk loads and the
 *   same block is rendered in its place, now with its Copy button working;
 *   a control that had the focus gets it back.
 * - After a client-side navigation, a block shows as plain code (the theme's
 *   unhighlighted block) until it comes near the screen, then highlighted.
 *
 * Not a React.lazy/Suspense boundary: React 19 streams server-rendered
 * Suspense boundaries of more than 500 bytes that come after the first 12.8 kB
 * of a page as a fallback plus an inline script that swaps the content in,
 * which breaks the page without JavaScript and under a strict CSP.
 */
import React, {useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock/Content/String';
import CodeBlockElement from '@theme/CodeBlock/Content/Element';
import {highlightedCodeBlock, loadHighlightedCodeBlock} from '@site/src/plugins/slim-client-bundle/loadHighlightedCodeBlock';

const KEEP_SERVER_HTML = {__html: ''};

/** How close to the viewport a block must come for its highlighter to load. */
export const NEAR_SCREEN = '400px 0px';

const FOCUSABLE = 'button, a[href], [tabindex]:not([tabindex="-1"])';

/** The server's HTML of the blocks on the page the reader landed on, by language and code. */
const serverHtml = new Map<string, string>();
const blockKey = (props: Props): string => `${props.className ?? ''}\n${typeof props.children === 'string' ? props.children : ''}`;

export default function CodeBlockString(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Rendered first while hydrating (isBrowser is false until hydration ends).
  const [hydrating] = useState(() => !isBrowser);
  const [staticHtml] = useState(() => (isBrowser ? serverHtml.get(blockKey(props)) : undefined));
  const [Highlighted, setHighlighted] = useState<ComponentType<Props> | undefined>(highlightedCodeBlock);
  const ref = useRef<HTMLDivElement>(null);
  /** Which control of the block had the focus when the highlighter was asked for (-1: none). */
  const focused = useRef(-1);

  // Keep a copy of the server's block for the instance the theme mounts next.
  useLayoutEffect(() => {
    if (hydrating && ref.current) serverHtml.set(blockKey(props), ref.current.outerHTML);
  }, [hydrating, props]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (Highlighted) {
      // The block was rendered anew: give the focus back to the same control.
      if (focused.current >= 0) element.querySelectorAll<HTMLElement>(FOCUSABLE)[focused.current]?.focus();
      focused.current = -1;
      return undefined;
    }
    if (hydrating) return undefined; // the theme remounts the block right after hydration
    let active = true;
    const load = () => {
      focused.current = Array.from(element.querySelectorAll(FOCUSABLE)).indexOf(document.activeElement as Element);
      stop();
      void loadHighlightedCodeBlock().then((component) => {
        if (active) setHighlighted(() => component);
      });
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {rootMargin: NEAR_SCREEN})
        : undefined;
    const stop = () => {
      observer?.disconnect();
      element.removeEventListener('focusin', load);
      element.removeEventListener('pointerover', load);
    };
    if (observer) observer.observe(element);
    else load();
    // A reader who tabs to the Copy button, or points at it, needs it working now.
    element.addEventListener('focusin', load);
    element.addEventListener('pointerover', load);
    return () => {
      active = false;
      stop();
    };
  }, [Highlighted, hydrating]);

  // Each state has its own key, so an element is replaced, not reused with
  // the attributes of another state, when the next one arrives.
  if (Highlighted) {
    return (
      <div key="highlighted" ref={ref}>
        <Highlighted {...props} />
      </div>
    );
  }
  if (hydrating) return <div key="server" ref={ref} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
  if (staticHtml) return <div key="static" ref={ref} dangerouslySetInnerHTML={{__html: staticHtml}} />;
  return (
    <div key="plain" ref={ref}>
      <CodeBlockElement className={props.className}>{props.children}</CodeBlockElement>
    </div>
  );
}
