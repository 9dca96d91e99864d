/**
 * The Markdown twins (src/plugins/markdown-twins/node/write.ts), made from built pages:
 * a page in the shape Docusaurus builds it becomes the Markdown that
 * CONTRIBUTING.md promises ("Markdown twins"): title and description, content with tables,
 * admonitions as quotes, code with its language, a diagram as its text,
 * links to other pages' twins, and nothing that is not content. The build
 * checks (tests/build) hold the real pages to the same.
 */
import {twinOf, llmsTxt} from '../../src/plugins/markdown-twins/node/write';
import {twinPath} from '../../src/plugins/markdown-twins/data/rules';

const SITE = 'https://docs.example.org';

/** A doc page as Docusaurus 3.7 builds it (classes and structure of theme-classic). */
const docPage = (content: string) => `<!doctype html><html><head>
<meta name="description" content="What drives it.">
</head><body><main><article>
<nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a aria-label="Home page" href="/"><svg></svg></a></li>
<li class="breadcrumbs__item"><a href="/category/insights">Insights</a></li><li class="breadcrumbs__item breadcrumbs__item--active"><span>Drivers</span></li></ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>Drivers</h1></header>
<div data-not-content=""><button>Copy page</button><a href="/insights/drivers.md">View as Markdown</a></div>
${content}</div></article></main></body></html>`;

describe('a twin', () => {
  it('starts with the title and the description, then the content', () => {
    expect(twinOf(docPage('<p>Body text.</p>'), SITE).markdown).toBe(
      '# Drivers\n\n> What drives it.\n\nBody text.\n',
    );
  });

  it('keeps headings without their anchor links, and drops what is not content', () => {
    const md = twinOf(
      docPage(
        '<h2 class="anchor" id="how">How it works<a href="#how" class="hash-link" aria-label="Direct link to How it works">\u200b</a></h2><p>A<!-- -->5<!-- -->B</p>',
      ),
      SITE,
    ).markdown;
    expect(md).toContain('## How it works\n\nA5B');
    expect(md).not.toMatch(/Copy page|View as Markdown|Direct link|<!--/);
  });

  it('points links to other pages at their twins, with the site address, and leaves other links alone', () => {
    const md = twinOf(
      docPage(
        '<p><a href="/insights/Impact#record-a-change">Impact</a>, <a href="/">home</a>, <a href="https://learn.microsoft.com/graph">Graph</a>, <a href="/img/logo.svg">logo</a>.</p>',
      ),
      SITE,
    ).markdown;
    expect(md).toContain(
      `[Impact](${SITE}/insights/Impact.md#record-a-change), [home](${SITE}/index.md), [Graph](https://learn.microsoft.com/graph), [logo](/img/logo.svg).`,
    );
  });

  it('keeps tables as Markdown tables', () => {
    const md = twinOf(
      docPage(
        '<table><thead><tr><th>Data</th><th>Kept</th></tr></thead><tbody><tr><td role="cell" data-label="Data">Raw metadata</td><td>30 days</td></tr></tbody></table>',
      ),
      SITE,
    ).markdown;
    expect(md).toMatch(/\| Data +\| Kept +\|\n\| -+ \| -+ \|\n\| Raw metadata \| 30 days \|/);
  });

  it('writes an admonition as a quote that starts with its title', () => {
    const admonition =
      '<div class="theme-admonition theme-admonition-warning"><div class="admonitionHeading_x"><span><svg></svg></span>warning</div><div class="admonitionContent_y"><p>Drivers show association.</p></div></div>';
    expect(twinOf(docPage(admonition), SITE).markdown).toContain(
      '> **Warning:** Drivers show association.',
    );
  });

  it('keeps code as a fenced block with its language, token spans and all', () => {
    const code =
      '<div class="language-powershell theme-code-block"><pre class="prism-code"><code><span class="token function">Get-Thing</span> -Name x\nSecond-Line</code></pre><button>Copy</button></div>';
    expect(twinOf(docPage(code), SITE).markdown).toContain(
      '```powershell\nGet-Thing -Name x\nSecond-Line\n```',
    );
  });

  it('writes a diagram as its title and description, and keeps its caption', () => {
    const figure =
      '<figure><svg role="img"><title>How long data is kept</title><desc>Raw metadata is deleted after 30 days.</desc><svg><text>30 days</text></svg></svg><figcaption><p>In words:</p></figcaption></figure>';
    const md = twinOf(docPage(figure), SITE).markdown;
    expect(md).toContain(
      '**Diagram: How long data is kept.** Raw metadata is deleted after 30 days.',
    );
    expect(md).toContain('In words:');
    expect(md).not.toContain('30 days\n');
  });

  it('of a category page lists its pages with their descriptions', () => {
    const html = `<html><head><meta name="description" content="About insights."></head><body><main><header><h1>Insights</h1><p>About insights.</p></header>
<article><section class="row"><article class="col"><a class="card" href="/insights/drivers"><h2><svg></svg><span>Drivers</span></h2><p>What drives it.</p></a></article></section></article></main></body></html>`;
    expect(twinOf(html, SITE).markdown).toBe(
      `# Insights\n\n> About insights.\n\n- [Drivers](${SITE}/insights/drivers.md): What drives it.\n`,
    );
  });
});

describe('twinPath', () => {
  it('is the page path plus .md; the home page is /index.md', () => {
    expect(twinPath('/insights/drivers')).toBe('/insights/drivers.md');
    expect(twinPath('/category/for-admins/')).toBe('/category/for-admins.md');
    expect(twinPath('/')).toBe('/index.md');
  });
});

describe('llms.txt', () => {
  const twin = (pagePath: string, title: string, section: string, source?: string) => ({
    page: {path: pagePath, file: '', source},
    title,
    description: `About ${title}.`,
    section,
    markdown: '',
  });

  it('lists the top-level docs, then each section with its overview and docs, then the other pages', () => {
    const text = llmsTxt({title: 'X documentation', tagline: 'Tagline', url: SITE}, [
      twin('/', 'Home', '', 'docs/intro.mdx'),
      twin('/category/insights', 'Insights', 'Insights'),
      twin('/insights/drivers', 'Drivers', 'Insights', 'docs/insights/drivers.mdx'),
      twin('/markdown-page', 'About', '', 'src/pages/markdown-page.md'),
    ]);
    expect(text).toBe(
      [
        '# X documentation',
        '> Tagline',
        `Each link is a page of the site as Markdown. Every page is also in one file: [llms-full.txt](${SITE}/llms-full.txt).`,
        `## Docs\n\n- [Home](${SITE}/index.md): About Home.`,
        `## Insights\n\nAbout Insights. ([overview](${SITE}/category/insights.md))\n\n- [Drivers](${SITE}/insights/drivers.md): About Drivers.`,
        `## Optional\n\n- [About](${SITE}/markdown-page.md): About About.`,
      ].join('\n\n') + '\n',
    );
  });
});
