/**
 * The permission change log (issue 46): the dated entries of
 * src/data/permissionChanges.ts on /privacy-security/app-permissions, and
 * as an Atom feed beside llms.txt, /permission-changes.atom, so that a
 * security reviewer can subscribe. The rules (fingerprint, check, feed) are
 * in src/node/permissionChanges.ts.
 *
 * - `permissionChangesPlugin`: fails the build, naming the file and what to
 *   write, when src/data/permissions.ts changed without a new entry (under
 *   `npm start` it only warns, so that a writer mid-edit keeps the page);
 *   after the build, writes the feed.
 * - `remarkPermissionChanges`: `::permission-changes`, on a line of its own,
 *   becomes the log: a link to the feed in the page's head (`<head>`,
 *   rel="alternate") and in its body, then one `###` heading per entry (its
 *   date and title, with the entry's anchor as its id, the feed's link), its
 *   changes and why. It runs before Docusaurus's own remark plugins, so that
 *   the headings are in the table of contents like any other.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {PermissionChange} from '../data/permissionChanges';
import {permissionChanges} from '../data/permissionChanges';
import {formatDate} from '../data/dates';
import {FEED, LOG_DIRECTIVE, atomFeed, changeAnchor, logProblems} from '../node/permissionChanges';
import {richText} from './remark-product-data';

export default function permissionChangesPlugin(): Plugin {
  return {
    name: 'permission-changes',
    loadContent() {
      const problems = logProblems();
      if (problems.length === 0) return;
      if (process.env.NODE_ENV === 'development') console.warn(`[WARNING] ${problems.join('\n')}`);
      else throw new Error(problems.join('\n'));
    },
    async postBuild({outDir, siteConfig}) {
      await fs.promises.writeFile(
        path.join(outDir, FEED.path.slice(1)),
        atomFeed({url: siteConfig.url, title: siteConfig.title}),
      );
    },
  };
}

interface MdNode {
  type: string;
  name?: string;
  value?: string;
  children?: MdNode[];
  [key: string]: unknown;
}

const text = (value: string): MdNode => ({type: 'text', value});
const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

function time(date: string): MdNode {
  return {
    type: 'mdxJsxTextElement',
    name: 'time',
    attributes: [attribute('dateTime', date)],
    children: [text(formatDate(new Date(date)))],
  };
}

/** One entry: its heading (date and title), its changes, and why. */
function entry(change: PermissionChange): MdNode[] {
  const id = changeAnchor(change);
  return [
    {
      type: 'heading',
      depth: 3,
      data: {id, hProperties: {id}},
      children: [time(change.date), text(': '), ...richText(change.title)],
    },
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: change.changes.map((c) => ({
        type: 'listItem',
        spread: false,
        children: [{type: 'paragraph', children: richText(c)}],
      })),
    },
    {
      type: 'paragraph',
      children: [{type: 'strong', children: [text('Why:')]}, text(' '), ...richText(change.why)],
    },
  ];
}

/** What `::permission-changes` becomes. */
function permissionChangesNodes(changes: readonly PermissionChange[]): MdNode[] {
  return [
    {
      type: 'mdxJsxFlowElement',
      name: 'head',
      attributes: [],
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'link',
          attributes: [
            attribute('rel', 'alternate'),
            attribute('type', 'application/atom+xml'),
            attribute('title', FEED.title),
            attribute('href', FEED.path),
          ],
          children: [],
        },
      ],
    },
    {
      type: 'paragraph',
      children: [
        text('To be told of the next change, subscribe to '),
        // pathname://: a file of the site, not a page (no client-side navigation, no route check).
        {
          type: 'link',
          url: `pathname://${FEED.path}`,
          children: [text('the Atom feed of these changes')],
        },
        text(' in a feed reader.'),
      ],
    },
    ...changes.flatMap(entry),
  ];
}

/** Replaces `::permission-changes` with the log (see the top of this file). */
function applyPermissionChanges(
  tree: MdNode,
  changes: readonly PermissionChange[] = permissionChanges,
): void {
  tree.children = (tree.children ?? []).flatMap((node) =>
    node.type === 'leafDirective' && node.name === LOG_DIRECTIVE
      ? permissionChangesNodes(changes)
      : [node],
  );
}

export function remarkPermissionChanges() {
  return (tree: MdNode): void => applyPermissionChanges(tree);
}
