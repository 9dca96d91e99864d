// @vitest-environment jsdom
/**
 * The query of a search box whose page reloaded for a new build
 * (src/theme/SearchBar/pendingQuery.ts): kept for that page, given back
 * once, and typed into the plugin's box, which loads with the focus.
 * (A file of its own: the search bar keeps the plugin's box loaded for the
 * rest of the visit, so this needs a fresh module.)
 */
import React from 'react';
import {render, screen, act} from '@testing-library/react';
import SearchBarWrapper from '../../src/theme/SearchBar';
import {PendingQueryKey, keepQueryAcrossReload, rememberQueryForReload, takeQueryAfterReload} from '../../src/theme/SearchBar/pendingQuery';

afterEach(() => sessionStorage.clear());

describe('the pending query', () => {
  it('is given back once, on the page it was typed on', () => {
    rememberQueryForReload('consent', sessionStorage, '/insights/drivers');
    expect(takeQueryAfterReload('/for-admins/access')).toBeNull();
    rememberQueryForReload('consent', sessionStorage, '/insights/drivers');
    expect(takeQueryAfterReload('/insights/drivers')).toBe('consent');
    expect(takeQueryAfterReload('/insights/drivers')).toBeNull();
  });

  it('is read when the page goes away for the reload, with what was typed until then', () => {
    let typed = 'cons';
    keepQueryAcrossReload(() => typed);
    typed = 'consent';
    expect(sessionStorage.getItem(PendingQueryKey + window.location.pathname)).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(takeQueryAfterReload(window.location.pathname)).toBe('consent');
  });

  it('is nothing when storage is blocked, or when the box was empty', () => {
    expect(takeQueryAfterReload('/', null)).toBeNull();
    expect(() => rememberQueryForReload('x', null, '/')).not.toThrow();
    rememberQueryForReload('', sessionStorage, '/');
    expect(sessionStorage.length).toBe(0);
  });

  it('opens the search box again with the query after the reload', async () => {
    rememberQueryForReload('consent', sessionStorage, window.location.pathname);
    render(<SearchBarWrapper />);
    const live = await screen.findByRole('combobox', {name: 'Search'});
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect((live as HTMLInputElement).value).toBe('consent');
    expect(document.activeElement).toBe(live);
    expect(sessionStorage.getItem(PendingQueryKey + window.location.pathname)).toBeNull();
  });
});
