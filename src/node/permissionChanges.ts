/**
 * The permission change log (src/data/permissionChanges.ts) against the
 * permissions (src/data/permissions.ts), read in one place by the build
 * (src/plugins/permission-changes.ts: the check, the page's section and the
 * feed), `npm run check` and the tests:
 *
 * - `permissionsFingerprint`: a short hash of what a change to the
 *   permissions is: each permission's name, its type and what the app asks
 *   Microsoft Graph for with it (`asksFor`, where the `$select` lists are).
 *   Rewording a purpose changes no fingerprint.
 * - `logProblems`: the log's entries are well formed, and the newest one
 *   records the fingerprint of the permissions as they are, so that a
 *   permission that changes without a dated entry fails, naming the file and
 *   what to write.
 * - `atomFeed`: the log as an Atom feed (RFC 4287), /permission-changes.atom.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {allPermissions} from '../data/permissions';
import {permissionChanges, type PermissionChange} from '../data/permissionChanges';
import {SITE_DIR} from './sitePages';

/** Where the log is typed, and where the permissions are, for messages. */
export const CHANGES_FILE = 'src/data/permissionChanges.ts';
const PERMISSIONS_FILE = 'src/data/permissions.ts';

/** The feed, at the root of the site beside llms.txt; its type, for the hosts and the page's `<link>`. */
export const FEED = {
  path: '/permission-changes.atom',
  contentType: 'application/atom+xml; charset=utf-8',
  title: 'App permission changes',
} as const;

/** The page that shows the log, and the directive that puts it there. */
const LOG_PAGE = '/privacy-security/app-permissions';
export const LOG_DIRECTIVE = 'permission-changes';

/** An entry's anchor on the page (`#change-events-type`). */
export function changeAnchor(change: Pick<PermissionChange, 'id'>): string {
  return `change-${change.id}`;
}

interface PermissionShape {
  name: string;
  type: string;
  asksFor: string;
}

/** The fingerprint of the permissions: names, types and what the app asks for, in order. */
export function permissionsFingerprint(permissions: readonly PermissionShape[] = allPermissions) {
  const shape = permissions.map(({name, type, asksFor}) => [name, type, asksFor]);
  return createHash('sha256').update(JSON.stringify(shape)).digest('hex').slice(0, 12);
}

const RFC3339_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/**
 * What is wrong with the log, each as `file:line: what is wrong: what to do`: an entry without an
 * id, a unique one, a real RFC 3339 date or a change; entries not newest first; and the newest
 * entry's fingerprint not that of the permissions. Empty when all is well.
 */
export function logProblems(
  changes: readonly PermissionChange[] = permissionChanges,
  permissions: readonly PermissionShape[] = allPermissions,
  line = (id: string) => changeLine(id),
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  changes.forEach((change, i) => {
    const at = `${CHANGES_FILE}:${line(change.id)}`;
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(change.id) || seen.has(change.id))
      problems.push(
        `${at}: the id "${change.id}" is not unique, or not lower-case words joined by "-": give each entry an id of its own, and never change a published one (feed readers keep entries by it)`,
      );
    seen.add(change.id);
    if (!RFC3339_UTC.test(change.date) || Number.isNaN(Date.parse(change.date)))
      problems.push(
        `${at}: the date "${change.date}" is not a UTC time such as 2026-11-26T12:18:16Z`,
      );
    const older = changes[i + 1];
    if (older && change.date < older.date)
      problems.push(
        `${at}: "${change.id}" is older than the entry after it: keep the newest first`,
      );
    if (change.changes.length === 0 || !change.title.trim() || !change.why.trim())
      problems.push(`${at}: "${change.id}" needs a title, at least one change and why`);
  });
  const fingerprint = permissionsFingerprint(permissions);
  const newest = changes[0];
  if (!newest)
    problems.push(
      `${CHANGES_FILE}:1: the log has no entry: add the first, with fingerprint: '${fingerprint}'`,
    );
  else if (newest.fingerprint !== fingerprint)
    problems.push(
      `${CHANGES_FILE}:${line(newest.id)}: ${PERMISSIONS_FILE} changed (a permission, its type or what the app asks Microsoft Graph for) since the newest entry of the permission change log ("${newest.id}", ${newest.date}): add an entry at the top of ${CHANGES_FILE} with the date, what changed and why, and fingerprint: '${fingerprint}'`,
    );
  return problems;
}

/** The line of an entry's `id:` in the log's file; 1 when not found. */
function changeLine(id: string): number {
  const text = fs.readFileSync(path.join(SITE_DIR, CHANGES_FILE), 'utf8');
  return text.split('\n').findIndex((l) => l.includes(`id: '${id}'`)) + 1 || 1;
}

const xml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text with `code` spans as HTML, for the feed's entries. */
function codeHtml(value: string): string {
  return xml(value).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/** Text without its backticks, for the feed's titles (plain text). */
const plain = (value: string): string => value.replace(/`([^`]+)`/g, '$1');

/**
 * The log as an Atom feed. Each entry's id and link are its anchor on the page; `updated` is
 * the newest entry's date (a rebuild with no new entry changes nothing in the feed).
 */
export function atomFeed(
  site: {url: string; title: string},
  changes: readonly PermissionChange[] = permissionChanges,
): string {
  const page = `${site.url}${LOG_PAGE}`;
  const updated = changes[0]?.date ?? '1970-01-01T00:00:00Z';
  const entries = changes.map((change) => {
    const link = `${page}#${changeAnchor(change)}`;
    const content = `<ul>${change.changes.map((c) => `<li>${codeHtml(c)}</li>`).join('')}</ul><p>Why: ${codeHtml(change.why)}</p>`;
    return [
      '  <entry>',
      `    <id>${xml(link)}</id>`,
      `    <title>${xml(plain(change.title))}</title>`,
      `    <updated>${change.date}</updated>`,
      `    <link rel="alternate" type="text/html" href="${xml(link)}"/>`,
      `    <content type="html">${xml(content)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xml(site.url + FEED.path)}</id>`,
    `  <title>${xml(`${FEED.title} (${site.title})`)}</title>`,
    `  <subtitle>Dated changes to the permissions the app requests, from ${xml(page)}</subtitle>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${xml(site.title)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(site.url + FEED.path)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(page)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
