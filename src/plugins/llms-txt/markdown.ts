/**
 * A page's Markdown or MDX source as plain Markdown: front matter dropped,
 * product facts and permission tables filled in (./../remark-product-data.ts),
 * imports and components removed, admonitions turned into quotes, and site
 * links made absolute. Used for llms-full.txt.
 */
import matter from 'gray-matter';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkStringify from 'remark-stringify';
import {applyFacts} from '../remark-product-data';
import type {FactValues} from '../../data/facts';

interface Node {
  type: string;
  name?: string;
  value?: string;
  children?: Node[];
  data?: {directiveLabel?: boolean};
  [key: string]: unknown;
}

const admonitionLabels: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

/** Turn MDX-only constructs into plain Markdown, in place. */
function toPlainMarkdown(tree: Node, siteUrl: string): void {
  const visit = (parent: Node): void => {
    const out: Node[] = [];
    for (const node of parent.children ?? []) {
      if (node.type === 'link' && typeof node.url === 'string' && node.url.startsWith('/')) {
        node.url = `${siteUrl}${node.url}`;
      }
      if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        continue;
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        // Components (diagrams) carry their text alternative in the prose
        // around them; keep only what they wrap.
        visit(node);
        out.push(...(node.children ?? []));
        continue;
      }
      if (node.type === 'containerDirective' && node.name && node.name in admonitionLabels) {
        visit(node);
        const children = [...(node.children ?? [])];
        let label = admonitionLabels[node.name];
        if (children[0]?.data?.directiveLabel) {
          const custom = children.shift();
          label = (custom?.children ?? []).map((c) => c.value ?? '').join('') || label;
        }
        const lead: Node = {type: 'strong', children: [{type: 'text', value: `${label}:`}]};
        if (children[0]?.type === 'paragraph') {
          children[0] = {...children[0], children: [lead, {type: 'text', value: ' '}, ...(children[0].children ?? [])]};
        } else {
          children.unshift({type: 'paragraph', children: [lead]});
        }
        out.push({type: 'blockquote', children});
        continue;
      }
      visit(node);
      out.push(node);
    }
    if (parent.children) parent.children = out;
  };
  visit(tree);
}

/** A page's Markdown source as plain Markdown, facts filled in. */
export async function sourceToMarkdown(
  source: string,
  values: FactValues,
  siteUrl: string,
  filePath = '<source>',
): Promise<string> {
  const {content} = matter(source);
  const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);
  const tree = (await parser.run(parser.parse(content))) as unknown as Node;
  applyFacts(tree, values, {path: filePath});
  toPlainMarkdown(tree, siteUrl);
  // Stringify without the MDX and directive extensions: nothing of either is
  // left, and their escaping rules would mangle plain text such as `host:3000`.
  const printer = unified().use(remarkGfm).use(remarkStringify, {bullet: '-', emphasis: '_', rule: '-'});
  return printer.stringify(tree as never).trim();
}
