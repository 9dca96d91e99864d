import fs from 'node:fs';
import path from 'node:path';
import {
  checkPage,
  claimProblems,
  factRepeats,
  headingIds,
  repeatedParagraphs,
  unitsOf,
  LITERAL_LEARN_FIGURES,
  MIN_WORDS,
  PERMISSION_NAME,
  REQUESTED_PERMISSIONS,
  WRONG_CLAIMS,
  WRONG_CODE,
  CONSENT_SETTINGS_LIST,
  type PageSource,
} from '../../scripts/check/contentRules';
import {facts, learnSources} from '../../src/data/facts';
import {allPermissions, graphPermissions, rscPermissions} from '../../src/data/permissions';
import {ROOT} from '../support/site';
import {factValues} from '../../src/node/siteSettings';
import {categoryPages, docPages, standalonePages} from '../../src/node/sitePages';
import {siteDataProblems} from '../../src/node/siteData';

// Every page with a source, unlisted ones included: they are built too.
const pages: PageSource[] = [...docPages(), ...standalonePages()].map((r) => ({
  file: r.file,
  source: fs.readFileSync(path.join(ROOT, r.file), 'utf8'),
  kind: r.kind,
  route: r.path,
}));

/** Enough plain words for the word-count rule. */
const prose = Array.from({length: MIN_WORDS}, (_, i) => `word${i}`).join(' ');

const good = `---
title: Good page
description: A page that passes every rule, used to prove that each broken copy fails.
---

Intro with a [link](/insights/drivers).

## Section

${prose}

### Subsection

![A chart of meeting load](/img/chart.svg)
`;

function variant(source: string, kind: PageSource['kind'] = 'doc'): string[] {
  return checkPage({file: 'docs/example.mdx', source, kind, route: '/example'});
}

describe('content rules', () => {
  // The data the pages print: each fact of its kind, a product name (src/node/siteData.ts, which
  // the build runs too).
  it('src/data/facts.ts and src/data/product.ts hold', () => {
    expect(siteDataProblems()).toEqual([]);
  });

  it.each(pages.map((p) => [p.file, p]))('%s passes every rule', (_file, page) => {
    expect(checkPage(page)).toEqual([]);
  });

  it('accepts a good page', () => {
    expect(variant(good)).toEqual([]);
  });

  it('fails a page without a title or description, or with a description of the wrong length', () => {
    expect(variant(good.replace('title: Good page\n', ''))).toEqual([
      "docs/example.mdx:1: front matter has no title: add `title:` with the page's name in sentence case; it is the page's heading and its <title>",
    ]);
    // Issue 49 item 10: what to write, not only what is missing.
    expect(variant(good.replace(/description: .*\n/, ''))).toEqual([
      'docs/example.mdx:1: front matter has no description: add `description:` with one plain sentence of 50 to 160 characters saying what the page helps its reader do; search engines and link previews show it',
    ]);
    expect(variant(good.replace(/description: .*\n/, 'description: Too short.\n'))).toEqual([
      'docs/example.mdx:1: description is 10 characters: keep it between 50 and 160',
    ]);
  });

  it('fails malformed front matter with the file named', () => {
    // The line YAML stopped at: the title, line 2.
    expect(variant(good.replace('title: Good page', 'title: Broken: yes: no'))).toEqual([
      expect.stringMatching(
        /^docs\/example\.mdx:2: malformed front matter \([^\n]+\): fix the YAML between the --- lines; quote a value that holds a colon$/,
      ),
    ]);
  });

  it('fails a skipped heading level, with its line', () => {
    expect(variant(good.replace('## Section\n', ''))).toEqual([
      'docs/example.mdx:11: heading level skipped, h1 is followed by h3: make it h2 (##), or add the level between',
    ]);
  });

  it('fails an H1 in a doc body and a page without exactly one H1', () => {
    expect(variant(good.replace('Intro', '# Title\n\nIntro'))).toContain(
      'docs/example.mdx:6: docs take their <h1> from the front matter title: start body headings at ##',
    );
    expect(variant(good, 'page')).toContain(
      'docs/example.mdx:1: a standalone page needs exactly one # heading, found 0: write its title as its one # heading',
    );
  });

  it.each(['TODO', 'TBD', 'FIXME', 'lorem ipsum', 'Coming soon'])(
    'fails placeholder text "%s"',
    (word) => {
      expect(variant(good.replace('Intro with', `${word} intro with`))).toEqual([
        `docs/example.mdx:6: placeholder text "${word}": write what it stands for, or remove it`,
      ]);
    },
  );

  it('fails an image without alt text', () => {
    expect(variant(good.replace('A chart of meeting load', ''))).toEqual([
      'docs/example.mdx:14: image /img/chart.svg has no alt text: say what it shows between the brackets, ![what it shows](/img/chart.svg)',
    ]);
    expect(variant(`${good}\n<img src="/img/x.png" />\n`)).toEqual([
      'docs/example.mdx:16: an <img> has no alt text: add alt="what it shows"',
    ]);
  });

  it('fails a link to an address that is no page, and an unknown fact, with the line and what to do, as the build does', () => {
    expect(variant(good.replace('(/insights/drivers)', '(/insights/driver)'))).toEqual([
      "docs/example.mdx:6: the link /insights/driver names no page of the site: fix the path (paths are case-sensitive; a page's path is its file under docs/, a section's is /category/... in sidebars.ts), or add the page",
    ]);
    expect(
      variant(good.replace('Intro with', 'Over :fact[windowDay] days, intro with'))[0],
    ).toMatch(
      /^docs\/example\.mdx:6: unknown fact ":fact\[windowDay\]": did you mean :fact\[windowDays\]\? Else write one of these, or add the fact to src\/data\/facts\.ts: minGroupSize, .*windowDays.*$/,
    );
    expect(variant(good.replace('Intro with', 'At :fact[teamColour], intro with'))[0]).toMatch(
      /^docs\/example\.mdx:6: unknown fact ":fact\[teamColour\]": write one of these, or add the fact to src\/data\/facts\.ts: minGroupSize, /,
    );
  });

  it('fails a relative link, naming the site path it should be when it reaches a page (issue 49 item 9)', () => {
    const at = (url: string, file = 'docs/insights/example.mdx', route = '/insights/example') =>
      checkPage({file, source: withSentence(`See [x](${url}).`), kind: 'doc', route});
    expect(at('./drivers.mdx')).toEqual([
      "docs/insights/example.mdx:6: the link ./drivers.mdx is relative: write the page's site path instead, /insights/drivers",
    ]);
    // Every page ends with "## Related pages" (CONTRIBUTING.md, "Writing and adding a page").
    expect(at('drivers#related-pages')).toEqual([
      "docs/insights/example.mdx:6: the link drivers#related-pages is relative: write the page's site path instead, /insights/drivers#related-pages",
    ]);
    // The anchor is checked on the page the link reaches.
    expect(at('./drivers.mdx#related-page')).toEqual([
      "docs/insights/example.mdx:6: the link ./drivers.mdx#related-page is relative: write the page's site path instead, /insights/drivers#related-page",
      expect.stringMatching(
        /^docs\/insights\/example\.mdx:6: the link \/insights\/drivers#related-page names no heading of \/insights\/drivers: did you mean #related-pages\? /,
      ),
    ]);
    expect(at('../intro.mdx')).toEqual([
      "docs/insights/example.mdx:6: the link ../intro.mdx is relative: write the page's site path instead, /",
    ]);
    for (const url of ['./pricing.mdx', 'pricing'])
      expect(at(url)).toEqual([
        `docs/insights/example.mdx:6: the link ${url} is relative and reaches no page: link a page by its site path, such as /insights/Impact (a doc's path is its file under docs/ without .mdx; a section's is /category/... in sidebars.ts)`,
      ]);
    // Site paths, other sites, mail addresses, anchors of the page and files are not relative.
    for (const url of [
      '/insights/drivers',
      'https://example.org/a',
      'mailto:a@example.org',
      '#section',
      'chart.svg',
    ])
      expect(at(url), url).toEqual([]);
  });

  it("fails a link to a heading the page doesn't have, suggesting the close one (issue 49 item 9)", () => {
    const link = (url: string) => variant(withSentence(`See [x](${url}).`));
    expect(link('#subsection')).toEqual([]);
    expect(link('#sub-section')).toEqual([
      'docs/example.mdx:6: the link #sub-section names no heading of /example: did you mean #subsection? Else link one of its headings, or the page without #...: #section, #subsection',
    ]);
    // Every page ends with "## Related pages" (CONTRIBUTING.md, "Writing and adding a page").
    expect(link('/insights/Impact#related-pages')).toEqual([]);
    expect(link('/insights/Impact#related-page')[0]).toMatch(
      /^docs\/example\.mdx:6: the link \/insights\/Impact#related-page names no heading of \/insights\/Impact: did you mean #related-pages\? Else link one of its headings, or the page without #\.\.\.: #.*#related-pages/,
    );
    expect(link('/insights/Impact#no-such-heading')).toHaveLength(1);
    expect(link('/insights/Impact#no-such-heading')[0]).toMatch(
      /^docs\/example\.mdx:6: the link \/insights\/Impact#no-such-heading names no heading of \/insights\/Impact: link one of its headings, or the page without #\.\.\.: #/,
    );
    // A generated category page has no source to read its anchors from.
    const [category] = categoryPages();
    expect(variant(withSentence(`See [${category!.label}](${category!.path}#anything).`))).toEqual(
      [],
    );
  });

  it('computes heading ids as GitHub and Docusaurus do: punctuation dropped, repeats numbered, {#id} kept', () => {
    const ids = headingIds(
      [
        '---',
        'title: T',
        '---',
        '',
        '## Where data is stored (data residency)',
        '',
        '## The `Chat.Read` **permission** and [its page](/x)',
        '',
        '### FAQ',
        '',
        '### FAQ',
        '',
        '## Renamed {#kept-id}',
        '',
        '```md',
        '## Not a heading',
        '```',
        '',
        '<div id="a-box" />',
      ].join('\n'),
    );
    expect([...ids]).toEqual([
      'where-data-is-stored-data-residency',
      'the-chatread-permission-and-its-page',
      'faq',
      'faq-1',
      'kept-id',
      'a-box',
    ]);
  });

  // Issue 51, item 7: `:fact[constructor]` was reported as Microsoft's figure, to be linked to
  // "function Object() { [native code] }".
  it('reports a fact named like a property of every object as unknown, and as nothing else', () => {
    for (const key of ['constructor', 'toString', '__proto__']) {
      const problems = variant(
        good.replace('Intro with', `At least :fact[${key}] people, intro with`),
      );
      expect(problems, key).toHaveLength(1);
      expect(problems[0], key).toMatch(
        new RegExp(`^docs/example\\.mdx:6: unknown fact ":fact\\[${key}\\]"`),
      );
    }
  });

  it('fails a page that links to no other page', () => {
    expect(variant(good.replace('[link](/insights/drivers)', 'no link'))).toEqual([
      'docs/example.mdx:1: the page links to no other page of the site: link the pages a reader goes to next, under ## Related pages',
    ]);
  });

  it('fails a product fact typed as a literal, for every numeric fact of src/data/facts.ts', () => {
    for (const [key, value] of Object.entries(facts)) {
      if (typeof value !== 'number') continue;
      const unit = unitsOf(key)!.at(-1)!;
      const problems = variant(good.replace('Intro with', `It takes ${value} full ${unit}, with`));
      expect(problems[0], key).toMatch(
        new RegExp(`"${value} full ${unit}" is a product fact: write it with .*:fact\\[${key}\\]`),
      );
    }
    expect(
      variant(good.replace('Intro with', `A ${facts.windowDays}-day window, with`)),
    ).toHaveLength(1);
    expect(variant(good.replace('Intro with', 'Over :fact[windowDays] days, with'))).toEqual([]);
  });

  it(`fails a page of fewer than ${MIN_WORDS} words`, () => {
    expect(variant(good.replace(prose, 'Too little.'))[0]).toMatch(
      new RegExp(
        `^docs/example\\.mdx:1: the page has \\d+ words, fewer than ${MIN_WORDS}: say all a reader needs for its task here, or put the text on the page it belongs to$`,
      ),
    );
  });

  it('fails a Microsoft Learn link with a locale, and an admin or privacy page with fewer than two Learn links', () => {
    const withLinks = (...urls: string[]) =>
      good.replace(
        'Intro with',
        `${urls.map((u, i) => `[Source ${i}](${u})`).join(' ')} Intro with`,
      );
    const learn = [
      'https://learn.microsoft.com/microsoftteams/manage-apps',
      'https://learn.microsoft.com/graph/permissions-reference',
    ];
    expect(
      variant(withLinks('https://learn.microsoft.com/en-us/microsoftteams/manage-apps')),
    ).toEqual([
      'docs/example.mdx:6: Microsoft Learn link https://learn.microsoft.com/en-us/microsoftteams/manage-apps: use https://learn.microsoft.com/... without a locale such as /en-us/',
    ]);
    expect(variant(withLinks('http://learn.microsoft.com/graph/overview'))[0]).toMatch(
      /without a locale/,
    );
    const admin = (source: string) =>
      checkPage({
        file: 'docs/for-admins/example.mdx',
        source,
        kind: 'doc',
        route: '/for-admins/example',
      });
    expect(admin(withLinks(learn[0]!))[0]).toMatch(
      /^docs\/for-admins\/example\.mdx:1: the page links 1 Microsoft Learn page/,
    );
    expect(admin(withLinks(...learn))).toEqual([]);
  });
});

describe('said once', () => {
  it('no page repeats a paragraph, list item or table row of another page word for word', () => {
    expect(repeatedParagraphs(pages)).toEqual([]);
  });

  it('finds a paragraph two pages share, whatever its emphasis and line breaks', () => {
    const shared =
      'The app reads metadata only, such as when meetings happen and how many people attend them.';
    const a: PageSource = {
      file: 'docs/a.mdx',
      source: `---\ntitle: A\n---\n\nIntro.\n\n${shared}\n`,
      kind: 'doc',
      route: '/a',
    };
    const b: PageSource = {
      file: 'docs/b.mdx',
      source: `---\ntitle: B\n---\n\n- ${shared.replace('metadata only', '**metadata only**').replace(' such as', '\nsuch as')}\n`,
      kind: 'doc',
      route: '/b',
    };
    expect(repeatedParagraphs([a, b])).toEqual([
      'docs/b.mdx:5: repeats docs/a.mdx:7 word for word: keep it on one page and link to it',
    ]);
    expect(repeatedParagraphs([a, {...b, source: b.source.replace('people', 'members')}])).toEqual(
      [],
    );
  });
});

describe('facts read once', () => {
  // Issue 49 item 2: /insights/Impact read "Results update once a week, with the rest of the
  // insights, once a week, on Monday …".
  it('fails words typed around a fact that the fact prints too, with the line of the fact', () => {
    const refresh =
      'Results update once a week, with the rest of the insights, :fact[refreshSchedule].';
    expect(variant(good.replace('Intro with', `Intro.\n\n${refresh}\n\nIntro with`))).toEqual([
      `docs/example.mdx:8: :fact[refreshSchedule] reads "${facts.refreshSchedule}", and the sentence around it says "once a week" too: take those words out of the sentence, since the fact says them`,
    ]);
    expect(
      variant(
        withSentence('Results update with the rest of the insights, :fact[refreshSchedule].'),
      ),
    ).toEqual([]);
  });

  it('fails a word doubled at the edge of a fact, and counts the other facts as the words they print', () => {
    expect(factRepeats('Data stays in the :fact[dataRegions].', factValues)).toEqual([
      {
        key: 'dataRegions',
        message: `:fact[dataRegions] reads "${facts.dataRegions}", and the sentence around it says "the" too: take those words out of the sentence, since the fact says them`,
      },
    ]);
    expect(factRepeats('Data stays in :fact[dataRegions].', factValues)).toEqual([]);
    expect(
      factRepeats('Insights update :fact[refreshSchedule], once a week, on Monday.', factValues),
    ).toHaveLength(1);
    // Only within a sentence, and function words alone are no repeat.
    expect(
      factRepeats('It runs once a week. Insights update :fact[refreshSchedule].', factValues),
    ).toEqual([]);
    expect(factRepeats('In your tenant, it runs :fact[refreshSchedule].', factValues)).toEqual([]);
  });

  it("passes a label of the app's screens in bold that the sentence describes in its own words", () => {
    expect(
      factRepeats('To leave team insights, turn on **:fact[optOutSetting]**.', factValues),
    ).toEqual([]);
    expect(
      factRepeats('To leave team insights, turn on :fact[optOutSetting].', factValues),
    ).toHaveLength(1);
  });
});

/** `good` with a sentence put before its first paragraph (line 6 of the page). */
const withSentence = (sentence: string) => good.replace('Intro with', `${sentence} Intro with`);

describe('claims that must not come back', () => {
  it.each(WRONG_CLAIMS.map((rule) => [rule.example, rule]))('fails "%s"', (example, rule) => {
    expect(variant(withSentence(example))).toContain(`docs/example.mdx:6: ${rule.message}`);
  });

  it('reads each claim within its paragraph, list item or table row, and minds "unless"', () => {
    // The chat rule needs a chat in the same block: here the activity times are in the next
    // paragraph.
    expect(
      variant(good.replace('Intro with', 'We read chats.\n\nWe count activity times. Intro with')),
    ).toEqual([]);
    // Installing through a setup policy may be described for the tenants it applies to.
    expect(
      variant(
        withSentence(
          'In tenants that have not moved to app centric management, use **Installed apps**.',
        ),
      ),
    ).toEqual([]);
  });

  it('fails a permission the app does not request, and passes the ones it does', () => {
    expect(variant(withSentence('The app asks for `Mail.Read`.'))).toEqual([
      'docs/example.mdx:6: "Mail.Read" is not a permission the app requests (src/data/permissions.ts): name only the ones it does',
    ]);
    const requested = [...REQUESTED_PERMISSIONS].map((name) => `\`${name}\``).join(', ');
    expect(variant(withSentence(`The app asks for ${requested}.`))).toEqual([]);
    for (const name of REQUESTED_PERMISSIONS)
      expect(name.match(PERMISSION_NAME), name).toEqual([name]);
  });

  it.each(WRONG_CODE.map((rule) => [rule.example, rule]))(
    'fails the code "%s"',
    (example, rule) => {
      const source = good.replace(
        'Intro with',
        `Intro:\n\n\`\`\`powershell\n${example}\n\`\`\`\n\nIntro with`,
      );
      expect(variant(source)).toContain(`docs/example.mdx:9: ${rule.message}`);
      // The same words in prose that says what Microsoft says are allowed.
      expect(
        variant(
          withSentence(
            "Microsoft's reference for `New-CsTeamsAppSetupPolicy` and `Set-CsTeamsAppSetupPolicy` says not to use those cmdlets.",
          ),
        ),
      ).toEqual([]);
    },
  );

  it('tells what the app is allowed to say about its permissions from what it is not (issue 25)', () => {
    const passes = [
      // The product brief's own words, and what Learn supports.
      'The app has no application permission across your organization.',
      'Cloud Application Administrators can consent to all of its delegated permissions: the app registers no Microsoft Graph application permissions in Microsoft Entra ID.',
      "The app asks only for each event's `start`, `end`, `attendees`, `isCancelled` and `type` (`Calendars.ReadBasic`), so subjects and locations never arrive with your events.",
      'Your working hours come from `getSchedule`, which also returns the schedule items of the period asked about, each of which can carry a subject and location (`Calendars.ReadBasic`).',
      'Email addresses, job titles and photos are never requested; a photo would be a separate request, which the app never makes.',
      'Chats you are in, meeting chats included (`Chat.Read`).',
      'After you have turned off user sign-in, you can also delete the enterprise application.',
      'You see **Need admin approval** where user consent is turned off, or allowed only for permissions classified as low impact.',
      'Rank 1 is the highest ([Assign policies to users and groups](https://learn.microsoft.com/microsoftteams/assign-policies-users-and-groups)).',
    ];
    for (const sentence of passes) expect(variant(withSentence(sentence)), sentence).toEqual([]);
    const fails = [
      'All four permissions are delegated-only.',
      'It has no access across your organization.',
      'Graph returns more than the app needs.',
      "Several permissions return fields the app doesn't need, such as meeting subjects and the text of messages.",
      'Block it, then delete its enterprise application in the Microsoft Entra admin center.',
      "It appears when your organization lets only admins approve an app's permissions (user consent is turned off), and **Need admin approval** shows.",
      'Rank 1 is the highest, relative to other group assignments.',
    ];
    for (const sentence of fails) expect(variant(withSentence(sentence)), sentence).not.toEqual([]);
  });

  it('tells consent and reach as most organizations see them from what they were (issue 33)', () => {
    const passes = [
      // Both facts in one paragraph, as the product brief says them.
      "The permissions reference marks none of them as needing admin consent, but Microsoft Entra's default for new tenants, the Microsoft-managed policy, keeps `Calendars.ReadBasic` and `Chat.Read` for an admin.",
      'The permission itself needs no admin consent, but Microsoft’s default user consent policy keeps it for an admin.',
      "For members who never opened the app, the app doesn't read working hours.",
      "The app asks only for each event's `start`, `end`, `attendees`, `isCancelled` and `type`.",
      "If the app can't sign you in, reload it.",
    ];
    for (const sentence of passes) expect(variant(withSentence(sentence)), sentence).toEqual([]);
    const fails = [
      "None of the app's four Microsoft Graph permissions needs admin consent.",
      "These permissions don't need admin consent.",
      "Every Microsoft Graph permission the app requests is delegated, and none needs admin consent by Microsoft's rules.",
      "The default working hours apply only to people whose working hours the app can't read.",
      'Their after-hours activity is measured against the default, since the app cannot read their working hours.',
      'It asks for `start`, `end`, `attendees` and `isCancelled` (`$select`).',
    ];
    for (const sentence of fails) expect(variant(withSentence(sentence)), sentence).not.toEqual([]);
  });

  it('fails a page that lists user consent settings without the Microsoft-managed one, and passes it with it', () => {
    const listing = good.replace(
      'Intro with',
      `| Setting | What people see |\n| --- | --- |\n${CONSENT_SETTINGS_LIST.example}\n\nIntro with`,
    );
    expect(variant(listing)).toEqual([`docs/example.mdx:8: ${CONSENT_SETTINGS_LIST.message}`]);
    expect(
      variant(
        listing.replace(
          '| **Allow user consent for apps** |',
          '| **Let Microsoft manage your consent settings** | **Need admin approval** |\n| **Allow user consent for apps** |',
        ),
      ),
    ).toEqual([]);
    // One setting named is no list: the legacy setting alone may be named as the one that lets
    // people consent.
    expect(
      variant(
        withSentence(
          'Only under **Allow user consent for apps** can people consent for themselves.',
        ),
      ),
    ).toEqual([]);
  });

  it('finds them in any Markdown, such as a twin, with the file and line', () => {
    const example = WRONG_CLAIMS[0]!;
    expect(
      claimProblems('build/x.md', `# Title\n\n> Description.\n\n${example.example}\n`),
    ).toEqual([`build/x.md:5: ${example.message}`]);
  });
});

describe("Microsoft's figures", () => {
  it("state Microsoft Learn's figure for availability changes: 24 to 72 hours, in rare cases up to 6 days", () => {
    expect(facts.availabilityDelay).toMatch(/^24 to 72 hours\b.*\bup to 6 days$/);
    expect(learnSources.availabilityDelay).toBe(
      'https://learn.microsoft.com/microsoftteams/app-centric-management',
    );
  });

  it('have a Microsoft Learn link each', () => {
    for (const [key, url] of Object.entries(learnSources)) {
      expect(key in facts, key).toBe(true);
      expect(url, key).toMatch(/^https:\/\/learn\.microsoft\.com\/(?![a-z]{2}-[a-z]{2}\/)/);
    }
  });

  it('fail when typed as a literal instead of :fact[key]', () => {
    expect(LITERAL_LEARN_FIGURES.length).toBeGreaterThan(0);
    expect(variant(withSentence('It takes up to 72 hours.'))[0]).toMatch(
      /"72 hours" is Microsoft's figure: write it with :fact\[availabilityDelay\]/,
    );
    expect(variant(withSentence('It takes a few hours.'))[0]).toMatch(
      /"a few hours" is Microsoft's figure: write it with :fact\[permissionPolicyDelay\] or :fact\[setupPolicyDelay\]/,
    );
  });

  it('fail without their Microsoft Learn link in the same paragraph, and pass with it', () => {
    const source = learnSources.setupPolicyDelay!;
    expect(variant(withSentence('Policy changes take :fact[setupPolicyDelay].'))).toEqual([
      `docs/example.mdx:6: :fact[setupPolicyDelay] is Microsoft's figure: link ${source} in the same paragraph, list item or table row`,
    ]);
    expect(
      variant(
        withSentence(`Policy changes take :fact[setupPolicyDelay] ([Microsoft Learn](${source})).`),
      ),
    ).toEqual([]);
  });

  it('fail a page that changes who the app is available to without saying how long that takes', () => {
    const changes = withSentence('Choose **Specific users or groups**.');
    expect(variant(changes)).toEqual([
      'docs/example.mdx:1: the page changes who the app is available to: say how long that takes with :fact[availabilityDelay] and its Microsoft Learn link',
    ]);
    expect(
      variant(
        changes.replace(
          'Choose',
          `It takes :fact[availabilityDelay] ([Microsoft Learn](${learnSources.availabilityDelay})). Choose`,
        ),
      ),
    ).toEqual([]);
  });
});

describe('the permissions the app requests', () => {
  // The product brief's list ("Permissions"), stated here once, so that a
  // change to src/data/permissions.ts the brief doesn't make fails.
  const BRIEF_GRAPH = ['User.Read', 'User.ReadBasic.All', 'Calendars.ReadBasic', 'Chat.Read'];
  const BRIEF_RSC = [
    'TeamMember.Read.Group',
    'ChannelSettings.Read.Group',
    'ChannelMessage.Read.Group',
  ];

  it("are exactly the product brief's: four delegated Microsoft Graph permissions and three for a team", () => {
    expect(graphPermissions.map((p) => p.name)).toEqual(BRIEF_GRAPH);
    expect(rscPermissions.map((p) => p.name)).toEqual(BRIEF_RSC);
  });

  it("are delegated for Microsoft Graph, none marked as needing admin consent, two kept for an admin by Microsoft's default policy, and application permissions for a team", () => {
    for (const p of graphPermissions) {
      expect(p.type, p.name).toBe('Delegated');
      expect(p.adminConsent, p.name).toBe(false);
    }
    // Product brief, "Consent": the Microsoft-managed policy's list "includes `Calendars.ReadBasic`
    // and `Chat.Read`".
    expect(graphPermissions.filter((p) => p.managedPolicy === 'admin').map((p) => p.name)).toEqual([
      'Calendars.ReadBasic',
      'Chat.Read',
    ]);
    for (const p of graphPermissions.filter((q) => q.managedPolicy === 'admin'))
      expect(p.grantedBy, p.name).toMatch(
        /consent admin for everyone, as Microsoft’s default user consent policy requires/,
      );
    // Product brief: "RSC application permissions scoped to one team ... the app reads in that team
    // without anyone signed in".
    for (const p of rscPermissions) {
      expect(p.type, p.name).toBe('Application');
      expect(p.reaches, p.name).toMatch(/no one signed in/);
      expect(p.grantedBy, p.name).toMatch(/team owner/i);
    }
  });

  it('answer the five questions of a security review for each of the seven', () => {
    expect(allPermissions).toHaveLength(7);
    for (const p of allPermissions) {
      for (const field of ['grantedBy', 'reaches', 'asksFor', 'discarded', 'purpose'] as const) {
        expect(p[field].trim().length, `${p.name}.${field}`).toBeGreaterThan(3);
      }
    }
  });

  it("say what the app asks Microsoft Graph for, as the brief's data minimisation lists it", () => {
    const byName = new Map(allPermissions.map((p) => [p.name, p]));
    // "`id` and `displayName` for people; `start`, `end`, `attendees`, `isCancelled` and `type`
    // (... for the recurring-meetings driver) for events."
    for (const name of ['User.Read', 'User.ReadBasic.All'])
      expect(byName.get(name)!.asksFor, name).toMatch(/`id` and `displayName`/);
    for (const field of ['start', 'end', 'attendees', 'isCancelled', 'type'])
      expect(byName.get('Calendars.ReadBasic')!.asksFor).toContain(`\`${field}\``);
    expect(byName.get('Calendars.ReadBasic')!.purpose).toMatch(
      /`type`, for the recurring-meetings driver/,
    );
    // "`Calendars.ReadBasic` also lets a signed-in person's token read colleagues' free/busy,
    // working hours and schedule items ...; the app calls `getSchedule` only for the signed-in
    // person".
    expect(byName.get('Calendars.ReadBasic')!.reaches).toMatch(
      /colleagues’ free\/busy, working hours and schedule items/,
    );
    expect(byName.get('Calendars.ReadBasic')!.asksFor).toMatch(
      /`getSchedule` called only for the signed-in person/,
    );
    // "Listing chat and channel messages supports no field selection": text, attachments, mentions
    // and reactions arrive.
    for (const name of ['Chat.Read', 'ChannelMessage.Read.Group']) {
      expect(byName.get(name)!.asksFor, name).toMatch(/no field selection/);
      for (const field of ['text', 'attachments', 'mentions', 'reactions'])
        expect(byName.get(name)!.discarded, name).toContain(field);
    }
    // "Attendee names and addresses arrive with `attendees` and are discarded once counted and
    // matched to teams."
    expect(byName.get('Calendars.ReadBasic')!.discarded).toMatch(
      /Attendee names and addresses, once counted and matched to teams/,
    );
    // "User.ReadBasic.All ... of anyone in the directory"; Chat.Read covers meeting chats.
    expect(byName.get('User.ReadBasic.All')!.reaches).toMatch(/anyone in your directory/);
    expect(byName.get('Chat.Read')!.reaches).toMatch(/meeting chats included/);
  });

  it('say, for the permissions that return content, that it is discarded on arrival', () => {
    for (const name of ['Calendars.ReadBasic', 'Chat.Read', 'ChannelMessage.Read.Group']) {
      const p = allPermissions.find((q) => q.name === name)!;
      expect(p.purpose, name).toMatch(/discard/);
    }
  });

  it('make, field by field, none of the claims that must not come back', () => {
    const problems = allPermissions.flatMap((p) =>
      Object.entries(p)
        .filter(([, value]) => typeof value === 'string')
        .flatMap(([field, value]) =>
          claimProblems(
            `src/data/permissions.ts (${p.name}.${field})`,
            `${p.name}: ${value as string}\n`,
          ),
        ),
    );
    expect(problems).toEqual([]);
    // And the check sees a claim there: the old Calendars.ReadBasic purpose.
    const old =
      'Calendars.ReadBasic: Microsoft Graph also returns each meeting’s subject, location and organizer: the app discards the rest on arrival.';
    expect(claimProblems('x', `${old}\n`)).not.toEqual([]);
  });
});

describe('section names', () => {
  it("fails a link to a category page that doesn't use the section's sidebar label", () => {
    const [category] = categoryPages();
    const link = (text: string) => withSentence(`See [${text}](${category!.path}).`);
    expect(variant(link(category!.label))).toEqual([]);
    expect(variant(link(category!.label.toUpperCase()))).toEqual([
      `docs/example.mdx:6: the section "${category!.label}" (sidebars.ts) is called "${category!.label.toUpperCase()}" here: use its one name`,
    ]);
  });
});

describe('sources other than the pages', () => {
  // Data files and diagrams reach readers through the pages and their twins;
  // the examples of README.md and CONTRIBUTING.md are copied by writers.
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(path.join(ROOT, dir), {withFileTypes: true})
      .flatMap((e) => (e.isDirectory() ? walk(`${dir}/${e.name}`) : [`${dir}/${e.name}`]));
  const files = [
    ...walk('src/data'),
    ...walk('src/components/diagrams'),
    'README.md',
    'CONTRIBUTING.md',
  ].filter((f) => /\.(tsx?|md)$/.test(f));

  // The permission change log names the permissions the app once requested, each as removed or
  // replaced (tests/unit/permission-changes.test.ts checks that).
  const history = ['src/data/permissionChanges.ts'];
  it.each(files.filter((f) => !history.includes(f)).map((f) => [f]))(
    '%s names no limited mode and no permission the app does not request',
    (file) => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      expect(text).not.toMatch(/\blimited mode\b/i);
      const unrequested = [...text.matchAll(PERMISSION_NAME)]
        .map((m) => m[0])
        .filter((name) => !REQUESTED_PERMISSIONS.has(name));
      expect(unrequested).toEqual([]);
    },
  );

  // CONTRIBUTING.md quotes the claims in its table of rules, src/data/learnSources.ts records
  // what Learn pages say (the claims they back, the questions they leave open), and the change log
  // what the app once requested (its claims are checked in the twin); the other data
  // files, the diagrams and README.md must not make them.
  const quoting = ['CONTRIBUTING.md', 'src/data/learnSources.ts', ...history];
  it.each(files.filter((f) => !quoting.includes(f)).map((f) => [f]))(
    '%s makes none of the claims that must not come back',
    (file) => {
      expect(claimProblems(file, fs.readFileSync(path.join(ROOT, file), 'utf8'))).toEqual([]);
    },
  );
});
