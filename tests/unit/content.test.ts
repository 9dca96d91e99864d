import fs from 'node:fs';
import path from 'node:path';
import {checkPage, repeatedParagraphs, unitsOf, MIN_WORDS, type PageSource} from '../support/contentRules';
import {facts} from '../../src/data/facts';
import {ROOT} from '../support/site';
import {docPages, standalonePages} from '../../src/data/sitePages';

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
  it.each(pages.map((p) => [p.file, p]))('%s passes every rule', (_file, page) => {
    expect(checkPage(page)).toEqual([]);
  });

  it('accepts a good page', () => {
    expect(variant(good)).toEqual([]);
  });

  it('fails a page without a title or description, or with a description of the wrong length', () => {
    expect(variant(good.replace('title: Good page\n', ''))).toEqual(['docs/example.mdx:1: front matter has no title']);
    expect(variant(good.replace(/description: .*\n/, ''))).toEqual(['docs/example.mdx:1: front matter has no description']);
    expect(variant(good.replace(/description: .*\n/, 'description: Too short.\n'))[0]).toMatch(/description is 10 characters/);
  });

  it('fails malformed front matter with the file named', () => {
    expect(variant(good.replace('title: Good page', 'title: Broken: yes: no'))[0]).toMatch(/^docs\/example\.mdx:1: malformed front matter/);
  });

  it('fails a skipped heading level, with its line', () => {
    expect(variant(good.replace('## Section\n', ''))).toEqual(['docs/example.mdx:11: heading level skipped: h1 is followed by h3']);
  });

  it('fails an H1 in a doc body and a page without exactly one H1', () => {
    expect(variant(good.replace('Intro', '# Title\n\nIntro'))).toContain(
      'docs/example.mdx:6: docs take their <h1> from the front matter title: start body headings at ##',
    );
    expect(variant(good, 'page')).toContain('docs/example.mdx:1: a standalone page needs exactly one # heading, found 0');
  });

  it.each(['TODO', 'TBD', 'FIXME', 'lorem ipsum', 'Coming soon'])('fails placeholder text "%s"', (word) => {
    expect(variant(good.replace('Intro with', `${word} intro with`))).toEqual([`docs/example.mdx:6: placeholder text "${word}"`]);
  });

  it('fails an image without alt text', () => {
    expect(variant(good.replace('A chart of meeting load', ''))).toEqual(['docs/example.mdx:14: image /img/chart.svg has no alt text']);
    expect(variant(`${good}\n<img src="/img/x.png" />\n`)).toEqual(['docs/example.mdx:16: an <img> has no alt text']);
  });

  it('fails a page that links to no other page', () => {
    expect(variant(good.replace('[link](/insights/drivers)', 'no link'))).toEqual([
      'docs/example.mdx:1: the page links to no other page of the site',
    ]);
  });

  it('fails a product fact typed as a literal, for every numeric fact of src/data/facts.ts', () => {
    for (const [key, value] of Object.entries(facts)) {
      if (typeof value !== 'number') continue;
      const unit = unitsOf(key)!.at(-1)!;
      const problems = variant(good.replace('Intro with', `It takes ${value} full ${unit}, with`));
      expect(problems[0], key).toMatch(new RegExp(`"${value} full ${unit}" is a product fact: write it with .*:fact\\[${key}\\]`));
    }
    expect(variant(good.replace('Intro with', `A ${facts.windowDays}-day window, with`))).toHaveLength(1);
    expect(variant(good.replace('Intro with', 'Over :fact[windowDays] days, with'))).toEqual([]);
  });

  it(`fails a page of fewer than ${MIN_WORDS} words`, () => {
    expect(variant(good.replace(prose, 'Too little.'))[0]).toMatch(new RegExp(`^docs/example\\.mdx:1: the page has \\d+ words; a page needs at least ${MIN_WORDS}$`));
  });

  it('fails a Microsoft Learn link with a locale, and an admin or privacy page with fewer than two Learn links', () => {
    const withLinks = (...urls: string[]) => good.replace('Intro with', `${urls.map((u, i) => `[Source ${i}](${u})`).join(' ')} Intro with`);
    const learn = ['https://learn.microsoft.com/microsoftteams/manage-apps', 'https://learn.microsoft.com/graph/permissions-reference'];
    expect(variant(withLinks('https://learn.microsoft.com/en-us/microsoftteams/manage-apps'))).toEqual([
      'docs/example.mdx:6: Microsoft Learn link https://learn.microsoft.com/en-us/microsoftteams/manage-apps: use https://learn.microsoft.com/... without a locale such as /en-us/',
    ]);
    expect(variant(withLinks('http://learn.microsoft.com/graph/overview'))[0]).toMatch(/without a locale/);
    const admin = (source: string) => checkPage({file: 'docs/for-admins/example.mdx', source, kind: 'doc', route: '/for-admins/example'});
    expect(admin(withLinks(learn[0]!))[0]).toMatch(/^docs\/for-admins\/example\.mdx:1: the page links 1 Microsoft Learn page/);
    expect(admin(withLinks(...learn))).toEqual([]);
  });
});

describe('said once', () => {
  it('no page repeats a paragraph, list item or table row of another page word for word', () => {
    expect(repeatedParagraphs(pages)).toEqual([]);
  });

  it('finds a paragraph two pages share, whatever its emphasis and line breaks', () => {
    const shared = 'The app reads metadata only, such as when meetings happen and how many people attend them.';
    const a: PageSource = {file: 'docs/a.mdx', source: `---\ntitle: A\n---\n\nIntro.\n\n${shared}\n`, kind: 'doc', route: '/a'};
    const b: PageSource = {
      file: 'docs/b.mdx',
      source: `---\ntitle: B\n---\n\n- ${shared.replace('metadata only', '**metadata only**').replace(' such as', '\nsuch as')}\n`,
      kind: 'doc',
      route: '/b',
    };
    expect(repeatedParagraphs([a, b])).toEqual(['docs/b.mdx:5: repeats docs/a.mdx:7 word for word; keep it on one page and link to it']);
    expect(repeatedParagraphs([a, {...b, source: b.source.replace('people', 'members')}])).toEqual([]);
  });
});
