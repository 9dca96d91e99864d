/**
 * The build side of the admin pages' task controls (CONTRIBUTING.md, "Commands
 * with the reader's values, and the admin center or PowerShell switch"):
 *
 * - `taskControlsPlugin`: an inline script, run before the page paints,
 *   that puts the way the reader chose (Teams admin center or PowerShell)
 *   on `<html>` (WAY_ATTRIBUTE), from the address (`?with=powershell`,
 *   which also keeps the choice) or else from localStorage. The switch's
 *   CSS shows that way from the first paint, so nothing moves when the page
 *   hydrates; and without JavaScript the attribute is missing, so both ways
 *   show and the controls don't. The security-headers plugin hashes the
 *   script like every inline script of the pages.
 * - `remarkTaskControls`: gives `<UseMyValues />` the fields its page's
 *   commands need (`fields="appId groupId"`, from src/data/myValues.ts),
 *   and fails the build, with the file and line, where a page has
 *   placeholders in its commands but no `<UseMyValues />`, one without
 *   any, or a `<Ways>` that doesn't hold one `<Way>` of each name.
 */
import type {Plugin} from '@docusaurus/types';
import {FIELD_ORDER, placeholdersIn, type Field} from '../data/myValues';
import {WAY_STORAGE_KEY} from '../data/browserStorage';
import {DEFAULT_WAY, WAYS, WAY_ATTRIBUTE, WAY_PARAMETER, type WayName} from '../data/taskWays';

/** The inline script that applies the reader's way before the first paint. */
export function wayScript(): string {
  const names = JSON.stringify(WAYS.map((way) => way.name));
  const [parameter, key, attribute, fallback] = [
    WAY_PARAMETER,
    WAY_STORAGE_KEY,
    WAY_ATTRIBUTE,
    DEFAULT_WAY,
  ].map((value) => JSON.stringify(value));
  return `(function(){var n=${names},w=null;try{w=new URLSearchParams(location.search).get(${parameter})}catch(e){}try{if(n.indexOf(w)>=0)localStorage.setItem(${key},w);else w=localStorage.getItem(${key})}catch(e){}document.documentElement.setAttribute(${attribute},n.indexOf(w)>=0?w:${fallback})})();`;
}

export default function taskControlsPlugin(): Plugin {
  return {
    name: 'task-controls',
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: wayScript()}]};
    },
  };
}

interface MdNode {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: MdNode[];
  position?: {start: {line: number}};
}
interface VFileLike {
  path?: string;
  history?: string[];
}

const isJsx = (node: MdNode, name: string) =>
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name;

function where(file: VFileLike | undefined, node: MdNode): string {
  const path = file?.path ?? file?.history?.[0] ?? '<unknown file>';
  const line = node.position?.start.line;
  return line ? `${path}:${line}` : path;
}

/** The problem with a `<Ways>` element, or undefined when it holds one `<Way>` of each name and nothing else. */
function waysProblem(node: MdNode): string | undefined {
  const names = (node.children ?? []).map((child) =>
    isJsx(child, 'Way')
      ? child.attributes?.find((attribute) => attribute.name === 'name')?.value
      : child.type,
  );
  const expected = WAYS.map((way) => way.name);
  if (names.length === expected.length && expected.every((name) => names.includes(name as WayName)))
    return undefined;
  return `<Ways> holds ${names.map((name) => `"${String(name)}"`).join(', ') || 'nothing'}: it must hold one <Way name="${expected.join('"> and one <Way name="')}"> and nothing else, each with the steps of its way (CONTRIBUTING.md, "Commands with the reader's values, and the admin center or PowerShell switch")`;
}

/** Fills in `<UseMyValues />`'s fields and checks the task controls of a page (see the top of this file). */
export function applyTaskControls(tree: MdNode, file?: VFileLike): void {
  const fields = new Set<Field>();
  const panels: MdNode[] = [];
  let firstPlaceholder: MdNode | undefined;
  const visit = (node: MdNode): void => {
    if ((node.type === 'code' || node.type === 'inlineCode') && typeof node.value === 'string') {
      const found = placeholdersIn(node.value);
      if (found.length > 0) firstPlaceholder ??= node;
      for (const placeholder of found) fields.add(placeholder.field);
    }
    if (isJsx(node, 'UseMyValues')) panels.push(node);
    if (isJsx(node, 'Ways')) {
      const problem = waysProblem(node);
      if (problem) throw new Error(`${where(file, node)}: ${problem}`);
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  if (panels.length > 1)
    throw new Error(`${where(file, panels[1]!)}: a page has one <UseMyValues />; remove this one`);
  const [panel] = panels;
  if (panel && fields.size === 0)
    throw new Error(
      `${where(file, panel)}: <UseMyValues /> is on a page whose commands have no placeholder it fills (src/data/myValues.ts): remove it`,
    );
  if (!panel && firstPlaceholder)
    throw new Error(
      `${where(file, firstPlaceholder)}: this command has a placeholder readers can fill with their own values, so the page needs <UseMyValues /> (CONTRIBUTING.md, "Commands with the reader's values, and the admin center or PowerShell switch")`,
    );
  if (panel) {
    const value = FIELD_ORDER.filter((field) => fields.has(field)).join(' ');
    panel.attributes = [
      ...(panel.attributes ?? []).filter((attribute) => attribute.name !== 'fields'),
      {type: 'mdxJsxAttribute', name: 'fields', value},
    ];
  }
}

/** The remark plugin (docs and pages). */
export function remarkTaskControls() {
  return (tree: MdNode, file: VFileLike): void => applyTaskControls(tree, file);
}
