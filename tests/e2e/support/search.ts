/**
 * The navbar search box as a reader uses it: open it with the shortcut, type,
 * and read which pages the results belong to, in order. Shared by the search
 * specs and the search-quality measurement (tests/e2e/search-quality.spec.ts).
 */
import {expect, type Locator, type Page} from '@playwright/test';
import {hydrated} from './page';

/** The navbar's search box. */
export const searchBox = (page: Page): Locator =>
  page.getByRole('navigation', {name: 'Main'}).getByRole('combobox', {name: 'Search'});

/** The box's polite status ("5 results", "No results"). */
export const searchStatus = (page: Page): Locator =>
  page.getByRole('navigation', {name: 'Main'}).getByRole('search').getByRole('status');

/** Open the search box with the shortcut; returns it, focused. */
export async function openSearch(page: Page): Promise<Locator> {
  await hydrated(page);
  await page.keyboard.press('ControlOrMeta+k');
  const input = searchBox(page);
  await expect(input).toBeFocused();
  return input;
}

export interface Option {
  kind: string;
  title: string;
  place: string;
  href: string;
}

/** The results list as shown: each option's kind, title, place and link. */
export function readResults(page: Page): Promise<Option[]> {
  return page
    .getByRole('listbox', {name: 'Search results'})
    .getByRole('option')
    .evaluateAll((options) =>
      options.map((o) => ({
        kind: o.getAttribute('data-kind') ?? '',
        title: o.firstElementChild?.textContent?.trim() ?? '',
        place:
          o.lastElementChild === o.firstElementChild
            ? ''
            : (o.lastElementChild?.textContent?.trim() ?? ''),
        href: o.getAttribute('href') ?? '',
      })),
    );
}

/** The page a result opens (its path, without the words to mark or the anchor). */
export const routeOf = (option: Option): string => new URL(option.href, 'http://site').pathname;

/**
 * Type `query` into the open search box and wait for its answer (the status
 * says how many results). Returns the page of each result, in order.
 */
export async function searchFor(page: Page, input: Locator, query: string): Promise<string[]> {
  // Empty the box first (the status empties), so what shows next is this query's.
  await input.fill('');
  await expect(searchStatus(page)).toHaveText('');
  await input.fill(query);
  await expect(searchStatus(page)).toHaveText(/results?$/);
  return (await readResults(page)).filter((option) => option.kind === 'result').map(routeOf);
}
