/**
 * The Microsoft Learn pages the site's claims about Microsoft's products rest
 * on: one entry per Learn page, with what it supports on the site and when it
 * was last compared with Learn. Microsoft changes its pages under ours (issue
 * 33), so each entry says when to read it again: src/node/learnCitations.ts
 * derives which pages cite it (from their links, not typed here) and which
 * entries are due, for `npm run check`, `npm run check:sources` and the build's
 * warning. A page that links a Learn page needs its entry here, and an entry
 * no page links goes (scripts/check/learnSources.ts says which).
 *
 * Re-checking a source: read the Learn page in Microsoft's documentation
 * repository on GitHub when you can (MicrosoftDocs/entra-docs,
 * MicrosoftDocs/OfficeDocs-SkypeForBusiness,
 * microsoftgraph/microsoft-graph-docs-contrib, …) to see its front matter;
 * compare every claim of `supports` and every sentence of the pages that link
 * it; correct the pages (and src/data/facts.ts or src/data/permissions.ts),
 * then `supports`; set `checked` to the day and `pageDate` to the `ms.date` of
 * the version read.
 */

/** A day, written YYYY-MM-DD. */
export type Day = `${number}-${number}-${number}`;

export interface LearnSource {
  /** The Learn page's address as pages link it: https, no locale, no fragment. */
  url: string;
  /** Its title on Microsoft Learn. */
  title: string;
  /**
   * The Learn page's own date (its `ms.date`) in the version compared: null when that version
   * has none ("not given"), 'not recorded' when the date was not noted when it was compared.
   */
  pageDate: Day | null | 'not recorded';
  /** The day the claims of `supports` were last compared with the Learn page. */
  checked: Day;
  /** What it supports on the site: the claims it backs, in Markdown. */
  supports: string;
}

export const sources: readonly LearnSource[] = [
  {
    url: 'https://learn.microsoft.com/microsoftteams/app-centric-management',
    title: 'Use app centric management to manage access to apps',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports:
      "Per-app availability (**Everyone**, **Specific users or groups**, **No one**); supported group types including nested groups and distribution lists; changes to availability take 24 to 72 hours, in rare cases up to 6 days (`availabilityDelay`); the **Available to** column on **Manage apps**; org-wide default **Let users install and use available apps by default** applies only to apps not managed one by one; a blocked app's availability takes effect once allowed; **Users > Manage users > Apps** tab; after the move, permission policies can't be used and their cmdlets seem to succeed but change nothing",
  },
  {
    url: 'https://learn.microsoft.com/microsoftteams/manage-apps',
    title: 'Manage Teams apps in the Microsoft Teams admin center',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports:
      'Teams Administrator or Global Administrator to manage apps; **Allow**/**Block** on **Manage apps**; **Allow third-party apps** off shows apps as **Blocked org-wide**',
  },
  {
    url: 'https://learn.microsoft.com/microsoftteams/user-requests-approve-apps',
    title: 'Manage user requests',
    pageDate: null,
    checked: '2026-11-26',
    supports:
      "People can't use a blocked app but can view it in the Teams store and request approval (blocked on **Manage apps**, org-wide or by a permission policy); **Requests by users** column, **Manage requests**, users aren't told when a request is approved; an org-specific request URL. Nothing about apps outside a person's availability",
  },
  {
    url: 'https://learn.microsoft.com/microsoftteams/teams-app-permission-policies',
    title: 'Manage app permission policies in Microsoft Teams',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports:
      'Policy options (**Allow specific apps and block all others**, **Block specific apps and allow all others**); an edited or assigned policy takes a few hours (`permissionPolicyDelay`)',
  },
  {
    url: 'https://learn.microsoft.com/powershell/module/microsoftteams/grant-csteamsapppermissionpolicy',
    title: 'Grant-CsTeamsAppPermissionPolicy',
    pageDate: 'not recorded',
    checked: '2026-11-23',
    supports:
      'Parameter sets `GrantToUser`, `GrantToGroup` (`-Group` and `-Rank` required), `GrantToTenant`; applies only to tenants not migrated to app centric management; create and change policies in the admin center',
  },
  {
    url: 'https://learn.microsoft.com/powershell/module/microsoftteams/update-m365teamsapp',
    title: 'Update-M365TeamsApp',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports:
      '`-Id`, `-AppAssignmentType` (`Everyone`, `UsersAndGroups`, `NoOne`), `-OperationType Add`, `-Groups`; installing with `-AppInstallType UsersAndGroups -InstallForOperationType Add -InstallForGroups … -InstallVersion …`',
  },
  {
    url: 'https://learn.microsoft.com/microsoftteams/install-teams-apps',
    title: 'Install or remove Teams apps as an admin',
    pageDate: '2024-07-31',
    checked: '2026-11-26',
    supports:
      "Installing moves from setup policies to app centric management (MC795355): **Users and groups > Installs > Install app** on the app's page, or **Edit installs** on **Manage apps**, and installing also makes the app available; tenants that haven't moved install under **Installed apps > Add apps** in a setup policy. The version of 07/31/2024 no longer says that blocked apps may still reach team data, nor that a store app can't be removed from the store: the pages don't cite it for either",
  },
  {
    url: 'https://learn.microsoft.com/entra/identity/enterprise-apps/disable-user-sign-in-portal',
    title: 'Disable user sign-in for an application',
    pageDate: '2025-03-03',
    checked: '2026-11-26',
    supports:
      "Cloud Application Administrator, Application Administrator or the service principal's owner; **Enterprise apps > All applications >** the app **> Properties > Enabled for users to sign-in? > No > Save**; prevents all tokens from being issued for the app, and blocks an app you don't want people to use; for an app not on the list (for example, deleted) it says you can create the service principal and then disable it, and its PowerShell and Graph samples show only disabling an existing one",
  },
  {
    url: 'https://learn.microsoft.com/entra/identity-platform/app-objects-and-service-principals',
    title: 'Application and service principal objects in Microsoft Entra ID',
    pageDate: '2024-10-01',
    checked: '2026-11-27',
    supports:
      "The enterprise application is the app's service principal, which defines what the app can do and access in the tenant; a multitenant app gets a service principal in each tenant where a user consents, so a new consent re-creates a deleted one",
  },
  {
    url: 'https://learn.microsoft.com/entra/identity/enterprise-apps/delete-application-portal',
    title: 'Delete an enterprise application',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports:
      'Global Administrator, Cloud Application Administrator, Application Administrator or the owner can delete; **Enterprise applications > All applications >** the app **> Properties > Delete > Yes**; a deleted enterprise application stays restorable in the recycle bin for 30 days (`enterpriseAppRestoreWindow`); the page comes after turning off sign-in, never instead of it',
  },
  {
    url: 'https://learn.microsoft.com/entra/identity/enterprise-apps/grant-admin-consent',
    title: 'Grant tenant-wide admin consent to an application',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports:
      'Privileged Role Administrator consents to any permission; Cloud Application Administrator and Application Administrator consent to any permission except Microsoft Graph application permissions (the app registers none in Microsoft Entra ID: its application permissions are the team RSC permissions, granted in Teams); **Entra ID > Enterprise apps > All applications > Permissions > Grant admin consent**; admin consent URL `https://login.microsoftonline.com/{organization}/adminconsent?client_id={client-id}` with tenant ID, verified domain or `organizations`; re-granting may replace earlier tenant-wide grants',
  },
  {
    url: 'https://learn.microsoft.com/microsoftteams/manage-consent-app-permissions',
    title: 'Grant and manage consent to Teams app permissions',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports:
      'Only Global Administrators consent in the Teams admin center; Teams Administrators can view; **Permissions** tab, **Org-wide permissions > Review permissions and consent > Accept**; user consent to selected low-risk permissions is the recommended approach; RSC permissions are defined in the app manifest, not in the Microsoft Entra admin center, granted by users when they add the app to a team, and shown on the **Permissions** tab; revoke on the **Admin consent** tab (**Revoke Permission**, **Yes, revoke**); consent again after an app update adds permissions',
  },
  {
    url: 'https://learn.microsoft.com/entra/identity/enterprise-apps/configure-user-consent',
    title: 'Configure how users consent to applications',
    pageDate: '2025-06-15',
    checked: '2026-11-26',
    supports:
      '**Entra ID > Enterprise apps > Consent and permissions > User consent settings**; built-in settings **Allow user consent for apps from verified publishers, for selected permissions** (only permissions classified as low impact) and **Allow user consent for apps** (any permission that doesn\'t require admin consent); Microsoft recommends allowing user consent only for apps from verified publishers; the admin consent workflow for apps a user can\'t consent to. The Microsoft-managed setting is on "Manage app consent policies"',
  },
  {
    url: 'https://learn.microsoft.com/entra/identity/enterprise-apps/manage-app-consent-policies',
    title: 'Manage app consent policies',
    pageDate: '2026-01-22',
    checked: '2026-11-26',
    supports:
      '"Microsoft recommended user consent policy": **Let Microsoft manage your consent settings** (the Microsoft-managed policy) updates with Microsoft\'s recommendations and is the default for a new tenant; users may consent to delegated permissions except a list that includes `Calendars.ReadBasic` and `Chat.Read` (not `User.Read` nor `User.ReadBasic.All`)',
  },
  {
    url: 'https://learn.microsoft.com/entra/identity/enterprise-apps/configure-user-consent-groups',
    title: 'Configure group and team owner consent to applications',
    pageDate: '2023-08-25',
    checked: '2026-11-26',
    supports:
      "Group and team owner consent can be allowed for all group owners, for selected group owners (members of one group, `ConstrainGroupSpecificConsentToMembersOfGroupId`) or none; the Teams RSC pages point to it. How it combines with the team RSC state isn't said",
  },
  {
    url: 'https://learn.microsoft.com/entra/identity/enterprise-apps/configure-permission-classifications',
    title: 'Configure permission classifications',
    pageDate: '2025-03-03',
    checked: '2026-11-27',
    supports:
      "Delegated permissions that don't need admin consent can be classified **Low**; the sign-in permissions are delegated Microsoft Graph permissions too",
  },
  {
    url: 'https://learn.microsoft.com/entra/identity/enterprise-apps/application-sign-in-unexpected-user-consent-prompt',
    title: 'Unexpected consent prompt when signing in to an application',
    pageDate: '2022-09-07',
    checked: '2026-11-27',
    supports: 'With **Do not allow user consent**, users are never able to consent for themselves',
  },
  {
    url: 'https://learn.microsoft.com/entra/identity-platform/application-consent-experience',
    title: 'Consent experience for applications in Microsoft Entra ID',
    pageDate: 'not recorded',
    checked: '2026-11-23',
    supports:
      "When an app needs a permission the user may not grant, users who aren't admins are blocked from consenting and told to ask their admin (the **Need admin approval** screen); with the admin consent workflow they can request approval from the prompt",
  },
  {
    url: 'https://learn.microsoft.com/entra/identity/enterprise-apps/manage-application-permissions',
    title: 'Review permissions granted to enterprise applications',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports:
      "Cloud Application Administrator, Application Administrator or Global Administrator to review; **Admin consent** and **User consent** tabs; user consent can't be revoked in the portal (PowerShell or Microsoft Graph instead); revoking doesn't stop re-consent",
  },
  {
    url: 'https://learn.microsoft.com/entra/identity-platform/scopes-oidc',
    title: 'Scopes and permissions in the Microsoft identity platform',
    pageDate: '2023-11-17',
    checked: '2026-11-27',
    supports:
      '`openid` shown as **Sign you in**; `profile` adds name and object ID; `offline_access` shown as **Maintain access to data you have given it access to** and gives refresh tokens',
  },
  {
    url: 'https://learn.microsoft.com/powershell/module/microsoft.graph.beta.teams/set-mgbetateamrscconfiguration',
    title: 'Set-MgBetaTeamRscConfiguration',
    pageDate: null,
    checked: '2026-11-26',
    supports:
      'The tenant setting for team RSC consent. Versions of the reference list different `-State` values: all list `DisabledForAllApps`, `EnabledForPreApprovedAppsOnly` and `EnabledForAllApps` (what the page relies on); some add others (`Custom`, `ManagedByMicrosoft`, `EnabledForSelectedGroupOfUsers`) without describing them',
  },
  {
    url: 'https://learn.microsoft.com/microsoftteams/platform/graph-api/rsc/grant-resource-specific-consent',
    title: 'Grant RSC permissions to your app',
    pageDate: '2023-03-28',
    checked: '2026-11-27',
    supports:
      "Team RSC moved from Microsoft Entra's group owner consent setting to `Set-MgBetaTeamRscConfiguration` (a transition expected to complete in April 2024); `ManagedByMicrosoft` is the default for all tenants and lets all users consent, and Microsoft can change it; the four `Connect-MgGraph` scopes for managing team RSC settings",
  },
  {
    url: 'https://learn.microsoft.com/microsoftteams/platform/graph-api/rsc/preapproval-instruction-docs',
    title: 'Preapproval of RSC permissions',
    pageDate: '2023-08-29',
    checked: '2026-11-26',
    supports:
      '`ManagedByMicrosoft` is the default and Microsoft can change it; `DisabledForAllApps` disables preapproval; `New-MgBetaTeamAppPreApproval -ResourceSpecificApplicationPermissionsAllowedForTeams`; public developer preview; the required role ("Global or Teams level administrator" in the version read; Global Administrator-level in others) and the `Connect-MgGraph` scopes differ between versions, so the page asks for a Global Administrator',
  },
  {
    url: 'https://learn.microsoft.com/microsoftteams/platform/graph-api/rsc/resource-specific-consent',
    title: 'Resource-specific consent (RSC)',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports:
      '`TeamMember.Read.Group` reads the team\'s members; `ChannelSettings.Read.Group` its channel names, descriptions and settings; `ChannelMessage.Read.Group` its channel messages; these are application permissions ("allows an app to access data without the user being signed in"), within the one team; the app installation and app information dialogs in Teams list an app\'s RSC permissions',
  },
  {
    url: 'https://learn.microsoft.com/graph/permissions-reference',
    title: 'Microsoft Graph permissions reference',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports:
      '`Calendars.ReadBasic` reads events "except for properties such as body, attachments, and extensions"; `User.ReadBasic.All` reads "a basic set of profile properties of other users in your organization on behalf of the signed-in user" (display name, first and last name, email address, photo); `User.Read`, `User.ReadBasic.All`, `Calendars.ReadBasic` and `Chat.Read` are delegated and need no admin consent',
  },
  {
    url: 'https://learn.microsoft.com/graph/api/user-get',
    title: 'Get user',
    pageDate: '2024-12-23',
    checked: '2026-11-27',
    supports:
      'Supports `$select`; without it, a default set of properties (job title, mail and others) comes back',
  },
  {
    url: 'https://learn.microsoft.com/graph/api/profilephoto-get',
    title: 'Get profilePhoto',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports: "A user's photo is a request of its own (`/users/{id}/photo/$value`)",
  },
  {
    url: 'https://learn.microsoft.com/graph/api/user-list-calendarview',
    title: 'List calendarView',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports: 'Supports OData query parameters, `$select` included, on the events of a calendar',
  },
  {
    url: 'https://learn.microsoft.com/graph/api/chat-list',
    title: 'List chats',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports:
      'Supports only `$expand` (members) and `$filter`; each chat comes with its `topic` and `chatType` (meeting chats included)',
  },
  {
    url: 'https://learn.microsoft.com/graph/api/team-list-members',
    title: 'List members of team',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports:
      'Supports `$filter` and `$select`; `TeamMember.Read.Group` is an application permission for it',
  },
  {
    url: 'https://learn.microsoft.com/graph/api/channel-list',
    title: 'List channels',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports: 'Supports `$filter`, `$select` and `$expand`',
  },
  {
    url: 'https://learn.microsoft.com/graph/api/channel-list-messages',
    title: 'List channel messages',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports:
      'Supports only `$top` and `$expand`: no field selection; `ChannelMessage.Read.Group` is an RSC application permission for it',
  },
  {
    url: 'https://learn.microsoft.com/graph/api/chat-list-messages',
    title: 'List messages in a chat',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports:
      "`Chat.Read` is the least privileged delegated permission to list a chat's messages; only `$top`, `$orderby` and `$filter` are supported, so no field selection; each message returns its `body`, `createdDateTime`, `from`, attachments, mentions and reactions together",
  },
  {
    url: 'https://learn.microsoft.com/graph/api/resources/chat',
    title: 'chat resource type',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports:
      "`chatType` `meeting`: a meeting's chat is a chat, read with `Chat.Read` like any other; a chat's `lastUpdatedDateTime` is when it was renamed or its members changed: a chat's own fields give no message times",
  },
  {
    url: 'https://learn.microsoft.com/graph/api/calendar-getschedule',
    title: 'calendar: getSchedule',
    pageDate: null,
    checked: '2026-11-26',
    supports:
      'Free/busy availability for "a collection of users, distributions lists, or resources": a signed-in person\'s token reaches colleagues\' schedules; the response includes `workingHours` (days, start, end, time zone) and schedule items with subject and location; the least privileged permission, `Calendars.ReadBasic`, is from the version read on 2026-11-25 (see below)',
  },
  {
    url: 'https://learn.microsoft.com/microsoftteams/teams-app-setup-policies',
    title: 'Use app setup policies to pin and auto-install apps',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports:
      "**Global (Org-wide default)** and **FirstlineWorker** (can't be customized); pinned apps install only for people allowed the app, and people can't uninstall an app an admin installed; **User pinning** lets people pin apps and change their order, and turning it off removes their own pins; at least two pinned apps for mobile; an edited or assigned policy, and a rollback, take a few hours (`setupPolicyDelay`)",
  },
  {
    url: 'https://learn.microsoft.com/microsoftteams/assign-policies-users-and-groups',
    title: 'Assign policies to users and groups',
    pageDate: null,
    checked: '2026-11-26',
    supports:
      "Direct assignment wins; highest-ranked group wins; rank 1 is highest (the Grant- cmdlet pages don't say so: cite this page); no ranking gets the lowest; change ranking by removing and re-adding in the admin center; only direct members, not nested groups; background processing, longer for large groups; `New-CsBatchPolicyAssignmentOperation -PolicyType TeamsAppSetupPolicy`; `Get-CsUserPolicyAssignment ... PolicySource`; `Get-CsGroupPolicyAssignment -GroupId` returns every policy assigned to a group, and `-PolicyType` narrows it to one type",
  },
  {
    url: 'https://learn.microsoft.com/powershell/module/microsoftteams/grant-csteamsappsetuppolicy',
    title: 'Grant-CsTeamsAppSetupPolicy',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports:
      '"You can use this cmdlet to assign a specific custom policy"; parameter sets `GrantToUser`, `GrantToGroup` (`-Group`, `-Rank` required; rank "relative to other group policy assignments for the same policy type"), `GrantToTenant`; `-Global` resets the Global policy to the named policy\'s values; `-PolicyName $null` removes an assignment; create and change policies in the admin center',
  },
  {
    url: 'https://learn.microsoft.com/powershell/module/microsoftteams/new-csteamsappsetuppolicy',
    title: 'New-CsTeamsAppSetupPolicy',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports:
      '"do not use this cmdlet": all creation and modification of app setup policies, not including assigning or removing them, happens in the Teams admin center',
  },
  {
    url: 'https://learn.microsoft.com/powershell/module/microsoftteams/set-csteamsappsetuppolicy',
    title: 'Set-CsTeamsAppSetupPolicy',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports: 'The same "do not use this cmdlet" note',
  },
  {
    url: 'https://learn.microsoft.com/powershell/module/microsoftteams/get-csteamsappsetuppolicy',
    title: 'Get-CsTeamsAppSetupPolicy',
    pageDate: 'not recorded',
    checked: '2026-11-25',
    supports:
      'Its reference opens with the same "do not use this cmdlet" note, so the page reads policies in the admin center',
  },
  {
    url: 'https://learn.microsoft.com/entra/identity/monitoring-health/concept-sign-ins',
    title: 'Sign-in logs in Microsoft Entra ID',
    pageDate: '2025-05-21',
    checked: '2026-11-27',
    supports:
      '**Entra ID > Monitoring & health > Sign-in logs**, at least the Reports Reader role; filter to see who signed in to an application',
  },
  {
    url: 'https://learn.microsoft.com/power-apps/teams/uninstall-personal-apps',
    title: 'Uninstall the Power Apps personal app',
    pageDate: '2020-09-22',
    checked: '2026-11-27',
    supports:
      'A person removes a personal app in Teams by right-clicking it and selecting **Uninstall**, then **Uninstall** again to confirm (shown for the Power Apps personal app)',
  },
  {
    url: 'https://learn.microsoft.com/graph/hybrid-rest-support',
    title: 'Use REST APIs to access mailboxes in Exchange hybrid deployments (deprecated)',
    pageDate: null,
    checked: '2026-11-27',
    supports:
      'Microsoft Graph reaches mailboxes in Exchange Online; its use for on-premises mailboxes in hybrid deployments ended in March 2023',
  },
  {
    url: 'https://learn.microsoft.com/purview/retention-policies-teams',
    title: 'Learn about retention for Microsoft Teams',
    pageDate: 'not recorded',
    checked: '2026-11-23',
    supports:
      'Retention policies for Teams chats exist and are set by compliance admins; the page asks them to check what theirs cover rather than saying they cover the chat with the app',
  },
];

/**
 * What the site would say, or once said, that Microsoft Learn does not confirm: an open question
 * each, with what the pages say meanwhile. When Learn confirms one, cite the Learn page on the
 * page (an entry of `sources`) and take it off this list. Kept beside the sources because
 * re-checking a source settles its questions, and a question settled becomes a source's claim in
 * the same edit. No code reads it yet (hence `@public`, for knip): it is the writers' record.
 * @public
 */
export interface OpenQuestion {
  /** What Learn doesn't confirm, and what was found. */
  question: string;
  /** What the pages say or do meanwhile. */
  meanwhile?: string;
}

/** @public */
export const notConfirmed: readonly OpenQuestion[] = [
  {
    question:
      "The tab label **Users and groups** is on Learn's app installation page (**Users and groups > Installs**); the copy of the app centric management page that could be read (August 2024) still calls the availability tab **Assignments**, with **Assign app** and **Manage who can install this app**.",
    meanwhile:
      "The steps name the tab and the three options, mention the older label, and don't depend on a button name.",
  },
  {
    question:
      'Whether **Installed apps** in a setup policy still offers **Add apps** after a tenant moves to app centric management for installs.',
    meanwhile:
      "The troubleshooting row tells admins to check the app's page for **Users and groups > Installs** instead of saying so.",
  },
  {
    question:
      "That deleting the enterprise application removes the app's consent grants (the product brief says so; Learn's deletion page says only that the application is restorable for 30 days).",
    meanwhile:
      'The page says what Learn supports: the enterprise application is the service principal that defines what the app can do in the tenant, and a new consent re-creates it.',
  },
  {
    question: 'What a new team RSC state does to consent team owners gave before.',
    meanwhile: "The page says Learn doesn't say, and points to turning off sign-in.",
  },
  {
    question:
      'How Microsoft Entra\'s group and team owner consent setting (limited to selected owners) combines with the team RSC state: "Configure group and team owner consent to applications" doesn\'t say.',
    meanwhile: 'The page asks admins to test adding the tab with a team owner.',
  },
  {
    question:
      'That a blocked app can still reach data in the teams that added it (the product brief says so). The version of "Install or remove Teams apps as an admin" read on 26 November 2026 (ms.date 07/31/2024) no longer carries that warning, which earlier versions (07/19/2024) and "Manage apps" (06/27/2023) had. Nor does that version say that a Teams store app can\'t be removed from the store.',
    meanwhile:
      'The access page states it as the product\'s behavior and cites "Disable user sign-in for an application" for the step that ends the access; the page no longer says that a store app can\'t be removed from the store.',
  },
  {
    question:
      'What people outside the app\'s availability see in the Teams store: "Manage user requests" describes **Request approval** for blocked apps only.',
    meanwhile: 'The pages no longer say that people outside the availability see it.',
  },
  {
    question:
      "The least privileged permission of `getSchedule`: the source's `Calendars.ReadBasic` comes from the version read on 25 November 2026; the versions that could be read on 26 November name only broader calendar permissions.",
    meanwhile: 'The reach the pages describe (a collection of users) is on every version.',
  },
  {
    question:
      "The preapproval page's required role and `Connect-MgGraph` scopes, which differ between its versions.",
    meanwhile: 'The page asks for a Global Administrator, which every version accepts.',
  },
  {
    question:
      'Which `-State` values `Set-MgBetaTeamRscConfiguration` accepts today: its versions list three or five.',
    meanwhile: 'The page relies on the three every version lists.',
  },
  {
    question:
      'That `Get-CsTeamsAppSetupPolicy` is supported for inspecting policies, as the product brief says: its reference opens with the same "do not use this cmdlet" note as `New-` and `Set-`.',
    meanwhile:
      'The page checks assignments with `Get-CsUserPolicyAssignment` and `Get-CsGroupPolicyAssignment` ("Assign policies to users and groups") and reads policies in the admin center.',
  },
  {
    question:
      "Whether the app's information dialog in Teams lists its Microsoft Graph permissions too: Learn says it lists an app's RSC permissions.",
    meanwhile: 'The page says only that.',
  },
  {
    question:
      'Whether the **Group policy assignment** tab exists for app setup policies: the copy of "Assign policies to users and groups" that could be read lists other policy types for group assignment in the admin center.',
    meanwhile: "The page's group steps were left as they were (not part of issue 25).",
  },
  {
    question:
      'The consent-prompt label of the `profile` scope, the Outlook menu names for work hours, and how a person uninstalls a personal app in Teams.',
    meanwhile:
      'For work hours the page says "your calendar settings"; to uninstall a personal app, it says to right-click its icon and choose to uninstall it.',
  },
  {
    question:
      'What the `Custom` RSC state allows, and whether current versions of the reference still list it.',
  },
];
