/**
 * What a hydration mismatch looks like from outside the page: what React and
 * Docusaurus write to the console about it, and an uncaught error. Used by
 * tests/e2e/hydration.spec.ts (React's development build) and by the walk of
 * every page in every view in tests/e2e/a11y.spec.ts (the production build).
 */
import type {ConsoleMessage, Page} from '@playwright/test';

/** What React and Docusaurus log for a hydration mismatch, in the development and production builds. */
const HYDRATION_PROBLEM =
  /hydrat|didn't match|onRecoverableError|react\.dev\/errors\/(?:418|419|421|422|423|425)\b/i;

/**
 * Collect, from now on, each hydration problem the console reports and each
 * uncaught error, with the path of the page it happened on.
 */
export function watchHydration(page: Page): {problems: string[]} {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (['error', 'warning'].includes(message.type()) && HYDRATION_PROBLEM.test(message.text())) {
      problems.push(`${new URL(page.url()).pathname}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) =>
    problems.push(`${new URL(page.url()).pathname}: uncaught ${error.message}`),
  );
  return {problems};
}

/**
 * Resolves a frame after the page has been marked hydrated: React reports a
 * mismatch while it commits, before Docusaurus marks the page hydrated; a
 * frame later every part of the page has been committed.
 */
export function committed(page: Page): Promise<unknown> {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
