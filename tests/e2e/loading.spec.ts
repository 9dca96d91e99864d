/**
 * Loading a page's code (spec section 8, 'A page chunk fails to load', and
 * section 4, 'if loading fails, the page reloads (or the retry control is
 * shown)'), in the production build, by controlling the requests for one
 * page's content chunk:
 * - a client-side navigation whose code fails reloads the page once, as
 *   after a deploy; the reloaded page opens at the heading its address names;
 * - a first load whose code fails shows the error text with Retry and
 *   Reload page, and never reloads by itself (so no loop); Retry recovers;
 * - a slow load shows the labelled loading status, still under reduced
 *   motion, and the progress bar of a slow navigation.
 */
import {test, expect, type Page} from '@playwright/test';
import {
  chunkContaining,
  controlChunk,
  countDocumentLoads,
  markDocument,
  sameDocument,
} from './support/faults';
import {hydrated} from './support/page';
import {leadText} from '../support/site';

const driversSentence = leadText('docs/insights/drivers.mdx');
const homeSentence = leadText('docs/intro.mdx');
const failureHeading = 'This page could not be loaded.';

async function openDriversFromSidebar(page: Page): Promise<void> {
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Drivers'})
    .click();
  await expect(page).toHaveURL(/\/insights\/drivers$/);
}

/**
 * A deploy while the page is open: opens `startPath`, then the chunk that
 * shows `sentence` is gone (404) until the page reloads, when the new build's
 * files are there. Returns the count of document loads.
 */
async function deployWhileOpen(
  page: Page,
  sentence: string,
  startPath: string,
): Promise<{count: () => number}> {
  const chunk = await controlChunk(page, chunkContaining(sentence));
  const loads = countDocumentLoads(page);
  await page.goto(startPath);
  await hydrated(page);
  chunk.set('404');
  page.on('request', (request) => {
    if (request.isNavigationRequest() && loads.count() >= 2) chunk.set('pass');
  });
  return loads;
}

async function expectRetry(page: Page): Promise<void> {
  await expect(page.getByRole('heading', {name: failureHeading})).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(/ChunkLoadError: Loading chunk \S+ failed/);
  await expect(page.getByRole('button', {name: 'Retry'})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Reload page'})).toBeVisible();
  await expect(page.getByText(driversSentence)).toHaveCount(0);
}

test.describe('a page whose code fails to load', () => {
  test('on a client-side navigation, reloads once; the new build then shows the page', async ({
    page,
  }) => {
    const loads = await deployWhileOpen(page, driversSentence, '/');
    await markDocument(page);
    await openDriversFromSidebar(page);
    await expect(page.getByText(driversSentence)).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
    expect(loads.count()).toBe(2);
  });

  test('after that reload, opens at the heading the link named', async ({page}) => {
    const loads = await deployWhileOpen(page, homeSentence, '/insights/drivers');
    await page.getByRole('main').getByRole('link', {name: 'Outcomes the app tracks'}).click();
    await expect(page).toHaveURL(/\/#outcomes-the-app-tracks$/);
    const heading = page.getByRole('heading', {level: 2, name: 'Outcomes the app tracks'});
    await expect(heading).toBeInViewport();
    expect(loads.count()).toBe(2);
  });

  test('on the first load, shows Retry and Reload page instead of a dead page, without reloading; Retry recovers', async ({
    page,
  }) => {
    const chunk = await controlChunk(page, chunkContaining(driversSentence), 'abort');
    const loads = countDocumentLoads(page);
    await page.goto('/insights/drivers');
    await expectRetry(page);
    await expect(page.getByRole('heading', {name: failureHeading})).toBeFocused();

    // Still failing: Retry asks for the file again and says so again.
    const tries = chunk.scriptLoads();
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect.poll(() => chunk.scriptLoads()).toBe(tries + 1);
    await expectRetry(page);

    chunk.set('pass');
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByText(driversSentence)).toBeVisible();
    // Never reloaded: still the first document, and the app works.
    expect(loads.count()).toBe(1);
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Impact'})
      .click();
    await expect(page.getByRole('heading', {level: 1, name: 'Impact'})).toBeVisible();
  });

  test('when the reload still cannot load it, shows Retry: one reload, no loop', async ({page}) => {
    const chunk = await controlChunk(page, chunkContaining(driversSentence));
    const loads = countDocumentLoads(page);
    await page.goto('/');
    await hydrated(page);
    chunk.set('404');
    await openDriversFromSidebar(page);
    await expectRetry(page);
    expect(loads.count()).toBe(2);
    // Reload page is the reader's choice, and loads the page once more.
    chunk.set('pass');
    await page.getByRole('button', {name: 'Reload page'}).click();
    await expect(page.getByText(driversSentence)).toBeVisible();
    expect(loads.count()).toBe(3);
  });
});

test.describe('a slow page', () => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`shows a labelled loading status (${reducedMotion} motion)`, async ({page}) => {
      await page.emulateMedia({reducedMotion});
      const chunk = await controlChunk(page, chunkContaining(driversSentence), 'abort');
      await page.goto('/insights/drivers');
      await expectRetry(page);
      // Retry starts a new load; hold it to look at the indicator.
      chunk.set('hold');
      await page.getByRole('button', {name: 'Retry'}).click();
      const status = page.getByRole('status').filter({hasText: 'Loading page…'});
      await expect(status).toBeVisible();
      const animation = await status
        .locator('[aria-hidden="true"]')
        .evaluate((el) => getComputedStyle(el).animationName);
      if (reducedMotion === 'reduce') expect(animation).toBe('none');
      else expect(animation).not.toBe('none');
      chunk.set('pass');
      await expect(page.getByText(driversSentence)).toBeVisible();
      await expect(status).toHaveCount(0);
    });
  }

  test('shows the progress bar of a navigation started right after the page loaded', async ({
    page,
  }) => {
    const chunk = await controlChunk(page, chunkContaining(driversSentence), 'pass');
    await page.goto('/');
    await hydrated(page);
    chunk.set('hold');
    await openDriversFromSidebar(page);
    // Spec section 9: the bar appears after 200 ms of navigation.
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    chunk.set('pass');
    await expect(page.getByText(driversSentence)).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

test.describe('an address whose hash is not valid percent-encoding', () => {
  test('(#%) opens the page after the reload a failed navigation to it causes', async ({page}) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const loads = await deployWhileOpen(page, driversSentence, '/');
    // A client-side navigation to the address, as Back or Forward to it would be (a history entry,
    // then popstate).
    await page.evaluate(() => {
      window.history.pushState(null, '', '/insights/drivers#%');
      window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
    });
    await expect(page.getByText(driversSentence)).toBeVisible();
    expect(loads.count()).toBe(2);
    await expect(page.getByRole('heading', {name: /This page crashed/})).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('(#%) reached on an open page never crashes it: typed, by a link, by a router push, by Back and Forward', async ({
    page,
  }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const crashed = page.getByRole('heading', {name: /This page crashed/});
    const drivers = page.getByRole('heading', {level: 1, name: 'Drivers'});
    const expectOpen = async (how: string) => {
      await expect(drivers, how).toBeVisible();
      await expect(crashed, how).toHaveCount(0);
      expect(errors, how).toEqual([]);
    };
    await page.goto('/insights/drivers');
    await hydrated(page);
    // Typed after the address: the browser navigates within the page.
    await page.evaluate(() => void (window.location.hash = '%'));
    await expect(page).toHaveURL(/#%$/);
    await expectOpen('typed');
    // A link in the content.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), {
        href: '#%E0%A4%A',
        textContent: 'bad hash link',
      });
      document.querySelector('article')!.prepend(link);
    });
    await page.getByRole('link', {name: 'bad hash link'}).click();
    await expect(page).toHaveURL(/#%E0%A4%A$/);
    await expectOpen('link');
    // A router push: a new history entry the router reads through popstate.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/insights/drivers#a%zz');
      window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
    });
    await expectOpen('push');
    // Away, then Back onto the entry, and Forward again.
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Impact'})
      .click();
    await expect(page.getByRole('heading', {level: 1, name: 'Impact'})).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/#a%zz$/);
    await expectOpen('Back');
    await page.goBack();
    await page.goForward();
    await expect(page).toHaveURL(/#a%zz$/);
    await expectOpen('Forward');
  });

  for (const hash of ['#%', '#%E0%A4%A', '#a%zz']) {
    test(`(${hash}) opens the page, and Back to it after another page does not crash`, async ({
      page,
    }) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await page.goto(`/insights/drivers${hash}`);
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1, name: 'Drivers'})).toBeVisible();
      await page
        .getByRole('navigation', {name: 'Docs sidebar'})
        .getByRole('link', {name: 'Impact'})
        .click();
      await expect(page.getByRole('heading', {level: 1, name: 'Impact'})).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', {level: 1, name: 'Drivers'})).toBeVisible();
      await page.goForward();
      await expect(page.getByRole('heading', {level: 1, name: 'Impact'})).toBeVisible();
      await expect(page.getByRole('heading', {name: /This page crashed/})).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});
