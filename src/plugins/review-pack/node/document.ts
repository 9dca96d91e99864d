/**
 * The review pack as one HTML document, made from the built pages, that
 * Chromium prints (./print.ts): a cover, the contents, each page's content
 * with the Microsoft Learn sources it cites, and the reviewer questions.
 * It keeps the site's own style sheets, so the pages print as a reader's
 * Ctrl+P prints them (src/css/print.css; the pack's own parts are styled
 * there too), and it needs no script: the built HTML is the whole page.
 */
import * as cheerio from 'cheerio';
import type {LearnSource} from '../../../data/learnSources';
import {NOT_CONTENT} from '../../../data/notContent';
import {REVIEW_PACK_PAGES, REVIEW_PACK_TITLE, REVIEWER_QUESTIONS} from '../../../data/reviewPack';
import {escapeHtml} from '../../../node/html';

/** A page of the pack, as built. */
export interface PackPage {
  route: string;
  /** Its built HTML. */
  html: string;
  /** The Learn sources it cites (src/node/learnCitations.ts, pageCitations): the cover's date range. */
  sources: readonly LearnSource[];
}

/** What the cover says besides the product name. */
export interface PackFacts {
  productName: string;
  /** The site's address, no trailing slash: links print with it. */
  siteUrl: string;
  /** YYYY-MM-DD. */
  buildDate: string;
  /** The commit built, or what stands for it when there is none (not a git checkout). */
  commit: string;
}

/** A heading the contents lists, in document order, with its place in the outline. */
export interface PackHeading {
  level: number;
  text: string;
  /** Its id in the pack's document. */
  id: string;
  /** Whether the contents list it (the pages and their ## sections). */
  listed: boolean;
}

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The pack's title, on its cover and in the PDF's metadata. */
const packTitle = (productName: string): string => `${productName} ${REVIEW_PACK_TITLE}`;

/** The id a page's heading gets in the pack: one document holds four pages' ids. */
const packId = (route: string, id: string): string =>
  `${route.replace(/^\//, '').replace(/\//g, '--')}--${id}`;

/** Makes a page's link absolute, so that its printed address works on paper. */
function absolute(href: string, route: string, siteUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
  if (href.startsWith('#')) return `${siteUrl}${route}${href}`;
  if (href.startsWith('/')) return `${siteUrl}${href}`;
  return new URL(href, `${siteUrl}${route}/`).href;
}

/** The first and last days the pack's sources were checked, or null without sources. */
function checkedRange(sources: readonly LearnSource[]): [string, string] | null {
  const days = sources.map((source) => source.checked).sort();
  return days.length > 0 ? [days[0]!, days.at(-1)!] : null;
}

/** A page's content for the pack, with the page's title and its sections' headings. */
function pageContent(page: PackPage, siteUrl: string) {
  const $ = cheerio.load(page.html);
  const doc = $('main .theme-doc-markdown').first();
  if (doc.length === 0) throw new Error(`${page.route}: the built page has no doc content`);
  doc.find(`.hash-link, button, [${NOT_CONTENT}]`).remove();
  const title = squash(doc.find('h1').first().text());
  const headings = new Map<string, string>();
  doc.find('h2[id], h3[id]').each((_, el) => {
    const id = $(el).attr('id')!;
    headings.set(id, squash($(el).text()));
    $(el).attr('id', packId(page.route, id));
  });
  doc.find('h1').attr('id', packId(page.route, 'top'));
  doc.find('a[href]').each((_, a) => {
    $(a).attr('href', absolute($(a).attr('href')!, page.route, siteUrl));
  });
  const updated = $('.theme-doc-footer time').first().text();
  return {title, headings, html: $.html(doc), updated: squash(updated)};
}

/** The pack's document, and the headings the contents list (in document order). */
export function packDocument(
  pages: readonly PackPage[],
  facts: PackFacts,
  /** The page number of each listed heading's id; none on the first pass. */
  pageNumbers: ReadonlyMap<string, number> = new Map(),
): {html: string; headings: PackHeading[]} {
  const order = REVIEW_PACK_PAGES.map((route) => {
    const page = pages.find((p) => p.route === route);
    if (!page) throw new Error(`The review pack needs ${route}, which the build has no page for`);
    return page;
  });
  const contents = order.map((page) => ({page, ...pageContent(page, facts.siteUrl)}));
  const title = packTitle(facts.productName);
  const allSources = [...new Map(order.flatMap((p) => p.sources).map((s) => [s.url, s])).values()];
  const range = checkedRange(allSources);

  const headings: PackHeading[] = [
    {level: 1, text: title, id: 'cover', listed: false},
    {level: 1, text: 'Contents', id: 'contents', listed: false},
  ];
  const parts = contents.map(({page, title: pageTitle, html, updated}) => {
    headings.push({level: 1, text: pageTitle, id: packId(page.route, 'top'), listed: true});
    const $ = cheerio.load(html);
    $('h2[id], h3[id]').each((_, el) => {
      const level = el.tagName === 'h2' ? 2 : 3;
      headings.push({
        level,
        text: squash($(el).text()),
        id: $(el).attr('id')!,
        listed: level === 2,
      });
    });
    const address = `${facts.siteUrl}${page.route}`;
    const source = `<p class="review-pack__page-source">Printed from <a href="${escapeHtml(address)}">${escapeHtml(pageTitle)}</a>${updated ? `, ${escapeHtml(updated.replace(/^./, (c) => c.toLowerCase()))}` : ''}.</p>`;
    return `<article class="review-pack__part">${html.replace(/(<\/h1>\s*(?:<\/header>)?)/, `$1${source}`)}</article>`;
  });

  // The questions, each with the sections that answer it, as the pages head them.
  headings.push({
    level: 1,
    text: 'Where each reviewer question is answered',
    id: 'questions',
    listed: true,
  });
  const byRoute = new Map(contents.map((c) => [c.page.route as string, c]));
  const questions = REVIEWER_QUESTIONS.map(({question, sections}) => {
    const items = sections.map((section) => {
      const [route, id] = section.split('#') as [string, string];
      const inPack = byRoute.get(route);
      if (inPack) {
        const heading = inPack.headings.get(id);
        if (!heading)
          throw new Error(
            `src/data/reviewPack.ts: ${section}: ${route} has no heading with the id "${id}" (its headings: ${[...inPack.headings.keys()].join(', ')})`,
          );
        const number = pageNumbers.get(packId(route, id));
        return `<li><a href="#${packId(route, id)}">${escapeHtml(heading)}</a> <span class="review-pack__where">(${escapeHtml(inPack.title)}, page ${number ?? '…'})</span></li>`;
      }
      const other = pages.find((p) => p.route === route);
      if (!other)
        throw new Error(`src/data/reviewPack.ts: ${section}: the build has no page ${route}`);
      const $ = cheerio.load(other.html);
      const heading = squash($(`main .theme-doc-markdown [id="${id}"]`).first().text());
      if (!heading)
        throw new Error(
          `src/data/reviewPack.ts: ${section}: ${route} has no heading with the id "${id}"`,
        );
      const otherTitle = squash($('main .theme-doc-markdown h1').first().text());
      return `<li><a href="${escapeHtml(`${facts.siteUrl}${section}`)}">${escapeHtml(heading)}</a> <span class="review-pack__where">(${escapeHtml(otherTitle)}, on the site only)</span></li>`;
    });
    return `<li><p class="review-pack__question">${escapeHtml(question)}</p><ul>${items.join('')}</ul></li>`;
  });
  const questionsPart = `<article class="review-pack__part"><div class="markdown"><h1 id="questions">Where each reviewer question is answered</h1><p>The questions a security review asks, each with the sections of the documentation that answer it: in this pack, with their page numbers, or on the site, with their addresses.</p><ol class="review-pack__questions">${questions.join('')}</ol></div></article>`;

  const listed = headings.filter((h) => h.listed);
  const contentsItems = listed
    .map(
      (h) =>
        `<li class="review-pack__entry review-pack__entry--${h.level}"><a href="#${h.id}"><span>${escapeHtml(h.text)}</span><span class="review-pack__page-number">${pageNumbers.get(h.id) ?? '…'}</span></a></li>`,
    )
    .join('');
  const pageList = contents
    .map(
      ({page, title: pageTitle}) =>
        `<li>${escapeHtml(pageTitle)}: <a href="${escapeHtml(`${facts.siteUrl}${page.route}`)}">${escapeHtml(`${facts.siteUrl}${page.route}`)}</a></li>`,
    )
    .join('');
  const cover = `<section class="review-pack__cover markdown"><p class="review-pack__kicker">Security review pack</p><h1 id="cover">${escapeHtml(title)}</h1><p class="review-pack__lead">What the app reads, stores and keeps, who approves its permissions and how to remove it: the documentation's four privacy and permission pages, printed together on the day below.</p><dl class="review-pack__facts"><dt>Product</dt><dd>${escapeHtml(facts.productName)}</dd><dt>Built</dt><dd>${escapeHtml(facts.buildDate)}</dd><dt>Commit</dt><dd><code>${escapeHtml(facts.commit)}</code></dd><dt>Microsoft Learn</dt><dd>${range ? `Microsoft sources checked between ${range[0]} and ${range[1]}` : 'No Microsoft sources cited'}</dd></dl><p>The pages, as on the site:</p><ul>${pageList}</ul><p>The site may have changed since this pack was built: check its date against the pages' own.</p></section>`;
  const contentsPart = `<nav class="review-pack__contents markdown" aria-labelledby="contents"><h1 id="contents">Contents</h1><ol>${contentsItems}</ol></nav>`;

  const $shell = cheerio.load(order[0]!.html);
  $shell(
    'script, noscript, meta[http-equiv], link[rel="preload"], link[rel="prefetch"], link[rel="alternate"], link[rel="canonical"]',
  ).remove();
  $shell('html').attr('data-theme', 'light').attr('lang', 'en');
  $shell('title').text(title);
  $shell('meta[name="description"]').attr(
    'content',
    `${title}: ${order.map((p) => p.route).join(', ')}`,
  );
  $shell('body')
    .attr('class', 'review-pack')
    .html(`<main>${cover}${contentsPart}${parts.join('')}${questionsPart}</main>`);
  return {html: $shell.html(), headings};
}
