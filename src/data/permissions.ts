/**
 * The permissions the app requests, and for each one what a security
 * reviewer signs off on: delegated or application, who grants it, whose
 * data it reaches, what the app asks Microsoft Graph for, and what arrives
 * anyway and is discarded on arrival. Pages render these with the leaf
 * directives `::permissions-table` (Microsoft Graph, for admins),
 * `::plain-permissions-table` (the same, in plain words),
 * `::rsc-permissions-table` (resource-specific consent) and
 * `::permission-data-table` (all seven, the five questions above), so the
 * list lives in one place.
 *
 * Two kinds, never to be blurred (product brief, "Permissions"):
 * - Microsoft Graph, **delegated**: the app uses them for a person who
 *   signed in to it, on that person's behalf. The permissions reference
 *   marks none of them "Admin consent required", but Microsoft Entra's
 *   Microsoft-managed user consent policy, the default for new tenants,
 *   sends `Calendars.ReadBasic` and `Chat.Read` to an admin (product brief,
 *   "Consent"), so in a tenant on that setting a consent admin grants consent
 *   for everyone.
 * - Resource-specific consent (RSC), **application** permissions scoped to
 *   one team: a team owner grants them by adding the app to the team, and
 *   with them the app reads in that team with no one signed in, including
 *   members who never opened it.
 *
 * Where Microsoft Graph lets an app choose the fields it gets back
 * (`$select`), the app asks only for what it keeps. Listing chat and
 * channel messages has no field selection: what arrives with each message
 * is discarded on arrival, never stored or logged.
 */
interface PermissionFacts {
  name: string;
  type: 'Delegated' | 'Application';
  /** Who grants it. */
  grantedBy: string;
  /** Whose data it reaches. */
  reaches: string;
  /** What the app asks Microsoft Graph for with it. */
  asksFor: string;
  /** What arrives anyway and is discarded on arrival ("Nothing" when nothing does). */
  discarded: string;
  /** What the app uses it for, for admins. */
  purpose: string;
}

export interface GraphPermission extends PermissionFacts {
  type: 'Delegated';
  /** The permission's own "Admin consent required" in the Microsoft Graph permissions reference. */
  adminConsent: boolean;
  /**
   * Whether Microsoft Entra's Microsoft-managed user consent policy ("Let
   * Microsoft manage your consent settings", the default for new tenants)
   * lets people consent to it themselves, or keeps it for an admin
   * (https://learn.microsoft.com/entra/identity/enterprise-apps/manage-app-consent-policies).
   */
  managedPolicy: 'user' | 'admin';
  /** What the app reads with it, in plain words, for end users. */
  plain: string;
  /** What the app does without it. */
  withoutIt: string;
}

export interface RscPermission extends PermissionFacts {
  type: 'Application';
}

const PERSON_OR_ADMIN =
  'A consent admin for everyone; each person only where the user consent setting lets people consent to all four Microsoft Graph permissions, which Microsoft’s default setting doesn’t';
const ADMIN_BY_DEFAULT =
  'A consent admin for everyone, as Microsoft’s default user consent policy requires';
const TEAM_OWNER = 'A team owner, by adding the app’s tab, for that team only';

export const graphPermissions: readonly GraphPermission[] = [
  {
    name: 'User.Read',
    type: 'Delegated',
    adminConsent: false,
    managedPolicy: 'user',
    grantedBy: PERSON_OR_ADMIN,
    reaches: 'The signed-in person’s own profile',
    asksFor: 'Their `id` and `displayName` (`$select`)',
    discarded:
      'Nothing; other fields, such as job title, email address and photo, are never requested',
    purpose:
      'Sign the person in and read their own ID and display name, the only profile fields the app asks Microsoft Graph for.',
    plain:
      'Your name and user ID, so you can sign in. Nothing else from your profile is asked for.',
    withoutIt: 'The app cannot sign anyone in.',
  },
  {
    name: 'User.ReadBasic.All',
    type: 'Delegated',
    adminConsent: false,
    managedPolicy: 'user',
    grantedBy: PERSON_OR_ADMIN,
    reaches:
      'The basic profile of anyone in your directory, including people who never opened the app',
    asksFor: '`id` and `displayName` of the people a team view names (`$select`)',
    discarded: 'Nothing; job titles, email addresses and photos are never requested',
    purpose:
      'Show teammates’ display names in team views. The app asks Microsoft Graph only for each person’s ID and display name.',
    plain:
      'The names of the people in your teams, so team views can show who is in the team. Nothing else about them is asked for.',
    withoutIt: 'Team views cannot show member names.',
  },
  {
    name: 'Calendars.ReadBasic',
    type: 'Delegated',
    adminConsent: false,
    managedPolicy: 'admin',
    grantedBy: ADMIN_BY_DEFAULT,
    reaches:
      'Their calendar; with `getSchedule`, colleagues’ free/busy, working hours and schedule items',
    asksFor:
      '`start`, `end`, `attendees`, `isCancelled`, `type`; working hours, with `getSchedule` called only for the signed-in person',
    discarded: 'Attendee names and addresses, once counted and matched to teams; schedule items',
    purpose:
      'Meeting times, attendee counts, whether each recurs (`type`, for the recurring-meetings driver), and the person’s working hours. Subjects, locations, bodies and organizers are never requested; attendee names and schedule items are discarded.',
    plain:
      'When your meetings start and end, how many people attend, whether a meeting repeats, and your Outlook working hours. Attendee names arrive with the attendee list and are discarded once counted. Meeting subjects are never asked for.',
    withoutIt: 'No meeting-based insights: focus time and meeting load cannot be computed.',
  },
  {
    name: 'Chat.Read',
    type: 'Delegated',
    adminConsent: false,
    managedPolicy: 'admin',
    grantedBy: ADMIN_BY_DEFAULT,
    reaches: 'The person’s chats, meeting chats included, with others’ messages in them',
    asksFor: 'Chats and messages (no field selection on messages)',
    discarded: 'Message text, attachments, mentions and reactions; chat topics',
    purpose:
      'Read the send time and sender of each message in the person’s chats, meeting chats included. Listing messages has no field selection: text, attachments, mentions and reactions arrive with each message and are discarded on arrival.',
    plain:
      'When messages in your chats, meeting chats included, were sent, and by whom. The text of each message arrives with it and is discarded at once; it is never stored.',
    withoutIt:
      'No chat-based insights: response time and after-hours activity count meetings and channel messages only.',
  },
];

/** Resource-specific consent, granted by a team owner when the app is added to a team, for that team only. */
export const rscPermissions: readonly RscPermission[] = [
  {
    name: 'TeamMember.Read.Group',
    type: 'Application',
    grantedBy: TEAM_OWNER,
    reaches:
      'Every member of that team, with no one signed in, including members who never opened the app',
    asksFor: 'Each member’s user ID (`$select`)',
    discarded: 'Nothing',
    purpose:
      'Application permission for this team, used with no one signed in: read the member list (each member’s user ID only), to know who makes up the team’s insights and whether it reaches the minimum group size.',
  },
  {
    name: 'ChannelSettings.Read.Group',
    type: 'Application',
    grantedBy: TEAM_OWNER,
    reaches: 'That team’s channels, with no one signed in',
    asksFor: 'Each channel’s ID, and the name of the channel that holds the app’s tab (`$select`)',
    discarded: 'Nothing; channel descriptions and settings are never requested',
    purpose:
      'Application permission for this team, used with no one signed in: list the channels, asking only for their IDs (to read their messages) and the name of the channel that holds the app’s tab. Descriptions and settings are never requested.',
  },
  {
    name: 'ChannelMessage.Read.Group',
    type: 'Application',
    grantedBy: TEAM_OWNER,
    reaches:
      'Every channel message in that team, with no one signed in, including those of members who never opened the app',
    asksFor: 'The team’s channel messages (no field selection on messages)',
    discarded: 'Message text, attachments, mentions and reactions',
    purpose:
      'Application permission for this team, used with no one signed in: read the send time and sender of every channel message. Listing messages has no field selection: text, attachments, mentions and reactions arrive with each message and are discarded on arrival.',
  },
];

/** All seven, Microsoft Graph first. */
export const allPermissions: readonly (GraphPermission | RscPermission)[] = [
  ...graphPermissions,
  ...rscPermissions,
];
