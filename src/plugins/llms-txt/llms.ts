/**
 * llms.txt (https://llmstxt.org) and llms-full.txt, built from the docs at
 * build time so they always match the site: every page with its title, URL
 * and description, grouped as in the sidebar, and the whole documentation as
 * plain Markdown (./markdown.ts).
 */
import fs from 'node:fs/promises';
import {sourceToMarkdown} from './markdown';
import type {FactValues} from '../../data/facts';

export interface SiteInfo {
  title: string;
  tagline: string;
  /** Absolute URL of the site root, without a trailing slash. */
  url: string;
}

/** A page as llms.txt lists it. */
export interface LlmsEntry {
  path: string;
  title: string;
  description: string;
  kind: 'doc' | 'category' | 'page';
  /** Sidebar category the page sits in ('' for top-level and standalone pages). */
  section: string;
  /** Absolute path of the Markdown source, for docs and standalone pages. */
  source?: string;
}

function absolute(site: SiteInfo, routePath: string): string {
  return `${site.url}${routePath === '/' ? '/' : routePath}`;
}

function linkLine(site: SiteInfo, entry: LlmsEntry): string {
  const description = entry.description ? `: ${entry.description}` : '';
  return `- [${entry.title}](${absolute(site, entry.path)})${description}`;
}

/** The llms.txt index: every page grouped by sidebar section. */
export function llmsTxt(site: SiteInfo, entries: readonly LlmsEntry[]): string {
  const lines: string[] = [
    `# ${site.title}`,
    '',
    `> ${site.tagline}`,
    '',
    `Every page below is also in one file: [llms-full.txt](${site.url}/llms-full.txt).`,
    '',
    '## Docs',
    '',
  ];
  const topLevel = entries.filter((e) => e.kind === 'doc' && e.section === '');
  lines.push(...topLevel.map((e) => linkLine(site, e)), '');
  for (const category of entries.filter((e) => e.kind === 'category')) {
    lines.push(`## ${category.title}`, '');
    if (category.description) lines.push(`${category.description} ([overview](${absolute(site, category.path)}))`, '');
    const docs = entries.filter((e) => e.kind === 'doc' && e.section === category.section);
    lines.push(...docs.map((e) => linkLine(site, e)), '');
  }
  const pages = entries.filter((e) => e.kind === 'page');
  if (pages.length > 0) {
    lines.push('## Optional', '', ...pages.map((e) => linkLine(site, e)), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The whole documentation as one Markdown file, in sidebar order. */
export async function llmsFullTxt(site: SiteInfo, entries: readonly LlmsEntry[], values: FactValues): Promise<string> {
  const parts: string[] = [`# ${site.title}`, '', `> ${site.tagline}`];
  for (const entry of entries) {
    if (!entry.source) continue;
    const body = await sourceToMarkdown(await fs.readFile(entry.source, 'utf8'), values, site.url, entry.source);
    const withoutTitle = body.replace(/^# .*\n+/, '');
    parts.push('', '---', '', `# ${entry.title}`, '', `URL: ${absolute(site, entry.path)}`, '', withoutTitle);
  }
  return `${parts.join('\n').trimEnd()}\n`;
}
