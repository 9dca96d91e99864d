/**
 * The Markdown twins (src/plugins/markdown-twins/): MDX turned into Markdown
 * (facts, tables, diagrams, links, comments, what cannot be converted), the
 * pages that get one, and llms.txt. No build needed.
 */
import path from 'node:path';
import {mdxToMarkdown, printMarkdown, twinTree, preprocess} from '../../src/plugins/markdown-twins/markdown';
import {twinEntries, twinLinker, twinMarkdown} from '../../src/plugins/markdown-twins';
import {llmsFullTxt, llmsTxt, LLMS_FULL_SEPARATOR, llmsFullHeader, type TwinEntry} from '../../src/plugins/markdown-twins/llms';
import {twinPath} from '../../src/utils/markdownTwin';
import {factValues} from '../../src/data/siteSettings';
import {facts} from '../../src/data/facts';
import {graphPermissions, rscPermissions} from '../../src/data/permissions';
import {docPages, SITE_DIR, type SidebarSection} from '../../src/data/sitePages';
import {diagramText as retention} from '../../src/components/diagrams/RetentionDiagram/text';
import {diagramText as dataFlow} from '../../src/components/diagrams/DataFlowDiagram/text';

const values = {...factValues, supportEmail: 'help@example.org'};
const site = {title: 'X documentation', tagline: 'Tagline', url: 'https://docs.example.org'};
const FILE = path.join(SITE_DIR, 'docs/insights/drivers.mdx');

const entries: TwinEntry[] = [
  {path: '/', title: 'Home', description: 'Start here.', kind: 'doc', section: '', file: 'docs/intro.mdx', id: 'intro'},
  {path: '/category/insights', title: 'Insights', description: 'About insights.', kind: 'category', section: 'Insights', docIds: ['insights/drivers', 'insights/Impact']},
  {path: '/insights/drivers', title: 'Drivers', description: 'What drives it.', kind: 'doc', section: 'Insights', file: 'docs/insights/drivers.mdx', id: 'insights/drivers'},
  {path: '/insights/Impact', title: 'Impact', description: 'What changed.', kind: 'doc', section: 'Insights', file: 'docs/insights/Impact.mdx', id: 'insights/Impact'},
  {path: '/markdown-page', title: 'About', description: 'This site.', kind: 'page', section: '', file: 'src/pages/markdown-page.md'},
];
const drivers = entries[2]!;
const link = twinLinker(site, entries)(drivers);

/** The twin of an MDX source, as the plugin prints it, for the drivers page. */
async function twin(body: string, frontMatter = 'title: Drivers\ndescription: What drives it.'): Promise<string> {
  const page = await mdxToMarkdown(`---\n${frontMatter}\n---\n\n${body}`, {values, file: FILE, link});
  return printMarkdown(twinTree(page));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('twinPath', () => {
  it('is the route plus .md; the home page is /index.md', () => {
    expect(twinPath('/insights/drivers')).toBe('/insights/drivers.md');
    expect(twinPath('/category/for-admins/')).toBe('/category/for-admins.md');
    expect(twinPath('/')).toBe('/index.md');
  });
});

describe('MDX to Markdown', () => {
  it('starts with the title and the description from the front matter', async () => {
    expect(await twin('Body text.')).toBe('# Drivers\n\n> What drives it.\n\nBody text.\n');
  });

  it('takes the title from a page that writes its own # heading, once', async () => {
    const md = await twin('# About this site\n\nBody.', 'title: About\ndescription: D.');
    expect(md).toBe('# About this site\n\n> D.\n\nBody.\n');
  });

  it('fills in facts and the support link', async () => {
    const md = await twin('At least :fact[minGroupSize] people, for :fact[windowDays] days. Mail :fact[supportEmail].');
    expect(md).toContain(`At least ${facts.minGroupSize} people, for ${facts.windowDays} days. Mail <help@example.org>.`);
    expect(md).not.toContain(':fact[');
  });

  it('writes the permission tables as Markdown tables', async () => {
    const md = await twin('::permissions-table\n\n::rsc-permissions-table');
    for (const p of graphPermissions) expect(md).toMatch(new RegExp(`^\\| \`${escape(p.name)}\` +\\| ${escape(p.type)} +\\|`, 'm'));
    for (const p of rscPermissions) expect(md).toMatch(new RegExp(`^\\| \`${escape(p.name)}\` +\\| ${escape(p.purpose)} +\\|$`, 'm'));
    expect(md).toMatch(/^\| -+ \| -+ \|/m);
  });

  it('writes a diagram as its title and the description its SVG carries', async () => {
    const md = await twin(
      "import RetentionDiagram from '@site/src/components/diagrams/RetentionDiagram';\nimport Flow from '../../src/components/diagrams/DataFlowDiagram';\n\nBefore.\n\n<RetentionDiagram />\n\n<Flow />\n\nAfter.",
    );
    expect(md).toContain(`Before.\n\n**Diagram: ${retention.title}.** ${retention.description}\n\n**Diagram: ${dataFlow.title}.** ${dataFlow.description}\n\nAfter.`);
    expect(md).not.toMatch(/import|<[A-Z]/);
  });

  it('points links to other pages at their twins, keeping anchors; other links become absolute or stay', async () => {
    const md = await twin(
      [
        '[Impact](/insights/Impact#how-it-works), [home](/), [insights](/category/insights), [file](./Impact.mdx#faq), [relative](Impact),',
        '[same page](#faq), [image file](/img/logo.svg), [search](/search?q=x), [elsewhere](https://example.com/a), [mail](mailto:a@example.org),',
        '[unknown](/nowhere), [absolute](https://docs.example.org/insights/Impact).',
      ].join('\n'),
    );
    const u = site.url;
    expect(md).toContain(`[Impact](${u}/insights/Impact.md#how-it-works)`);
    expect(md).toContain(`[home](${u}/index.md)`);
    expect(md).toContain(`[insights](${u}/category/insights.md)`);
    expect(md).toContain(`[file](${u}/insights/Impact.md#faq)`);
    expect(md).toContain(`[relative](${u}/insights/Impact.md)`);
    expect(md).toContain('[same page](#faq)');
    expect(md).toContain(`[image file](${u}/img/logo.svg)`);
    expect(md).toContain(`[search](${u}/search?q=x)`);
    expect(md).toContain('[elsewhere](https://example.com/a)');
    expect(md).toContain('[mail](mailto:a@example.org)');
    expect(md).toContain(`[unknown](${u}/nowhere)`);
    expect(md).toContain(`[absolute](${u}/insights/Impact.md)`);
  });

  it('turns admonitions into quotes led by their label', async () => {
    expect(await twin(':::warning[Check first]\n\nSee [Access](/for-admins/access).\n\n:::')).toContain(
      `> **Check first:** See [Access](${site.url}/for-admins/access).`,
    );
    expect(await twin(':::note\n\nPlain.\n\n:::')).toContain('> **Note:** Plain.');
    expect(await twin(':::tip Old style title\n\nText.\n\n:::')).toContain('> **Old style title:** Text.');
  });

  it('drops MDX and HTML comments, as the page does, but not in code', async () => {
    const md = await twin(
      [
        'Shown {/* hidden one */} text.',
        '',
        '{/* hidden two */}',
        '',
        '<!-- hidden three -->',
        '',
        'More <!-- hidden four --> text and `<!-- code span -->`.',
        '',
        '<!--',
        'hidden five',
        '-->',
        '',
        '```html',
        '<!-- kept in code -->',
        '```',
      ].join('\n'),
    );
    expect(md).not.toMatch(/hidden/);
    expect(md).toContain('Shown  text.');
    expect(md).toContain('More  text and `<!-- code span -->`.');
    expect(md).toContain('```html\n<!-- kept in code -->\n```');
    expect(md).not.toContain('{/*');
  });

  it('drops heading ids and keeps unknown text directives as the text they were', async () => {
    const md = await twin('## Frequently asked {#faq}\n\nAt 10:30, see:this.');
    expect(md).toContain('## Frequently asked\n');
    expect(md).toContain('At 10:30, see:this.');
  });

  // twin() puts the body on line 6 of the file, after four lines of front matter and a blank line.
  it('fails on a component without a text description, naming the file, the line and the component', async () => {
    await expect(twin("import Tabs from '@theme/Tabs';\n\nText.\n\n<Tabs>\n  x\n</Tabs>")).rejects.toThrow(
      /^docs\/insights\/drivers\.mdx:10: the component <Tabs> \(from @theme\/Tabs\) cannot be written as Markdown/,
    );
    await expect(twin('Inline <Badge /> here.')).rejects.toThrow(/docs\/insights\/drivers\.mdx:6: the component <Badge> cannot/);
  });

  it('fails on an expression, which has no Markdown form', async () => {
    await expect(twin('Total: {1 + 1}.')).rejects.toThrow(/docs\/insights\/drivers\.mdx:6: the expression \{1 \+ 1\} cannot be written as Markdown/);
  });

  it('fails on an unknown fact, as the build of the page does', async () => {
    await expect(twin(':fact[minGroupSise]')).rejects.toThrow(/docs\/insights\/drivers\.mdx:6: unknown fact ":fact\[minGroupSise\]"/);
  });

  it('preprocess() leaves code blocks alone and every line on its line', () => {
    const source = '```md\n## Title {#id}\n<!-- c -->\n```\n';
    expect(preprocess(source)).toBe(source);
    expect(preprocess('a\n<!--\nb */\n-->\nc')).toBe('a\n{/*\nb *\\/\n*/}\nc');
  });
});

describe('category twins', () => {
  it('list the category pages with their descriptions and twin links', async () => {
    const md = await twinMarkdown(site, entries[1]!, entries, values);
    expect(md).toBe(
      [
        '# Insights',
        '',
        '> About insights.',
        '',
        `- [Drivers](${site.url}/insights/drivers.md): What drives it.`,
        `- [Impact](${site.url}/insights/Impact.md): What changed.`,
        '',
      ].join('\n'),
    );
  });
});

describe('the pages that get a twin', () => {
  const fixtures = path.join(__dirname, 'fixtures/site-pages/docs');

  it('leave out drafts (not built) and unlisted pages (in no listing)', () => {
    const all = docPages(fixtures);
    expect(all.map((d) => [d.id, d.unlisted])).toEqual([
      ['listed', false],
      ['unlisted', true],
    ]);
    const sections: SidebarSection[] = [{label: '', docIds: ['listed', 'unlisted']}];
    expect(twinEntries(all, sections, []).map((e) => e.path)).toEqual(['/listed']);
  });

  it('are every listed page of the site, in sidebar order', () => {
    const paths = twinEntries().map((e) => e.path);
    expect(paths[0]).toBe('/');
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/markdown-page');
  });
});

describe('llms.txt and llms-full.txt', () => {
  it('llms.txt groups the twins under their sidebar section', () => {
    expect(llmsTxt(site, entries)).toBe(
      [
        '# X documentation',
        '',
        '> Tagline',
        '',
        'Each link is a page of the site as Markdown. Every page is also in one file: [llms-full.txt](https://docs.example.org/llms-full.txt).',
        '',
        '## Docs',
        '',
        '- [Home](https://docs.example.org/index.md): Start here.',
        '',
        '## Insights',
        '',
        'About insights. ([overview](https://docs.example.org/category/insights.md))',
        '',
        '- [Drivers](https://docs.example.org/insights/drivers.md): What drives it.',
        '- [Impact](https://docs.example.org/insights/Impact.md): What changed.',
        '',
        '## Optional',
        '',
        '- [About](https://docs.example.org/markdown-page.md): This site.',
        '',
      ].join('\n'),
    );
  });

  it('llms-full.txt is the header and the twins, separated by thematic breaks', () => {
    const full = llmsFullTxt(site, ['# A\n\nOne.\n', '# B\n\nTwo.\n']);
    expect(full).toBe(`${llmsFullHeader(site)}${LLMS_FULL_SEPARATOR}# A\n\nOne.\n${LLMS_FULL_SEPARATOR}# B\n\nTwo.\n`);
    expect(full).toBe('# X documentation\n\n> Tagline\n\n---\n\n# A\n\nOne.\n\n---\n\n# B\n\nTwo.\n');
  });
});
