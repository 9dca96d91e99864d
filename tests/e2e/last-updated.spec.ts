/**
 * Doc pages show the date they last changed, from git history at build
 * time: "Last updated on 14 November 2026", with the commit time in
 * `<time datetime>`. Without git history (src/node/siteSettings.ts) they
 * show nothing.
 */
import {execFileSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {DOC_ROUTES, ROOT} from '../support/site';
import {hasGitHistory} from '../../src/node/siteSettings';

/** "14 November 2026", as CONTRIBUTING.md promises, written by the browser's own date formatting (UTC, as Docusaurus). */
const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);

/**
 * The newest commit of a file, as Docusaurus reads it (committer date), or
 * undefined for a file not committed yet (a page being written), which
 * Docusaurus shows without a date.
 */
function lastCommit(file: string): Date | undefined {
  const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
  return date ? new Date(date) : undefined;
}

const withHistory = hasGitHistory(ROOT);
const PAGE = DOC_ROUTES.find((r) => r.path !== '/' && lastCommit(r.file!))!;

test('a doc page shows the date of its last commit', async ({page}) => {
  await page.goto(PAGE.path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const lastUpdated = page.locator('article .theme-last-updated');
  if (!withHistory) {
    await expect(lastUpdated).toHaveCount(0);
    return;
  }
  const at = lastCommit(PAGE.file!)!;
  await expect(lastUpdated).toHaveText(`Last updated on ${longDate(at)}`);
  await expect(lastUpdated.locator('time')).toHaveAttribute('datetime', at.toISOString());
});

test('every doc page carries its own last-updated date in its HTML', async ({request}) => {
  for (const route of DOC_ROUTES) {
    const html = await (await request.get(route.path)).text();
    const time =
      /class="?theme-last-updated"?[^>]*>[\s\S]*?<time datetime="?([^"\s>]+)"?[^>]*>([^<]+)<\/time>/.exec(
        html,
      );
    if (!withHistory) {
      expect(time, route.path).toBeNull();
      continue;
    }
    const at = lastCommit(route.file!);
    if (!at) {
      expect(time, `${route.path} is not committed yet: no date`).toBeNull();
      continue;
    }
    expect(time?.[1], route.path).toBe(at.toISOString());
    expect(time?.[2], route.path).toBe(longDate(at));
  }
});
