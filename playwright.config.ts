import {execFileSync} from 'node:child_process';
import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from './src/node/chromium.mjs';

/**
 * End-to-end tests run against the production build (`npm run build`),
 * served by scripts/serve.mjs exactly as a static host serves it (with the
 * site's `_headers` applied).
 *
 * Chromium: the system browser at /usr/bin/chromium (Debian package
 * `chromium`), or PLAYWRIGHT_CHROMIUM_PATH when set. Playwright's own browser
 * downloads are not used.
 */

/**
 * Each run serves the build on a port of its own: E2E_PORT, or one the
 * system says is free. It is chosen once, in the runner, and handed to the
 * workers through the environment (they load this file again). A server
 * this run did not start is never used, so two checkouts can test at once.
 */
function freePort(): string {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], {encoding: 'utf8'});
}
process.env.E2E_PORT ||= freePort();
const port = Number(process.env.E2E_PORT);

/**
 * E2E_BASE_URL runs the same tests against a site served elsewhere (nginx
 * with deploy/nginx/site.conf, a Netlify or Cloudflare Pages preview) built
 * from the same commit as build/; no local server is started then.
 * E2E_IGNORE_HTTPS_ERRORS=true accepts a self-signed test certificate.
 */
const externalBaseURL = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
export const baseURL = externalBaseURL ?? `http://127.0.0.1:${port}`;
const executablePath = chromiumPath();
const chromium = {...devices['Desktop Chrome'], channel: undefined};
/** The specs that serve a variant build (tests/e2e/support/variants.ts). */
const VARIANT_SPECS = /(announcement|hydration|deploy)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A test that passes only on its retry fails the run in CI: a retry hides nothing.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: {timeout: 7_000},
  use: {
    baseURL,
    ignoreHTTPSErrors: process.env.E2E_IGNORE_HTTPS_ERRORS === 'true',
    trace: 'off',
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // The extra builds some specs need (tests/e2e/support/variants.ts), made
    // once, while the other worker runs the specs that need none.
    {name: 'variant builds', testMatch: /variants\.setup\.ts$/},
    {name: 'chromium', use: chromium, testIgnore: VARIANT_SPECS},
    {
      name: 'chromium, variant builds',
      use: chromium,
      testMatch: VARIANT_SPECS,
      dependencies: ['variant builds'],
    },
  ],
  webServer: externalBaseURL
    ? undefined
    : {
        // --headers: every test sees the headers of build/_headers, as on the hosts.
        command: `node scripts/serve.mjs --headers --port ${port}`,
        url: `${baseURL}/`,
        reuseExistingServer: false,
        timeout: 30_000,
      },
});
