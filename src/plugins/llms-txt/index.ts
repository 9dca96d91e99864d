/**
 * Local plugin: writes `llms.txt` and `llms-full.txt` (./llms.ts) after the
 * build, for AI assistants, from the site's page list (src/data/sitePages.ts)
 * in sidebar order.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {docPages, sidebarSections, SITE_DIR, standalonePages} from '../../data/sitePages';
import type {FactValues} from '../../data/facts';
import {llmsFullTxt, llmsTxt, type LlmsEntry} from './llms';

/** The pages in the order and sections of the sidebar, then the standalone pages. */
export function llmsEntries(): LlmsEntry[] {
  const docs = new Map(docPages().map((doc) => [doc.id, doc]));
  const entries: LlmsEntry[] = [];
  for (const section of sidebarSections()) {
    const {category} = section;
    if (category) {
      entries.push({path: category.path, title: category.title, description: category.description, kind: 'category', section: section.label});
    }
    for (const id of section.docIds) {
      const doc = docs.get(id);
      if (!doc) continue;
      entries.push({
        path: doc.path,
        title: doc.title,
        description: doc.description,
        kind: 'doc',
        section: section.label,
        source: path.join(SITE_DIR, doc.file),
      });
    }
  }
  for (const page of standalonePages()) {
    entries.push({path: page.path, title: page.title, description: page.description, kind: 'page', section: '', source: path.join(SITE_DIR, page.file)});
  }
  return entries;
}

export default function llmsTxtPlugin(values: FactValues): Plugin {
  return {
    name: 'llms-txt',
    async postBuild({outDir, siteConfig}) {
      const site = {
        title: siteConfig.title,
        tagline: siteConfig.tagline,
        url: siteConfig.url.replace(/\/+$/, '') + siteConfig.baseUrl.replace(/\/+$/, ''),
      };
      const entries = llmsEntries();
      await fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt(site, entries));
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), await llmsFullTxt(site, entries, values));
    },
  };
}
