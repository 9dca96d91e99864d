/**
 * Local theme: the offline search. It wraps the search plugin
 * (@easyops-cn/docusaurus-search-local), which builds the index and draws
 * the navbar box, and changes three things (each listed in UPGRADE.md):
 *
 * - What is indexed. The plugin reads the built pages after the build
 *   (postBuild). This theme gives it copies prepared for search (see
 *   `prepareForIndex`): table cells and rows read "created · 13 months", not
 *   "created 13 months"; a diagram is its title and description, not its
 *   labels run together ("created13 months"). It then marks, in the written
 *   index, each section that only lists links to other pages, and each that
 *   has numbered steps, for the ranking (./engine.ts).
 * - How a query is answered. The plugin's worker client is swapped for
 *   ./client.ts and its worker for ./worker.ts: the site's own ranking and
 *   glossary (./engine.ts, src/data/glossary.ts), input limits
 *   (src/utils/searchLimits.ts), and recovery when a deploy replaced the
 *   worker under an open tab.
 * - What a query without results shows: the plugin's result template is
 *   swapped for ./SuggestionTemplate.ts, and this theme writes the list of
 *   most-read pages and the support address the search shows then
 *   (`@generated/site-search/default/help.json`).
 *
 * src/theme/SearchBar loads the box on intent; src/theme/SearchPage is the
 * search page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {docPages, listed} from '../../data/sitePages';
import {MOST_READ_DOC_IDS} from '../../data/mostRead';
import {supportEmail} from '../../data/siteSettings';
import {escapeHtml} from '../../data/html';
import {listPages} from '../security-headers';
import type {SearchDocument, SearchIndexPart, SectionKind} from './types';

type SearchPluginOptions = Record<string, unknown>;
type PluginFactory = (context: LoadContext, options: SearchPluginOptions) => Plugin;

// The plugin ships CommonJS without types for its entry point.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const searchLocal = require('@easyops-cn/docusaurus-search-local') as {
  default: PluginFactory;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

const here = __dirname;
const pluginTheme = /[\\/]@easyops-cn[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]/;

/**
 * Which of the plugin's modules this theme replaces: matched by the request
 * and the file that imports it (the plugin's search box), so the
 * replacements can still import the originals.
 */
export function replacementFor(request: string, issuer: string): string | undefined {
  if (!pluginTheme.test(issuer) || !/[\\/]SearchBar[\\/]SearchBar\.jsx$/.test(issuer)) return undefined;
  if (/^\.\.\/searchByWorker(\.js)?$/.test(request)) return path.join(here, 'client.ts');
  if (/^\.\/SuggestionTemplate(\.js)?$/.test(request)) return path.join(here, 'SuggestionTemplate.ts');
  return undefined;
}

/** The separator between table cells (and rows) in indexed text. */
export const CELL_SEPARATOR = ' · ';

const HEADINGS = 'h1, h2, h3';

/**
 * A built page as the search should read it, and the kind of each of its
 * sections (by heading anchor): 'links' when all it has is a list whose
 * every item starts with a link, 'steps' when it has a numbered list.
 */
export function prepareForIndex(html: string): {html: string; kinds: Map<string, SectionKind>} {
  const $ = cheerio.load(html);
  const article = $('article');
  article.find('table').each((_, table) => {
    $(table)
      .find('tr')
      .find('th, td')
      .each((index, cell) => {
        if (index > 0) $(cell).prepend(CELL_SEPARATOR);
      });
  });
  article.find('svg').each((_, svg) => {
    const words = ['title', 'desc']
      .map((tag) => $(svg).children(tag).first().text().trim())
      .filter((text) => text !== '')
      .map((text) => (/[.!?]$/.test(text) ? text : `${text}.`));
    if (words.length === 0) $(svg).remove();
    else $(svg).replaceWith(` ${escapeHtml(words.join(' '))} `);
  });
  const kinds = new Map<string, SectionKind>();
  article.find('h2[id], h3[id]').each((_, heading) => {
    const section = $(heading).nextUntil(HEADINGS);
    const lists = section.filter('ul, ol');
    const items = lists.children('li');
    const onlyLinks =
      section.length > 0 &&
      lists.length === section.length &&
      items.length > 0 &&
      items.toArray().every((item) => {
        const first = $(item).contents().toArray().find((node) => node.type !== 'text' || $(node).text().trim() !== '');
        return first !== undefined && first.type === 'tag' && (first as {name?: string}).name === 'a';
      });
    if (onlyLinks) kinds.set(`#${$(heading).attr('id')}`, 'links');
    else if (section.is('ol') || section.find('ol').length > 0) kinds.set(`#${$(heading).attr('id')}`, 'steps');
  });
  return {html: $.html(), kinds};
}

/** The page URL of a built HTML file (`a/b/index.html` → `/a/b`, as `listPages` names it), under `baseUrl`. */
function urlOf(rel: string, baseUrl: string): string {
  const route = rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return baseUrl + route;
}

/** The index's section texts, marked with their section's kind. */
export function markSectionKinds(index: SearchIndexPart[], kinds: Map<string, SectionKind>): void {
  const content = index[4]?.documents ?? [];
  for (const doc of content as SearchDocument[]) {
    const kind = kinds.get(doc.u + (doc.h ?? ''));
    if (kind) doc.k = kind;
  }
}

/** The pages a query without results offers, from src/data/mostRead.ts. */
export function mostReadPages(): {path: string; title: string}[] {
  const docs = new Map(listed(docPages()).map((doc) => [doc.id, doc]));
  return MOST_READ_DOC_IDS.map((id) => {
    const doc = docs.get(id);
    if (!doc) throw new Error(`src/data/mostRead.ts names "${id}", which is not a listed doc page`);
    return {path: doc.path, title: doc.title};
  });
}

export default function siteSearch(context: LoadContext, options: unknown): Plugin {
  const inner = searchLocal.default(context, options as SearchPluginOptions);
  return {
    ...inner,
    name: 'site-search',
    async contentLoaded(args) {
      await inner.contentLoaded?.(args);
      await args.actions.createData('help.json', JSON.stringify({mostRead: mostReadPages(), supportEmail}));
    },
    configureWebpack(config, isServer, utils, content) {
      const innerConfig = inner.configureWebpack?.(config, isServer, utils, content) ?? {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance as typeof import('webpack');
      return {
        ...innerConfig,
        plugins: [
          ...((innerConfig as {plugins?: unknown[]}).plugins ?? []),
          new NormalModuleReplacementPlugin(/searchByWorker|SuggestionTemplate/, (data: {request: string; contextInfo?: {issuer?: string}; createData?: {resource?: string}}) => {
            if (data.createData?.resource) return;
            const target = replacementFor(data.request, data.contextInfo?.issuer ?? '');
            if (target) data.request = target;
          }),
        ],
      } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
    async postBuild(props) {
      // The plugin reads the pages from `outDir` and writes the index there:
      // give it prepared copies, then move the index it wrote into the build.
      const prepared = fs.mkdtempSync(path.join(os.tmpdir(), 'site-search-'));
      try {
        const kinds = new Map<string, SectionKind>();
        for (const rel of listPages(props.outDir)) {
          const page = prepareForIndex(fs.readFileSync(path.join(props.outDir, rel), 'utf8'));
          fs.mkdirSync(path.dirname(path.join(prepared, rel)), {recursive: true});
          fs.writeFileSync(path.join(prepared, rel), page.html);
          const url = urlOf(rel, props.baseUrl);
          for (const [anchor, kind] of page.kinds) kinds.set(url + anchor, kind);
        }
        await inner.postBuild?.({...props, outDir: prepared});
        const written = fs.readdirSync(prepared).filter((file) => /^search-index.*\.json$/.test(file));
        if (written.length === 0) throw new Error('site-search: the search plugin wrote no search index');
        for (const file of written) {
          const index = JSON.parse(fs.readFileSync(path.join(prepared, file), 'utf8')) as SearchIndexPart[];
          markSectionKinds(index, kinds);
          fs.writeFileSync(path.join(props.outDir, file), JSON.stringify(index));
        }
      } finally {
        fs.rmSync(prepared, {recursive: true, force: true});
      }
    },
  };
}

siteSearch.validateOptions = searchLocal.validateOptions;
