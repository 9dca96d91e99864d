import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildCsp,
  buildMetaCsp,
  CACHE_CONTROL,
  cacheableFiles,
  cacheRules,
  extractInlineScripts,
  generate,
  headersFileText,
  HEADERS_FILE,
  injectMetaCsp,
  MAX_RULES,
  NGINX_SNIPPET_FILE,
  nginxConfText,
  PERMISSIONS_POLICY,
  securityHeaders,
  sha256Source,
  type CacheRule,
} from '../../src/plugins/security-headers';
import {parseFrameAncestors, TEAMS_FRAME_ANCESTORS} from '../../src/data/siteSettings';

const HASH_A = sha256Source('console.log("a")');
const HASH_B = sha256Source('console.log("b")');
const teams = {scriptHashes: [HASH_A, HASH_B], frameAncestors: TEAMS_FRAME_ANCESTORS};

function directive(csp: string, name: string): string[] | undefined {
  const found = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found?.slice(1);
}

/** `_headers` path matching as Netlify, Cloudflare Pages and scripts/serve.mjs do it. */
function matches(pattern: string, urlPath: string): boolean {
  const source = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${source}$`).test(urlPath);
}

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

  it('allows scripts from the origin and the generator inline scripts by hash only', () => {
    expect(directive(csp, 'script-src')).toEqual(["'self'", HASH_A, HASH_B]);
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('keeps scripts, workers, styles, images, fonts and connections on the origin', () => {
    for (const name of ['default-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'worker-src']) {
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
    expect(directive(csp, 'frame-ancestors')).toEqual([...TEAMS_FRAME_ANCESTORS]);
    expect(directive(buildCsp({scriptHashes: [], frameAncestors: ["'none'"]}), 'frame-ancestors')).toEqual(["'none'"]);
    expect(() => buildCsp({scriptHashes: [], frameAncestors: []})).toThrow();
  });

  it('leaves frame-ancestors out of the meta policy, where browsers ignore it', () => {
    const meta = buildMetaCsp(teams);
    expect(directive(meta, 'frame-ancestors')).toBeUndefined();
    expect(directive(meta, 'script-src')).toEqual(directive(csp, 'script-src'));
  });
});

describe('frame-ancestors setting', () => {
  it('is the host list of Microsoft\'s Teams "Tab requirements" page', () => {
    expect(TEAMS_FRAME_ANCESTORS).toEqual([
      'https://*.cloud.microsoft',
      'https://teams.microsoft.com',
      'https://*.teams.microsoft.com',
      'https://*.microsoft365.com',
      'https://*.office.com',
      'https://outlook.office.com',
      'https://outlook.office365.com',
      'https://outlook-sdf.office.com',
      'https://outlook-sdf.office365.com',
    ]);
  });

  it('reads FRAME_ANCESTORS and accepts only narrow sources', () => {
    expect(parseFrameAncestors(undefined)).toBe(TEAMS_FRAME_ANCESTORS);
    expect(parseFrameAncestors('  ')).toBe(TEAMS_FRAME_ANCESTORS);
    expect(parseFrameAncestors("'none'")).toEqual(["'none'"]);
    expect(parseFrameAncestors("'self' https://teams.microsoft.com")).toEqual(["'self'", 'https://teams.microsoft.com']);
    for (const bad of ['*', 'https:', 'http://teams.microsoft.com', 'teams.microsoft.com', "'unsafe-inline'", "'none' 'self'"]) {
      expect(() => parseFrameAncestors(bad), bad).toThrow();
    }
  });
});

describe('securityHeaders', () => {
  it('sends the policy, nosniff, a strict referrer policy and a Permissions-Policy', () => {
    const headers = new Map(securityHeaders(teams));
    expect(headers.get('Content-Security-Policy')).toBe(buildCsp(teams));
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(headers.get('Permissions-Policy')).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )camera=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )geolocation=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )microphone=\(\)/);
  });

  it('adds X-Frame-Options only when framing is narrowed to none or self', () => {
    expect(new Map(securityHeaders(teams)).has('X-Frame-Options')).toBe(false);
    expect(new Map(securityHeaders({scriptHashes: [], frameAncestors: ["'none'"]})).get('X-Frame-Options')).toBe('DENY');
    expect(new Map(securityHeaders({scriptHashes: [], frameAncestors: ["'self'"]})).get('X-Frame-Options')).toBe('SAMEORIGIN');
  });
});

describe('cache rules', () => {
  const files = [
    '404.html',
    'index.html',
    'sitemap.xml',
    HEADERS_FILE,
    NGINX_SNIPPET_FILE,
    'assets/js/main.5081dcbc.js',
    'assets/css/styles.3f5dca9c.css',
    'img/logo.svg',
    'img/icons/search.svg',
    'markdown-page/index.html',
    'insights/drivers/index.html',
    'insights/Impact/index.html',
    'category/insights/index.html',
    'docs-mixed/index.html',
    'docs-mixed/diagram.png',
    'docs-mixed/sub/index.html',
  ];
  const rules = cacheRules(files);

  const expected: Array<[string, keyof typeof CACHE_CONTROL | undefined]> = [
    ['/', 'html'],
    ['/index.html', 'html'],
    ['/404.html', 'html'],
    ['/markdown-page', 'html'],
    ['/markdown-page/', 'html'],
    ['/insights/drivers', 'html'],
    ['/insights/Impact/', 'html'],
    ['/category/insights', 'html'],
    ['/docs-mixed', 'html'],
    ['/docs-mixed/sub', 'html'],
    ['/docs-mixed/diagram.png', 'short'],
    ['/assets/js/main.5081dcbc.js', 'immutable'],
    ['/assets/css/styles.3f5dca9c.css', 'immutable'],
    ['/img/logo.svg', 'short'],
    ['/img/icons/search.svg', 'short'],
    ['/sitemap.xml', 'short'],
    ['/_headers', undefined],
  ];

  it.each(expected)('%s gets exactly one Cache-Control: %s', (urlPath, kind) => {
    const matching = rules.filter((rule) => matches(rule.path, urlPath));
    expect(matching.map((r) => r.kind)).toEqual(kind ? [kind] : []);
  });

  it('caches content-hashed assets for a year and revalidates pages', () => {
    expect(CACHE_CONTROL.immutable).toBe('public, max-age=31536000, immutable');
    expect(CACHE_CONTROL.html).toBe('public, max-age=0, must-revalidate');
    expect(CACHE_CONTROL.short).toMatch(/^public, max-age=\d+$/);
  });

  it('needs one rule per top-level folder, not one per page', () => {
    const many = Array.from({length: 500}, (_, i) => `guide/page-${i}/index.html`);
    expect(cacheRules(['index.html', ...many])).toEqual([
      {path: '/', kind: 'html'},
      {path: '/index.html', kind: 'html'},
      {path: '/guide/*', kind: 'html'},
    ]);
  });

  it('leaves out files other plugins write after the build, unless they come from static/', () => {
    expect(cacheableFiles(['index.html', 'assets/a.js', 'sitemap.xml', 'llms.txt', 'img/logo.svg'], ['img/logo.svg'])).toEqual([
      'index.html',
      'assets/a.js',
      'img/logo.svg',
    ]);
  });
});

describe('headersFileText', () => {
  const headers = securityHeaders(teams);
  const text = headersFileText(headers, cacheRules(['index.html', 'assets/a.js']));

  it('writes the security headers under /* and one Cache-Control per rule', () => {
    const lines = text.split('\n');
    expect(lines).toContain('/*');
    expect(lines).toContain(`  Content-Security-Policy: ${buildCsp(teams)}`);
    expect(lines).toContain('  X-Content-Type-Options: nosniff');
    const star = lines.indexOf('/*');
    const block = lines.slice(star + 1, lines.findIndex((l, i) => i > star && l.startsWith('/')));
    expect(block.some((l) => l.includes('Cache-Control'))).toBe(false);
    expect(lines.filter((l) => l === '/assets/*')).toHaveLength(1);
    expect(text).toContain(`/assets/*\n  Cache-Control: ${CACHE_CONTROL.immutable}`);
  });

  it('refuses what Cloudflare Pages would reject', () => {
    const tooMany: CacheRule[] = Array.from({length: MAX_RULES}, (_, i) => ({path: `/p${i}`, kind: 'html'}));
    expect(() => headersFileText(headers, tooMany)).toThrow(/rules/);
    const longHashes = Array.from({length: 40}, (_, i) => sha256Source(String(i)));
    expect(() => headersFileText(securityHeaders({...teams, scriptHashes: longHashes}), [])).toThrow(/characters/);
  });
});

describe('nginxConfText', () => {
  it('adds every security header, always (404 responses too)', () => {
    const text = nginxConfText(securityHeaders(teams));
    expect(text).toContain(`add_header Content-Security-Policy "${buildCsp(teams)}" always;`);
    expect(text).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(text).not.toContain('Cache-Control');
  });

  it('refuses values nginx would misread', () => {
    expect(() => nginxConfText([['X-Test', 'a "quoted" value']])).toThrow();
    expect(() => nginxConfText([['X-Test', '$variable']])).toThrow();
  });
});

describe('injectMetaCsp', () => {
  it('puts the meta policy first in <head>, once', () => {
    const html = '<!doctype html><html lang="en"><head><meta charset="UTF-8"><script>x()</script></head><body></body></html>';
    const once = injectMetaCsp(html, buildMetaCsp(teams));
    expect(once).toContain(`<head><meta http-equiv="Content-Security-Policy" content="${buildMetaCsp(teams)}">`);
    expect(injectMetaCsp(once, buildMetaCsp(teams))).toBe(once);
  });
});

describe('generate', () => {
  it('hashes the inline scripts found in the built pages', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
    try {
      fs.mkdirSync(path.join(dir, 'a'), {recursive: true});
      fs.mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
      fs.writeFileSync(path.join(dir, 'index.html'), '<html><head></head><body><script>theme()</script></body></html>');
      fs.writeFileSync(path.join(dir, 'a/index.html'), '<html><head></head><body><script>theme()</script><script>banner()</script></body></html>');
      fs.writeFileSync(path.join(dir, 'assets/js/main.1234.js'), 'main()');
      const result = generate(dir, {frameAncestors: ["'none'"]});
      expect(result.input.scriptHashes).toEqual([sha256Source('banner()'), sha256Source('theme()')].sort());
      expect(result.headersFile).toContain(`script-src 'self' ${result.input.scriptHashes.join(' ')};`);
      expect(result.headersFile).toContain('frame-ancestors ' + "'none'");
      expect(result.headersFile).toContain('X-Frame-Options: DENY');
      expect(result.nginxSnippet).toContain('add_header Content-Security-Policy');
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
