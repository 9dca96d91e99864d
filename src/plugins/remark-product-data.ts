/**
 * Remark plugin that writes the product's data into the docs: its recurring
 * facts (src/data/facts.ts) and its permission tables (src/data/permissions.ts).
 *
 * - `:fact[key]` (text directive) becomes the value of `key`, e.g.
 *   `:fact[minGroupSize]` → `5`. `:fact[supportEmail]` becomes a mailto link.
 * - `::permissions-table`, `::plain-permissions-table`,
 *   `::rsc-permissions-table` and `::permission-data-table` (leaf
 *   directives) become the permission tables from src/data/permissions.ts.
 *   Text between backticks in that data becomes inline code.
 *
 * An unknown key or directive fails the build with the file and line, so a
 * typo can never reach a reader as raw `:fact[...]` text. So does a link to
 * an address of the site that is no page (`pagePaths`): Docusaurus's own
 * check (`onBrokenLinks`) names only the page the link is on.
 *
 * `unknownFact` and `brokenLink` are the rules themselves, also run by the
 * writer's quick check (`npm run check`, tests/support/contentRules.ts).
 */
import {allPermissions, graphPermissions, rscPermissions} from '../data/permissions';
import type {FactValues} from '../data/facts';

export interface RemarkProductDataOptions {
  values: FactValues;
  /** The address of every page of the site (src/node/sitePages.ts). */
  pagePaths: ReadonlySet<string>;
}

/** What is wrong with `:fact[key]`, or undefined when `key` is a fact. */
export function unknownFact(key: string, values: FactValues): string | undefined {
  // Own keys only: `constructor` or `toString` is in every object, not a fact.
  if (Object.hasOwn(values, key)) return undefined;
  return `unknown fact ":fact[${key}]": use one of ${Object.keys(values).join(', ')} (src/data/facts.ts), or add the fact there`;
}

/**
 * What is wrong with a link, or undefined when it is fine: a link to an
 * address of the site (`/insights/drivers#anchor`) must name a page, exactly
 * (paths are case-sensitive). Files (`/img/chart.svg`, `/index.md`) and other
 * sites are not checked here.
 */
export function brokenLink(url: string, pagePaths: ReadonlySet<string>): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const target = url.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1') || '/';
  if (/\.[a-z0-9]+$/i.test(target) || pagePaths.has(target)) return undefined;
  return `the link ${url} names no page of the site: fix the path (paths are case-sensitive; a page's path is its file under docs/, a section's is /category/... in sidebars.ts), or add the page`;
}

interface MdNode {
  type: string;
  name?: string;
  value?: string;
  url?: string;
  children?: MdNode[];
  position?: {start: {line: number}};
  [key: string]: unknown;
}
interface VFileLike {
  path?: string;
  history?: string[];
}

function text(value: string): MdNode {
  return {type: 'text', value};
}

function inlineCode(value: string): MdNode {
  return {type: 'inlineCode', value};
}

/** Text with `code` spans, as the permission data writes field and API names. */
export function richText(value: string): MdNode[] {
  return value
    .split(/(`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') ? inlineCode(part.slice(1, -1)) : text(part),
    );
}

function cell(...children: MdNode[]): MdNode {
  return {type: 'tableCell', children};
}

function table(header: string[], rows: (MdNode | MdNode[])[][]): MdNode {
  return {
    type: 'table',
    align: header.map(() => null),
    children: [
      {type: 'tableRow', children: header.map((h) => cell(text(h)))},
      ...rows.map((r) => ({
        type: 'tableRow',
        children: r.map((c) => cell(...(Array.isArray(c) ? c : [c]))),
      })),
    ],
  };
}

function permissionsTable(): MdNode {
  return table(
    ['Permission', 'Type', 'Admin consent', 'Why the app needs it', 'Without it'],
    graphPermissions.map((p) => [
      inlineCode(p.name),
      text(p.type),
      // Both are true, and admins need both (product brief, "Consent"): the permission's own
      // attribute, and what Microsoft's default policy does with it.
      text(
        p.adminConsent
          ? 'Required'
          : p.managedPolicy === 'admin'
            ? 'Not required by the permission; required by Microsoft’s default user consent policy'
            : 'Not required',
      ),
      richText(p.purpose),
      richText(p.withoutIt),
    ]),
  );
}

/** Permissions by name, with one column more: `header`, each cell the permission's `field`. */
function namedTable<P extends {name: string}>(
  permissions: readonly P[],
  header: string,
  field: (p: P) => string,
): MdNode {
  return table(
    ['Permission', header],
    permissions.map((p) => [inlineCode(p.name), richText(field(p))]),
  );
}

/** All seven permissions, with what a security reviewer signs off on for each. */
function permissionDataTable(): MdNode {
  return table(
    [
      'Permission',
      'Type and who grants it',
      'Whose data it reaches',
      'What the app asks Graph for',
      'Discarded on arrival',
    ],
    allPermissions.map((p) => [
      inlineCode(p.name),
      [
        {type: 'strong', children: [text(p.type)]},
        text(`: ${p.grantedBy.charAt(0).toLowerCase()}${p.grantedBy.slice(1)}`),
      ],
      richText(p.reaches),
      richText(p.asksFor),
      richText(p.discarded),
    ]),
  );
}

const leafDirectives: Record<string, () => MdNode> = {
  'permissions-table': permissionsTable,
  'plain-permissions-table': () =>
    namedTable(graphPermissions, 'What the app reads with it', (p) => p.plain),
  'rsc-permissions-table': () =>
    namedTable(rscPermissions, 'Why the app needs it', (p) => p.purpose),
  'permission-data-table': permissionDataTable,
};

/** The text of a Markdown node and all it contains. */
export function nodeText(node: MdNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(nodeText).join('');
}

function where(file: VFileLike | undefined, node: MdNode): string {
  const path = file?.path ?? file?.history?.[0] ?? '<unknown file>';
  const line = node.position?.start.line;
  return line ? `${path}:${line}` : path;
}

/** Replace fact directives in an mdast tree, in place, and check its links to the site. */
export function applyFacts(
  tree: MdNode,
  {values, pagePaths}: RemarkProductDataOptions,
  file?: VFileLike,
): void {
  const visit = (parent: MdNode): void => {
    const children = parent.children;
    if (!children) return;
    for (let i = 0; i < children.length; i += 1) {
      const node = children[i];
      if (node.type === 'textDirective' && node.name === 'fact') {
        const key = nodeText(node).trim();
        const problem = unknownFact(key, values);
        if (problem) throw new Error(`${where(file, node)}: ${problem}`);
        const value = String(values[key]);
        children[i] =
          key === 'supportEmail'
            ? {type: 'link', url: `mailto:${value}`, children: [text(value)]}
            : text(value);
        continue;
      }
      if (node.type === 'leafDirective' && node.name && Object.hasOwn(leafDirectives, node.name)) {
        children[i] = leafDirectives[node.name]();
        continue;
      }
      const linkProblem =
        node.type === 'link' && node.url ? brokenLink(node.url, pagePaths) : undefined;
      if (linkProblem) throw new Error(`${where(file, node)}: ${linkProblem}`);
      if (
        node.type === 'leafDirective' &&
        (node.name === 'fact' || node.name?.endsWith('-table'))
      ) {
        throw new Error(`${where(file, node)}: unknown directive "::${node.name}".`);
      }
      visit(node);
    }
  };
  visit(tree);
}

export default function remarkProductData(options: RemarkProductDataOptions) {
  return (tree: MdNode, file: VFileLike): void => applyFacts(tree, options, file);
}
