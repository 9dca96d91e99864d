/**
 * A page's MDX source as clean Markdown, for its twin (./index.ts).
 *
 * The source is parsed as Docusaurus parses it (MDX, GFM, directives), then:
 * - `:fact[key]` and the permission tables are filled in by the same code
 *   that fills them in on the HTML page (../remark-product-data.ts);
 * - a diagram becomes its title and text description, read from the
 *   diagram's own `text.ts` (src/components/diagrams/<Name>/text.ts), the
 *   words its SVG carries in `<title>` and `<desc>`;
 * - admonitions become quotes led by their label;
 * - imports, exports and comments (`{/* … *\/}`, `<!-- … -->`) are dropped,
 *   as they are from the HTML page;
 * - links are rewritten by the caller (to other twins);
 * - the front matter becomes a `# Title` and the description.
 *
 * Anything else MDX can hold (a component without a text description, an
 * expression, an unknown directive) cannot be written as Markdown: it throws
 * with the file, line and name, and the build stops, rather than write a
 * twin that differs from the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkStringify from 'remark-stringify';
import {applyFacts, nodeText} from '../remark-product-data';
import type {FactValues} from '../../data/facts';
import {SITE_DIR} from '../../data/sitePages';
import type {DiagramText} from '../../components/diagrams/types';

export interface MdNode {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  depth?: number;
  children?: MdNode[];
  position?: {start: {line: number; offset?: number}; end: {offset?: number}};
  data?: {directiveLabel?: boolean; estree?: {body?: EsNode[]}};
  [key: string]: unknown;
}

interface EsNode {
  type: string;
  source?: {value?: unknown};
  specifiers?: {local?: {name?: string}}[];
}

export interface ConvertOptions {
  values: FactValues;
  /** Absolute path of the source file: named in errors, and the base of its imports. */
  file: string;
  /** The URL a link or image of the page points to in the twin. */
  link: (url: string) => string;
  /** The text of a component imported from `source` by `file`, if it has one. */
  componentText?: (source: string, file: string) => Promise<DiagramText | undefined>;
}

/** A page as Markdown: its title, description and body. */
export interface MarkdownPage {
  title: string;
  description: string;
  /** The mdast of the body, ready for `printMarkdown`. */
  body: MdNode[];
}

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

/** Intrinsic elements whose content is plain text on the page: kept, tags dropped. */
const TRANSPARENT_ELEMENTS = new Set(['abbr', 'b', 'cite', 'details', 'div', 'em', 'i', 'kbd', 'mark', 'small', 'span', 'strong', 'sub', 'summary', 'sup', 'u']);

const DIAGRAMS_DIR = path.join(SITE_DIR, 'src/components/diagrams');

function relative(file: string): string {
  const rel = path.relative(SITE_DIR, file);
  return rel.startsWith('..') ? file : rel;
}

function where(file: string, node: MdNode): string {
  const line = node.position?.start.line;
  return line ? `${relative(file)}:${line}` : relative(file);
}

/**
 * The text of a diagram: a component imported from a folder under
 * src/components/diagrams/ whose `text.ts` exports `diagramText`.
 */
export async function diagramText(source: string, fromFile: string): Promise<DiagramText | undefined> {
  let resolved: string;
  if (source.startsWith('@site/')) resolved = path.join(SITE_DIR, source.slice('@site/'.length));
  else if (source.startsWith('.')) resolved = path.resolve(path.dirname(fromFile), source);
  else return undefined;
  resolved = resolved.replace(/\/index(\.[jt]sx?)?$/, '').replace(/\.[jt]sx?$/, '');
  if (!resolved.startsWith(DIAGRAMS_DIR + path.sep)) return undefined;
  const textFile = path.join(resolved, 'text.ts');
  if (!fs.existsSync(textFile)) return undefined;
  const module = (await import(textFile)) as {diagramText?: DiagramText};
  const text = module.diagramText;
  if (!text || typeof text.title !== 'string' || typeof text.description !== 'string') {
    throw new Error(`${relative(textFile)}: export diagramText = {title, description} (strings)`);
  }
  return text;
}

/**
 * What Docusaurus accepts before MDX parses a file (its "MDX 1 compat"
 * defaults): HTML comments, `{#id}` heading ids and `:::note Title`
 * admonition titles. An HTML comment becomes an MDX comment (`{/* … *\/}`),
 * which the conversion drops as the page drops it; a heading id is dropped;
 * an old-style admonition title becomes a label. Code blocks are left as
 * they are, and every line stays on its line, so errors name the right one.
 */
export function preprocess(source: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  let inComment = false;
  const hide = (text: string) => text.replace(/\*\//g, '*\\/');
  for (const line of source.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (!inComment && fence === null && marker) {
      fence = marker;
      out.push(line);
      continue;
    }
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      out.push(line);
      continue;
    }
    let rest = line;
    let text = '';
    for (;;) {
      if (inComment) {
        const end = rest.indexOf('-->');
        if (end < 0) {
          text += hide(rest);
          rest = '';
          break;
        }
        text += `${hide(rest.slice(0, end))}*/}`;
        rest = rest.slice(end + 3);
        inComment = false;
      }
      // A comment never starts inside an inline code span.
      const start = outsideCode(rest, '<!--');
      if (start < 0) break;
      text += `${rest.slice(0, start)}{/*`;
      rest = rest.slice(start + 4);
      inComment = true;
    }
    text += rest;
    text = text.replace(/^(#{1,6}\s.*?)\s*\\?\{#[\w-]+\\?\}\s*$/, '$1');
    text = text.replace(/^(\s*:{3,})([a-z]+)[ \t]+(\S.*)$/, (all, colons: string, name: string, title: string) =>
      name in ADMONITION_LABELS && !title.startsWith('[') && !title.startsWith('{') ? `${colons}${name}[${title}]` : all,
    );
    out.push(text);
  }
  return out.join('\n');
}

/** Index of `needle` in `line` outside backtick code spans, or -1. */
function outsideCode(line: string, needle: string): number {
  let i = 0;
  while (i < line.length) {
    if (line[i] === '`') {
      const run = /^`+/.exec(line.slice(i))![0];
      const close = line.indexOf(run, i + run.length);
      // An unclosed run of backticks is literal text.
      i = close < 0 ? i + run.length : close + run.length;
      continue;
    }
    if (line.startsWith(needle, i)) return i;
    i += 1;
  }
  return -1;
}

/** Local component names the file imports, with their module specifiers. */
function importsOf(tree: MdNode): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source?.value !== 'string') continue;
      for (const specifier of statement.specifiers ?? []) {
        if (specifier.local?.name) imports.set(specifier.local.name, statement.source.value);
      }
    }
  }
  return imports;
}

const isComment = (expression: string): boolean => /^\s*(\/\*[\s\S]*?\*\/\s*)*$/.test(expression);

interface Context {
  options: ConvertOptions;
  source: string;
  components: Map<string, DiagramText>;
  imports: Map<string, string>;
}

function diagramNodes(text: DiagramText, inline: boolean): MdNode[] {
  const phrasing: MdNode[] = [
    {type: 'strong', children: [{type: 'text', value: `Diagram: ${text.title.replace(/\.$/, '')}.`}]},
    {type: 'text', value: ` ${text.description}`},
  ];
  return inline ? phrasing : [{type: 'paragraph', children: phrasing}];
}

/** Turn what only MDX can hold into Markdown, in place. */
function toMarkdown(parent: MdNode, context: Context): void {
  const {options, source} = context;
  const out: MdNode[] = [];
  for (const node of parent.children ?? []) {
    switch (node.type) {
      case 'mdxjsEsm':
        continue;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (isComment(node.value ?? '')) continue;
        throw new Error(`${where(options.file, node)}: the expression {${(node.value ?? '').trim()}} cannot be written as Markdown. Write its text instead.`);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const inline = node.type === 'mdxJsxTextElement';
        const name = node.name ?? null;
        const diagram = name ? context.components.get(name) : undefined;
        if (diagram) {
          out.push(...diagramNodes(diagram, inline));
        } else if (name === null || TRANSPARENT_ELEMENTS.has(name)) {
          toMarkdown(node, context);
          out.push(...(node.children ?? []));
        } else if (name === 'br') {
          out.push({type: 'break'});
        } else {
          const origin = context.imports.get(name);
          throw new Error(
            `${where(options.file, node)}: the component <${name}>${origin ? ` (from ${origin})` : ''} cannot be written as Markdown for the page's twin. ` +
              'Give it a text description (a diagram folder under src/components/diagrams/ with a text.ts) or write its content as Markdown.',
          );
        }
        continue;
      }
      case 'containerDirective': {
        const label = node.name ? ADMONITION_LABELS[node.name] : undefined;
        if (!label) throw new Error(`${where(options.file, node)}: the directive ":::${node.name}" cannot be written as Markdown.`);
        toMarkdown(node, context);
        const children = [...(node.children ?? [])];
        let lead = label;
        if (children[0]?.data?.directiveLabel) lead = nodeText(children.shift()!) || label;
        const strong: MdNode = {type: 'strong', children: [{type: 'text', value: `${lead}:`}]};
        if (children[0]?.type === 'paragraph') {
          children[0] = {...children[0], children: [strong, {type: 'text', value: ' '}, ...(children[0].children ?? [])]};
        } else {
          children.unshift({type: 'paragraph', children: [strong]});
        }
        out.push({type: 'blockquote', children});
        continue;
      }
      case 'leafDirective':
        throw new Error(`${where(options.file, node)}: the directive "::${node.name}" cannot be written as Markdown.`);
      case 'textDirective': {
        // Docusaurus shows a text directive it does not know as the text it was
        // written as (`10:30` is no directive; `note:x` is); so does the twin.
        const start = node.position?.start.offset;
        const end = node.position?.end.offset;
        out.push({type: 'text', value: start !== undefined && end !== undefined ? source.slice(start, end) : `:${node.name}`});
        continue;
      }
      case 'html':
        // Only in plain-Markdown pages; comments are not shown on the page.
        if (/^<!--[\s\S]*-->$/.test((node.value ?? '').trim())) continue;
        break;
      case 'link':
      case 'image':
      case 'definition':
        if (typeof node.url === 'string') node.url = options.link(node.url);
        break;
      default:
        break;
    }
    toMarkdown(node, context);
    out.push(node);
  }
  if (parent.children) parent.children = out;
}

/** A page's MDX source as Markdown: title, description and body. */
export async function mdxToMarkdown(raw: string, options: ConvertOptions): Promise<MarkdownPage> {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(raw);
  } catch (error) {
    throw new Error(`${relative(options.file)}:1: malformed front matter: ${(error as Error).message}`);
  }
  const data = parsed.data as {title?: unknown; description?: unknown};
  // Blank lines in place of the front matter keep every node on its line of the file.
  const frontMatterLines = raw.endsWith(parsed.content) ? raw.slice(0, raw.length - parsed.content.length).split('\n').length - 1 : 0;
  const source = '\n'.repeat(frontMatterLines) + preprocess(parsed.content);
  const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);
  let tree: MdNode;
  try {
    tree = (await parser.run(parser.parse(source))) as unknown as MdNode;
  } catch (error) {
    throw new Error(`${relative(options.file)}: cannot parse the MDX: ${(error as Error).message}`);
  }
  // Facts and permission tables first, as on the HTML page.
  applyFacts(tree as Parameters<typeof applyFacts>[0], options.values, {path: relative(options.file)});

  const imports = importsOf(tree);
  const components = new Map<string, DiagramText>();
  const loadText = options.componentText ?? diagramText;
  for (const [name, from] of imports) {
    const text = await loadText(from, options.file);
    if (text) components.set(name, text);
  }
  toMarkdown(tree, {options, source, components, imports});

  const body = tree.children ?? [];
  let title = typeof data.title === 'string' ? data.title : '';
  // A page that starts with its own `# Title` shows that title.
  if (body[0]?.type === 'heading' && body[0].depth === 1) title = nodeText(body.shift()!);
  return {title, description: typeof data.description === 'string' ? data.description : '', body};
}

/** A twin: `# Title`, the description as a quote, then the body. */
export function twinTree(page: MarkdownPage): MdNode {
  const head: MdNode[] = [{type: 'heading', depth: 1, children: [{type: 'text', value: page.title}]}];
  if (page.description) head.push({type: 'blockquote', children: [{type: 'paragraph', children: [{type: 'text', value: page.description}]}]});
  return {type: 'root', children: [...head, ...page.body]};
}

/**
 * Markdown text of a tree. Printed without the MDX and directive extensions:
 * nothing of either is left, and their escaping rules would mangle plain
 * text such as `host:3000`.
 */
export function printMarkdown(tree: MdNode): string {
  const printer = unified().use(remarkGfm).use(remarkStringify, {bullet: '-', emphasis: '_', rule: '-'});
  return `${printer.stringify(tree as never).trim()}\n`;
}
