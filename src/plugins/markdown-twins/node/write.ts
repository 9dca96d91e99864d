/**
 * A Markdown twin of every page, written after the build next to its HTML
 * at the page's path plus `.md` (../data/rules.ts), and `llms.txt` (every
 * twin, by sidebar section) and `llms-full.txt` (all of them). The
 * feature's folder holds this build step (run by src/plugins/built-pages.ts),
 * the rules both sides read (../data/rules.ts) and the "Copy page" control
 * that src/theme/MDXContent shows on doc pages (../client/CopyPage.tsx).
 *
 * A twin is made from the built page (src/node/pageContent.ts), so it says
 * what the reader sees: facts and permission tables filled in, each diagram
 * as its title and description, admonitions as quotes, code with its
 * language, and links to other pages pointing to their twins. The page's
 * HTML names its twin in a `<link rel="alternate" type="text/markdown">`.
 *
 * Pages come from the routes Docusaurus built: Markdown pages and generated
 * category pages (not the search page), without unlisted ones (`noindex`),
 * in the order of the sidebar Docusaurus loaded.
 */
import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {twinPath} from '../data/rules';
import type {SidebarPage} from '../../../node/loadedContent';
import {builtPages, isNoIndex, type BuiltPage, type PostBuildProps} from '../../../node/postBuild';
import {addAfterTitle} from '../../../node/html';
import {readBuiltPage} from '../../../node/pageContent';

interface Twin {
  page: BuiltPage;
  title: string;
  description: string;
  /** The page's sidebar category ('' at the top level and for standalone pages). */
  section: string;
  markdown: string;
}

const toMarkdown = unified()
  .use(rehypeParse, {fragment: true})
  .use(rehypeRemark)
  .use(remarkGfm)
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
  });

/** The twin of a built page: its title, description and content as Markdown, links to other pages as links to their twins. */
export function twinOf(html: string, siteUrl: string): Omit<Twin, 'page' | 'section'> {
  const page = readBuiltPage(html);
  const {$, body} = page;
  const twinLink = (href: string) => {
    const [pathPart = '', hash] = href.split('#');
    return pathPart.startsWith('/') && !/\.\w+$/.test(pathPart)
      ? `${siteUrl}${twinPath(pathPart)}${hash ? `#${hash}` : ''}`
      : href;
  };
  let content = page.cards
    .map(
      (card) =>
        `- [${card.title}](${twinLink(card.href)})${card.description ? `: ${card.description}` : ''}`,
    )
    .join('\n');
  if (body) {
    body.find('.theme-admonition').each((_, admonition) => {
      // The theme names only the container (ThemeClassNames.common.admonition); inside it,
      // its Admonition/Layout puts the heading (icon and title), when there is one, before the
      // content.
      const parts = $(admonition).children('div');
      const heading = parts.length > 1 ? parts.first().text().trim() : '';
      const quote = $('<blockquote>').append(parts.last().contents());
      if (heading)
        quote
          .children('p')
          .first()
          .prepend(
            $('<strong>').text(`${heading.charAt(0).toUpperCase()}${heading.slice(1)}:`),
            ' ',
          );
      $(admonition).replaceWith(quote);
    });
    body.find('pre').each((_, pre) => {
      const language = /\blanguage-(\S+)/.exec(
        $(pre).closest('[class*="language-"]').attr('class') ?? '',
      )?.[1];
      $(pre).find('br').replaceWith('\n');
      const code = $('<code>').text($(pre).text().replace(/\n$/, ''));
      if (language) code.addClass(`language-${language}`);
      $(pre).closest('.theme-code-block').add(pre).first().replaceWith($('<pre>').append(code));
    });
    body
      .find('a[href]')
      .each((_, link) => void $(link).attr('href', twinLink($(link).attr('href') ?? '')));
    body
      .find('img[src^="/"]')
      .each((_, img) => void $(img).attr('src', siteUrl + $(img).attr('src')));
    content = String(toMarkdown.processSync(body.html() ?? '')).trim();
  }
  const markdown = [`# ${page.title}`, page.description && `> ${page.description}`, content]
    .filter(Boolean)
    .join('\n\n');
  return {title: page.title, description: page.description, markdown: `${markdown}\n`};
}

/** llms.txt: every twin with its description, the top-level docs first, then each sidebar category with its overview and docs, then the other pages. */
export function llmsTxt(
  site: {title: string; tagline: string; url: string},
  twins: readonly Twin[],
): string {
  const line = (twin: Twin) =>
    `- [${twin.title}](${site.url}${twinPath(twin.page.path)})${twin.description ? `: ${twin.description}` : ''}`;
  const sections = [...new Set(twins.map((twin) => twin.section))];
  const blocks = sections.map((section) => {
    const overview = twins.find((twin) => twin.section === section && !twin.page.source);
    const docs = twins.filter(
      (twin) => twin.section === section && twin.page.source?.startsWith('docs/'),
    );
    const intro = overview
      ? [`${overview.description} ([overview](${site.url}${twinPath(overview.page.path)}))`, '']
      : [];
    return [`## ${section || 'Docs'}`, '', ...intro, ...docs.map(line)].join('\n');
  });
  const others = twins.filter((twin) => twin.page.source && !twin.page.source.startsWith('docs/'));
  if (others.length > 0) blocks.push(['## Optional', '', ...others.map(line)].join('\n'));
  const head = [
    `# ${site.title}`,
    `> ${site.tagline}`,
    `Each link is a page of the site as Markdown. Every page is also in one file: [llms-full.txt](${site.url}/llms-full.txt).`,
  ];
  return `${[...head, ...blocks].join('\n\n')}\n`;
}

/** The pages in sidebar order (top-level docs, then each category's page and docs), then the standalone pages. */
function inSidebarOrder(
  pages: BuiltPage[],
  sidebar: readonly SidebarPage[],
): {page: BuiltPage; section: string}[] {
  const placed = sidebar.flatMap((slot) => {
    const page = pages.find((p) => p.path === slot.path);
    return page ? [{page, section: slot.section}] : [];
  });
  const rest = pages
    .filter((page) => !placed.some((p) => p.page === page))
    .map((page) => ({page, section: ''}));
  return [...placed, ...rest];
}

/**
 * Step of the built-pages pipeline (src/plugins/built-pages.ts): writes the
 * twins, llms.txt and llms-full.txt, and adds each twin's alternate link
 * after its page's `<title>`. `sidebar` is the docs' sidebar as Docusaurus
 * loaded it: the order of the twins, and the category pages among them.
 */
export function writeMarkdownTwins(
  {outDir, routes, siteConfig, head}: PostBuildProps,
  sidebar: readonly SidebarPage[],
): void {
  // The site's root is its url: it is built for baseUrl '/' (src/node/siteSettings.ts).
  const site = {title: siteConfig.title, tagline: siteConfig.tagline, url: siteConfig.url};
  const categories = new Set(sidebar.filter((p) => p.kind === 'category').map((p) => p.path));
  const candidates = builtPages(routes).filter(
    (page) =>
      (/\.mdx?$/.test(page.source ?? '') || categories.has(page.path)) &&
      fs.existsSync(path.join(outDir, page.file)),
  );
  const twins: Twin[] = [];
  for (const {page, section} of inSidebarOrder(candidates, sidebar)) {
    if (isNoIndex(head, page.path)) continue;
    const file = path.join(outDir, page.file);
    const html = fs.readFileSync(file, 'utf8');
    const twin = {...twinOf(html, site.url), page, section};
    twins.push(twin);
    fs.writeFileSync(path.join(outDir, twinPath(page.path)), twin.markdown);
    const link = `<link rel="alternate" type="text/markdown" href="${site.url}${twinPath(page.path)}">`;
    fs.writeFileSync(file, addAfterTitle(html, link, page.file));
  }
  fs.writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(site, twins));
  const full = [
    `# ${site.title}\n\n> ${site.tagline}\n`,
    ...twins.map((twin) => twin.markdown),
  ].join('\n---\n\n');
  fs.writeFileSync(path.join(outDir, 'llms-full.txt'), full);
}
