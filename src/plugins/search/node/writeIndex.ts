/**
 * Writes the offline search's index, `search-index.json`, after the build:
 * every doc page cut into its sections (the opening, then one per `##` and
 * `###` heading), read from the built HTML (src/node/pageContent.ts), and
 * the pages a search without results offers (src/data/mostRead.ts). The
 * search itself is ../client.
 *
 * Table cells are set apart ("Weekly aggregates · 13 months"), a diagram is
 * its title and description, and each section says whether it only lists
 * links to other pages ("Related pages") or has numbered steps, for the
 * ranking. Unlisted pages (`noindex`) are left out, like the sitemap does,
 * and so is a page's list of Microsoft sources (src/plugins/learn-sources.ts).
 * An admonition written without a title shows its kind as its heading
 * ("danger", "note"): that label is no word of the page's and is left out,
 * a title a writer gave it stays. A section with no text of its own keeps
 * the headings under it as its `outline`, which its passage shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import {MOST_READ_DOC_IDS} from '../../../data/mostRead';
import type {DocsVersion} from '../../../node/loadedContent';
import {builtPages, isNoIndex, type PostBuildProps} from '../../../node/postBuild';
import {readBuiltPage, type PageContent} from '../../../node/pageContent';
import {
  SEARCH_INDEX_FILE,
  SEARCH_INDEX_VERSION,
  type SearchIndex,
  type Section,
} from '../data/indexFormat';
import {LEARN_SOURCES} from '../../../node/learnCitations';
const CELL_SEPARATOR = ' · ';

/**
 * The headings theme-classic gives an admonition written without a title:
 * its kind, lower case (UPGRADE.md, "Markup read from the built pages").
 */
const UNTITLED_ADMONITION = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution']);

/** Takes the heading out of each admonition whose heading is only its kind. */
function dropAdmonitionLabels({$, body}: PageContent): void {
  body?.find('.theme-admonition').each((_, admonition) => {
    // The heading, when there is one, is the first div, the content the last.
    const parts = $(admonition).children('div');
    const heading = parts.first();
    if (parts.length > 1 && UNTITLED_ADMONITION.has(heading.text().trim().toLowerCase()))
      heading.remove();
  });
}

/** The sections of a doc page, numbered from `firstId`. */
function sectionsOf(page: PageContent, url: string, firstId: number): Section[] {
  const {$, body} = page;
  if (!body) return [];
  // The dated list of Microsoft Learn pages at a page's foot answers no reader's question.
  body.find(`.${LEARN_SOURCES.className}`).remove();
  dropAdmonitionLabels(page);
  body.find('td, th').each((_, cell) => void $(cell).append(CELL_SEPARATOR));
  body
    .find('p, li, tr, h2, h3, h4, pre, blockquote, br, div')
    .each((_, block) => void $(block).append(' '));
  const category = page.breadcrumb.join(' › ');
  let current = {
    heading: page.title,
    anchor: '',
    level: 1,
    parts: [page.description],
    blocks: [] as ReturnType<typeof $>[],
    outline: [] as string[],
  };
  const sections = [current];
  for (const child of body.children().toArray()) {
    const element = $(child);
    if (element.is('h2[id], h3[id]')) {
      const level = element.is('h2') ? 2 : 3;
      const heading = element.text().trim();
      // The headings right under a section that has no text (yet) are its outline.
      const parent = [...sections].reverse().find((above) => above.level < level);
      if (parent && parent !== sections[0] && parent.blocks.length === 0)
        parent.outline.push(heading);
      current = {
        heading,
        anchor: `#${element.attr('id')}`,
        level,
        parts: [],
        blocks: [],
        outline: [],
      };
      sections.push(current);
    } else {
      current.parts.push(element.text());
      current.blocks.push(element);
    }
  }
  return sections.map(({heading, anchor, parts, blocks, outline}, i) => {
    const lists = blocks.filter((block) => block.is('ul, ol'));
    const onlyLinks =
      blocks.length > 0 &&
      lists.length === blocks.length &&
      lists.every((list) =>
        list
          .children('li')
          .toArray()
          .every((item) => $(item).contents().first().is('a')),
      );
    const steps = blocks.some((block) => block.is('ol') || block.find('ol').length > 0);
    return {
      id: firstId + i,
      url: url + anchor,
      page: page.title,
      category,
      heading,
      text: parts.join(' ').replace(/\s+/g, ' ').trim(),
      ...(blocks.length === 0 && outline.length > 0 ? {outline} : {}),
      ...(onlyLinks ? {kind: 'links' as const} : steps ? {kind: 'steps' as const} : {}),
    };
  });
}

/**
 * Writes search-index.json from the doc pages of the build (`docs`: the docs
 * plugin's loaded docs, by which a page is known to be a doc and by which
 * src/data/mostRead.ts names them); changes no page.
 */
export function writeSearchIndex(
  {outDir, routes, head}: PostBuildProps,
  docs: DocsVersion['docs'],
): void {
  const index: SearchIndex = {version: SEARCH_INDEX_VERSION, sections: [], mostRead: []};
  const docAt = new Map(docs.map((doc) => [doc.permalink, doc]));
  const indexed = new Map<string, {title: string; path: string}>();
  for (const built of builtPages(routes)) {
    const doc = docAt.get(built.path);
    if (!doc || isNoIndex(head, built.path)) continue;
    const page = readBuiltPage(fs.readFileSync(path.join(outDir, built.file), 'utf8'));
    indexed.set(doc.id, {title: page.title, path: built.path});
    index.sections.push(...sectionsOf(page, built.path, index.sections.length));
  }
  index.mostRead = MOST_READ_DOC_IDS.map((id) => {
    const doc = indexed.get(id);
    if (!doc) throw new Error(`src/data/mostRead.ts names "${id}", which is not a listed doc page`);
    return doc;
  });
  fs.writeFileSync(path.join(outDir, SEARCH_INDEX_FILE), JSON.stringify(index));
}
