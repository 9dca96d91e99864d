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
    purpose: 'Sign the user in and read their own profile. The app keeps the name, email address and user ID; other profile fields, such as job title, are discarded on arrival.',
    plain: 'Your name and email address, so you can sign in. Other profile fields that arrive with them, such as your job title, are discarded.',
    withoutIt: 'The app cannot sign anyone in.',
  },
  {
    name: 'User.ReadBasic.All',
    type: 'Delegated',
    adminConsent: false,
    purpose: 'Show teammates’ display names in team views. The other basic profile fields it returns, such as email address and photo, are not stored.',
    plain: 'Your teammates’ display names, so team views can show who is in the team. Their other profile fields are not kept.',
    withoutIt: 'Team views cannot show member names.',
  },
  {
    name: 'Calendars.ReadBasic',
    type: 'Delegated',
    adminConsent: false,
    purpose: 'Read meeting start and end times, attendee lists and the user’s working hours. Microsoft Graph also returns each meeting’s subject, location and organizer: the app discards them on arrival and reduces attendee lists to counts.',
    plain: 'When your meetings start and end, how many people attend, and your Outlook working hours. Subjects, locations, organizers and attendee names arrive with them and are discarded at once.',
    withoutIt: 'No meeting-based insights: focus time and meeting load cannot be computed.',
  },
  {
    name: 'Chat.ReadBasic',
    type: 'Delegated',
    adminConsent: false,
    purpose: 'Read which chats the user is in, how many members each has and when each was last active. Microsoft Graph also returns chat topics and members’ names and addresses: the app discards them on arrival. No message text.',
    plain: 'Which chats you are in, how many people are in each and when each was last active. Chat topics and members’ names arrive too and are discarded at once. Never the messages.',
    withoutIt: 'No chat-based insights.',
  },
  {
    name: 'Reports.Read.All',
    type: 'Application',
    adminConsent: true,
    purpose: 'Read per-person Teams activity counts (chat and channel messages, meetings attended) from Microsoft 365 usage reports. No content. The counts can be matched to team members only while reports show real user names.',
    plain: 'Counts of Teams activity per person, such as how many chat messages each person sent. No content.',
    withoutIt: 'Limited mode: insights use calendar data only; response time and after-hours chat activity are not shown.',
  },
];

export interface RscPermission {
  name: string;
  purpose: string;
}

/** Resource-specific consent, granted when the app is added to a team. */
export const rscPermissions: readonly RscPermission[] = [
  {name: 'TeamMember.Read.Group', purpose: 'Read the team’s member list, to know whose aggregated data makes up team insights and whether the team reaches the minimum group size.'},
  {name: 'ChannelSettings.Read.Group', purpose: 'Microsoft Graph returns the names, descriptions and settings of the team’s channels. The app keeps the ID and name of the channel that holds its tab; other channel names and all descriptions are discarded on arrival.'},
];
