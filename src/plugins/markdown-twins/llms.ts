/**
 * llms.txt (https://llmstxt.org) and llms-full.txt, made from the twins:
 * llms.txt lists every twin with its title and description, grouped as in
 * the sidebar; llms-full.txt is every twin, in the same order, in one file.
 */
import {twinPath} from '../../utils/markdownTwin';

export interface SiteInfo {
  title: string;
  tagline: string;
  /** Absolute URL of the site root, without a trailing slash. */
  url: string;
}

/** A page that has a twin, as llms.txt lists it. */
export interface TwinEntry {
  path: string;
  title: string;
  description: string;
  kind: 'doc' | 'category' | 'page';
  /** Sidebar category the page sits in ('' for top-level and standalone pages). */
  section: string;
  /** Source file, relative to the repository root (docs and standalone pages). */
  file?: string;
  /** A category's docs, in sidebar order. */
  docIds?: readonly string[];
  /** A doc's id. */
  id?: string;
}

/** Absolute URL of a page's twin. */
export function twinUrl(site: Pick<SiteInfo, 'url'>, routePath: string): string {
  return `${site.url}${twinPath(routePath)}`;
}

function linkLine(site: SiteInfo, entry: TwinEntry): string {
  const description = entry.description ? `: ${entry.description}` : '';
  return `- [${entry.title}](${twinUrl(site, entry.path)})${description}`;
}

/** The llms.txt index: every twin, grouped by sidebar section. */
export function llmsTxt(site: SiteInfo, entries: readonly TwinEntry[]): string {
  const lines: string[] = [
    `# ${site.title}`,
    '',
    `> ${site.tagline}`,
    '',
    `Each link is a page of the site as Markdown. Every page is also in one file: [llms-full.txt](${site.url}/llms-full.txt).`,
    '',
    '## Docs',
    '',
  ];
  const topLevel = entries.filter((e) => e.kind === 'doc' && e.section === '');
  lines.push(...topLevel.map((e) => linkLine(site, e)), '');
  for (const category of entries.filter((e) => e.kind === 'category')) {
    lines.push(`## ${category.title}`, '');
    if (category.description) lines.push(`${category.description} ([overview](${twinUrl(site, category.path)}))`, '');
    const docs = entries.filter((e) => e.kind === 'doc' && e.section === category.section);
    lines.push(...docs.map((e) => linkLine(site, e)), '');
  }
  const pages = entries.filter((e) => e.kind === 'page');
  if (pages.length > 0) {
    lines.push('## Optional', '', ...pages.map((e) => linkLine(site, e)), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Between two twins in llms-full.txt: a thematic break. */
export const LLMS_FULL_SEPARATOR = '\n---\n\n';

/** The head of llms-full.txt, before the first twin. */
export function llmsFullHeader(site: SiteInfo): string {
  return `# ${site.title}\n\n> ${site.tagline}\n`;
}

/** llms-full.txt: the twins (each ending in a newline), in llms.txt order. */
export function llmsFullTxt(site: SiteInfo, twins: readonly string[]): string {
  return [llmsFullHeader(site), ...twins].join(LLMS_FULL_SEPARATOR);
}
