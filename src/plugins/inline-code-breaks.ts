/**
 * Where a name in inline code may break across lines (a rehype plugin of
 * the docs and pages). Left to itself the browser breaks code after any
 * hyphen or question mark ("Grant-" | "CsTeamsAppSetupPolicy", "-" |
 * "PolicyType") and, with `overflow-wrap: anywhere`, between any two
 * letters ("ChannelMess" | "age.Read.Group"), and no CSS property turns
 * the hyphen breaks off. So each word of inline code is cut after its dots
 * (`ChannelMessage.` `Read.` `Group`), a `<wbr>` is put between the pieces,
 * and a piece with a character the browser would break after (a hyphen, a
 * slash, …) is kept whole by the `code-piece` class (src/css/custom.css).
 * Names then break only at their dots and at spaces.
 *
 * Only what the browser draws changes: `<wbr>` and the spans add no text,
 * so copying the code, the search index and the Markdown twins read it as
 * it was written.
 */
import type {Element, ElementContent, Properties, Root, Text} from 'hast';
import {SKIP, visit} from 'unist-util-visit';

const text = (value: string): Text => ({type: 'text', value});
const element = (
  tagName: string,
  properties: Properties = {},
  children: ElementContent[] = [],
): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** The nodes for the text of inline code: each word cut after its dots, pieces joined by `<wbr>`. */
function codePieces(value: string): ElementContent[] {
  return value.split(/(\s+)/).flatMap((word): ElementContent[] => {
    if (word === '' || /^\s+$/.test(word)) return word === '' ? [] : [text(word)];
    return word
      .split(/(?<=\.)(?=[^.])/)
      .flatMap((piece, index) => [
        ...(index > 0 ? [element('wbr')] : []),
        /[^\p{L}\p{N}_.]/u.test(piece)
          ? element('span', {className: ['code-piece']}, [text(piece)])
          : text(piece),
      ]);
  });
}

/** Applies `codePieces` to the text of every `<code>` outside a `<pre>` (code blocks scroll instead). */
export default function rehypeInlineCodeBreaks() {
  return (tree: Root): void =>
    visit(tree, 'element', (node) => {
      if (node.tagName === 'pre') return SKIP;
      if (node.tagName !== 'code') return;
      node.children = node.children.flatMap((child) =>
        child.type === 'text' ? codePieces(child.value) : [child],
      );
      return SKIP;
    });
}
