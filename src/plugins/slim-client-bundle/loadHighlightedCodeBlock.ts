/**
 * The highlighted code block (Prism) as its own chunk, loaded in the browser
 * on the first page that shows code. For the server bundle,
 * src/plugins/slim-client-bundle.ts swaps this module for
 * ./loadHighlightedCodeBlock.server.ts, which has the component at once.
 */
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content/String';

let loaded: ComponentType<Props> | undefined;
let loading: Promise<ComponentType<Props>> | undefined;

/** The component, if its chunk has loaded. */
export function highlightedCodeBlock(): ComponentType<Props> | undefined {
  return loaded;
}

/** Load the chunk (once) and resolve to the component. */
export function loadHighlightedCodeBlock(): Promise<ComponentType<Props>> {
  loading ??= import(/* webpackChunkName: "prism" */ './HighlightedCodeBlock').then((m) => {
    loaded = m.default;
    return loaded;
  });
  return loading;
}
