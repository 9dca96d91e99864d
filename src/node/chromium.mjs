// @ts-check
/**
 * The system Chromium that the end-to-end tests (playwright.config.ts), the
 * performance lab (tools/perf/perf.mjs) and the security review pack
 * (src/plugins/review-pack/) drive: Debian's `chromium` package, or the
 * binary PLAYWRIGHT_CHROMIUM_PATH names. Playwright's own browser downloads
 * are not used.
 */
import fs from 'node:fs';

/** The setting that names another Chromium binary. */
export const CHROMIUM_SETTING = 'PLAYWRIGHT_CHROMIUM_PATH';

/** Where Debian's `chromium` package installs the browser. */
const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** The Chromium binary to drive: PLAYWRIGHT_CHROMIUM_PATH, else Debian's. */
export function chromiumPath(env = process.env) {
  return env[CHROMIUM_SETTING] || DEFAULT_CHROMIUM_PATH;
}

/** The Chromium binary to drive, or null when there is no executable file there. */
export function foundChromium(env = process.env) {
  const file = chromiumPath(env);
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * These switches keep it from reaching the network on its own (this machine
 * allows none) and let it run as root.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
