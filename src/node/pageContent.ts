/**
 * A built page read for its words, by the search index
 * (src/plugins/search/node/writeIndex.ts) and the Markdown twins
 * (src/plugins/markdown-twins/node/write.ts): both start from the HTML Docusaurus built,
 * so facts, permission tables and diagrams are already what readers see.
 *
 * What is not content goes: the page's title (read apart), heading anchors
 * ("Direct link to …"), buttons, icons, and anything marked
 * `data-not-content` (the Copy page row); an element marked
 * `data-content-wrapper` (the ways of a task) gives way to its children. A diagram (an `<svg role="img">`
 * with a `<title>` and a `<desc>`) becomes a paragraph of its title and
 * description; its caption, if it has one, stays.
 */
import * as cheerio from 'cheerio';
import {CONTENT_WRAPPER, NOT_CONTENT} from '../data/notContent';

type Nodes = ReturnType<cheerio.CheerioAPI>;

export interface PageContent {
  $: cheerio.CheerioAPI;
  title: string;
  description: string;
  /** The categories above the page in its breadcrumbs (`['For admins']`). */
  breadcrumb: string[];
  /** The content, or none for a page without (a generated category page). */
  body?: Nodes;
  /** The cards of a generated category page. */
  cards: {title: string; href: string; description: string}[];
}

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

export function readBuiltPage(html: string): PageContent {
  const $ = cheerio.load(html);
  const main = $('main').first();
  const title = squash(main.find('h1').first().text());
  const description = $('meta[name="description"]').attr('content') ?? '';
  const crumbs = $('.theme-doc-breadcrumbs .breadcrumbs__item')
    .map((_, item) => squash($(item).text()))
    .get()
    .filter(Boolean);
  const breadcrumb = crumbs.slice(0, crumbs.at(-1) === title ? -1 : undefined);
  const cards = main
    .find('article a.card')
    .map((_, card) => ({
      title: squash($(card).find('h2').text()),
      href: $(card).attr('href') ?? '',
      description: squash($(card).find('p').text()),
    }))
    .get();
  // A doc's content, or a Markdown page's article; a category page has only its cards.
  const doc = main.find('.theme-doc-markdown').first();
  const body: Nodes = doc.length > 0 ? doc : main.find('article').first();
  if (cards.length > 0 || body.length === 0) return {$, title, description, breadcrumb, cards};
  body.find(`header, .hash-link, button, [${NOT_CONTENT}]`).remove();
  body
    .find(`[${CONTENT_WRAPPER}]`)
    .each((_, wrapper) => void $(wrapper).replaceWith($(wrapper).contents()));
  // React's `<!-- -->` between adjacent texts ("the last <!-- -->28<!-- --> days").
  body
    .find('*')
    .contents()
    .filter((_, node) => node.type === 'comment')
    .remove();
  body.find('svg[role="img"]').each((_, svg) => {
    const words = ['title', 'desc']
      .map((tag) => squash($(svg).children(tag).first().text()))
      .filter(Boolean);
    const [heading, ...rest] = words.map((text) => (/[.!?]$/.test(text) ? text : `${text}.`));
    $(svg).replaceWith(
      heading
        ? $('<p>').append(
            $('<strong>').text(`Diagram: ${heading}`),
            rest.length ? ` ${rest.join(' ')}` : '',
          )
        : '',
    );
  });
  body.find('svg').remove();
  return {$, title, description, breadcrumb, body, cards};
}
