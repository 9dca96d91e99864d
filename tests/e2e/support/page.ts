/**
 * Waits the e2e tests share: a page that has hydrated, and one whose navbar
 * search box has become the interactive stand-in (src/theme/SearchBar: a
 * link in the static HTML, a text box right after hydration).
 */
import {expect, type Page} from '@playwright/test';

export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

export async function standInReady(page: Page): Promise<void> {
  await hydrated(page);
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('textbox', {name: 'Search'})).toBeVisible();
}
