/**
 * The navbar search box as a reader uses it: open it with the shortcut, type,
 * and read which pages the results belong to, in order. Shared by the search
 * specs and the search-quality measurement (tests/e2e/search-quality.spec.ts).
 */
import {expect, type Locator, type Page} from '@playwright/test';
import {ROUTES} from '../../support/site';
import {hydrated} from './page';

/** The navbar's search box: the stand-in or the plugin's, whichever is on the page. */
export const searchBox = (page: Page): Locator => page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});

/** Open the search box with the shortcut; returns the plugin's combobox, focused. */
export async function openSearch(page: Page): Promise<Locator> {
  await hydrated(page);
  await page.keyboard.press('ControlOrMeta+k');
  const input = page.getByRole('combobox', {name: 'Search'});
  await expect(input).toBeFocused();
  return input;
}

export interface ResultHit {
  /** The result's title line. */
  title: string;
  /** Its path line ("Section › Page › Heading"). */
  path: string;
}

/** The results list as shown: each option's title and path. */
export async function readResults(page: Page): Promise<ResultHit[]> {
  return page
    .getByRole('listbox')
    .getByRole('option')
    .evaluateAll((options) =>
      options.map((o) => ({
        title: o.querySelector('[class*="hitTitle"]')?.textContent?.trim() ?? '',
        path: o.querySelector('[class*="hitPath"]')?.textContent?.trim() ?? '',
      })),
    );
}

/**
 * The route of the page a result belongs to. A result for a whole page shows
 * the page title as its title and the page's sidebar category as its path;
 * a result for a section or a sentence shows the page title as a step of its
 * path ("For Admins › Setup policies › Heading"). Returns undefined for an
 * entry that is not a page's (a suggestion).
 */
export function routeOfHit({title, path}: ResultHit): string | undefined {
  const steps = path.split('›').map((s) => s.trim()).reverse();
  // A step cut short ends with "…": it names the page whose title it starts.
  const named = (text: string, routes: typeof ROUTES) =>
    text.endsWith('…') ? routes.find((r) => r.h1.startsWith(text.slice(0, -1).trim())) : routes.find((r) => r.h1 === text);
  const pages = ROUTES.filter((r) => r.kind !== 'category');
  for (const step of steps) {
    const route = named(step, pages);
    if (route) return route.path;
  }
  return named(title.trim(), ROUTES)?.path;
}

/**
 * Type `query` into the open search box and wait until its results have
 * settled (the same list three reads in a row).
 * Returns the route of each result, in order.
 */
export async function searchFor(page: Page, input: Locator, query: string): Promise<(string | undefined)[]> {
  // Empty the box first (the list closes), so what shows next is this query's.
  await input.fill('');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(0);
  await input.fill(query);
  let previous = '';
  let stable = 0;
  await expect
    .poll(
      async () => {
        const listbox = page.getByRole('listbox');
        const text = (await listbox.count()) > 0 && (await listbox.isVisible()) ? JSON.stringify(await readResults(page)) + (await listbox.textContent()) : '';
        stable = text !== '' && text === previous ? stable + 1 : 0;
        previous = text;
        return stable;
      },
      {intervals: [100], timeout: 15_000},
    )
    .toBeGreaterThanOrEqual(3);
  return (await readResults(page)).map(routeOfHit);
}
