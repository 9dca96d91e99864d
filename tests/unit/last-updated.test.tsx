/**
 * "Last updated on 14 November 2026": the date format of the doc pages
 * (src/theme/LastUpdated), and when the build
 * shows it at all (src/node/siteSettings.ts: only with git history).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {formatLastUpdated} from '../../src/theme/LastUpdated';
import LastUpdated from '../../src/theme/LastUpdated';
import {hasGitHistory} from '../../src/node/siteSettings';

// The theme's class names only: the real module needs a Docusaurus app.
vi.mock('@docusaurus/theme-common', () => ({
  ThemeClassNames: {common: {lastUpdated: 'theme-last-updated'}},
}));

describe('the last-updated date', () => {
  it('reads day, full month, year, in UTC', () => {
    expect(formatLastUpdated(Date.UTC(2026, 10, 14, 23, 30))).toBe('14 November 2026');
    expect(formatLastUpdated(Date.UTC(2027, 0, 1, 0, 5))).toBe('1 January 2027');
  });

  it('is the sentence the theme shows, with a machine-readable date', () => {
    const at = Date.UTC(2026, 10, 14, 9, 0);
    const html = renderToStaticMarkup(<LastUpdated lastUpdatedAt={at} />);
    expect(html.replace(/<[^>]+>/g, '')).toBe('Last updated on 14 November 2026');
    expect(html).toContain(
      `<time dateTime="${new Date(at).toISOString()}" itemProp="dateModified">14 November 2026</time>`,
    );
  });
});

describe('hasGitHistory', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'git-history-'));
  afterAll(() => fs.rmSync(tmp, {recursive: true, force: true}));
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], {
      cwd,
      stdio: 'ignore',
    });

  it('is false outside a git checkout (an archive, a copy)', () => {
    const plain = path.join(tmp, 'plain');
    fs.mkdirSync(plain);
    expect(hasGitHistory(plain)).toBe(false);
  });

  it('is true in a full clone and false in a shallow one', () => {
    const full = path.join(tmp, 'full');
    fs.mkdirSync(full);
    git(full, 'init', '-q');
    for (const n of [1, 2]) {
      fs.writeFileSync(path.join(full, 'page.md'), `v${n}`);
      git(full, 'add', 'page.md');
      git(full, 'commit', '-q', '-m', `v${n}`);
    }
    expect(hasGitHistory(full)).toBe(true);
    git(tmp, 'clone', '-q', '--depth', '1', `file://${full}`, 'shallow');
    expect(hasGitHistory(path.join(tmp, 'shallow'))).toBe(false);
  });
});
