/**
 * The dated log of changes to the permissions the app requests
 * (src/data/permissions.ts): its Microsoft Graph permissions, its
 * resource-specific consent (RSC) permissions, and what it asks Microsoft
 * Graph for with them (`$select` lists). /privacy-security/app-permissions
 * shows it (`::permission-changes`) and the build publishes it as an Atom
 * feed, /permission-changes.atom, so that a security reviewer can subscribe.
 *
 * Newest first. When you change a permission, its type or what the app asks
 * for with it in src/data/permissions.ts, add an entry at the top, dated the
 * day of the change, saying what changed and why, with the `fingerprint`
 * that `npm run check` prints: the check and the build fail until the newest
 * entry's fingerprint is that of the permissions as they are
 * (src/node/permissionChanges.ts). Rewording a permission's purpose or what
 * it means for people is not a permission change and needs no entry.
 *
 * An entry is never edited once published, except to correct it: readers of
 * the feed keep it under its `id`.
 *
 * The entries below were written from the history of
 * src/data/permissions.ts (`git log -p -- src/data/permissions.ts`), each
 * dated with the commit that made the change.
 */

export interface PermissionChange {
  /** Its anchor on the page and, with the page's address, its id in the feed; never changed. */
  id: string;
  /** When the change was published: RFC 3339, UTC (`2026-11-26T12:18:16Z`). */
  date: `${number}-${number}-${number}T${number}:${number}:${number}Z`;
  /** What changed, in one line. */
  title: string;
  /** Each change, one permission or list at a time; text between backticks is code. */
  changes: readonly string[];
  /** Why. */
  why: string;
  /** The fingerprint of the permissions after this change; the newest entry must have it. */
  fingerprint?: string;
}

export const permissionChanges: readonly PermissionChange[] = [
  {
    id: 'events-type',
    date: '2026-11-26T12:18:16Z',
    title:
      '`Calendars.ReadBasic`: events also ask for `type`; `getSchedule` for the signed-in person only',
    changes: [
      '`Calendars.ReadBasic`: the events `$select` list is now `start`, `end`, `attendees`, `isCancelled` and `type` (`type` added).',
      '`Calendars.ReadBasic`: working hours come from `getSchedule`, which the app calls only for the signed-in person.',
    ],
    why: '`type` tells a one-off meeting from an occurrence or exception of a recurring one, for the recurring-meetings driver. `getSchedule` could return colleagues’ schedules too: the app asks for no one else’s.',
    fingerprint: 'fe7af9a975c0',
  },
  {
    id: 'select-lists',
    date: '2026-11-25T19:33:02Z',
    title: 'The `$select` lists published, permission by permission',
    changes: [
      '`User.Read` and `User.ReadBasic.All`: `id` and `displayName` only (`$select`).',
      '`Calendars.ReadBasic`: `start`, `end`, `attendees` and `isCancelled` of each event (`$select`; `type` joined the list in the next change), and working hours.',
      '`TeamMember.Read.Group`: each member’s user ID (`$select`).',
      '`ChannelSettings.Read.Group`: each channel’s ID, and the name of the channel that holds the app’s tab (`$select`).',
      '`Chat.Read` and `ChannelMessage.Read.Group`: listing messages has no field selection; what arrives with each message beyond its send time and sender is discarded on arrival.',
      'The three team permissions are stated as application permissions, used with no one signed in, for the one team whose owner added the app.',
    ],
    why: 'So that a security reviewer can sign off on each permission: who grants it, whose data it reaches, what the app asks for and what it discards.',
  },
  {
    id: 'least-privilege',
    date: '2026-11-25T02:36:56Z',
    title:
      'Delegated Microsoft Graph permissions only: `Chat.Read` and `ChannelMessage.Read.Group` added, `Reports.Read.All` removed',
    changes: [
      '`Chat.ReadBasic` (delegated) replaced by `Chat.Read` (delegated): the send time and sender of each message in the person’s chats.',
      '`Reports.Read.All` (application, admin consent required) removed, with the calendar-only insights the app fell back to without it.',
      '`ChannelMessage.Read.Group` (RSC) added: the send time and sender of each message in the team’s channels.',
    ],
    why: 'The product brief’s least-privilege decision: delegated Microsoft Graph permissions, and no application permission across the organization; the team permissions reach only the teams whose owners add the app. Message send times, for response time and after-hours activity, come with `Chat.Read` and `ChannelMessage.Read.Group`.',
  },
  {
    id: 'first-list',
    date: '2026-11-22T01:04:22Z',
    title: 'The first published list of permissions',
    changes: [
      'Microsoft Graph, delegated: `User.Read`, `User.ReadBasic.All`, `Calendars.ReadBasic`, `Chat.ReadBasic`.',
      'Microsoft Graph, application: `Reports.Read.All`.',
      'Resource-specific consent: `TeamMember.Read.Group`, `ChannelSettings.Read.Group`.',
    ],
    why: 'The documentation site’s first list of the permissions the app requests.',
  },
];
