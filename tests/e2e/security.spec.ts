/**
 * The built site under its own security headers.
 *
 * playwright.config.ts serves build/ with scripts/serve.mjs --headers, so
 * every response carries the headers of build/_headers, the file Netlify and
 * Cloudflare Pages read. Here, on every built page:
 * - no `securitypolicyviolation` event fires (an init script records them);
 * - no request leaves the site's origin (scripts, styles, fonts, images,
 *   prefetches, anything);
 * and the features that a policy can break still work: colour mode (its
 * inline script runs by hash), client-side navigation, search (when the site
 * has a search box).
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {builtRoutes, ROUTES, BUILD_DIR} from '../support/site';
import {TEAMS_FRAME_ANCESTORS} from '../../src/node/siteSettings';
import {
  extractInlineScripts,
  IMMUTABLE_ASSETS,
  sha256Source,
} from '../../src/plugins/security-headers';
import {headersForPath, parseCsp, parseHeadersFile} from '../../src/node/headersFile.mjs';
import {
  afterIdlePrefetches,
  blockedForeignScript,
  FOREIGN_SCRIPT,
  hydrated,
  walkPages,
} from './support/page';
import {HOST_DEFAULT_CACHE_CONTROL} from '../../scripts/static-server.mjs';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
    __navigationMarker?: number;
  }
}

/** Record policy violations, requests to other origins and policy errors in the console. */
async function watch(page: Page, baseURL: string | undefined) {
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
  const offOrigin: string[] = [];
  const policyErrors: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    let requestOrigin = 'null';
    try {
      requestOrigin = new URL(url).origin;
    } catch {
      /* keep 'null' */
    }
    // The positive control's script (see expectClean) is refused before it is fetched.
    if (requestOrigin !== origin && url !== FOREIGN_SCRIPT)
      offOrigin.push(`${request.resourceType()} ${url.slice(0, 120)}`);
  });
  page.on('console', (message) => {
    // The positive control's refusal (see expectClean).
    if (message.text().includes(FOREIGN_SCRIPT)) return;
    if (/Content.Security.Policy|Permissions.Policy|Refused to/i.test(message.text()))
      policyErrors.push(message.text());
  });
  return {
    offOrigin,
    policyErrors,
    violations: () => page.evaluate(() => window.__cspViolations ?? []),
    /**
     * After a positive control: a foreign inline script is blocked and
     * reported (the policy is in force, and reports queued before it are in),
     * then nothing else was. Then it starts over, for the next page.
     */
    async expectClean() {
      expect(await blockedForeignScript(page)).toBe('script-src-elem');
      const violations = await page.evaluate(() => window.__cspViolations ?? []);
      expect(
        violations.filter((v) => v.blocked !== FOREIGN_SCRIPT),
        'CSP violations',
      ).toEqual([]);
      expect(offOrigin, 'requests that left the origin').toEqual([]);
      expect(policyErrors, 'policy errors in the console').toEqual([]);
      offOrigin.length = 0;
      policyErrors.length = 0;
    },
  };
}

/** The rules of build/_headers, as the hosts read them. */
function headerRules() {
  return parseHeadersFile(fs.readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8'));
}

/** The Content-Security-Policy that build/_headers gives every page. */
function cspFromHeadersFile(): string {
  const csp = headersForPath(headerRules(), '/')['Content-Security-Policy'];
  if (!csp) throw new Error('build/_headers has no Content-Security-Policy for pages');
  return csp;
}

const directive = (csp: string, name: string): string[] => parseCsp(csp).get(name) ?? [];

test('every page loads with no CSP violation and no request off the origin', async ({
  page,
  baseURL,
}) => {
  const watcher = await watch(page, baseURL);
  await walkPages(builtRoutes(), async (route) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
    if (route.title) await expect(page).toHaveTitle(route.title);
    // Links in view are prefetched and a hovered link is preloaded: bring
    // the whole page into view and hover a sidebar link to trigger both.
    await page.mouse.wheel(0, 10_000);
    const sidebarLink = page.locator('.theme-doc-sidebar-menu a[href]').last();
    if ((await sidebarLink.count()) > 0) await sidebarLink.hover();
    await afterIdlePrefetches(page);
    await watcher.expectClean();
  });
});

test('every page is served with the headers of build/_headers', async ({page}) => {
  const rules = headerRules();
  const csp = cspFromHeadersFile();
  for (const route of builtRoutes()) {
    const response = await page.request.get(route.path);
    expect(response.status(), route.path).toBe(200);
    const headers = response.headers();
    for (const [name, value] of Object.entries(headersForPath(rules, route.path))) {
      expect(headers[name.toLowerCase()], `${route.path}: ${name}`).toBe(value);
    }
    expect(headers['content-security-policy'], route.path).toBe(csp);
    expect(headers['x-content-type-options'], route.path).toBe('nosniff');
    expect(headers['referrer-policy'], route.path).toBe('no-referrer');
    expect(headers['permissions-policy'], route.path).toContain('camera=()');
    // Pages keep the hosts' default: revalidate on every visit.
    expect(headers['cache-control'], route.path).toBe(HOST_DEFAULT_CACHE_CONTROL);
    // Every inline script of the page as served is allowed by its hash.
    for (const body of extractInlineScripts(await response.text())) {
      expect(directive(csp, 'script-src'), `${route.path}: inline script hash`).toContain(
        sha256Source(body),
      );
    }
  }
});

test('Chromium knows every feature the Permissions-Policy names, and allows none but clipboard-write', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto('/');
  const named = (response?.headers()['permissions-policy'] ?? '')
    .split(',')
    .map((entry) => entry.trim().split('=')[0]!);
  expect(named.length).toBeGreaterThan(0);
  // The browser's own list of the features a policy controls, and its verdict on each.
  const browser = await page.evaluate((names) => {
    const policy = (
      document as unknown as {
        featurePolicy: {features(): string[]; allowsFeature(name: string): boolean};
      }
    ).featurePolicy;
    return {known: policy.features(), allowed: names.filter((name) => policy.allowsFeature(name))};
  }, named);
  // A name Chromium does not know only logs an error (deploy/README.md).
  expect(named.filter((name) => !browser.known.includes(name))).toEqual([]);
  expect(errors.filter((error) => error.includes('Permissions-Policy'))).toEqual([]);
  // The copy buttons write to the clipboard; nothing else of the policy's is allowed.
  expect(browser.allowed).toEqual(['clipboard-write']);
});

test('the policy is locked down', () => {
  const csp = cspFromHeadersFile();
  expect(csp).not.toContain('unsafe-eval');
  expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
  expect(directive(csp, 'script-src')[0]).toBe("'self'");
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
  // Unless an operator narrowed it at build time (FRAME_ANCESTORS), framing
  // is limited to Microsoft's documented Teams / Microsoft 365 hosts.
  if (!process.env.FRAME_ANCESTORS)
    expect(directive(csp, 'frame-ancestors')).toEqual([...TEAMS_FRAME_ANCESTORS]);
  expect(directive(csp, 'frame-ancestors')).not.toContain('*');
});

test('content-hashed assets are cached for a year, other files revalidated', async ({page}) => {
  await page.goto('/');
  const assetUrls = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
        'script[src], link[rel="stylesheet"][href]',
      ),
    ).map((el) => (el instanceof HTMLScriptElement ? el.src : el.href)),
  );
  expect(assetUrls.length).toBeGreaterThan(0);
  for (const url of assetUrls) {
    expect(new URL(url).pathname).toMatch(/^\/assets\//);
    const response = await page.request.get(url);
    expect(response.headers()['cache-control'], url).toBe(IMMUTABLE_ASSETS.cacheControl);
    expect(response.headers()['content-security-policy'], url).toBeTruthy();
  }
  const logo = await page.request.get('/img/logo.svg');
  expect(logo.headers()['cache-control']).toBe(HOST_DEFAULT_CACHE_CONTROL);
});

test('an unknown path gets the not-found page, status 404, with the headers', async ({
  page,
  baseURL,
}) => {
  const watcher = await watch(page, baseURL);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-security-policy']).toBe(cspFromHeadersFile());
  await expect(page.locator('h1').first()).toBeVisible();
  await afterIdlePrefetches(page);
  await watcher.expectClean();
});

test('colour mode switches, persists, and its inline script runs under the policy', async ({
  page,
  baseURL,
}) => {
  const watcher = await watch(page, baseURL);
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page
    .locator('.navbar')
    .getByRole('button', {name: /dark|light|colou?r mode/i})
    .first()
    .click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await watcher.expectClean();

  // With the bundles blocked, only the generator's inline script (allowed by
  // its hash) can have applied the stored mode.
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await watcher.violations()).toEqual([]);
});

test('client-side navigation through the sidebar and navbar works under the policy', async ({
  page,
  baseURL,
}) => {
  const watcher = await watch(page, baseURL);
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => {
    window.__navigationMarker = 1;
  });
  const drivers = ROUTES.find((r) => r.path === '/insights/drivers')!;
  await page.locator('.theme-doc-sidebar-menu a[href="/insights/drivers"]').first().click();
  await expect(page).toHaveURL(/\/insights\/drivers$/);
  await expect(page).toHaveTitle(drivers.title);
  const admins = ROUTES.find((r) => r.path === '/category/for-admins')!;
  await page.locator('.navbar a[href="/category/for-admins"]').first().click();
  await expect(page).toHaveURL(/\/category\/for-admins$/);
  await expect(page).toHaveTitle(admins.title);
  await page.goBack();
  await expect(page).toHaveURL(/\/insights\/drivers$/);
  // Same document throughout: the router navigated, the page never reloaded.
  expect(await page.evaluate(() => window.__navigationMarker)).toBe(1);
  await afterIdlePrefetches(page);
  await watcher.expectClean();
});

test('search works under the policy', async ({page, baseURL}) => {
  const watcher = await watch(page, baseURL);
  await page.goto('/');
  await hydrated(page);
  const box = page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});
  await expect(box, 'the navbar has a search box').toBeVisible();
  await box.click();
  await box.pressSequentially('permissions', {delay: 30});
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({
    timeout: 15_000,
  });
  await watcher.expectClean();
});
