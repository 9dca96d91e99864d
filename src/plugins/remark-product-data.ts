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
 * The rules themselves (`unknownFact`, `brokenLink`) are in
 * src/node/writerRules.ts, which the writer's quick check runs too.
 */
import type {Parent, Position} from 'unist';
import {SKIP, visit} from 'unist-util-visit';
import {allPermissions, graphPermissions, rscPermissions} from '../data/permissions';
import type {FactValues} from '../data/facts';
import {brokenLink, unknownFact} from '../node/writerRules';

export interface RemarkProductDataOptions {
  values: FactValues;
  /** The address of every page of the site (src/node/sitePages.ts). */
  pagePaths: ReadonlySet<string>;
}

interface MdNode {
  type: string;
  name?: string;
  value?: string;
  url?: string;
  children?: MdNode[];
  position?: Position;
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
      // What the admin acts on: whether a tenant on Microsoft's default user consent setting needs
      // admin consent for it (product brief, "Consent"). The page's consent section says why, next
      // to the permission's own attribute, so the cell doesn't read as a contradiction.
      text(
        p.adminConsent
          ? 'Required'
          : p.managedPolicy === 'admin'
            ? 'Needed under Microsoft’s default user consent setting, which keeps it for an admin'
            : 'Not needed under Microsoft’s default user consent setting',
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
  // unist's types know a node's `type` and `children`; the fields read below are MdNode's.
  visit(tree as Parent, (visited, index, parent) => {
    const node = visited as MdNode;
    // The node gives way to what it stands for, which is not visited again.
    const replaceWith = (replacement: MdNode) => {
      parent!.children[index!] = replacement;
      return SKIP;
    };
    if (node.type === 'textDirective' && node.name === 'fact') {
      const key = nodeText(node).trim();
      const problem = unknownFact(key, values);
      if (problem) throw new Error(`${where(file, node)}: ${problem}`);
      const value = String(values[key]);
      return replaceWith(
        key === 'supportEmail'
          ? {type: 'link', url: `mailto:${value}`, children: [text(value)]}
          : text(value),
      );
    }
    // An own key only: `::toString` is in every object, not a table.
    if (node.type === 'leafDirective' && node.name && Object.hasOwn(leafDirectives, node.name))
      return replaceWith(leafDirectives[node.name]!());
    const linkProblem =
      node.type === 'link' && node.url ? brokenLink(node.url, pagePaths) : undefined;
    if (linkProblem) throw new Error(`${where(file, node)}: ${linkProblem}`);
    if (node.type === 'leafDirective' && (node.name === 'fact' || node.name?.endsWith('-table')))
      throw new Error(`${where(file, node)}: unknown directive "::${node.name}".`);
  });
}

export default function remarkProductData(options: RemarkProductDataOptions) {
  return (tree: MdNode, file: VFileLike): void => applyFacts(tree, options, file);
}
