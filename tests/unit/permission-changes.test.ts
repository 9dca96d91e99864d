/**
 * The permission change log (src/data/permissionChanges.ts, issue 46): a
 * change to the permissions in src/data/permissions.ts without a new dated
 * entry fails `npm run check` and the build, naming the file and what to
 * write (src/node/permissionChanges.ts, src/plugins/permission-changes.ts);
 * the feed is well-formed Atom with the log's entries, its text escaped.
 * The build's feed and page are checked in tests/build/learn-sources.test.ts.
 */
import {SaxesParser} from 'saxes';
import {allPermissions} from '../../src/data/permissions';
import {permissionChanges, type PermissionChange} from '../../src/data/permissionChanges';
import {
  CHANGES_FILE,
  atomFeed,
  logProblems,
  permissionsFingerprint,
} from '../../src/node/permissionChanges';
import {checkParts} from '../../scripts/check/parts';
import {PERMISSION_NAME, REQUESTED_PERMISSIONS} from '../../scripts/check/contentRules';

const line = () => 7;
const newest = permissionChanges[0]!;

/** The permissions with one of them changed. */
function changed(edit: (p: (typeof allPermissions)[number]) => object, index = 2) {
  return allPermissions.map((p, i) => (i === index ? {...p, ...edit(p)} : p));
}

describe('the permission change log against src/data/permissions.ts', () => {
  it('is in step with the permissions as they are: the newest entry records their fingerprint', () => {
    expect(logProblems()).toEqual([]);
    expect(newest.fingerprint).toBe(permissionsFingerprint());
  });

  it.each([
    ['a $select list', (p: {asksFor: string}) => ({asksFor: `${p.asksFor}, \`subject\``})],
    ['a permission renamed', () => ({name: 'Calendars.Read'})],
    ['a type', () => ({type: 'Application'})],
  ])(
    'fails, naming both files and the fingerprint to record, when %s changes without an entry',
    (_, edit) => {
      const permissions = changed(edit);
      const problems = logProblems(permissionChanges, permissions, line);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toBe(
        `${CHANGES_FILE}:7: src/data/permissions.ts changed (a permission, its type or what the app asks Microsoft Graph for) since the newest entry of the permission change log ("${newest.id}", ${newest.date}): add an entry at the top of src/data/permissionChanges.ts with the date, what changed and why, and fingerprint: '${permissionsFingerprint(permissions)}'`,
      );
      // The entry it asks for settles it.
      const entry: PermissionChange = {
        id: 'new-change',
        date: '2026-11-28T01:00:00Z',
        title: 'A change',
        changes: ['What changed.'],
        why: 'Why.',
        fingerprint: permissionsFingerprint(permissions),
      };
      expect(logProblems([entry, ...permissionChanges], permissions, line)).toEqual([]);
    },
  );

  it('fails when a permission is added or removed without an entry', () => {
    const removed = allPermissions.slice(1);
    expect(logProblems(permissionChanges, removed, line)).toHaveLength(1);
    expect(
      logProblems(permissionChanges, [...allPermissions, allPermissions[0]!], line),
    ).toHaveLength(1);
  });

  it("needs no entry when only a permission's explanation is reworded", () => {
    const permissions = changed(() => ({purpose: 'Said in other words.', plain: 'Other words.'}));
    expect(logProblems(permissionChanges, permissions, line)).toEqual([]);
  });

  it('wants ids of their own, real UTC dates, newest first', () => {
    const [a, b] = permissionChanges as [PermissionChange, PermissionChange];
    expect(logProblems([a, {...b, id: a.id}], allPermissions, line)).toEqual([
      `${CHANGES_FILE}:7: the id "${a.id}" is not unique, or not lower-case words joined by "-": give each entry an id of its own, and never change a published one (feed readers keep entries by it)`,
    ]);
    expect(
      logProblems(
        [{...a, date: '2026-11-26 12:18' as PermissionChange['date']}, b],
        allPermissions,
        line,
      ),
    ).toEqual([
      `${CHANGES_FILE}:7: the date "2026-11-26 12:18" is not a UTC time such as 2026-11-26T12:18:16Z`,
    ]);
    expect(logProblems([{...b, fingerprint: a.fingerprint}, a], allPermissions, line)).toEqual([
      `${CHANGES_FILE}:7: "${b.id}" is older than the entry after it: keep the newest first`,
    ]);
  });

  it('says of each permission it names that the app no longer requests when it was removed or replaced', () => {
    const changes = permissionChanges.flatMap((c) => c.changes);
    const former = new Set(
      changes
        .flatMap((c) => [...c.matchAll(PERMISSION_NAME)].map((m) => m[0]))
        .filter((n) => !REQUESTED_PERMISSIONS.has(n)),
    );
    expect([...former].sort()).toEqual(['Chat.ReadBasic', 'Reports.Read.All']);
    for (const name of former) {
      const gone = new RegExp(`\`${name.replace(/\./g, '\\.')}\`[^.;]*\\b(removed|replaced)\\b`);
      expect(
        changes.some((c) => gone.test(c)),
        name,
      ).toBe(true);
    }
  });

  it('is a part of npm run check, which reports what logProblems finds', async () => {
    const part = checkParts().find((p) => p.name === 'the permission change log');
    expect(part?.file).toBe('src/node/permissionChanges.ts');
    expect(await part!.run()).toEqual([]);
  });

  it('fails the build with the same message (the plugin, with permissions.ts changed)', async () => {
    vi.resetModules();
    vi.doMock('../../src/data/permissions', async (original) => {
      const real = await original<typeof import('../../src/data/permissions')>();
      const allPermissions = real.allPermissions.map((p, i) =>
        i === 0 ? {...p, asksFor: `${p.asksFor}, \`mail\``} : p,
      );
      return {...real, allPermissions};
    });
    try {
      const {default: plugin} = await import('../../src/plugins/permission-changes');
      expect(() => (plugin().loadContent as () => void)()).toThrow(
        /^src\/data\/permissionChanges\.ts:\d+: src\/data\/permissions\.ts changed .* add an entry at the top of src\/data\/permissionChanges\.ts/,
      );
    } finally {
      vi.doUnmock('../../src/data/permissions');
      vi.resetModules();
    }
  });
});

describe('the Atom feed of the log', () => {
  /** Every element's name, in document order, or the parser's error for XML that isn't well formed. */
  const names = (xml: string): string[] => {
    const parser = new SaxesParser({xmlns: true});
    const out: string[] = [];
    parser.on('opentag', (tag) =>
      out.push(`${tag.uri === 'http://www.w3.org/2005/Atom' ? '' : '?'}${tag.local}`),
    );
    parser.write(xml).close();
    return out;
  };
  const site = {url: 'https://docs.example.com', title: 'Docs <&> "of" the app'};

  it('is well-formed Atom with one entry per change, each with id, title, updated, link and content', () => {
    const feed = atomFeed(site);
    expect(names(feed)).toEqual([
      'feed',
      'id',
      'title',
      'subtitle',
      'updated',
      'author',
      'name',
      'link',
      'link',
      ...permissionChanges.flatMap(() => ['entry', 'id', 'title', 'updated', 'link', 'content']),
    ]);
    expect(feed).toContain('<id>https://docs.example.com/permission-changes.atom</id>');
    expect(feed).toContain(
      `<id>https://docs.example.com/privacy-security/app-permissions#change-${newest.id}</id>`,
    );
  });

  it('escapes what it quotes: a title or change with <, & or quotes stays well formed', () => {
    const change: PermissionChange = {
      id: 'escapes',
      date: '2026-11-28T00:00:00Z',
      title: 'Ask for `a<b` & "c"',
      changes: ['`x&y` <script>'],
      why: 'Because </content>',
    };
    const feed = atomFeed(site, [change]);
    expect(() => names(feed)).not.toThrow();
    expect(feed).toContain('<title>Ask for a&lt;b &amp; &quot;c&quot;</title>');
    expect(feed).toContain('&lt;code&gt;x&amp;amp;y&lt;/code&gt; &amp;lt;script&amp;gt;');
  });
});
