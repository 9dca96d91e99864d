/**
 * The system Chromium the end-to-end tests (playwright.config.ts) and the
 * performance lab (tools/perf/perf.mjs) drive: Debian's `chromium` package,
 * or PLAYWRIGHT_CHROMIUM_PATH. These switches keep it from reaching the
 * network on its own (this machine allows none) and let it run as root.
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
