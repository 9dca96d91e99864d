/**
 * The permissions the app requests. Pages render these with the leaf
 * directives `::permissions-table` (Microsoft Graph, for admins),
 * `::plain-permissions-table` (the same, in plain words) and
 * `::rsc-permissions-table` (resource-specific consent), so the list lives
 * in one place.
 *
 * The app requests delegated Microsoft Graph permissions only: it reads for
 * people who signed in, on their behalf. None of them needs admin consent by
 * Microsoft's rules. What Microsoft Graph returns with each permission beyond
 * what the app keeps is discarded on arrival; `purpose` says which is which.
 */
export interface GraphPermission {
  name: string;
  type: 'Delegated';
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
    purpose: 'Read meeting start and end times, attendee lists and the user’s working hours. Microsoft Graph also returns each meeting’s subject, location and organizer, and attendees’ names and addresses: the app reduces attendee lists to counts (of people, and of the teams they belong to) and discards the rest on arrival.',
    plain: 'When your meetings start and end, how many people attend, and your Outlook working hours. Subjects, locations, organizers and attendee names arrive with them and are discarded at once.',
    withoutIt: 'No meeting-based insights: focus time and meeting load cannot be computed.',
  },
  {
    name: 'Chat.Read',
    type: 'Delegated',
    adminConsent: false,
    purpose: 'Read the send time and sender of each message in the user’s chats, for response time and after-hours activity. Microsoft Graph returns each message’s text, attachments, mentions and reactions with it, and the chat’s topic: the app discards them on arrival and never stores them.',
    plain: 'When messages in your chats were sent, and by whom. The text of each message arrives with it and is discarded at once; it is never stored.',
    withoutIt: 'No chat-based insights: response time and after-hours activity count meetings and channel messages only.',
  },
];

export interface RscPermission {
  name: string;
  purpose: string;
}

/** Resource-specific consent, granted by a team owner when the app is added to a team, for that team only. */
export const rscPermissions: readonly RscPermission[] = [
  {name: 'TeamMember.Read.Group', purpose: 'Read the team’s member list, to know whose aggregated data makes up team insights and whether the team reaches the minimum group size.'},
  {name: 'ChannelSettings.Read.Group', purpose: 'Microsoft Graph returns the names, descriptions and settings of the team’s channels. The app keeps the ID and name of the channel that holds its tab; other channel names and all descriptions are discarded on arrival.'},
  {name: 'ChannelMessage.Read.Group', purpose: 'Read the send time and sender of each message in the team’s channels, for response time and after-hours activity. Microsoft Graph returns each message’s text with it: the app discards the text on arrival and never stores it.'},
];
