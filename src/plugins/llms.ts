/**
 * llms.txt (https://llmstxt.org) and llms-full.txt, built from the docs at
 * build time so they always match the site: every doc page with its title,
 * URL and description, and the whole documentation as plain Markdown with
 * the product facts filled in and the MDX-only parts (imports, components)
 * removed.
 */
import fs from 'node:fs/promises';
import matter from 'gray-matter';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkStringify from 'remark-stringify';
import {applyFacts, type FactValues} from './remark-facts';
import type {SiteEntry} from './site-index';

export interface SiteInfo {
  title: string;
  tagline: string;
  /** Absolute URL of the site root, without a trailing slash. */
  url: string;
}

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

function absolute(site: SiteInfo, routePath: string): string {
  return `${site.url}${routePath === '/' ? '/' : routePath}`;
}

function linkLine(site: SiteInfo, entry: SiteEntry): string {
  const description = entry.description ? `: ${entry.description}` : '';
  return `- [${entry.title}](${absolute(site, entry.path)})${description}`;
}

/** The llms.txt index: every page grouped by sidebar section. */
export function llmsTxt(site: SiteInfo, entries: readonly SiteEntry[]): string {
  const lines: string[] = [
    `# ${site.title}`,
    '',
    `> ${site.tagline}`,
    '',
    `Every page below is also in one file: [llms-full.txt](${site.url}/llms-full.txt).`,
    '',
    '## Docs',
    '',
  ];
  const topLevel = entries.filter((e) => e.kind === 'doc' && e.section === '');
  lines.push(...topLevel.map((e) => linkLine(site, e)), '');
  for (const category of entries.filter((e) => e.kind === 'category')) {
    lines.push(`## ${category.title}`, '');
    if (category.description) lines.push(`${category.description} ([overview](${absolute(site, category.path)}))`, '');
    const docs = entries.filter((e) => e.kind === 'doc' && e.section === category.section);
    lines.push(...docs.map((e) => linkLine(site, e)), '');
  }
  const pages = entries.filter((e) => e.kind === 'page');
  if (pages.length > 0) {
    lines.push('## Optional', '', ...pages.map((e) => linkLine(site, e)), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The whole documentation as one Markdown file, in sidebar order. */
export async function llmsFullTxt(site: SiteInfo, entries: readonly SiteEntry[], values: FactValues): Promise<string> {
  const parts: string[] = [`# ${site.title}`, '', `> ${site.tagline}`];
  for (const entry of entries) {
    if (!entry.source) continue;
    const body = await sourceToMarkdown(await fs.readFile(entry.source, 'utf8'), values, site.url, entry.source);
    const withoutTitle = body.replace(/^# .*\n+/, '');
    parts.push('', '---', '', `# ${entry.title}`, '', `URL: ${absolute(site, entry.path)}`, '', withoutTitle);
  }
  return `${parts.join('\n').trimEnd()}\n`;
}
