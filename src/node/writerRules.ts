/**
 * Two rules of the Markdown the build (src/plugins/remark-product-data.ts) and
 * the writer's quick check (scripts/check/contentRules.ts) both apply, so a
 * writer reads the same message from `npm run check` as from the build.
 */
import type {FactValues} from '../data/facts';
import {closestName} from '../data/editDistance';

/**
 * What is wrong with `:fact[key]`, or undefined when `key` is a fact: the close name the writer
 * most likely meant first, the list of every fact last.
 */
export function unknownFact(key: string, values: FactValues): string | undefined {
  // Own keys only: `constructor` or `toString` is in every object, not a fact.
  if (Object.hasOwn(values, key)) return undefined;
  const meant = closestName(key, Object.keys(values));
  const write = meant ? `did you mean :fact[${meant}]? Else write` : 'write';
  return `unknown fact ":fact[${key}]": ${write} one of these, or add the fact to src/data/facts.ts: ${Object.keys(values).join(', ')}`;
}

/**
 * What is wrong with a link, or undefined when it is fine: a link to an
 * address of the site (`/insights/drivers#anchor`) must name a page, exactly
 * (paths are case-sensitive). Files (`/img/chart.svg`, `/index.md`) and other
 * sites are not checked here.
 */
export function brokenLink(url: string, pagePaths: ReadonlySet<string>): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const target = url.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1') || '/';
  if (/\.[a-z0-9]+$/i.test(target) || pagePaths.has(target)) return undefined;
  return `the link ${url} names no page of the site: fix the path (paths are case-sensitive; a page's path is its file under docs/, a section's is /category/... in sidebars.ts), or add the page`;
}
