/**
 * The security review pack (issue 48): one dated PDF a security reviewer
 * can file, printed from the built pages by `npm run build`
 * (src/plugins/review-pack/). What it holds is typed here once, for the
 * build, the links to it (src/theme/DocCardList, the App permissions page),
 * llms.txt and the tests.
 */

/** Where the build writes it: a static file beside llms.txt (the spec fixes the routes). */
export const REVIEW_PACK_PATH = '/security-review-pack.pdf';

/** Its title, after the product name ("the product security review pack"). */
export const REVIEW_PACK_TITLE = 'security review pack';

/** The words of a link to it. */
export const REVIEW_PACK_LINK_TEXT = 'Security review pack (PDF)';

/** What a link to it says it is, in llms.txt and on the pages. */
export const REVIEW_PACK_DESCRIPTION =
  'The four privacy and permission pages in one dated PDF for a security review, with their Microsoft Learn sources and where each reviewer question is answered.';

/** The pages it prints, in this order. */
export const REVIEW_PACK_PAGES = [
  '/privacy-security/app-permissions',
  '/privacy-security/user-privacy',
  '/privacy-security/responsible-ai-use',
  '/for-admins/app-permissions',
] as const;

/** The category page that links it under its cards (src/theme/DocCardList). */
export const REVIEW_PACK_CATEGORY = '/category/security--privacy';

/**
 * The questions a security questionnaire asks, each with the sections of
 * the site that answer it (`/route#heading-id`), in the order a reviewer
 * should read them. The pack's last section prints each question with the
 * headings of its sections, as the pages write them, and where they are:
 * a page number of the pack, or the section's address when its page is not
 * in the pack. The build fails when a section is not on its page. The
 * answers themselves are the pages' words, never typed here.
 */
export interface ReviewerQuestion {
  question: string;
  sections: readonly `/${string}#${string}`[];
}

export const REVIEWER_QUESTIONS: readonly ReviewerQuestion[] = [
  {
    question: 'Which data does the app read, and which does it store?',
    sections: [
      '/privacy-security/app-permissions#what-the-app-reads-discards-and-never-reads',
      '/privacy-security/app-permissions#the-seven-permissions-at-a-glance',
      '/for-admins/app-permissions#what-the-app-asks-microsoft-graph-for-and-what-arrives-anyway',
    ],
  },
  {
    question: 'Whose data does it read?',
    sections: [
      '/privacy-security/app-permissions#whose-data-the-app-reads-and-who-counts-in-team-insights',
      '/privacy-security/user-privacy#if-you-never-opened-the-app',
    ],
  },
  {
    question: 'Where is the data stored and processed?',
    sections: ['/privacy-security/user-privacy#where-data-is-stored-data-residency'],
  },
  {
    question: 'How long is the data kept?',
    sections: [
      '/privacy-security/user-privacy#how-long-data-is-kept',
      '/privacy-security/responsible-ai-use#how-prompts-and-answers-are-handled',
    ],
  },
  {
    question: 'Is our data used to train AI models, sold or used for advertising?',
    sections: [
      '/privacy-security/app-permissions#is-our-data-used-to-train-ai-models',
      '/privacy-security/app-permissions#is-our-data-sold-or-used-for-advertising',
      '/privacy-security/responsible-ai-use#how-prompts-and-answers-are-handled',
    ],
  },
  {
    question: 'Who processes the data for us (processors and subprocessors)?',
    sections: [
      '/privacy-security/user-privacy#your-rights-under-gdpr-and-similar-laws',
      '/privacy-security/user-privacy#where-data-is-stored-data-residency',
    ],
  },
  {
    question: 'Who can see one person’s data?',
    sections: [
      '/privacy-security/user-privacy#who-can-see-what',
      '/privacy-security/app-permissions#can-an-admin-or-a-manager-see-one-persons-data-through-the-app',
    ],
  },
  {
    question: 'Who consents to the app’s permissions, and how?',
    sections: [
      '/privacy-security/app-permissions#who-approves-the-permissions',
      '/for-admins/app-permissions#consent-grant-it-for-everyone-before-the-rollout',
      '/for-admins/app-permissions#grant-admin-consent-in-the-teams-admin-center',
      '/privacy-security/app-permissions#permissions-for-a-team-resource-specific-consent',
    ],
  },
  {
    question: 'How do we check what has been granted?',
    sections: [
      '/privacy-security/app-permissions#check-what-has-been-granted',
      '/for-admins/app-permissions#review-granted-permissions',
    ],
  },
  {
    question: 'How can a person opt out, or have their data deleted?',
    sections: [
      '/privacy-security/user-privacy#opt-out-of-team-insights',
      '/privacy-security/user-privacy#your-rights-under-gdpr-and-similar-laws',
    ],
  },
  {
    question: 'How do we remove the app, and what remains after it?',
    sections: [
      '/for-admins/access#remove-the-app-from-your-organization',
      '/for-admins/access#after-removal',
      '/for-admins/app-permissions#revoke-permissions',
      '/privacy-security/app-permissions#what-happens-if-consent-is-revoked-later',
      '/privacy-security/user-privacy#leaving-a-team-or-the-organization',
    ],
  },
];
