/**
 * Local plugin: one index of every page of the site (docs, generated
 * category pages and standalone pages) with its path, title and description,
 * built from the content the other plugins loaded.
 *
 * - Client: `@generated/site-index/default/entries.json` (path and title
 *   only), imported lazily by the not-found page's "Did you mean …?"
 *   suggestion, so that no other page carries it.
 * - Build: writes `llms.txt` and `llms-full.txt` (see ./llms.ts) for AI
 *   assistants, and `robots.txt` pointing search engines at the sitemap.
 */
import type {LoadContext, Plugin, AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import fs from 'node:fs/promises';
import path from 'node:path';
import {llmsTxt, llmsFullTxt} from './llms';
import type {FactValues} from './remark-facts';

export interface SiteEntry {
  path: string;
  title: string;
  description: string;
  kind: 'doc' | 'category' | 'page';
  /** Sidebar category the page sits in ('' for top-level and standalone pages). */
  section: string;
  /** Absolute path of the Markdown source, for docs and Markdown pages. */
  source?: string;
}

/** What the client receives: enough to suggest a page, nothing more. */
export type SiteIndexClientEntries = {path: string; title: string}[];

interface SidebarItemLike {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItemLike[];
  link?: {type: string; id?: string; permalink?: string; title?: string; description?: string};
}

export function collectEntries(allContent: AllContent, siteDir: string): SiteEntry[] {
  const docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const pagesContent = allContent['docusaurus-plugin-content-pages']?.default as PagesContent | undefined | null;
  const entries: SiteEntry[] = [];
  const resolveSource = (source: string) => path.join(siteDir, source.replace(/^@site\//, ''));

  for (const version of docsContent?.loadedVersions ?? []) {
    const docsById = new Map(version.docs.map((d) => [d.id, d]));
    const seen = new Set<string>();
    const addDoc = (id: string, section: string) => {
      const doc = docsById.get(id);
      if (!doc || seen.has(id)) return;
      seen.add(id);
      entries.push({
        path: doc.permalink,
        title: doc.title,
        description: doc.description,
        kind: 'doc',
        section,
        source: resolveSource(doc.source),
      });
    };
    const walk = (items: SidebarItemLike[], section: string) => {
      for (const item of items) {
        if (item.type === 'doc' && item.id) addDoc(item.id, section);
        if (item.type === 'category') {
          const label = item.label ?? '';
          if (item.link?.type === 'generated-index' && item.link.permalink) {
            entries.push({
              path: item.link.permalink,
              title: item.link.title ?? label,
              description: item.link.description ?? '',
              kind: 'category',
              section: label,
            });
          } else if (item.link?.type === 'doc' && item.link.id) {
            addDoc(item.link.id, label);
          }
          walk(item.items ?? [], label);
        }
      }
    };
    for (const sidebar of Object.values(version.sidebars)) walk(sidebar as SidebarItemLike[], '');
    // Docs outside any sidebar still exist as pages.
    for (const doc of version.docs) addDoc(doc.id, '');
  }

  for (const page of pagesContent ?? []) {
    if (page.type !== 'mdx' || page.unlisted) continue;
    entries.push({
      path: page.permalink,
      title: page.title ?? String(page.frontMatter.title ?? page.permalink),
      description: page.description ?? '',
      kind: 'page',
      section: '',
      source: resolveSource(page.source),
    });
  }
  return entries;
}

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /search', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

export interface SiteIndexOptions {
  values: FactValues;
}

export default function siteIndexPlugin(context: LoadContext, options: SiteIndexOptions): Plugin {
  let entries: SiteEntry[] = [];
  return {
    name: 'site-index',
    async allContentLoaded({allContent, actions}) {
      entries = collectEntries(allContent, context.siteDir);
      const data: SiteIndexClientEntries = entries.map(({path: p, title}) => ({path: p, title}));
      await actions.createData('entries.json', JSON.stringify(data));
    },
    async postBuild({outDir, siteConfig}) {
      const site = {
        title: siteConfig.title,
        tagline: siteConfig.tagline,
        url: siteConfig.url.replace(/\/+$/, '') + siteConfig.baseUrl.replace(/\/+$/, ''),
      };
      await fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt(site, entries));
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), await llmsFullTxt(site, entries, options.values));
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(site.url));
    },
  };
}
