/**
 * Per-deployment settings, read once from the environment at build time.
 * docusaurus.config.ts and the build scripts (llms.txt, headers) import
 * these so that every output agrees.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {PRODUCT_NAME, DEFAULT_SUPPORT_EMAIL} from '../data/product';
import {facts, type FactValues} from '../data/facts';

/**
 * Public URL of the deployed site (no trailing slash), its root: the site is
 * built for baseUrl '/' (the Pages workflow refuses a sub-path), so pages'
 * absolute addresses are this plus their path.
 */
export const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

/**
 * The support address shown on every page. A build for a real host
 * (`SITE_URL` other than localhost) refuses a placeholder address (a
 * reserved example domain): readers would write to nobody.
 */
export function checkedSupportEmail(url: string, email: string): string {
  const local = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(url);
  if (!local && /@example\.(com|org|net)$/i.test(email)) {
    throw new Error(
      `The support address is still the placeholder ${email}, in a build for ${url} (SITE_URL). ` +
        'Set SUPPORT_EMAIL to the address readers should write to, or change DEFAULT_SUPPORT_EMAIL in src/data/product.ts.',
    );
  }
  return email;
}

export const supportEmail = checkedSupportEmail(
  siteUrl,
  process.env.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL,
);

/** Everything `:fact[key]` can print in the docs. */
export const factValues: FactValues = {
  ...facts,
  productName: PRODUCT_NAME,
  supportEmail,
};

/**
 * Who may show the site inside a frame (CSP `frame-ancestors`).
 *
 * By default: the hosts Microsoft's "Tab requirements" page
 * (learn.microsoft.com/microsoftteams/platform/tabs/how-to/tab-requirements)
 * lists for the frame-ancestors of a Teams tab, so the app can show its own
 * documentation in a Teams tab (and in Microsoft 365 and Outlook, which host
 * Teams tabs too). Nothing else may frame the site.
 *
 * An operator narrows it per deployment with the FRAME_ANCESTORS environment
 * variable at build time, as a space-separated source list:
 *   FRAME_ANCESTORS="'none'"                       no framing at all
 *   FRAME_ANCESTORS="https://teams.microsoft.com https://*.teams.microsoft.com"
 * Only `'none'`, `'self'` and `https://` hosts are accepted, so the setting
 * cannot be widened to `*` or to plain `http:` by mistake.
 */
export const TEAMS_FRAME_ANCESTORS: readonly string[] = [
  // "All hosts (New)": Microsoft 365 web clients are moving to *.cloud.microsoft.
  'https://*.cloud.microsoft',
  // Teams
  'https://teams.microsoft.com',
  'https://*.teams.microsoft.com',
  // Microsoft 365 app
  'https://*.microsoft365.com',
  'https://*.office.com',
  // Outlook
  'https://outlook.office.com',
  'https://outlook.office365.com',
  'https://outlook-sdf.office.com',
  'https://outlook-sdf.office365.com',
];

const FRAME_SOURCE =
  /^(?:'none'|'self'|https:\/\/(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?)$/i;

/** Parse and check a frame-ancestors source list (see TEAMS_FRAME_ANCESTORS). */
export function parseFrameAncestors(value: string | undefined): readonly string[] {
  if (value === undefined || value.trim() === '') return TEAMS_FRAME_ANCESTORS;
  const sources = value.trim().split(/\s+/);
  for (const source of sources) {
    if (!FRAME_SOURCE.test(source)) {
      throw new Error(
        `FRAME_ANCESTORS: "${source}" is not allowed. Use 'none', 'self' or https:// hosts (wildcard subdomains allowed), separated by spaces.`,
      );
    }
  }
  if (sources.includes("'none'") && sources.length > 1) {
    throw new Error("FRAME_ANCESTORS: 'none' cannot be combined with other sources.");
  }
  return sources;
}

/** The frame-ancestors sources in force for this build. */
export const frameAncestors: readonly string[] = parseFrameAncestors(process.env.FRAME_ANCESTORS);

/** What a git command run in `dir` prints, trimmed; throws when git fails or is missing. */
export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'ignore'],
    encoding: 'utf8',
  }).trim();
}

/**
 * Whether `dir` has the git history a page's last-updated date is read
 * from (Docusaurus runs `git log -1 -- <file>` for each doc). Not when git
 * is missing or the tree is not a git checkout (an archive, a copy): there
 * Docusaurus 3.7 would fail the build. Not in a shallow clone either: there
 * every file's newest commit is the clone's one commit, so every page would
 * show the same, wrong, date.
 */
export function hasGitHistory(dir: string): boolean {
  try {
    return (
      git(dir, 'rev-parse', '--is-inside-work-tree') === 'true' &&
      git(dir, 'rev-parse', '--is-shallow-repository') === 'false'
    );
  } catch {
    return false;
  }
}

/** Doc pages show "Last updated on …" when the sources have their git history. */
export const showLastUpdate: boolean = hasGitHistory(path.resolve(__dirname, '../..'));
