/**
 * Server-bundle version of ./loadHighlightedCodeBlock.ts: the component is
 * imported statically, so every page's static HTML has its code highlighted.
 */
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content/String';
import HighlightedCodeBlock from './HighlightedCodeBlock';

export function highlightedCodeBlock(): ComponentType<Props> | undefined {
  return HighlightedCodeBlock;
}

export function loadHighlightedCodeBlock(): Promise<ComponentType<Props>> {
  return Promise.resolve(HighlightedCodeBlock);
}
