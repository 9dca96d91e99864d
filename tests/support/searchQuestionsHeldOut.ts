/**
 * The held-out reader questions for the site search: written on 25 November
 * 2026, before the search was rebuilt, by someone who had not read the
 * glossary or the tuning questions (./searchQuestions.ts), from the product
 * brief and the pages' headings only. Nobody tunes the search, the glossary
 * or the pages to them.
 *
 * Rules for this file: add questions, never reword a question and never add
 * a page to an existing question's answers. A question that the search
 * stops answering is a finding to report, not a line to edit.
 *
 * Each question names the pages that answer it by doc id (the file path
 * under docs/), as ./searchQuestions.ts does.
 */
export const HELD_OUT_QUESTIONS: {query: string; answers: string[]}[] = [
  {query: 'how do I install it in teams', answers: ['getting-started/add-the-teams-app']},
  {query: 'can my manager see my data', answers: ['privacy-security/user-privacy']},
  {query: 'delete my data', answers: ['privacy-security/user-privacy']},
  {query: 'how long do you keep data', answers: ['privacy-security/user-privacy']},
  {query: 'where is our data stored', answers: ['privacy-security/user-privacy']},
  {query: 'gdpr request', answers: ['privacy-security/user-privacy']},
  {query: 'stop tracking me', answers: ['privacy-security/user-privacy']},
  {
    query: 'why does my team have no insights',
    answers: ['privacy-security/user-privacy', 'for-admins/setup-assistance'],
  },
  {
    query: 'does it read my messages',
    answers: ['privacy-security/app-permissions', 'privacy-security/user-privacy'],
  },
  {
    query: 'what is chat.read used for',
    answers: ['privacy-security/app-permissions', 'for-admins/app-permissions'],
  },
  {
    query: 'need admin approval error',
    answers: [
      'getting-started/add-the-teams-app',
      'for-admins/app-permissions',
      'for-admins/setup-assistance',
    ],
  },
  {query: 'grant consent for the whole organization', answers: ['for-admins/app-permissions']},
  {query: 'revoke the app permissions', answers: ['for-admins/app-permissions']},
  {query: 'block the app for some users', answers: ['for-admins/access']},
  {query: 'remove the app from our tenant', answers: ['for-admins/access']},
  {query: 'pin the app for all users', answers: ['for-admins/setup-policies']},
  {query: 'powershell assign setup policy', answers: ['for-admins/setup-policies']},
  {query: 'how long until a policy change shows up', answers: ['for-admins/setup-policies']},
  {query: 'third party apps are blocked', answers: ['for-admins/access']},
  {query: 'deployment checklist', answers: ['for-admins/setup-assistance']},
  {query: 'contact support', answers: ['for-admins/setup-assistance']},
  {query: 'which AI model writes the answers', answers: ['privacy-security/responsible-ai-use']},
  {query: 'can I use it for performance reviews', answers: ['privacy-security/responsible-ai-use']},
  {query: 'the assistant gave a wrong answer', answers: ['privacy-security/responsible-ai-use']},
  {
    query: 'are my prompts used for training',
    answers: ['privacy-security/responsible-ai-use', 'privacy-security/user-privacy'],
  },
  {query: 'why do we have so little focus time', answers: ['insights/drivers']},
  {query: 'what causes after hours work', answers: ['insights/drivers']},
  {query: 'did our no meeting day work', answers: ['insights/Impact']},
  {query: 'compare before and after a change', answers: ['insights/Impact']},
  {query: 'confidence is low', answers: ['insights/Impact']},
  {query: 'not enough data yet', answers: ['insights/Impact', 'for-admins/setup-assistance']},
  {query: 'use it on my phone', answers: ['getting-started/add-the-teams-app']},
  {query: 'add a tab to a channel', answers: ['getting-started/add-the-teams-app']},
  {query: 'do we need a license', answers: ['getting-started/add-the-teams-app']},
  {query: 'exchange on premises mailbox', answers: ['getting-started/add-the-teams-app']},
  {
    query: 'channel messages not counted',
    answers: ['for-admins/setup-assistance', 'privacy-security/app-permissions'],
  },
  {
    query: 'team owner consent for a team',
    answers: ['for-admins/app-permissions', 'privacy-security/app-permissions'],
  },
  {
    query: 'exclude someone from the insights',
    answers: ['privacy-security/user-privacy', 'for-admins/access'],
  },
  {query: 'who can change the minimum group size', answers: ['for-admins/access']},
  {query: 'what is collaboration breadth', answers: ['intro', 'insights/drivers']},
];
