/**
 * Content rules every page must pass: the writer's quick check (`npm run
 * check`, scripts/check/index.ts) runs them on every page, and
 * tests/unit/content.test.ts tests them. Each problem is
 * `file:line: what is wrong: what to do`, so a writer can go straight to it.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {closestName} from '../../src/data/editDistance';
import {facts, learnSources, type FactValues} from '../../src/data/facts';
import {graphPermissions, rscPermissions} from '../../src/data/permissions';
import {permissionChanges} from '../../src/data/permissionChanges';
import {LEARN_SOURCES, learnLinks} from '../../src/node/learnCitations';
import {LOG_DIRECTIVE, changeAnchor} from '../../src/node/permissionChanges';
import {SITE_DIR, categoryPages, frontMatterProblem, sitePages} from '../../src/node/sitePages';
import {factValues} from '../../src/node/siteSettings';
import {unitsOf} from '../../src/node/siteData';
import {brokenLink, unknownFact} from '../../src/node/writerRules';

/**
 * The content rules, by name. Every problem checkPage reports names its
 * rule, and CONTRIBUTING.md's table "The rules the checks enforce" names
 * every rule (tests/unit/contributing-rules.test.ts): a new rule needs a new
 * name here, and that name fails the test until CONTRIBUTING.md states it.
 * claimProblems reports `permissions`, `wrong-claims` and `consent-settings`,
 * repeatedParagraphs `repeats`, and src/node/sitePages.ts `front-matter`.
 */
export const RULES = [
  'title-description',
  'front-matter',
  'headings',
  'placeholder',
  'alt-text',
  'words',
  'site-link',
  'broken-links',
  'relative-links',
  'broken-anchors',
  'unknown-facts',
  'literal-facts',
  'fact-repeats',
  'learn-figures',
  'availability-delay',
  'learn-links',
  'section-names',
  'permissions',
  'wrong-claims',
  'consent-settings',
  'repeats',
] as const;
type Rule = (typeof RULES)[number];

export interface PageSource {
  /** Path shown in messages, relative to the repository root. */
  file: string;
  source: string;
  /** Docs get their <h1> from the title; standalone pages write it. */
  kind: 'doc' | 'page';
  /** The page's own route, to tell links to other pages from self-links. */
  route: string;
}

const DESCRIPTION_MIN = 50;
const DESCRIPTION_MAX = 160;

/** A page worth its place says at least this much (body words, code excluded). */
export const MIN_WORDS = 500;

/**
 * Pages whose claims rest on Microsoft's documentation: they link at least
 * MIN_LEARN_LINKS Microsoft Learn pages (README, "Microsoft Learn sources").
 */
const LEARN_SOURCED_FOLDERS = ['docs/for-admins/', 'docs/privacy-security/'];
const MIN_LEARN_LINKS = 2;

/** A Microsoft Learn link as the docs write it: https, no locale segment (Learn picks the reader's). */
const LEARN_LINK = /^https:\/\/learn\.microsoft\.com\/(?![a-z]{2}-[a-z]{2,4}(?:\/|$))[^\s)]+$/;

/** Words that mark unfinished writing. */
const PLACEHOLDER = /\b(TODO|TBD|FIXME|XXX|lorem ipsum|lorem|coming soon|placeholder)\b/i;

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

// The unit a numeric fact counts, from the end of its name: the rule the build checks facts by.
export {unitsOf};

/**
 * Product facts typed as literals instead of `:fact[key]`, so that a change
 * to the product would miss this page: every numeric fact of
 * src/data/facts.ts, as a number or a word, followed by its unit ("28 days",
 * "a 28-day window", "two full weeks", "at least five people").
 */
const LITERAL_FACTS: {pattern: RegExp; use: string}[] = (() => {
  const byPhrase = new Map<string, {value: number; units: string[]; keys: string[]}>();
  for (const [key, value] of Object.entries(facts)) {
    if (typeof value !== 'number') continue;
    const units = unitsOf(key);
    if (!units)
      throw new Error(
        `src/data/facts.ts: no unit known for the numeric fact "${key}"; end its name with a unit (Days, Weeks, Months, Hours, Attendees, GroupSize)`,
      );
    const id = `${value} ${units.join('|')}`;
    const entry = byPhrase.get(id) ?? {value, units, keys: []};
    entry.keys.push(key);
    byPhrase.set(id, entry);
  }
  return [...byPhrase.values()].map(({value, units, keys}) => {
    const number = NUMBER_WORDS[value] ? `(?:${value}|${NUMBER_WORDS[value]})` : String(value);
    return {
      pattern: new RegExp(
        `\\b${number}[- ](?:full |whole |calendar )?(?:${units.join('|')})\\b`,
        'i',
      ),
      use: keys.map((k) => `:fact[${k}]`).join(' or '),
    };
  });
})();

/**
 * Microsoft's figures typed as literals instead of `:fact[key]` (the keys of
 * `learnSources` in src/data/facts.ts): each number-and-unit phrase of the
 * value ("72 hours", "6 days"), or the whole value when it has none ("a few
 * hours"), so the figure and its Learn link cannot drift apart.
 */
export const LITERAL_LEARN_FIGURES: {pattern: RegExp; use: string}[] = (() => {
  const byPhrase = new Map<string, string[]>();
  for (const key of Object.keys(learnSources) as (keyof typeof facts)[]) {
    const value = String(facts[key]);
    const phrases = value.match(/\b\d+ (?:hours?|days?)\b/g) ?? [value];
    for (const phrase of phrases) byPhrase.set(phrase, [...(byPhrase.get(phrase) ?? []), key]);
  }
  return [...byPhrase].map(([phrase, keys]) => ({
    pattern: new RegExp(`\\b${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i'),
    use: keys.map((k) => `:fact[${k}]`).join(' or '),
  }));
})();

/**
 * A page that tells admins how to change who the app is available to (the
 * availability option **Specific users or groups**, or
 * `Update-M365TeamsApp -AppAssignmentType`) says how long that takes, with
 * Microsoft Learn's figure.
 */
const AVAILABILITY_CHANGE = /\*\*Specific users or groups\*\*|-AppAssignmentType\b/;

/** The permissions the app requests (src/data/permissions.ts). */
export const REQUESTED_PERMISSIONS: ReadonlySet<string> = new Set(
  [...graphPermissions, ...rscPermissions].map((p) => p.name),
);

/** A Microsoft Graph or resource-specific permission name, such as `Chat.Read` or `TeamMember.Read.Group`. */
export const PERMISSION_NAME =
  /\b[A-Z][A-Za-z]+\.(?:Read|ReadBasic|ReadWrite|Write|Send|Create|Delete|Manage)(?:\.[A-Z][A-Za-z]+)?\b/g;

/**
 * Claims that Microsoft Learn contradicts, that Learn does not support, or
 * that the product no longer makes (issues 21, 25 and 33). A page, a Markdown twin or a
 * data file that makes one fails. Each is checked within one paragraph, list
 * item, table row or heading: `pattern` must match, `with` too when given,
 * and `unless` must not. `example` is a sentence the rule must catch (the
 * tests prove each rule against it).
 */
export interface ClaimRule {
  pattern: RegExp;
  with?: RegExp;
  unless?: RegExp;
  message: string;
  example: string;
}

export const WRONG_CLAIMS: readonly ClaimRule[] = [
  {
    pattern: /\blimited mode\b/i,
    message:
      'the app has no limited mode: it requests only delegated permissions and resource-specific consent, and works the same in every organization (product brief, "Permissions")',
    example: 'Without that permission the app runs in limited mode.',
  },
  {
    pattern: /\blast[- ](?:active|updated)\b|\bactivity times?\b|\blastUpdatedDateTime\b/i,
    with: /\bchats?\b|\bChat\.\w+/i,
    message:
      "no chat permission gives activity times: a chat's lastUpdatedDateTime is when it was renamed or its members changed (https://learn.microsoft.com/graph/api/resources/chat); message send times come with the messages, through Chat.Read",
    example: 'The app reads chat activity times.',
  },
  {
    pattern:
      /\bevery (?:event )?property except\b|\bexcept (?:for )?(?:the )?body, attachments,? and extensions\b/i,
    message:
      'Microsoft Learn says Calendars.ReadBasic reads events "except for properties such as body, attachments, and extensions" (https://learn.microsoft.com/graph/permissions-reference): an example, not the full list',
    example: 'It returns every event property except the body, attachments and extensions.',
  },
  {
    pattern:
      /availab[^.!?;]*(?:\ba few hours\b|:fact\[(?:permission|setup)PolicyDelay\])|(?:\ba few hours\b|:fact\[(?:permission|setup)PolicyDelay\])[^.!?;]*availab/i,
    message:
      'availability changes take :fact[availabilityDelay] (https://learn.microsoft.com/microsoftteams/app-centric-management); "a few hours" is Learn\'s figure for app permission policies and setup policies',
    example: 'A change to who the app is available to takes a few hours.',
  },
  {
    pattern: /-AppPresetList\b|\*\*Installed apps\*\*/,
    unless: /app centric management/i,
    message:
      "installing apps through a setup policy (Installed apps, -AppPresetList) is for tenants that have not moved to app centric management; tenants that have install on the app's page (MC795355, https://learn.microsoft.com/microsoftteams/install-teams-apps): say which applies, in the same paragraph",
    example: 'Under **Installed apps** you can install an app without pinning it.',
  },
  {
    pattern: /learn\.microsoft\.com\/powershell\/module\/teams\//,
    message:
      'Teams cmdlets are documented under https://learn.microsoft.com/powershell/module/microsoftteams/ (the /teams/ path only redirects)',
    example:
      'See [Update-M365TeamsApp](https://learn.microsoft.com/powershell/module/teams/update-m365teamsapp).',
  },
  {
    pattern: /\badmin(?:'s|s')? pins (?:always )?(?:come first|take precedence)\b/i,
    message:
      "Microsoft Learn does not say where admin pins sit among a user's own pins: tell the admin what to check in a test user's Teams instead",
    example: 'People can pin their own apps; admin pins always come first.',
  },
  {
    pattern: /\bManage your application\b/,
    message:
      'the My Apps steps ("Manage your application") are not on Microsoft Learn: send people to their admin, who reviews and revokes consent in the Microsoft Entra admin center',
    example: 'In My Apps, select **...** and then **Manage your application**.',
  },
  // Issue 25: what a security reviewer signs off on.
  {
    pattern:
      /\b(?:has|requests|asks for|uses|needs) no (?:Microsoft Graph )?application permissions?\b(?! (?:across|registered|that need|in Microsoft Entra))|\bapplication permissions?,? but the app (?:requests|has|asks for) none\b|\bdelegated[- ]only\b|\bdelegated permissions only\b|\b(?:requests|asks for|has|uses) only delegated\b/i,
    message:
      'the app\'s three team permissions (TeamMember.Read.Group, ChannelSettings.Read.Group, ChannelMessage.Read.Group) are application permissions, used with no one signed in (https://learn.microsoft.com/microsoftteams/platform/graph-api/rsc/resource-specific-consent): say "no application permission across the organization", never "no application permission" or "delegated only" (product brief, "Permissions")',
    example: 'The app has no application permission, so it only acts for signed-in people.',
  },
  {
    pattern:
      /\bnever reads anyone's data without\b|\breads? only for (?:people|users|those|someone|a person) who\b|\bno access across (?:your|the) (?:whole )?organi[sz]ation\b/i,
    message:
      'the app reads data of people who never signed in: the member list and channel messages of every team that added it (application permissions, https://learn.microsoft.com/microsoftteams/platform/graph-api/rsc/resource-specific-consent) and basic profiles with User.ReadBasic.All (https://learn.microsoft.com/graph/permissions-reference): say whose data each permission reaches (product brief, "Permissions")',
    example: 'Its permissions are delegated, so it reads only for people who have signed in to it.',
  },
  {
    pattern:
      /\b(?:can't|cannot|can not) ask (?:\w+ ){0,3}for less\b|\breturns? more than the app needs\b/i,
    message:
      'Microsoft Graph supports $select on users (https://learn.microsoft.com/graph/api/user-get) and calendar events (https://learn.microsoft.com/graph/api/user-list-calendarview), and the app uses it; only listing chat and channel messages has no field selection (product brief, "Data minimisation")',
    example:
      "Microsoft Graph returns more than the app needs in the same response, and the app can't ask for less.",
  },
  {
    pattern:
      /\bsubjects?\b[^.;]*\b(?:arriv|return|deliver)|\b(?:arriv|return|deliver)\w*\b[^.;]*\bsubjects?\b/i,
    with: /\b(?:meetings?|calendars?|events?)\b|Calendars\.ReadBasic/i,
    unless: /\b(?:never|not) (?:requested|asked for|arrives?)\b|\bschedule items?\b/i,
    message:
      "the app asks Microsoft Graph for events with $select (start, end, attendees, isCancelled, type: https://learn.microsoft.com/graph/api/user-list-calendarview), so meeting subjects and locations are never requested and don't arrive with events; only the schedule items getSchedule returns with working hours can carry them (https://learn.microsoft.com/graph/api/calendar-getschedule)",
    example:
      'Content that arrives with them, such as meeting subjects and message text, is discarded on arrival.',
  },
  {
    pattern: /\bsubjects?\b/i,
    with: /Calendars\.ReadBasic/,
    unless: /\b(?:never|not) (?:requested|asked for|arrives?)\b|\bschedule items?\b/i,
    message:
      'next to Calendars.ReadBasic, meeting subjects are "never requested" ($select, https://learn.microsoft.com/graph/api/user-list-calendarview), not something that arrives and is discarded',
    example:
      '| Focus time | Meeting times | `Calendars.ReadBasic` | Meeting subjects, locations, organizers |',
  },
  {
    pattern: /\b(?:job titles?|photos?)\b/i,
    with: /\barriv|\bdiscard|\breturns?\b|\bkept\b|User\.Read\b/i,
    unless: /\b(?:never|not) (?:requested|asked for)\b|\bseparate request\b/i,
    message:
      'the app asks Microsoft Graph only for id and displayName ($select, https://learn.microsoft.com/graph/api/user-get): job titles and photos are never requested, and a photo is a separate request the app never makes (https://learn.microsoft.com/graph/api/profilephoto-get)',
    example:
      'The app keeps the name; other profile fields, such as job title, are discarded on arrival.',
  },
  {
    pattern: /\bmeeting chats?\b/i,
    with: /Calendars\.ReadBasic|\bnever read\b/i,
    unless: /Chat\.Read\b/,
    message:
      "meeting chats are chats, read with Chat.Read like any other (https://learn.microsoft.com/graph/api/resources/chat): say the app keeps their send times and senders and discards the rest, never that it doesn't read them",
    example:
      '| Meetings in your calendar (`Calendars.ReadBasic`) | Start and end times | Subject | Body, meeting chat, recordings |',
  },
  {
    pattern:
      /\bdelete (?:its|the app's|the) enterprise app(?:lication)?\b|\bremove every consent\b/i,
    unless:
      /\b(?:turn(?:ed|ing|s)?|switch(?:ed|ing)?) off (?:user )?sign-in\b|\bdisabl\w* (?:user )?sign-in\b/i,
    message:
      "removing the app starts with Microsoft Learn's step for a blocked app that can still reach team data: turn off user sign-in for its enterprise application (https://learn.microsoft.com/microsoftteams/install-teams-apps, https://learn.microsoft.com/entra/identity/enterprise-apps/disable-user-sign-in-portal); deleting it comes after, in the same paragraph as turning off sign-in",
    example:
      'To remove every consent the app was given, delete its enterprise application in the Microsoft Entra admin center.',
  },
  {
    pattern: /Need(?:s)? admin approval/i,
    with: /\buser consent (?:is )?(?:turned )?off\b|\buser consent (?:is )?disabled\b/i,
    unless: /\blow[- ](?:impact|risk)\b|\bclassif/i,
    message:
      '"Need admin approval" also appears where user consent is on but limited to permissions classified as low impact, Microsoft\'s recommended setting (https://learn.microsoft.com/entra/identity/enterprise-apps/configure-user-consent): give both causes wherever the message is explained',
    example: 'People see **Need admin approval** when user consent is turned off.',
  },
  {
    pattern: /\brank(?:ing)? (?:of )?1 is the highest\b|\b1 (?:is|being) the highest\b/i,
    unless: /learn\.microsoft\.com\/microsoftteams\/assign-policies-users-and-groups/,
    message:
      'that rank 1 is the highest is on "Assign policies to users and groups" (https://learn.microsoft.com/microsoftteams/assign-policies-users-and-groups), not on the Grant- cmdlet pages: link it in the same paragraph',
    example:
      'Rank 1 is the highest ([Grant-CsTeamsAppSetupPolicy](https://learn.microsoft.com/powershell/module/microsoftteams/grant-csteamsappsetuppolicy)).',
  },
  {
    pattern:
      /\bchang\w* the (?:RSC |team RSC )?state\b[^.]*\b(?:doesn't|does not|won't) (?:remove|revoke)\b/i,
    message:
      "Microsoft Learn doesn't say what a new RSC state does to consent team owners already gave: don't claim it; point to removing the app (turn off user sign-in) to end access in teams that added it",
    example: "Changing the state doesn't remove consent that team owners already gave.",
  },
  {
    pattern:
      /`(?:New|Set)-CsTeamsAppSetupPolicy\b[^`]*\s-\w|\b(?:use|run|with|parameters? of|pass \w+ to)\s+`?(?:New|Set)-CsTeamsAppSetupPolicy\b/i,
    unless: /\b(?:do not|don't|not to|never) use\b|\bsays? not\b/i,
    message:
      'Microsoft\'s reference for New-CsTeamsAppSetupPolicy and Set-CsTeamsAppSetupPolicy says "do not use this cmdlet": create and change setup policies in the Teams admin center, and show PowerShell only for assigning and checking them (https://learn.microsoft.com/powershell/module/microsoftteams/new-csteamsappsetuppolicy)',
    example:
      'To change an existing policy, use `Set-CsTeamsAppSetupPolicy -Identity "Insights pilot" -PinnedAppBarApps $apps`.',
  },
  // Issue 33: consent as most organizations see it, and reach as the permission allows it.
  {
    pattern:
      /\b(?:none|neither)\b(?:(?!\.\s).){0,80}?\bneed(?:s|ing)? admin consent\b|\bneeds? no admin consent\b|\b(?:doesn't|don't|do not|does not) (?:need|require) admin consent\b|\bno admin consent (?:is )?(?:needed|required)\b/i,
    unless:
      /\bLet Microsoft manage your consent settings\b|\bMicrosoft-managed\b|\bdefault (?:user )?consent (?:policy|setting)\b|\bdefault user consent\b/i,
    message:
      'the permissions reference marks none of the four delegated permissions as needing admin consent, but Microsoft Entra\'s default for new tenants, the Microsoft-managed policy ("Let Microsoft manage your consent settings"), keeps Calendars.ReadBasic and Chat.Read for an admin (https://learn.microsoft.com/entra/identity/enterprise-apps/manage-app-consent-policies): say both, in the same paragraph (product brief, "Consent")',
    example:
      "None of the four Microsoft Graph permissions needs admin consent by Microsoft's rules.",
  },
  {
    pattern:
      /\b(?:can't|cannot|can not|unable to)\s+(?:\w+\s+){0,2}?read\s+(?:\w+\s+){0,2}?working hours\b|\bworking hours (?:\w+\s+){0,2}?(?:can't|cannot) read\b|\bwithout readable working hours\b/i,
    message:
      'with Calendars.ReadBasic, getSchedule lets a signed-in person\'s token read colleagues\' working hours (https://learn.microsoft.com/graph/api/calendar-getschedule): the app doesn\'t read the working hours of people who never opened it by choice, so say "doesn\'t read", not "can\'t read" (product brief, "Permissions")',
    example: "For members who never opened the app, the app can't read working hours.",
  },
  {
    pattern: /\bisCancelled\b/,
    unless: /`type`/,
    message:
      "the app asks Microsoft Graph for each event's `start`, `end`, `attendees`, `isCancelled` and `type` ($select returns only what is asked: https://learn.microsoft.com/graph/api/user-list-calendarview); `type` (single instance, occurrence or exception) is what the recurring meetings driver needs: list it, and say why",
    example: "The app asks only for each event's `start`, `end`, `attendees` and `isCancelled`.",
  },
];

/**
 * A page (or twin) that lists Microsoft Entra's user consent settings names
 * the Microsoft-managed one too: Microsoft's recommended setting and the
 * default for new tenants, and the reason most people see **Need admin
 * approval** for this app (issue 33). Two or more of `settings` named make a
 * list; `managed` must then appear somewhere on the page.
 */
export const CONSENT_SETTINGS_LIST = {
  settings: [
    /Allow user consent for apps from verified publishers, for selected permissions/,
    /Allow user consent for apps(?! from)/,
    /Do not allow user consent/,
  ],
  managed: /Let Microsoft manage your consent settings/,
  message:
    'the page lists user consent settings without "Let Microsoft manage your consent settings", the Microsoft-managed policy that Microsoft Learn marks as recommended and the default for a new tenant, which keeps Calendars.ReadBasic and Chat.Read for an admin (https://learn.microsoft.com/entra/identity/enterprise-apps/manage-app-consent-policies): add it, marked as Learn marks it',
  example:
    '| **Allow user consent for apps** | The consent prompt |\n| **Do not allow user consent** | **Need admin approval** |',
};

/**
 * Code that must not come back: a line of a code block that runs a cmdlet
 * Microsoft says not to use (issue 25). Checked in pages and twins alike.
 */
export const WRONG_CODE: readonly {pattern: RegExp; message: string; example: string}[] = [
  {
    pattern: /\b(?:New|Set)-CsTeamsAppSetupPolicy\b/i,
    message:
      'no example runs New-CsTeamsAppSetupPolicy or Set-CsTeamsAppSetupPolicy: Microsoft\'s reference says "do not use this cmdlet" to create or change app setup policies (https://learn.microsoft.com/powershell/module/microsoftteams/new-csteamsappsetuppolicy, https://learn.microsoft.com/powershell/module/microsoftteams/set-csteamsappsetuppolicy)',
    example:
      'Set-CsTeamsAppSetupPolicy -Identity "Insights pilot" -PinnedAppBarApps @($activity, $chat, $teams, $ourApp)',
  },
];

interface Line {
  number: number;
  text: string;
  inCode: boolean;
}

function bodyLines(source: string): {lines: Line[]; data: Record<string, unknown>} {
  const parsed = matter(source);
  const frontMatterLines =
    source.slice(0, source.length - parsed.content.length).split('\n').length - 1;
  let inCode = false;
  const lines = parsed.content.split('\n').map((text, i) => {
    const fence = /^\s*(```|~~~)/.test(text);
    const line = {number: frontMatterLines + i + 1, text, inCode: inCode || fence};
    if (fence) inCode = !inCode;
    return line;
  });
  return {lines, data: parsed.data};
}

/** Every page's address, for the links (src/node/sitePages.ts). */
const PAGE_PATHS: ReadonlySet<string> = new Set(sitePages().map((page) => page.path));

/** The pages written as files (docs and standalone pages), for relative links and anchors. */
const FILE_PAGES = sitePages().flatMap((page) => (page.kind === 'category' ? [] : [page]));
const ROUTE_OF_FILE: ReadonlyMap<string, string> = new Map(
  FILE_PAGES.map((page) => [page.file, page.path]),
);

/**
 * The text of a heading as Docusaurus reads it for its id (mdast's toString, before the facts are
 * filled in): links, images and code give their text, emphasis and HTML tags none.
 */
function headingText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/:fact\[([^\]]*)\]/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?!\s)(.+?)\*(?!\w)/g, '$1$2')
    .replace(/(^|\W)_(?!\s)(.+?)_(?!\w)/g, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1');
}

/**
 * The anchors of a page: its headings' ids, computed as Docusaurus computes them (its heading
 * plugin: an explicit `{#id}`, else github-slugger through `createSlugger` of @docusaurus/utils,
 * numbering repeats), and the `id` attributes written in it.
 */
export function headingIds(source: string): Set<string> {
  const ids = new Set<string>();
  let lines: Line[];
  try {
    ({lines} = bodyLines(source));
  } catch {
    return ids; // checkPage reports the front matter
  }
  const slugger = createSlugger();
  for (const line of lines) {
    if (line.inCode) continue;
    const heading = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line.text);
    if (heading) {
      const {id} = parseMarkdownHeadingId(heading[2]!);
      const slug = id ?? slugger.slug(headingText(heading[2]!));
      // The theme renders an <h1> without its id (@theme/Heading); the slug still counts.
      if (heading[1] !== '#') ids.add(slug);
    }
    for (const m of line.text.matchAll(/\bid=(?:"([^"]+)"|'([^']+)')/g)) ids.add(m[1] ?? m[2]!);
    // The permission change log's entries (src/plugins/permission-changes.ts).
    if (new RegExp(`^::${LOG_DIRECTIVE}\\s*$`).test(line.text) && !line.inCode)
      for (const change of permissionChanges) ids.add(changeAnchor(change));
  }
  // The Microsoft sources at the foot of a page that links Learn (src/plugins/learn-sources.ts).
  if (learnLinks(source).length > 0) ids.add(LEARN_SOURCES.id);
  return ids;
}

let anchorsByRoute: Map<string, Set<string>> | undefined;

/** The anchors of the page at `route`, or undefined when no file of the site makes it. */
function anchorsOf(route: string): ReadonlySet<string> | undefined {
  anchorsByRoute ??= new Map(
    FILE_PAGES.map((page) => [
      page.path,
      headingIds(fs.readFileSync(path.join(SITE_DIR, page.file), 'utf8')),
    ]),
  );
  return anchorsByRoute.get(route);
}

/**
 * A relative link (`./pricing.mdx`, `pricing`), or undefined for any other: it depends on the
 * address it is read from, and the build names only the page it is on. `reaches` is the site
 * path it reaches, fragment included, when it reaches a page.
 */
function relativeLink(
  url: string,
  page: Pick<PageSource, 'file' | 'route'>,
): {message: string; reaches?: string} | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/') || url.startsWith('#'))
    return undefined;
  const target = url.replace(/[?#].*$/, '');
  const rest = url.slice(target.length);
  let route: string | undefined;
  if (/\.mdx?$/.test(target)) {
    route = ROUTE_OF_FILE.get(path.posix.join(path.posix.dirname(page.file), target));
  } else if (/\.[a-z0-9]+$/i.test(target)) {
    return undefined; // a file, not a page
  } else {
    const resolved = new URL(target, `https://site${page.route}`).pathname.replace(/(.)\/+$/, '$1');
    route = PAGE_PATHS.has(resolved) ? resolved : undefined;
  }
  return route
    ? {
        message: `the link ${url} is relative: write the page's site path instead, ${route}${rest}`,
        reaches: `${route}${rest}`,
      }
    : {
        message: `the link ${url} is relative and reaches no page: link a page by its site path, such as /insights/Impact (a doc's path is its file under docs/ without .mdx; a section's is /category/... in sidebars.ts)`,
      };
}

/**
 * What is wrong with the `#anchor` of a link to a page of the site (`/insights/Impact#results`,
 * `#results`), or undefined when the page has that anchor, or is no page written as a file. The
 * build only warns about it (onBrokenAnchors, as the spec sets it).
 */
function brokenAnchor(url: string, page: Pick<PageSource, 'route' | 'source'>): string | undefined {
  const hash = url.indexOf('#');
  if (hash < 0 || url.startsWith('//') || !/^[/#]/.test(url)) return undefined;
  const fragment = url.slice(hash + 1);
  if (fragment === '') return undefined;
  const route =
    url
      .slice(0, hash)
      .replace(/\?.*$/, '')
      .replace(/(.)\/+$/, '$1') || page.route;
  const anchors = route === page.route ? headingIds(page.source) : anchorsOf(route);
  if (!anchors) return undefined;
  let id = fragment;
  try {
    id = decodeURIComponent(fragment);
  } catch {
    // kept as written
  }
  if (anchors.has(id)) return undefined;
  if (anchors.size === 0)
    return `the link ${url} names no heading of ${route}, which has none: link the page without #${fragment}`;
  const meant = closestName(id, anchors);
  return `the link ${url} names no heading of ${route}: ${meant ? `did you mean #${meant}? Else link` : 'link'} one of its headings, or the page without #...: ${[...anchors].map((a) => `#${a}`).join(', ')}`;
}

/** Words a fact and the sentence around it may share without the reader reading anything twice. */
const FUNCTION_WORDS = new Set(
  'a an the of in on at to for and or by with from as is are be it its your their this that'.split(
    ' ',
  ),
);

const wordsOf = (text: string): string[] =>
  text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];

function containsRun(words: readonly string[], run: readonly string[]): boolean {
  for (let i = 0; i + run.length <= words.length; i += 1)
    if (run.every((word, j) => words[i + j] === word)) return true;
  return false;
}

/**
 * Where the words around a `:fact[key]` repeat the fact's own, so that the reader reads them twice
 * (issue 49: "Results update once a week, with the rest of the insights, :fact[refreshSchedule]"
 * reads "once a week, …, once a week, on Monday …"): the same word on both sides of the fact's
 * edge, or, in the same sentence, a run of the fact's words of which two or more are not function
 * words (of, the, your …). Other facts count as the words they print. A fact in bold is a label
 * of the app's screens, which the sentence may describe in its own words ("To leave team insights,
 * turn on **Exclude me from team insights**").
 */
export function factRepeats(text: string, values: FactValues): {key: string; message: string}[] {
  const found: {key: string; message: string}[] = [];
  const plain = (part: string) =>
    part
      .replace(/:fact\[(\w+)\]/g, (_, key: string) =>
        String(Object.hasOwn(values, key) ? values[key] : key),
      )
      .replace(/\]\([^)]*\)/g, ']');
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    for (const m of sentence.matchAll(/:fact\[(\w+)\]/g)) {
      const key = m[1]!;
      const value = Object.hasOwn(values, key) ? values[key] : undefined;
      const start = m.index;
      const end = start + m[0].length;
      if (typeof value !== 'string') continue;
      if (sentence.slice(start - 2, start) === '**' && sentence.slice(end, end + 2) === '**')
        continue;
      const before = wordsOf(plain(sentence.slice(0, start)));
      const after = wordsOf(plain(sentence.slice(end)));
      const own = wordsOf(value);
      let repeated =
        before.at(-1) === own[0] ? own[0] : after[0] === own.at(-1) ? own.at(-1) : undefined;
      for (let length = own.length; length >= 2 && !repeated; length -= 1) {
        for (let i = 0; i + length <= own.length && !repeated; i += 1) {
          const run = own.slice(i, i + length);
          if (
            run.filter((word) => !FUNCTION_WORDS.has(word)).length >= 2 &&
            (containsRun(before, run) || containsRun(after, run))
          )
            repeated = run.join(' ');
        }
      }
      if (repeated)
        found.push({
          key,
          message: `:fact[${key}] reads "${value}", and the sentence around it says "${repeated}" too: take those words out of the sentence, since the fact says them`,
        });
    }
  }
  return found;
}

export function checkPage(page: PageSource): string[] {
  const problems: string[] = [];
  const at = (_rule: Rule, line: number, message: string) =>
    problems.push(`${page.file}:${line}: ${message}`);
  let parsed: ReturnType<typeof bodyLines>;
  try {
    parsed = bodyLines(page.source);
  } catch (error) {
    return [frontMatterProblem(page.file, error)];
  }
  const {lines, data} = parsed;

  // Front matter.
  if (typeof data.title !== 'string' || data.title.trim() === '')
    at(
      'title-description',
      1,
      "front matter has no title: add `title:` with the page's name in sentence case; it is the page's heading and its <title>",
    );
  if (typeof data.description !== 'string') {
    at(
      'title-description',
      1,
      `front matter has no description: add \`description:\` with one plain sentence of ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters saying what the page helps its reader do; search engines and link previews show it`,
    );
  } else if (
    data.description.length < DESCRIPTION_MIN ||
    data.description.length > DESCRIPTION_MAX
  ) {
    at(
      'title-description',
      1,
      `description is ${data.description.length} characters: keep it between ${DESCRIPTION_MIN} and ${DESCRIPTION_MAX}`,
    );
  }

  // Headings: docs start at ##, pages have one # that is the title; no level is skipped.
  let previous = 1;
  let h1Count = 0;
  for (const line of lines) {
    if (line.inCode) continue;
    const heading = /^(#{1,6})\s+\S/.exec(line.text);
    if (!heading) continue;
    const level = heading[1].length;
    if (level === 1) {
      h1Count += 1;
      if (page.kind === 'doc')
        at(
          'headings',
          line.number,
          'docs take their <h1> from the front matter title: start body headings at ##',
        );
    } else if (level > previous + 1) {
      at(
        'headings',
        line.number,
        `heading level skipped, h${previous} is followed by h${level}: make it h${previous + 1} (${'#'.repeat(previous + 1)}), or add the level between`,
      );
    }
    previous = level;
  }
  if (page.kind === 'page' && h1Count !== 1)
    at(
      'headings',
      1,
      `a standalone page needs exactly one # heading, found ${h1Count}: write its title as its one # heading`,
    );

  for (const line of lines) {
    // Unfinished writing, anywhere (code included).
    const placeholder = PLACEHOLDER.exec(line.text);
    if (placeholder)
      at(
        'placeholder',
        line.number,
        `placeholder text "${placeholder[0]}": write what it stands for, or remove it`,
      );
    if (line.inCode) continue;

    // Images need a text alternative.
    for (const m of line.text.matchAll(/!\[([^\]]*)\]\(([^)]*)\)/g)) {
      if (m[1].trim() === '')
        at(
          'alt-text',
          line.number,
          `image ${m[2]} has no alt text: say what it shows between the brackets, ![what it shows](${m[2]})`,
        );
    }
    for (const m of line.text.matchAll(/<img\b[^>]*>/gi)) {
      if (!/\balt=("[^"]+"|'[^']+'|\{[^}]+\})/.test(m[0]))
        at('alt-text', line.number, 'an <img> has no alt text: add alt="what it shows"');
    }

    // What the build fails on, named by file and line here too
    // (src/plugins/remark-product-data.ts).
    const prose = line.text.replace(/`[^`]*`/g, '');
    for (const [, key] of prose.matchAll(/:fact\[([^\]]*)\]/g)) {
      const problem = unknownFact(key!.trim(), factValues);
      if (problem) at('unknown-facts', line.number, problem);
    }
    for (const [, url] of prose.matchAll(/(?<!!)\[[^\]]*\]\(([^)\s]+)\)/g)) {
      const broken = brokenLink(url!, PAGE_PATHS);
      if (broken) at('broken-links', line.number, broken);
      const relative = relativeLink(url!, page);
      if (relative) at('relative-links', line.number, relative.message);
      const linked = relative ? relative.reaches : url!;
      const anchor = broken || !linked ? undefined : brokenAnchor(linked, page);
      if (anchor) at('broken-anchors', line.number, anchor);
    }

    // Recurring facts come from src/data/facts.ts.
    for (const {pattern, use} of LITERAL_FACTS) {
      const m = pattern.exec(prose);
      if (m) at('literal-facts', line.number, `"${m[0]}" is a product fact: write it with ${use}`);
    }
    for (const {pattern, use} of LITERAL_LEARN_FIGURES) {
      const m = pattern.exec(prose);
      if (m)
        at(
          'learn-figures',
          line.number,
          `"${m[0]}" is Microsoft's figure: write it with ${use}, next to its Microsoft Learn link`,
        );
    }
  }

  // Microsoft's figures sit next to the Learn page they come from.
  for (const block of blocksOf(lines)) {
    for (const [, key] of block.text.matchAll(/:fact\[(\w+)\]/g)) {
      // An own key only: `:fact[constructor]` named Object's constructor.
      const source = Object.hasOwn(learnSources, key!)
        ? learnSources[key as keyof typeof learnSources]
        : undefined;
      if (source && !block.text.includes(`](${source})`) && !block.text.includes(`<${source}>`)) {
        at(
          'learn-figures',
          block.line,
          `:fact[${key}] is Microsoft's figure: link ${source} in the same paragraph, list item or table row`,
        );
      }
    }
  }

  // A fact's own words are not typed around it as well.
  for (const block of blocksOf(lines)) {
    if (block.kind !== 'prose') continue;
    for (const {key, message} of factRepeats(block.text, factValues)) {
      const line =
        lines.find((l) => l.number >= block.line && l.text.includes(`:fact[${key}]`))?.number ??
        block.line;
      at('fact-repeats', line, message);
    }
  }

  // A page that changes who the app is available to says how long that takes.
  if (AVAILABILITY_CHANGE.test(page.source) && !page.source.includes(':fact[availabilityDelay]')) {
    at(
      'availability-delay',
      1,
      'the page changes who the app is available to: say how long that takes with :fact[availabilityDelay] and its Microsoft Learn link',
    );
  }

  // A section has one name: links to a category page use the sidebar's label.
  const sectionLabels = new Map(categoryPages().map((category) => [category.path, category.label]));
  for (const line of lines) {
    if (line.inCode) continue;
    for (const m of line.text.matchAll(/(?<!!)\[([^\]]+)\]\((\/category\/[^)\s#]*)/g)) {
      const label = sectionLabels.get(m[2]!);
      if (label && m[1] !== label)
        at(
          'section-names',
          line.number,
          `the section "${label}" (sidebars.ts) is called "${m[1]}" here: use its one name`,
        );
    }
  }

  // Claims that must not come back, and permissions the app does not request.
  problems.push(...claimProblems(page.file, page.source));

  // Enough words to be worth a page.
  const words = lines
    .filter((line) => !line.inCode && !/^\s*(import|export) /.test(line.text))
    .map((line) => line.text.replace(/\]\([^)]*\)/g, ']').replace(/[#>*_`|:-]+/g, ' '))
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[a-z0-9]/i.test(word)).length;
  if (words < MIN_WORDS)
    at(
      'words',
      1,
      `the page has ${words} words, fewer than ${MIN_WORDS}: say all a reader needs for its task here, or put the text on the page it belongs to`,
    );

  // Links to Microsoft Learn: locale-free https URLs, and enough of them where claims rest on them.
  let learnLinks = 0;
  for (const line of lines) {
    if (line.inCode) continue;
    for (const m of line.text.matchAll(
      /\]\((https?:\/\/learn\.microsoft\.com[^)\s]*)\)|<(https?:\/\/learn\.microsoft\.com[^>\s]*)>/g,
    )) {
      const url = m[1] ?? m[2]!;
      if (LEARN_LINK.test(url)) learnLinks += 1;
      else
        at(
          'learn-links',
          line.number,
          `Microsoft Learn link ${url}: use https://learn.microsoft.com/... without a locale such as /en-us/`,
        );
    }
  }
  if (
    LEARN_SOURCED_FOLDERS.some((folder) => page.file.startsWith(folder)) &&
    learnLinks < MIN_LEARN_LINKS
  ) {
    at(
      'learn-links',
      1,
      `the page links ${learnLinks} Microsoft Learn page(s); pages in ${LEARN_SOURCED_FOLDERS.join(' and ')} link the Learn pages they rely on (at least ${MIN_LEARN_LINKS})`,
    );
  }

  // Every page links to at least one other page of the site.
  const links = [...page.source.matchAll(/(?<!!)\[[^\]]*\]\((\/[^)\s#]*)(#[^)\s]*)?\)/g)]
    .map((m) => m[1] || '/')
    .filter((target) => !/\.[a-z0-9]+$/i.test(target));
  if (!links.some((target) => target !== page.route))
    at(
      'site-link',
      1,
      'the page links to no other page of the site: link the pages a reader goes to next, under ## Related pages',
    );

  return problems;
}

/** Paragraphs, list items and table rows shorter than this may repeat (link lists, short labels). */
const REPEAT_MIN_WORDS = 12;

/**
 * A page's body as blocks: paragraphs, list items and table rows (`prose`),
 * and single lines that are headings, admonition markers or JSX (`other`).
 * Code, imports and exports are left out. `line` is the block's first line.
 */
interface Block {
  line: number;
  text: string;
  kind: 'prose' | 'other';
}

function blocksOf(lines: readonly Line[]): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  const flush = () => {
    if (current) blocks.push(current);
    current = undefined;
  };
  for (const line of lines) {
    const text = line.text.trim();
    if (line.inCode || text === '' || /^(import |export )/.test(text)) {
      flush();
      continue;
    }
    if (/^(#|:::|<)/.test(text)) {
      flush();
      blocks.push({line: line.number, text, kind: 'other'});
      continue;
    }
    const row = text.startsWith('|');
    const item = /^(?:[-*]|\d+\.)\s+/.test(text);
    if (row || item || !current) {
      flush();
      current = {line: line.number, text, kind: 'prose'};
    } else {
      current.text += ` ${text}`;
    }
    if (row) flush();
  }
  flush();
  return blocks;
}

/**
 * Claims that must not come back (WRONG_CLAIMS), code that must not come
 * back (WRONG_CODE), a list of user consent settings without the
 * Microsoft-managed one (CONSENT_SETTINGS_LIST), and permissions named that the app does not
 * request, in a page's source, a Markdown twin or any other Markdown: `file:line: message` for
 * each.
 */
export function claimProblems(file: string, source: string): string[] {
  let parsed: ReturnType<typeof bodyLines>;
  try {
    parsed = bodyLines(source);
  } catch {
    return []; // checkPage reports it
  }
  const problems: string[] = [];
  for (const line of parsed.lines) {
    if (!line.inCode) continue;
    for (const rule of WRONG_CODE) {
      if (rule.pattern.test(line.text)) problems.push(`${file}:${line.number}: ${rule.message}`);
    }
  }
  const blocks = blocksOf(parsed.lines);
  const listed = blocks.filter((block) =>
    CONSENT_SETTINGS_LIST.settings.some((setting) => setting.test(block.text)),
  );
  const named = CONSENT_SETTINGS_LIST.settings.filter((setting) =>
    listed.some((block) => setting.test(block.text)),
  );
  if (
    named.length >= 2 &&
    !blocks.some((block) => CONSENT_SETTINGS_LIST.managed.test(block.text))
  ) {
    problems.push(`${file}:${listed[0]!.line}: ${CONSENT_SETTINGS_LIST.message}`);
  }
  for (const block of blocks) {
    for (const rule of WRONG_CLAIMS) {
      if (
        rule.pattern.test(block.text) &&
        (!rule.with || rule.with.test(block.text)) &&
        !(rule.unless && rule.unless.test(block.text))
      ) {
        problems.push(`${file}:${block.line}: ${rule.message}`);
      }
    }
    for (const [name] of block.text.matchAll(PERMISSION_NAME)) {
      if (!REQUESTED_PERMISSIONS.has(name)) {
        problems.push(
          `${file}:${block.line}: "${name}" is not a permission the app requests (src/data/permissions.ts): name only the ones it does`,
        );
      }
    }
  }
  return problems;
}

/**
 * Prose that two pages share word for word: each thing is said on its home
 * page, and other pages link to it. Compares paragraphs, list items and
 * table rows of at least REPEAT_MIN_WORDS words (code, headings and front
 * matter excluded), ignoring case, spacing and Markdown emphasis.
 */
export function repeatedParagraphs(pages: readonly PageSource[]): string[] {
  const seen = new Map<string, {file: string; line: number}>();
  const problems: string[] = [];
  for (const page of pages) {
    let parsed: ReturnType<typeof bodyLines>;
    try {
      parsed = bodyLines(page.source);
    } catch {
      continue; // checkPage reports it
    }
    const own = new Set<string>();
    for (const block of blocksOf(parsed.lines)) {
      if (block.kind !== 'prose') continue;
      const normal = block.text
        .replace(/^(?:[-*]|\d+\.)\s+/, '')
        .replace(/[*_`]/g, '')
        .replace(/\s+/g, ' ')
        .trim()
        .toLowerCase();
      const wordCount = normal.split(' ').filter((word) => /[a-z0-9]/.test(word)).length;
      if (wordCount < REPEAT_MIN_WORDS || own.has(normal)) continue;
      own.add(normal);
      const first = seen.get(normal);
      if (first && first.file !== page.file) {
        problems.push(
          `${page.file}:${block.line}: repeats ${first.file}:${first.line} word for word: keep it on one page and link to it`,
        );
      } else if (!first) {
        seen.set(normal, {file: page.file, line: block.line});
      }
    }
  }
  return problems;
}
