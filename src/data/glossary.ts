/**
 * The site's glossary: words readers use for what the pages call something
 * else. The search reads it (src/plugins/search/client/engine.ts): a query with any
 * word of an entry also looks for every other word of that entry, so `TAC`
 * finds the sections about the Teams admin center and `sideload` finds how
 * the app is added.
 *
 * - `pages`: what the pages say, each at least once on some page
 *   (tests/build/glossary.test.ts reads the docs to keep it true when pages
 *   are rewritten). The first one is the name the pages use most.
 * - `readers`: what readers say instead: abbreviations, other products'
 *   names, everyday words.
 *
 * Matching ignores case, word order, word endings (it compares the stems the
 * index uses: "propagation" finds "propagate") and the small words search
 * leaves out ("the", "how", "can"). So write terms as a reader types them,
 * and keep each term in one entry only (the test checks that too): a term
 * in two entries would make every query with it about both.
 */
export interface GlossaryEntry {
  /** What the pages call it. */
  pages: readonly string[];
  /** What readers call it. */
  readers: readonly string[];
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  // Getting the app
  {
    pages: ['add the app', 'add the Teams app'],
    readers: [
      'install the app',
      'install it',
      'sideload',
      'sideloading',
      'custom app',
      'upload the app',
      'app upload',
      'app package',
      'download the app',
    ],
  },
  {pages: ['third-party apps'], readers: ['app store', 'Teams store', 'marketplace', 'AppSource']},
  {
    pages: ['sign in', 'sign-in'],
    readers: [
      'SSO',
      'single sign-on',
      'log in',
      'login',
      'logon',
      'authenticate',
      'authentication',
    ],
  },
  {
    pages: ['mobile', 'iOS', 'Android'],
    readers: ['phone', 'iPhone', 'iPad', 'smartphone', 'tablet', 'cellphone'],
  },
  {pages: ['channel tab', 'add a tab'], readers: ['add to a channel', 'team tab', 'channel app']},
  {
    pages: ['missing'],
    readers: ["can't find", 'cant find', 'cannot find the app', 'disappeared', 'vanished'],
  },
  {pages: ['working hours', 'work hours'], readers: ['office hours', 'business hours', 'shift']},
  {
    pages: ['after-hours activity'],
    readers: ['working late', 'late nights', 'overtime', 'evenings', 'weekend work'],
  },
  // Rolling it out
  {
    pages: ['Teams admin center'],
    readers: [
      'TAC',
      'Teams admin centre',
      'Teams admin portal',
      'admin portal',
      'admin console',
      'admin panel',
    ],
  },
  {
    pages: ['availability', 'available to', 'who can use the app'],
    readers: [
      'who has access',
      'app access',
      'assign the app',
      'app assignment',
      'restrict the app',
      'limit the app',
      'allow users',
    ],
  },
  {
    pages: ['how long changes take', 'take effect'],
    readers: [
      'propagation',
      'propagate',
      'propagation time',
      'replication',
      'delay',
      'latency',
      'how long until',
      'sync time',
      'kick in',
    ],
  },
  {
    pages: ['setup policy', 'setup policies', 'pinned'],
    readers: [
      'push the app',
      'auto-install',
      'auto install',
      'install for everyone',
      'install for all users',
      'preinstall',
      'force install',
      'mandatory app',
    ],
  },
  {
    pages: ['uninstall', 'remove the app', 'block'],
    readers: [
      'delete the app',
      'get rid of the app',
      'deinstall',
      'turn off the app',
      'disable the app',
    ],
  },
  {
    pages: ['rollout', 'deployment checklist'],
    readers: [
      'deployment plan',
      'deploy',
      'roll out',
      'go-live',
      'go live',
      'launch plan',
      'onboarding',
    ],
  },
  {
    pages: ['contact support', 'support'],
    readers: [
      'help desk',
      'helpdesk',
      'contact us',
      'customer service',
      'support ticket',
      'email support',
    ],
  },
  {
    pages: ['Global Administrator', 'Teams Administrator'],
    readers: ['global admin', 'tenant admin', 'Office 365 admin', 'M365 admin', 'admin role'],
  },
  {pages: ['insights admin'], readers: ['app admin', 'app administrator', 'app owner']},
  {pages: ['PowerShell', 'cmdlet'], readers: ['script', 'command line', 'CLI', 'automate']},
  {pages: ['Request approval'], readers: ['request access', 'ask for access', 'ask my admin']},
  // Consent and permissions
  {
    pages: ['admin consent', 'grant consent'],
    readers: [
      'approve permissions',
      'approve the permissions',
      'authorize',
      'authorise',
      'accept permissions',
      'permission approval',
    ],
  },
  {
    pages: ['Microsoft Entra', 'Entra ID', 'enterprise applications', 'enterprise apps'],
    readers: [
      'Azure AD',
      'AAD',
      'Azure Active Directory',
      'Azure portal',
      'app registration',
      'enterprise app',
    ],
  },
  {pages: ['Microsoft Graph'], readers: ['Graph API', 'MS Graph']},
  {pages: ['permissions'], readers: ['scopes', 'OAuth scopes', 'API permissions']},
  {pages: ['resource-specific consent'], readers: ['RSC', 'team permissions', 'team consent']},
  // Privacy
  {pages: ['metadata', 'what the app reads'], readers: ['collect', 'data collected', 'telemetry']},
  {
    pages: ['message text', 'message content'],
    readers: ['read my messages', 'read my chats', 'spy', 'surveillance', 'monitoring me'],
  },
  {
    pages: ['retention', 'how long data is kept'],
    readers: ['data retention', 'keep data', 'storage period', 'how long do you store'],
  },
  {
    pages: ['deletion', 'deleted'],
    readers: [
      'erase',
      'erasure',
      'right to be forgotten',
      'GDPR',
      'DSAR',
      'wipe',
      'purge',
      'delete my data',
    ],
  },
  {
    pages: ['opt out', 'exclude me from team insights'],
    readers: [
      'stop tracking',
      'unsubscribe',
      'leave insights',
      'hide me from insights',
      'privacy settings',
    ],
  },
  {
    pages: ['exclusions'],
    readers: ['exclude a user', 'exclude users', 'exempt', 'leave someone out'],
  },
  {pages: ['manager'], readers: ['boss', 'supervisor', 'line manager']},
  {
    pages: ['aggregated', 'aggregates'],
    readers: ['anonymous', 'anonymized', 'anonymised', 'anonymity', 'de-identified', 'k-anonymity'],
  },
  {
    pages: ['minimum group size'],
    readers: [
      'minimum team size',
      'min team size',
      'privacy threshold',
      'how many members',
      'smallest team',
    ],
  },
  // Insights and the assistant
  {
    pages: ['Not enough data yet'],
    readers: ['empty', 'blank', 'too little data', 'insufficient data'],
  },
  {
    pages: ['associated', 'association', 'causes'],
    readers: ['causation', 'correlation', 'causality', 'causing'],
  },
  {
    pages: ['before-and-after comparison', 'record a change'],
    readers: ['experiment', 'A/B test', 'trial', 'measure a change'],
  },
  {
    pages: ['confidence'],
    readers: ['significance', 'statistical significance', 'accuracy', 'reliability', 'certainty'],
  },
  {
    pages: ['large language model'],
    readers: ['LLM', 'GPT', 'ChatGPT', 'OpenAI', 'language model', 'Copilot', 'machine learning'],
  },
  {
    pages: ['thumbs down', 'report an answer'],
    readers: ['wrong answer', 'bad answer', 'flag an answer', 'hallucination', 'inaccurate'],
  },
  {
    pages: ['train AI models'],
    readers: ['training data', 'used for training', 'learn from my data', 'train ai'],
  },
];
