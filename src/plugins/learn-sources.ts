/**
 * Remark plugin: the "Microsoft sources" at the foot of every page that
 * links Microsoft Learn (issue 46). A reader, or a security reviewer, sees
 * each Learn page the page cites with the day its claims were last compared
 * with it and the date Learn gives the page (its `ms.date`), and when the
 * page's Microsoft claims were last checked as a whole (the oldest of those
 * checks). A source checked more than DUE_AFTER_DAYS days before the build
 * says so, to readers as well as to writers (`npm run check` lists it too).
 *
 * The list is part of the page's Markdown, so it is in the HTML as served
 * (no JavaScript), in the table of contents, in the Markdown twin and
 * llms-full.txt (both made from the built page), and in print; the search
 * leaves it out (src/plugins/search/node/writeIndex.ts): a question about
 * consent should land on the section that answers it, not on a list of
 * titles. Which pages a page cites comes from its links
 * (src/node/learnCitations.ts), their dates from src/data/learnSources.ts.
 *
 * It runs before Docusaurus's own remark plugins (`beforeDefaultRemarkPlugins`),
 * so that its heading gets its id and its place in the table of contents
 * like any other.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LearnSource} from '../data/learnSources';
import {formatDate} from '../data/dates';
import {DUE_AFTER_DAYS, LEARN_SOURCES, pageCitations} from '../node/learnCitations';
import {SITE_DIR} from '../node/sitePages';

export interface LearnSourcesOptions {
  /** The day of the build: a source checked more than DUE_AFTER_DAYS days before it is due. */
  buildDate: Date;
  /** The sources (src/data/learnSources.ts unless given: `npm start` reads them afresh). */
  sources?: readonly LearnSource[];
}

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  [key: string]: unknown;
}
interface VFileLike {
  path?: string;
  history?: string[];
  value?: unknown;
}

const text = (value: string): MdNode => ({type: 'text', value});
const strong = (value: string): MdNode => ({type: 'strong', children: [text(value)]});

/** `<time datetime="2026-11-27">27 November 2026</time>` */
function time(day: string): MdNode {
  return {
    type: 'mdxJsxTextElement',
    name: 'time',
    attributes: [{type: 'mdxJsxAttribute', name: 'dateTime', value: day}],
    children: [text(formatDate(day))],
  };
}

function pageDate(source: LearnSource): MdNode[] {
  if (source.pageDate === null) return [text('Learn page not dated')];
  if (source.pageDate === 'not recorded') return [text('Learn page date not recorded')];
  return [text('Learn page dated '), time(source.pageDate)];
}

const due = (): MdNode[] => [text(' ('), strong('due for a new check'), text(')')];

/** The section appended to a page: its heading, when it was checked as a whole, and the list. */
export function learnSourcesSection(
  cited: NonNullable<ReturnType<typeof pageCitations>>,
  buildDate: Date,
): MdNode {
  const day = buildDate.toISOString().slice(0, 10);
  const intro: MdNode = {
    type: 'paragraph',
    children: [
      text('The Microsoft claims on this page were last checked as a whole on '),
      time(cited.checked),
      ...(cited.due ? due() : []),
      text(
        `, against the Microsoft Learn pages below. A page last checked more than ${DUE_AFTER_DAYS} days before this build (`,
      ),
      time(day),
      text(') is due for a new check.'),
    ],
  };
  const list: MdNode = {
    type: 'list',
    ordered: false,
    spread: false,
    children: cited.sources.map(({source, due: isDue}) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            {type: 'link', url: source.url, children: [text(source.title)]},
            text(': checked '),
            time(source.checked),
            ...(isDue ? due() : []),
            text('; '),
            ...pageDate(source),
            text('.'),
          ],
        },
      ],
    })),
  };
  return {
    type: 'mdxJsxFlowElement',
    name: 'section',
    attributes: [{type: 'mdxJsxAttribute', name: 'className', value: LEARN_SOURCES.className}],
    children: [
      {
        type: 'heading',
        depth: 2,
        data: {id: LEARN_SOURCES.id, hProperties: {id: LEARN_SOURCES.id}},
        children: [text(LEARN_SOURCES.heading)],
      },
      intro,
      list,
    ],
  };
}

/** Appends the section to a page that links Learn; leaves any other page as it is. */
export function appendLearnSources(
  tree: MdNode,
  file: VFileLike,
  {buildDate, sources}: LearnSourcesOptions,
): void {
  const filePath = file.path ?? file.history?.[0];
  // The file as written, so that a link's line in a message is the file's line.
  const source = filePath ? fs.readFileSync(filePath, 'utf8') : String(file.value ?? '');
  const where = filePath ? path.relative(SITE_DIR, filePath) : '<unknown file>';
  const cited = pageCitations(source, buildDate, where, sources);
  if (cited) tree.children = [...(tree.children ?? []), learnSourcesSection(cited, buildDate)];
}

export default function remarkLearnSources(options: LearnSourcesOptions) {
  return (tree: MdNode, file: VFileLike): void => appendLearnSources(tree, file, options);
}
