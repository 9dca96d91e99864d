/**
 * Facts that recur across pages: the product's, and the few of Microsoft's
 * that pages state as figures. Docs use them with the text directive
 * `:fact[key]` (see src/plugins/remark-product-data.ts), so a change to the
 * product, or to a figure on Microsoft Learn, is one edit here. Keep values
 * as they should read in prose.
 */
export const facts = {
  /** Smallest group whose aggregated insights anyone can see. */
  minGroupSize: 5,
  /** Largest minimum group size an insights admin can set. */
  maxMinGroupSize: 25,
  /** Weeks of data a team needs before insights appear. */
  minWeeksOfData: 3,
  /** Days of collaboration metadata each weekly computation looks at. */
  windowDays: 28,
  /** When insights are recomputed. */
  refreshSchedule: 'once a week, on Monday early morning in your organization’s default time zone',
  refreshDay: 'Monday',
  /** Shortest block of meeting-free time that counts as focus time. */
  focusBlockHours: 2,
  /** A meeting with more attendees than this is a large meeting. */
  largeMeetingAttendees: 8,
  /** Weeks compared before and after a recorded change (Impact). */
  impactWindowWeeks: 4,
  /** Full weeks after a change before Impact shows a result. */
  impactMinWeeks: 2,
  /** Days raw metadata is kept. */
  rawRetentionDays: 30,
  /** Months weekly aggregates are kept. */
  aggregateRetentionMonths: 13,
  /** Days prompts and answers are kept for abuse monitoring. */
  promptRetentionDays: 30,
  /** Days within which an opted-out or departed person's raw data is deleted. */
  optOutDeletionDays: 30,
  /** The in-app opt-out path. */
  optOutPath: 'Settings > Privacy',
  optOutSetting: 'Exclude me from team insights',
  /** Label on AI-written content. */
  aiLabel: 'AI-generated',
  /** What Impact shows before it has enough data. */
  notEnoughData: 'Not enough data yet',
  /** Where an organization's data is stored and processed; it chooses one when it subscribes. */
  dataRegions: 'the European Union or the United States',
  /** Days after a subscription ends within which the organization's data is deleted. */
  subscriptionEndDeletionDays: 30,

  /*
   * Microsoft's figures, as Microsoft Learn states them. Each has its Learn
   * page in `learnSources` below: a page that prints one links that page in
   * the same paragraph, list item or table row (scripts/check/contentRules.ts).
   */
  /** How long a change to an app's availability (app centric management) takes to reach users. */
  availabilityDelay: '24 to 72 hours, and in rare cases up to 6 days',
  /** How long a change to an app permission policy takes. */
  permissionPolicyDelay: 'a few hours',
  /** How long a change to, or an assignment of, an app setup policy takes. */
  setupPolicyDelay: 'a few hours',
  /** How long a deleted enterprise application stays in the recycle bin, restorable. */
  enterpriseAppRestoreWindow: '30 days',
} as const;

/** The Microsoft Learn page each of Microsoft's figures above comes from. */
export const learnSources: Partial<Record<keyof typeof facts, string>> = {
  availabilityDelay: 'https://learn.microsoft.com/microsoftteams/app-centric-management',
  permissionPolicyDelay: 'https://learn.microsoft.com/microsoftteams/teams-app-permission-policies',
  setupPolicyDelay: 'https://learn.microsoft.com/microsoftteams/teams-app-setup-policies',
  enterpriseAppRestoreWindow:
    'https://learn.microsoft.com/entra/identity/enterprise-apps/delete-application-portal',
};

/** Everything `:fact[key]` can print: these facts plus the site settings (src/node/siteSettings.ts). */
export type FactValues = Readonly<Record<string, string | number>>;
