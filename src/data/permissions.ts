/**
 * The permissions the app requests. Pages render these with the leaf
 * directives `::permissions-table` (Microsoft Graph) and
 * `::rsc-permissions-table` (resource-specific consent), so the list lives
 * in one place.
 */
export interface GraphPermission {
  name: string;
  type: 'Delegated' | 'Application';
  adminConsent: boolean;
  purpose: string;
  /** What the app reads with it, in plain words, for end users. */
  plain: string;
  /** What the app does without it. */
  withoutIt: string;
}

export const graphPermissions: readonly GraphPermission[] = [
  {
    name: 'User.Read',
    type: 'Delegated',
    adminConsent: false,
    purpose: 'Sign the user in and read their profile.',
    plain: 'Your name, email address and profile, so you can sign in.',
    withoutIt: 'The app cannot sign anyone in.',
  },
  {
    name: 'User.ReadBasic.All',
    type: 'Delegated',
    adminConsent: false,
    purpose: 'Show teammates’ names in team views.',
    plain: 'Your teammates’ display names, so team views can show who is in the team.',
    withoutIt: 'Team views cannot show member names.',
  },
  {
    name: 'Calendars.ReadBasic',
    type: 'Delegated',
    adminConsent: false,
    purpose: 'Read meeting times, durations and attendee counts. Subjects are discarded on arrival.',
    plain: 'When your meetings start and end and how many people attend. Meeting subjects are discarded as soon as they arrive.',
    withoutIt: 'No meeting-based insights: focus time and meeting load cannot be computed.',
  },
  {
    name: 'Chat.ReadBasic',
    type: 'Delegated',
    adminConsent: false,
    purpose: 'Read chat membership and activity times. No message text.',
    plain: 'Which chats you are in and when they are active. Never the messages themselves.',
    withoutIt: 'No chat-based insights.',
  },
  {
    name: 'Reports.Read.All',
    type: 'Application',
    adminConsent: true,
    purpose: 'Read Teams activity counts (messages posted, meetings attended). No content.',
    plain: 'Counts of Teams activity, such as how many messages were posted. No content.',
    withoutIt: 'Limited mode: insights use calendar data only; response time and after-hours chat activity are not shown.',
  },
];

export interface RscPermission {
  name: string;
  purpose: string;
}

/** Resource-specific consent, granted when the app is added to a team. */
export const rscPermissions: readonly RscPermission[] = [
  {name: 'TeamMember.Read.Group', purpose: 'Read the team’s member list, to know whose aggregated data makes up team insights.'},
  {name: 'ChannelSettings.Read.Group', purpose: 'Read the channel’s name and settings, to show the tab in the right channel.'},
];
