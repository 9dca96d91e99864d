/**
 * The Content-Security-Policy of the build allows the inline scripts the
 * site writes itself and no other (issue 51, item 5): every inline script
 * of every built page is one of them (so the policy allows every page, and
 * an upgrade of Docusaurus that moves or rewrites one fails here), the
 * policy's hashes are exactly theirs, and a script that arrives through a
 * page's content (React renders it inside the app's root, or in the head
 * with Helmet's `data-rh`) is left out of a policy generated with it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {headersForPath, parseCsp, parseHeadersFile} from '../../src/node/headersFile.mjs';
import {
  extractInlineScripts,
  generate,
  sha256Source,
  siteInlineScripts,
} from '../../src/plugins/security-headers';
import {listHtmlFiles} from '../../src/node/postBuild';
import {frameAncestors} from '../../src/node/siteSettings';
import {ROOT} from '../support/site';

const BUILD = path.join(ROOT, 'build');
const pages = listHtmlFiles(BUILD);
const read = (dir: string, page: string) => fs.readFileSync(path.join(dir, page), 'utf8');
const scriptHashes = (policy: string) =>
  (parseCsp(policy).get('script-src') ?? []).filter((source) => source.startsWith("'sha256-"));

describe('the build\'s policy allows the site\'s own inline scripts, and only those', () => {
  it.each(pages)('%s: every inline script is one the site writes', (page) => {
    const html = read(BUILD, page);
    expect(siteInlineScripts(html).sort()).toEqual(extractInlineScripts(html).sort());
  });

  it('the home page carries the base-URL banner, known by its text', () => {
    expect(siteInlineScripts(read(BUILD, 'index.html')).some((body) => body.includes('insertBanner'))).toBe(true);
  });

  it('build/_headers allows exactly the hashes of those scripts', () => {
    const policy = headersForPath(parseHeadersFile(read(BUILD, '_headers')), '/')['Content-Security-Policy']!;
    const expected = new Set(pages.flatMap((page) => siteInlineScripts(read(BUILD, page)).map(sha256Source)));
    expect(scriptHashes(policy).sort()).toEqual([...expected].sort());
  });

  it('leaves out a script that came with a page, in its body or in its head', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-script-'));
    try {
      fs.cpSync(BUILD, dir, {recursive: true});
      const inBody = 'window.__contentScript = "body"';
      const inHead = 'window.__contentScript = "head"';
      for (const page of ['index.html', 'insights/drivers/index.html']) {
        const html = read(dir, page)
          .replace(/(<div id=["']?__docusaurus["']?>)/, `$1<script>${inBody}</script>`)
          .replace('</title>', `</title><script data-rh=true>${inHead}</script>`);
        expect(extractInlineScripts(html)).toEqual(expect.arrayContaining([inBody, inHead]));
        fs.writeFileSync(path.join(dir, page), html);
      }
      const {input} = generate(dir, {frameAncestors});
      expect(input.scriptHashes).not.toContain(sha256Source(inBody));
      expect(input.scriptHashes).not.toContain(sha256Source(inHead));
      // The site's own are still there: the policy of the build itself.
      const built = headersForPath(parseHeadersFile(read(BUILD, '_headers')), '/')['Content-Security-Policy']!;
      expect([...input.scriptHashes].sort()).toEqual(scriptHashes(built).sort());
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
