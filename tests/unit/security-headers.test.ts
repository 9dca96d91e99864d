import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildCsp,
  buildMetaCsp,
  extractInlineScripts,
  siteInlineScripts,
  generate,
  headersFileText,
  injectMetaCsp,
  nginxConfText,
  securityHeaders,
  sha256Source,
} from '../../src/plugins/security-headers';
import {
  formatHeadersRules,
  headersForPath,
  parseCsp,
  parseHeadersFile,
  pathPattern,
} from '../../src/node/headersFile.mjs';
import {parseFrameAncestors, TEAMS_FRAME_ANCESTORS} from '../../src/node/siteSettings';
import {twinPath} from '../../src/plugins/markdown-twins/data/rules';

const HASH_A = sha256Source('console.log("a")');
const HASH_B = sha256Source('console.log("b")');
const teams = {scriptHashes: [HASH_A, HASH_B], frameAncestors: TEAMS_FRAME_ANCESTORS};

const directive = (csp: string, name: string): string[] | undefined => parseCsp(csp).get(name);

// What the deploy notes promise is the expectation: deploy/README.md.
const deployReadme = fs.readFileSync(path.join(__dirname, '../../deploy/README.md'), 'utf8');
/** A section of deploy/README.md: from its heading to the next heading. */
function readmeSection(heading: string): string {
  const start = deployReadme.indexOf(`\n${heading}`);
  if (start < 0) throw new Error(`deploy/README.md has no "${heading}"`);
  const next = deployReadme.slice(start + 1).search(/\n#{1,3} /);
  return next < 0 ? deployReadme.slice(start) : deployReadme.slice(start, start + 1 + next);
}
/** The frame-ancestors hosts deploy/README.md lists (from Microsoft's Teams "Tab requirements" page). */
const README_HOSTS = [...readmeSection('### frame-ancestors').matchAll(/`(https:\/\/[^`]+)`/g)].map(
  (m) => m[1]!,
);
/** The policy deploy/README.md shows, directive by directive; its script hashes are placeholders. */
const README_POLICY = parseCsp(
  /```text\n([\s\S]*?)```/.exec(readmeSection('### Content-Security-Policy'))![1]!,
);
const sorted = (list: readonly string[]) => [...list].sort();

/** `csp` is the documented policy, with these script hashes and frame-ancestors (null: none, as in a meta element). */
function expectDocumentedPolicy(
  csp: string,
  hashes: readonly string[],
  frameAncestors: readonly string[] | null = README_HOSTS,
) {
  const policy = parseCsp(csp);
  const expected = [...README_POLICY.keys()].filter(
    (name) => frameAncestors || name !== 'frame-ancestors',
  );
  expect([...policy.keys()], 'the directives').toEqual(expected);
  for (const name of expected) {
    if (name === 'script-src') expect(policy.get(name), name).toEqual(["'self'", ...hashes]);
    else if (name === 'frame-ancestors')
      expect(sorted(policy.get(name)!), name).toEqual(sorted(frameAncestors!));
    else expect(policy.get(name), name).toEqual(README_POLICY.get(name));
  }
}

describe('deploy/README.md, the expectation of these tests', () => {
  it('shows a policy with script hashes as placeholders and the frame-ancestors of its host table', () => {
    expect(README_HOSTS.length).toBeGreaterThan(0);
    expect(README_POLICY.get('script-src')?.[0]).toBe("'self'");
    for (const source of README_POLICY.get('script-src')!.slice(1))
      expect(source).toMatch(/^'sha256-/);
    expect(sorted(README_POLICY.get('frame-ancestors')!)).toEqual(sorted(README_HOSTS));
  });
});

describe('sha256Source and extractInlineScripts', () => {
  it('hashes the exact script text as a CSP source', () => {
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('collects inline scripts and skips external ones', () => {
    const html =
      '<head><script src="/assets/js/main.js" defer></script><script data-rh="true">one()</script></head>' +
      '<body><script>two()</script><SCRIPT type="module" src="/x.js"></SCRIPT><script>\nthree()\n</script></body>';
    expect(extractInlineScripts(html)).toEqual(['one()', 'two()', '\nthree()\n']);
  });
});

describe('buildCsp', () => {
  const csp = buildCsp(teams);

  it('is the policy deploy/README.md documents, directive by directive', () => {
    expectDocumentedPolicy(csp, [HASH_A, HASH_B]);
  });

  it('allows scripts from the origin and the generator inline scripts by hash only', () => {
    expect(directive(csp, 'script-src')).toEqual(["'self'", HASH_A, HASH_B]);
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('keeps scripts, workers, styles, images, fonts and connections on the origin', () => {
    for (const name of [
      'default-src',
      'style-src',
      'img-src',
      'font-src',
      'connect-src',
      'worker-src',
    ]) {
      expect(directive(csp, name), name).toEqual(["'self'"]);
    }
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
  });

  it('allows inline style attributes only, not style elements', () => {
    expect(directive(csp, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(directive(csp, 'style-src')).toEqual(["'self'"]);
    expect(directive(csp, 'style-src-elem')).toBeUndefined();
  });

  it('limits frame-ancestors to the Teams tab hosts by default, and can be narrowed to none', () => {
    expect(sorted(directive(csp, 'frame-ancestors')!)).toEqual(sorted(README_HOSTS));
    expect(
      directive(buildCsp({scriptHashes: [], frameAncestors: ["'none'"]}), 'frame-ancestors'),
    ).toEqual(["'none'"]);
    expect(() => buildCsp({scriptHashes: [], frameAncestors: []})).toThrow();
  });

  it('leaves frame-ancestors out of the meta policy, where browsers ignore it', () => {
    const meta = buildMetaCsp(teams);
    expect(directive(meta, 'frame-ancestors')).toBeUndefined();
    expectDocumentedPolicy(meta, [HASH_A, HASH_B], null);
  });
});

describe('frame-ancestors setting', () => {
  it('is the host list deploy/README.md gives from Microsoft\'s Teams "Tab requirements" page', () => {
    expect(sorted(TEAMS_FRAME_ANCESTORS)).toEqual(sorted(README_HOSTS));
  });

  it('reads FRAME_ANCESTORS and accepts only narrow sources', () => {
    expect(sorted(parseFrameAncestors(undefined))).toEqual(sorted(README_HOSTS));
    expect(sorted(parseFrameAncestors('  '))).toEqual(sorted(README_HOSTS));
    expect(parseFrameAncestors("'none'")).toEqual(["'none'"]);
    expect(parseFrameAncestors("'self' https://teams.microsoft.com")).toEqual([
      "'self'",
      'https://teams.microsoft.com',
    ]);
    for (const bad of [
      '*',
      'https:',
      'http://teams.microsoft.com',
      'teams.microsoft.com',
      "'unsafe-inline'",
      "'none' 'self'",
    ]) {
      expect(() => parseFrameAncestors(bad), bad).toThrow();
    }
  });
});

describe('securityHeaders', () => {
  it('sends the policy, nosniff, a strict referrer policy and a Permissions-Policy', () => {
    const headers = new Map(securityHeaders(teams));
    expectDocumentedPolicy(headers.get('Content-Security-Policy')!, [HASH_A, HASH_B]);
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000');
    // What it names and allows: the next test, and Chromium itself (tests/e2e/security.spec.ts).
    expect(headers.get('Permissions-Policy')).toMatch(/^[a-z-]+=\(/);
  });

  it('denies every feature in Permissions-Policy but clipboard-write, as deploy/README.md says', () => {
    const policy = new Map(securityHeaders(teams)).get('Permissions-Policy')!;
    const features = new Map(
      policy.split(', ').map((entry) => entry.split('=') as [string, string]),
    );
    for (const named of ['camera', 'geolocation', 'microphone', 'payment', 'usb'])
      expect(features.get(named), named).toBe('()');
    expect(features.get('clipboard-write')).toBe('(self)');
    for (const [name, allow] of features)
      if (name !== 'clipboard-write') expect(allow, name).toBe('()');
    // Names Chromium does not know only log errors: left out.
    for (const unknown of ['bluetooth', 'web-share'])
      expect(features.has(unknown), unknown).toBe(false);
  });

  it('adds X-Frame-Options only when framing is narrowed to none or self', () => {
    expect(new Map(securityHeaders(teams)).has('X-Frame-Options')).toBe(false);
    expect(
      new Map(securityHeaders({scriptHashes: [], frameAncestors: ["'none'"]})).get(
        'X-Frame-Options',
      ),
    ).toBe('DENY');
    expect(
      new Map(securityHeaders({scriptHashes: [], frameAncestors: ["'self'"]})).get(
        'X-Frame-Options',
      ),
    ).toBe('SAMEORIGIN');
  });
});

describe('_headers rules (src/node/headersFile.mjs)', () => {
  it('matches a pattern against the whole path, * spanning slashes', () => {
    expect(pathPattern('/assets/*').test('/assets/js/main.1234.js')).toBe(true);
    expect(pathPattern('/assets/*').test('/img/assets/x.svg')).toBe(false);
    expect(pathPattern('/*').test('/')).toBe(true);
    expect(pathPattern('/a.b').test('/aXb')).toBe(false);
  });

  it('reads rules and merges every matching one, joining repeated headers with a comma', () => {
    const rules = parseHeadersFile(
      '# comment\n/*\n  X-One: a\n  X-Two: b\n/assets/*\n  x-two: c\n  Cache-Control: long\n',
    );
    expect(rules.map((r) => r.path)).toEqual(['/*', '/assets/*']);
    expect(headersForPath(rules, '/assets/x.js')).toEqual({
      'X-One': 'a',
      'X-Two': 'b, c',
      'Cache-Control': 'long',
    });
    expect(headersForPath(rules, '/insights/drivers')).toEqual({'X-One': 'a', 'X-Two': 'b'});
  });

  it('writes rules that read back the same', () => {
    const rules = [
      {path: '/*', headers: [['X-One', 'a'] as const]},
      {path: '/assets/*', headers: [['Cache-Control', 'long'] as const, ['X-Two', 'b'] as const]},
    ];
    const read = parseHeadersFile(formatHeadersRules(rules).join('\n'));
    expect(read.map(({path: p, headers}) => ({path: p, headers}))).toEqual(rules);
  });

  it('parses a policy into directives, the first of a repeated directive winning', () => {
    const policy = parseCsp("default-src 'self'; script-src 'self' 'sha256-x'; ; SCRIPT-SRC *");
    expect([...policy.keys()]).toEqual(['default-src', 'script-src']);
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-x'"]);
  });
});

describe('headersFileText', () => {
  const headers = securityHeaders(teams);
  const text = headersFileText(headers);
  const rules = parseHeadersFile(text);

  it('sends the security headers with every response and nothing else to pages', () => {
    const page = headersForPath(rules, '/insights/drivers');
    expectDocumentedPolicy(page['Content-Security-Policy']!, [HASH_A, HASH_B]);
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    // Pages keep the host's default caching (revalidate).
    expect(page['Cache-Control']).toBeUndefined();
  });

  it('caches content-hashed assets for a year, immutable, with the security headers too', () => {
    const asset = headersForPath(rules, '/assets/js/main.5081dcbc.js');
    expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expectDocumentedPolicy(asset['Content-Security-Policy']!, [HASH_A, HASH_B]);
  });

  it('sends Markdown twins as UTF-8 Markdown, cached for an hour, with the security headers too', () => {
    for (const twin of [
      twinPath('/insights/drivers'),
      twinPath('/'),
      twinPath('/category/for-admins'),
    ]) {
      const md = headersForPath(rules, twin);
      expect(md['Content-Type'], twin).toBe('text/markdown; charset=utf-8');
      expect(md['Cache-Control'], twin).toBe('public, max-age=3600');
      expect(md['X-Content-Type-Options'], twin).toBe('nosniff');
    }
    for (const other of ['/insights/drivers', '/llms.txt', '/assets/js/main.5081dcbc.js', '/md']) {
      expect(headersForPath(rules, other)['Content-Type'], other).toBeUndefined();
    }
  });

  it('refuses a line Cloudflare Pages would reject', () => {
    const longHashes = Array.from({length: 40}, (_, k) => sha256Source(String(k)));
    expect(() => headersFileText(securityHeaders({...teams, scriptHashes: longHashes}))).toThrow(
      /characters/,
    );
  });
});

describe('nginxConfText', () => {
  it('adds every security header, always (404 responses too)', () => {
    const lines = nginxConfText(securityHeaders(teams))
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    const added = new Map(
      lines.map(
        (line) =>
          /^add_header ([\w-]+) "([^"]*)" always;$/.exec(line)!.slice(1) as [string, string],
      ),
    );
    expect(added.size, 'one add_header ... always; a line, each header once').toBe(lines.length);
    expectDocumentedPolicy(added.get('Content-Security-Policy')!, [HASH_A, HASH_B]);
    expect(added.get('X-Content-Type-Options')).toBe('nosniff');
    expect(added.has('Cache-Control')).toBe(false);
  });

  it('refuses values nginx would misread', () => {
    expect(() => nginxConfText([['X-Test', 'a "quoted" value']])).toThrow();
    expect(() => nginxConfText([['X-Test', '$variable']])).toThrow();
  });
});

describe('injectMetaCsp', () => {
  it('puts the meta policy first in <head>, once', () => {
    const html =
      '<!doctype html><html lang="en"><head><meta charset="UTF-8"><script>x()</script></head><body></body></html>';
    const once = injectMetaCsp(html, buildMetaCsp(teams));
    expect(once).toContain(
      `<head><meta http-equiv="Content-Security-Policy" content="${buildMetaCsp(teams)}">`,
    );
    expect(injectMetaCsp(once, buildMetaCsp(teams))).toBe(once);
  });

  it('puts it right after <meta charset> in a minified page without a <head> tag, as Docusaurus builds them', () => {
    const html =
      '<!doctype html><html lang=en dir=ltr><meta charset=UTF-8><meta name=generator content="Docusaurus v3.7.0"><title>T</title><script>x()</script>';
    expect(injectMetaCsp(html, buildMetaCsp(teams))).toBe(
      `<!doctype html><html lang=en dir=ltr><meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="${buildMetaCsp(teams)}"><meta name="referrer" content="no-referrer"><meta name=generator content="Docusaurus v3.7.0"><title>T</title><script>x()</script>`,
    );
  });

  it('names the page that has neither', () => {
    expect(() =>
      injectMetaCsp('<html><title>T</title>', buildMetaCsp(teams), 'a/index.html'),
    ).toThrow(/^a\/index\.html: neither <head> nor <meta charset>/);
  });
});

// Issue 51, item 5: the policy approved every inline script in the build, so a `<script>` that
// came with a page (or with markup in the product name) ran in production.
describe('siteInlineScripts', () => {
  // Docusaurus's page template: Helmet's tags (data-rh) first in <head>, then the plugins' head
  // tags; the plugins' body tags before and after the app's root, whose content React renders.
  const page = (head: string, content: string) =>
    `<!doctype html><html><head><meta charset=UTF-8><title>T</title>${head}<script>headTag()</script><script src=/assets/js/main.js defer></script></head><body><script>theme()</script><div id=__docusaurus><main>${content}</main><footer>x</footer></div><script>postBody()</script></body></html>`;

  it('takes the scripts plugins inject, by where Docusaurus puts them', () => {
    expect(siteInlineScripts(page('', '<p>text</p>')).sort()).toEqual([
      'headTag()',
      'postBody()',
      'theme()',
    ]);
  });

  it('leaves out a script rendered from content: in the app, or in the head through Helmet', () => {
    const content = '<p>x</p><script>window.ran = 1</script><div><script>deeper()</script></div>';
    const head = '<script data-rh=true>fromContent()</script>';
    const scripts = siteInlineScripts(page(head, content));
    expect(scripts.sort()).toEqual(['headTag()', 'postBody()', 'theme()']);
    // All of them are inline scripts of the page, which a policy by hash of every one would allow.
    expect(extractInlineScripts(page(head, content))).toHaveLength(6);
  });

  it("takes core's base-URL banner, and no Helmet script that only starts like it", () => {
    // As the build of 28 November 2026 wrote it (tests/build/security-policy.test.ts checks the
    // pages of the current build).
    const banner = String.raw`document.addEventListener("DOMContentLoaded",function(){void 0===window.docusaurus&&insertBanner()});function insertBanner(){var n=document.createElement("div");n.id="__docusaurus-base-url-issue-banner-container",n.innerHTML='\n<div id="__docusaurus-base-url-issue-banner" style="border: thick solid red; background-color: rgb(255, 230, 179); margin: 20px; padding: 20px; font-size: 20px;">\n   <p style="font-weight: bold; font-size: 30px;">Your Docusaurus site did not load properly.</p>\n   <p>A very common reason is a wrong site <a href="https://docusaurus.io/docs/docusaurus.config.js/#baseUrl" style="font-weight: bold;">baseUrl configuration</a>.</p>\n   <p>Current configured baseUrl = <span style="font-weight: bold; color: red;">/</span>  (default value)</p>\n   <p>We suggest trying baseUrl = <span id="__docusaurus-base-url-issue-banner-suggestion-container" style="font-weight: bold; color: green;"></span></p>\n</div>\n',document.body.prepend(n);var e=document.getElementById("__docusaurus-base-url-issue-banner-suggestion-container"),s=window.location.pathname;e.innerHTML="/"===s.substr(-1)?s:s+"/"}`;
    const headWith = (body: string) => `<script data-rh=true>${body}</script>`;
    expect(siteInlineScripts(page(headWith(banner), ''))).toContain(banner);
    for (const forged of [
      `${banner};alert(1)`,
      `alert(1);${banner}`,
      banner.replace('prepend', 'append'),
    ])
      expect(siteInlineScripts(page(headWith(forged), ''))).not.toContain(forged);
  });
});

describe('generate', () => {
  it('hashes the inline scripts found in the built pages', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
    try {
      fs.mkdirSync(path.join(dir, 'a'), {recursive: true});
      fs.mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
      fs.writeFileSync(
        path.join(dir, 'index.html'),
        '<html><head></head><body><script>theme()</script></body></html>',
      );
      fs.writeFileSync(
        path.join(dir, 'a/index.html'),
        '<html><head></head><body><script>theme()</script><script>banner()</script></body></html>',
      );
      fs.writeFileSync(path.join(dir, 'assets/js/main.1234.js'), 'main()');
      const result = generate(dir, {frameAncestors: ["'none'"]});
      expect(result.pages).toEqual(['a/index.html', 'index.html']);
      // Each inline script once, however many pages carry it.
      const hashes = [sha256Source('banner()'), sha256Source('theme()')].sort();
      expect(result.input.scriptHashes).toEqual(hashes);
      const page = headersForPath(parseHeadersFile(result.headersFile), '/');
      expectDocumentedPolicy(page['Content-Security-Policy']!, hashes, ["'none'"]);
      expect(page['X-Frame-Options']).toBe('DENY');
      expect(result.nginxSnippet).toContain('add_header Content-Security-Policy');
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
