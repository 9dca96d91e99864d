/**
 * Chunk loading (spec section 8, 'A page chunk fails to load'), in the
 * production build, by controlling the request for the Drivers page's
 * content chunk:
 * - dropped connection: the error text and 'Retry', no reload; Retry
 *   requests the chunk again and shows the page;
 * - 404 as after a deploy replaced the hashed files: exactly one reload,
 *   never a loop, then 'Retry' (and 'Reload page'); Retry recovers once the
 *   file is back;
 * - slow (held until released): the loading indicator after 200 ms,
 *   without motion under prefers-reduced-motion.
 */
import {test, expect, type Page} from '@playwright/test';
import {blockStorage, chunkContaining, controlChunk, countDocumentLoads, markDocument, sameDocument} from './support/faults';
import {leadText} from '../support/site';

const driversSentence = leadText('docs/insights/drivers.mdx');
const failureHeading = 'This page could not be loaded.';

function driversChunk(): string {
  return chunkContaining(driversSentence);
}

async function openDriversFromSidebar(page: Page): Promise<void> {
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Drivers'}).click();
  await expect(page).toHaveURL(/\/insights\/drivers$/);
}

async function expectRetryUi(page: Page): Promise<void> {
  await expect(page.getByRole('heading', {name: failureHeading})).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(/ChunkLoadError: Loading chunk \S+ failed/);
  await expect(page.getByRole('button', {name: 'Retry'})).toBeVisible();
  await expect(page.getByText(driversSentence)).toHaveCount(0);
}


/** Uncaught errors and unhandled rejections (the stock preload leaves some). */
function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}


test.describe('a chunk that fails to load (network)', () => {
  test('during client navigation shows Retry without reloading, and Retry loads it again', async ({page}) => {
    const pageErrors = collectPageErrors(page);
    const chunk = await controlChunk(page, driversChunk());
    const loads = countDocumentLoads(page);
    await page.goto('/');
    await markDocument(page);

    chunk.set('abort');
    await openDriversFromSidebar(page);
    await expectRetryUi(page);
    await expect(page.getByText('Check your connection, then try again.')).toBeVisible();
    // The navbar and sidebar stay: the failure is shown where the page goes.
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    expect(loads.count()).toBe(1);
    const triesBefore = chunk.scriptLoads();
    expect(triesBefore).toBeGreaterThanOrEqual(1);

    // Still failing: Retry requests the chunk again and fails again.
    await page.getByRole('button', {name: 'Retry'}).click();
    await expectRetryUi(page);
    await expect.poll(() => chunk.scriptLoads()).toBe(triesBefore + 1);

    chunk.set('pass');
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByText(driversSentence)).toBeVisible();
    await expect(page.getByRole('heading', {name: failureHeading})).toHaveCount(0);
    expect(chunk.scriptLoads()).toBe(triesBefore + 2);
    expect(await sameDocument(page)).toBe(true);
    expect(loads.count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  test('on first load shows Retry instead of a dead page, and Retry recovers', async ({page}) => {
    const chunk = await controlChunk(page, driversChunk(), 'abort');
    const loads = countDocumentLoads(page);
    await page.goto('/insights/drivers');
    await expectRetryUi(page);
    await page.waitForTimeout(1000);
    expect(loads.count()).toBe(1);

    chunk.set('pass');
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByText(driversSentence)).toBeVisible();
    // The app is alive: client navigation works.
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Impact'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Impact'})).toBeVisible();
  });
});

test.describe('a chunk that 404s as after a deploy', () => {
  test('during client navigation reloads the page exactly once, then offers Retry', async ({page}) => {
    const pageErrors = collectPageErrors(page);
    const chunk = await controlChunk(page, driversChunk());
    const loads = countDocumentLoads(page);
    await page.goto('/');
    await markDocument(page);

    chunk.set('404');
    await openDriversFromSidebar(page);
    await expect.poll(() => loads.count()).toBe(2);
    await expectRetryUi(page);
    await expect(page.getByText(/may have been updated/)).toBeVisible();
    await expect(page.getByRole('button', {name: 'Reload page'})).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
    // No loop: no further reloads.
    await page.waitForTimeout(2000);
    expect(loads.count()).toBe(2);
    await expect(page).toHaveURL(/\/insights\/drivers$/);

    // The file is back: Retry loads it without another reload.
    chunk.set('pass');
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByText(driversSentence)).toBeVisible();
    expect(loads.count()).toBe(2);
    expect(pageErrors).toEqual([]);
  });

  test('on first load reloads exactly once, then offers Retry', async ({page}) => {
    await controlChunk(page, driversChunk(), '404');
    const loads = countDocumentLoads(page);
    await page.goto('/insights/drivers');
    await expect.poll(() => loads.count()).toBe(2);
    await expectRetryUi(page);
    await page.waitForTimeout(2000);
    expect(loads.count()).toBe(2);
  });

  test('when the reload brings the new build, the page shows', async ({page}) => {
    const chunk = await controlChunk(page, driversChunk());
    const loads = countDocumentLoads(page);
    await page.goto('/');
    chunk.set('404');
    // The "new deploy" is live by the time the page reloads.
    page.on('request', (request) => {
      if (request.isNavigationRequest() && loads.count() >= 2) chunk.set('pass');
    });
    await openDriversFromSidebar(page);
    await expect(page.getByText(driversSentence)).toBeVisible();
    expect(loads.count()).toBe(2);
  });

  test('with session storage blocked never reloads (no guard), and offers Retry', async ({page}) => {
    await blockStorage(page, ['sessionStorage']);
    const chunk = await controlChunk(page, driversChunk());
    const loads = countDocumentLoads(page);
    await page.goto('/');
    await markDocument(page);
    chunk.set('404');
    await openDriversFromSidebar(page);
    await expectRetryUi(page);
    await expect(page.getByRole('button', {name: 'Reload page'})).toBeVisible();
    await page.waitForTimeout(1500);
    expect(loads.count()).toBe(1);
    expect(await sameDocument(page)).toBe(true);

    chunk.set('pass');
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByText(driversSentence)).toBeVisible();
  });
});

test.describe('a slow chunk', () => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`shows a labelled loading status after 200 ms (${reducedMotion} motion)`, async ({page}) => {
      await page.emulateMedia({reducedMotion});
      const chunk = await controlChunk(page, driversChunk(), 'abort');
      await page.goto('/insights/drivers');
      await expectRetryUi(page);

      // Retry starts a new load; hold it to look at the indicator.
      chunk.set('hold');
      await page.getByRole('button', {name: 'Retry'}).click();
      const status = page.getByRole('status', {name: 'Loading page…'});
      await expect(status).toBeVisible();
      await expect(status).toHaveText('Loading page…');
      const animation = await status.locator('[aria-hidden="true"]').evaluate((el) => getComputedStyle(el).animationName);
      if (reducedMotion === 'reduce') expect(animation).toBe('none');
      else expect(animation).not.toBe('none');

      chunk.set('pass');
      await expect(page.getByText(driversSentence)).toBeVisible();
      await expect(status).toHaveCount(0);
    });
  }

  test('shows nothing during the first 200 ms', async ({page}) => {
    const chunk = await controlChunk(page, driversChunk(), 'abort');
    await page.goto('/insights/drivers');
    await expectRetryUi(page);
    chunk.set('hold');
    // Record what is on screen right after Retry, before 200 ms have passed.
    const seen = await page.evaluate(async () => {
      const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'Retry')!;
      button.click();
      await new Promise((resolve) => setTimeout(resolve, 100));
      return {
        // The loading indicator's status (the search box's live region is not part of it).
        status: document.querySelectorAll('[role="status"]:not([data-testid="search-status"])').length,
        failure: document.body.textContent!.includes('This page could not be loaded.'),
      };
    });
    expect(seen).toEqual({status: 0, failure: false});
    await expect(page.getByRole('status', {name: 'Loading page…'})).toBeVisible();
    chunk.set('pass');
    await expect(page.getByText(driversSentence)).toBeVisible();
  });
});
