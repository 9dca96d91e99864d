import {applyFacts} from '../../src/plugins/remark-product-data';
import {sourceToMarkdown} from '../../src/plugins/llms-txt/markdown';
import {llmsTxt} from '../../src/plugins/llms-txt/llms';
import {factValues} from '../../src/data/siteSettings';
import {facts} from '../../src/data/facts';
import {graphPermissions} from '../../src/data/permissions';

const values = {...factValues, supportEmail: 'help@example.org'};

describe(':fact[key] and the permission tables', () => {
  it('writes facts, the support link and the permission table into the page', async () => {
    const md = await sourceToMarkdown(
      `---\ntitle: T\n---\n\nAt least :fact[minGroupSize] people, for :fact[windowDays] days. Mail :fact[supportEmail].\n\n::permissions-table\n`,
      values,
      'https://docs.example.org',
    );
    expect(md).toContain(`At least ${facts.minGroupSize} people, for ${facts.windowDays} days.`);
    expect(md).toContain('Mail <help@example.org>.');
    for (const p of graphPermissions) expect(md).toMatch(new RegExp(`\\| \`${p.name.replace(/\./g, '\\.')}\` +\\| ${p.type}`));
  });

  it('fails the build on an unknown fact, naming the file and line', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [{type: 'textDirective', name: 'fact', children: [{type: 'text', value: 'minGroupSise'}], position: {start: {line: 7, column: 3}}}],
        },
      ],
    };
    expect(() => applyFacts(tree, values, {path: 'docs/x.mdx'})).toThrow(/^docs\/x\.mdx:7: unknown fact ":fact\[minGroupSise\]"/);
  });

  it('turns admonitions into quotes, drops imports and components, and makes links absolute', async () => {
    const md = await sourceToMarkdown(
      `import D from '@site/src/components/diagrams/D';\n\n<D />\n\n:::warning[Check first]\n\nSee [Access](/for-admins/access).\n\n:::\n`,
      values,
      'https://docs.example.org',
    );
    expect(md).toBe('> **Check first:** See [Access](https://docs.example.org/for-admins/access).');
  });
});

describe('llms.txt', () => {
  it('groups pages under their sidebar section, with absolute URLs', () => {
    const text = llmsTxt({title: 'X documentation', tagline: 'Tagline', url: 'https://d.example'}, [
      {path: '/', title: 'Home', description: 'Start here.', kind: 'doc', section: ''},
      {path: '/category/a', title: 'A', description: 'About A.', kind: 'category', section: 'A'},
      {path: '/a/one', title: 'One', description: 'The first.', kind: 'doc', section: 'A'},
      {path: '/about', title: 'About', description: 'This site.', kind: 'page', section: ''},
    ]);
    expect(text).toBe(
      [
        '# X documentation',
        '',
        '> Tagline',
        '',
        'Every page below is also in one file: [llms-full.txt](https://d.example/llms-full.txt).',
        '',
        '## Docs',
        '',
        '- [Home](https://d.example/): Start here.',
        '',
        '## A',
        '',
        'About A. ([overview](https://d.example/category/a))',
        '',
        '- [One](https://d.example/a/one): The first.',
        '',
        '## Optional',
        '',
        '- [About](https://d.example/about): This site.',
        '',
      ].join('\n'),
    );
  });
});
