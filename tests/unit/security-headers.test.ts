import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildCsp,
  buildMetaCsp,
  extractInlineScripts,
  generate,
  headersFileText,
  IMMUTABLE_ASSETS,
  injectMetaCsp,
  nginxConfText,
  parseCsp,
  PERMISSIONS_POLICY,
  securityHeaders,
  sha256Source,
} from '../../src/plugins/security-headers';
import {formatHeadersRules, headersForPath, parseHeadersFile, pathPattern} from '../../scripts/headers-file.mjs';
import {parseFrameAncestors, TEAMS_FRAME_ANCESTORS} from '../../src/data/siteSettings';
import {twinPath} from '../../src/utils/markdownTwin';

const HASH_A = sha256Source('console.log("a")');
const HASH_B = sha256Source('console.log("b")');
const teams = {scriptHashes: [HASH_A, HASH_B], frameAncestors: TEAMS_FRAME_ANCESTORS};

const directive = (csp: string, name: string): string[] | undefined => parseCsp(csp).get(name);

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

describe('_headers rules (scripts/headers-file.mjs)', () => {
  it('matches a pattern against the whole path, * spanning slashes', () => {
    expect(pathPattern('/assets/*').test('/assets/js/main.1234.js')).toBe(true);
    expect(pathPattern('/assets/*').test('/img/assets/x.svg')).toBe(false);
    expect(pathPattern('/*').test('/')).toBe(true);
    expect(pathPattern('/a.b').test('/aXb')).toBe(false);
  });

  it('reads rules and merges every matching one, joining repeated headers with a comma', () => {
    const rules = parseHeadersFile('# comment\n/*\n  X-One: a\n  X-Two: b\n/assets/*\n  x-two: c\n  Cache-Control: long\n');
    expect(rules.map((r) => r.path)).toEqual(['/*', '/assets/*']);
    expect(headersForPath(rules, '/assets/x.js')).toEqual({'X-One': 'a', 'X-Two': 'b, c', 'Cache-Control': 'long'});
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
    expect(page['Content-Security-Policy']).toBe(buildCsp(teams));
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    // Pages keep the host's default caching (revalidate).
    expect(page['Cache-Control']).toBeUndefined();
  });

  it('caches content-hashed assets for a year, immutable, with the security headers too', () => {
    const asset = headersForPath(rules, '/assets/js/main.5081dcbc.js');
    expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(asset['Cache-Control']).toBe(IMMUTABLE_ASSETS.cacheControl);
    expect(asset['Content-Security-Policy']).toBe(buildCsp(teams));
  });

  it('sends Markdown twins as UTF-8 Markdown, cached for an hour, with the security headers too', () => {
    for (const twin of [twinPath('/insights/drivers'), twinPath('/'), twinPath('/category/for-admins')]) {
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
    expect(() => headersFileText(securityHeaders({...teams, scriptHashes: longHashes}))).toThrow(/characters/);
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
      expect(result.pages).toEqual(['a/index.html', 'index.html']);
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
