/**
 * Code blocks are highlighted when the site is built, not in the reader's
 * browser: `rehypeCodeTokens` (a rehype plugin of the docs and pages) turns
 * the text of each fenced block with a known language into Prism's token
 * spans, with refractor (Prism's grammars, on the build machine), and
 * src/theme/CodeBlock shows them as they are. src/css/code.css colors the
 * tokens in light and dark mode.
 *
 * So no highlighter ships to readers. One thing still brought one into
 * every page: theme-classic's client module `prism-include-languages`,
 * which imports Prism to register `prism.additionalLanguages`. The plugin
 * below swaps it for an empty module (UPGRADE.md, with the test that fails
 * if an upgrade moves it).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Element, ElementContent, Root} from 'hast';
import {SKIP, visit} from 'unist-util-visit';
import {refractor} from 'refractor/core';
import bash from 'refractor/bash';
import json from 'refractor/json';
import powershell from 'refractor/powershell';

refractor.register(bash);
refractor.register(json);
refractor.register(powershell);

const languageOf = (node: Element): string | undefined =>
  ([] as unknown[])
    .concat(node.properties.className ?? [])
    .map(String)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);

const isCode = (node: ElementContent): node is Element =>
  node.type === 'element' && node.tagName === 'code';

/** Highlights `<pre><code class="language-…">` blocks whose language refractor has. */
export function rehypeCodeTokens() {
  return (tree: Root): void =>
    visit(tree, 'element', (node) => {
      const code = node.tagName === 'pre' ? node.children.find(isCode) : undefined;
      const language = code && languageOf(code);
      const text = code?.children.map((child) => (child.type === 'text' ? child.value : null));
      if (
        !code ||
        !language ||
        !refractor.registered(language) ||
        !text?.every((value) => value !== null)
      )
        return;
      code.children = refractor.highlight(text.join(''), language).children as ElementContent[];
      return SKIP;
    });
}

const PRISM_CLIENT_MODULE =
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export default function codeHighlightPlugin(): Plugin {
  return {
    name: 'code-highlight',
    configureWebpack(_config, _isServer, {currentBundler}) {
      // webpack and Rspack both have it, with the same signature.
      const swap = new currentBundler.instance.NormalModuleReplacementPlugin(
        PRISM_CLIENT_MODULE,
        path.join(__dirname, 'empty-module.js'),
      );
      return {plugins: [swap]};
    },
  };
}
