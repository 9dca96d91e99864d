/**
 * Reader questions held out from everything: written on 26 November 2026 by
 * someone who had read only the pages (docs/) and the product brief, never
 * the search's code, its glossary, its data or the other question sets.
 * Nobody tunes the search, the glossary or the pages to them.
 *
 * Rules for this file: add questions, never reword a question and never add
 * a page to an existing question's answers. A question that the search
 * stops answering is a finding to report, not a line to edit.
 *
 * Each question names the pages that answer it by doc id (the file path
 * under docs/ without the extension, e.g. 'for-admins/access'; the home page docs/intro.mdx is
 * 'intro').
 */
export const BLIND_QUESTIONS: {query: string; answers: string[]}[] = [
  // End users
  {
    query: 'how do I get the assistant into my teams',
    answers: ['getting-started/add-the-teams-app'],
  },
  {query: 'how do I check if moving to shorter meetings helped', answers: ['insights/Impact']},
  {
    query: 'is it safe to trust what the assistant tells me',
    answers: ['privacy-security/responsible-ai-use'],
  },
  {
    query: 'can my manager see how many hours I spend in meetings',
    answers: ['privacy-security/user-privacy'],
  },
  {
    query: "how do I stop my data counting in my team's numbers",
    answers: ['privacy-security/user-privacy'],
  },
  {
    query: "why does our team tab just say there isn't enough data",
    answers: ['getting-started/add-the-teams-app', 'privacy-security/user-privacy', 'intro'],
  },
  {query: 'what is causing us to have so many meetings', answers: ['insights/drivers']},
  {
    query: 'the app thinks I work after hours but I have a late shift',
    answers: ['getting-started/add-the-teams-app'],
  },
  {
    query: "how do I put our team's stats in a channel",
    answers: ['getting-started/add-the-teams-app'],
  },
  {query: "why can't I see the option to log a change for my team", answers: ['insights/Impact']},
  {
    query: "the bot won't answer when I ask about a colleague",
    answers: ['privacy-security/responsible-ai-use'],
  },
  {
    query: 'does the bot read what I write in my chats',
    answers: [
      'privacy-security/user-privacy',
      'privacy-security/app-permissions',
      'privacy-security/responsible-ai-use',
    ],
  },
  {
    query: "my meetings don't show up in my own insights",
    answers: ['getting-started/add-the-teams-app'],
  },
  {query: 'can I use it on my phone', answers: ['getting-started/add-the-teams-app']},

  // Admins
  {
    query: 'how do I make the app show up for everyone in the company',
    answers: ['for-admins/access', 'for-admins/setup-policies'],
  },
  {query: 'turn the app off for my whole org', answers: ['for-admins/access']},
  {
    query: 'staff get a popup saying they need an admin to approve it',
    answers: [
      'getting-started/add-the-teams-app',
      'for-admins/app-permissions',
      'for-admins/setup-assistance',
    ],
  },
  {
    query: 'let only a small test group try it before everyone',
    answers: ['for-admins/access', 'for-admins/setup-assistance'],
  },
  {
    query: 'powershell command to assign the pinning policy to a group',
    answers: ['for-admins/setup-policies'],
  },
  {
    query: 'how long until people see the app after I change who has access',
    answers: ['for-admins/access', 'for-admins/setup-assistance'],
  },
  {
    query: 'which admin roles can approve the permissions for the whole tenant',
    answers: ['for-admins/access', 'for-admins/app-permissions'],
  },
  {
    query: 'team owners get an error when they try to add the tab',
    answers: ['for-admins/app-permissions'],
  },
  {
    query: "I'm a teams admin but I can't click the consent button",
    answers: ['for-admins/app-permissions'],
  },
  {
    query: 'how do I see which setup policy a user actually got',
    answers: ['for-admins/setup-policies', 'for-admins/setup-assistance'],
  },
  {
    query: 'we blocked the app but is it still pulling data from channels',
    answers: ['for-admins/access'],
  },
  {
    query: 'people see request approval button instead of add',
    answers: [
      'getting-started/add-the-teams-app',
      'for-admins/setup-assistance',
      'for-admins/access',
    ],
  },
  {
    query: "how do I give a colleague access to the app's admin settings",
    answers: ['for-admins/access'],
  },
  {query: 'leave a shared service account out of the team stats', answers: ['for-admins/access']},
  {
    query: 'what should the announcement email to staff say',
    answers: ['for-admins/setup-assistance'],
  },
  {
    query: 'only let team owners approve apps we have pre-approved',
    answers: ['for-admins/app-permissions'],
  },

  // Security and privacy reviewers
  {
    query: 'what information does the app collect about our employees',
    answers: ['privacy-security/app-permissions', 'intro'],
  },
  {
    query: 'list of graph api scopes it requests and why',
    answers: ['privacy-security/app-permissions', 'for-admins/app-permissions'],
  },
  {query: 'which region is our data hosted in', answers: ['privacy-security/user-privacy']},
  {
    query: 'how long do you keep the collected data before deleting it',
    answers: ['privacy-security/user-privacy'],
  },
  {
    query: 'how can an employee ask for their data to be erased under gdpr',
    answers: ['privacy-security/user-privacy'],
  },
  {
    query: 'is our company data used to train the ai',
    answers: [
      'privacy-security/user-privacy',
      'privacy-security/app-permissions',
      'privacy-security/responsible-ai-use',
    ],
  },
  {
    query: 'does it read data of staff who never installed it',
    answers: ['privacy-security/app-permissions', 'privacy-security/user-privacy'],
  },
  {
    query: 'can the app write or post anything in our tenant',
    answers: ['privacy-security/app-permissions'],
  },

  // Terse or misspelled
  {query: 'admin concent', answers: ['for-admins/app-permissions', 'for-admins/setup-assistance']},
  {query: 'data retnetion', answers: ['privacy-security/user-privacy']},
  {query: 'opt ot', answers: ['privacy-security/user-privacy']},
  {
    query: 'pin teh app',
    answers: ['for-admins/setup-policies', 'getting-started/add-the-teams-app'],
  },
  {query: 'gdpr', answers: ['privacy-security/user-privacy']},
  {query: 'meeting laod drivers', answers: ['insights/drivers']},
  {query: 'uninstal', answers: ['getting-started/add-the-teams-app', 'for-admins/access']},
  {query: 'confidnce level', answers: ['insights/Impact']},
  {
    query: 'rsc permisions',
    answers: ['for-admins/app-permissions', 'privacy-security/app-permissions'],
  },
  {query: 'exlcude users', answers: ['for-admins/access', 'privacy-security/user-privacy']},
];
