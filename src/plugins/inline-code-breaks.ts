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
 * The same hyphen breaks split a cmdlet named in a link's text ("Grant-" |
 * "CsTeamsAppPermissionPolicy") and a compound in a heading ("(resource-" |
 * "specific consent)"): there a word with a hyphen between letters is kept
 * whole the same way (`code-piece`), so it moves to the next line instead.
 *
 * Only what the browser draws changes: `<wbr>` and the spans add no text,
 * so copying the code, the search index and the Markdown twins read it as
 * it was written.
 */
import type {Element, ElementContent, Properties, Root, Text} from 'hast';

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

/** The nodes for prose text: each word with a hyphen between letters kept whole. */
function wholeHyphenatedWords(value: string): ElementContent[] {
  return value
    .split(/(\S*\p{L}-\p{L}\S*)/u)
    .flatMap((part, index): ElementContent[] =>
      part === ''
        ? []
        : index % 2 === 1
          ? [element('span', {className: ['code-piece']}, [text(part)])]
          : [text(part)],
    );
}

const PROSE_KEPT_WHOLE = new Set(['a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

type Parent = Root | Element | {type: string; children: (ElementContent | {type: string})[]};

/**
 * Applies `codePieces` to the text of every `<code>` outside a `<pre>` (code
 * blocks scroll instead), and `wholeHyphenatedWords` to the other text of
 * links and headings. MDX's JSX elements are walked through like elements.
 */
export default function rehypeInlineCodeBreaks() {
  const walk = (parent: Parent, keepWhole: boolean): void => {
    parent.children = parent.children.flatMap((child) => {
      if (child.type === 'text') {
        const {value} = child as Text;
        return keepWhole ? wholeHyphenatedWords(value) : [child];
      }
      if (!('children' in child)) return [child];
      const node = child as Element;
      if (node.type === 'element' && node.tagName === 'pre') return [child];
      if (node.type === 'element' && node.tagName === 'code') {
        node.children = node.children.flatMap((part) =>
          part.type === 'text' ? codePieces(part.value) : [part],
        );
        return [child];
      }
      walk(node, keepWhole || (node.type === 'element' && PROSE_KEPT_WHOLE.has(node.tagName)));
      return [child];
    }) as typeof parent.children;
  };
  return (tree: Root): void => walk(tree, false);
}
