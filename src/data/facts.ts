/**
 * Product facts that recur across pages. Docs use them with the text
 * directive `:fact[key]` (see src/plugins/remark-product-data.ts), so a change to
 * the product is one edit here. Keep values as they should read in prose.
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
} as const;

export type FactKey = keyof typeof facts;

/** Everything `:fact[key]` can print: these facts plus the site settings (src/data/siteSettings.ts). */
export type FactValues = Readonly<Record<string, string | number>>;
