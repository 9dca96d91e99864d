// @vitest-environment jsdom
import React from 'react';
import {render, screen, act, fireEvent} from '@testing-library/react';
import SearchBarWrapper, {describeResults} from '../../src/theme/SearchBar';
import {isSearchShortcut, typeInto} from '../../src/theme/SearchBar/handOver';

function listbox(html: string, display = 'block'): Element {
  const el = document.createElement('span');
  el.setAttribute('role', 'listbox');
  el.style.display = display;
  el.innerHTML = html;
  return el;
}

describe('search bar live region', () => {
  it('describes the results shown', () => {
    expect(describeResults(null)).toBe('');
    expect(describeResults(listbox('<div role="option">a</div>', 'none'))).toBe('');
    expect(describeResults(listbox('<div role="option">a</div>'))).toMatch(/^1 result\. /);
    expect(describeResults(listbox('<div role="option">a</div><div role="option">b</div>'))).toMatch(/^2 results\. Use the up and down arrow keys/);
    expect(describeResults(listbox('<span>No results</span>'))).toBe('No results');
  });

  it('says that a query found nothing when the list offers other ways on instead of results', () => {
    const help = (kind: string) => `<div role="option"><span data-search-help="${kind}">x</span></div>`;
    expect(describeResults(listbox(help('suggestion') + help('most-read') + help('most-read')))).toMatch(/^No results\. 3 suggestions\. Use the up and down arrow keys/);
    expect(describeResults(listbox(help('most-read')))).toMatch(/^No results\. 1 suggestion\. /);
  });

  it('announces the count politely once the list settles', async () => {
    vi.useFakeTimers();
    const {container} = render(<SearchBarWrapper />);
    const status = screen.getByRole('status');
    expect(status).toHaveProperty('textContent', '');
    expect(status.getAttribute('aria-live')).toBe('polite');
    await act(async () => {
      container.firstElementChild!.append(listbox('<div role="option">a</div><div role="option">b</div><div role="option">c</div>'));
      await Promise.resolve();
      vi.advanceTimersByTime(500);
    });
    expect(status.textContent).toMatch(/^3 results\./);
    vi.useRealTimers();
  });
});

describe('search box on intent', () => {
  it('knows the shortcut: Ctrl+K or Cmd+K, nothing else', () => {
    const key = (init: Partial<KeyboardEvent>) => ({key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init});
    expect(isSearchShortcut(key({ctrlKey: true}))).toBe(true);
    expect(isSearchShortcut(key({metaKey: true, key: 'K'}))).toBe(true);
    expect(isSearchShortcut(key({}))).toBe(false);
    expect(isSearchShortcut(key({ctrlKey: true, shiftKey: true}))).toBe(false);
    expect(isSearchShortcut(key({ctrlKey: true, key: 'j'}))).toBe(false);
  });

  it('types into a controlled input the way a reader does, caret at the end', () => {
    const input = document.createElement('input');
    document.body.append(input);
    const seen: string[] = [];
    input.addEventListener('input', () => seen.push(input.value));
    typeInto(input, 'consent');
    expect(input.value).toBe('consent');
    expect(seen).toEqual(['consent']);
    expect(input.selectionStart).toBe(7);
    typeInto(input, 'consent');
    expect(seen).toHaveLength(1);
    input.remove();
  });

  it('is a labelled box in a search form to the search page until the plugin loads', () => {
    render(<SearchBarWrapper />);
    const box = screen.getByRole('textbox', {name: 'Search'});
    expect(box.closest('form')?.getAttribute('action')).toBe('/search');
    expect(box.getAttribute('name')).toBe('q');
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('loads the plugin box on focus and hands over what was typed, with the focus', async () => {
    render(<SearchBarWrapper />);
    const box = screen.getByRole('textbox', {name: 'Search'});
    await act(async () => {
      box.focus();
      fireEvent.input(box, {target: {value: 'perm'}});
    });
    // The plugin's box (tests/unit/mocks/theme-original/SearchBar.tsx) replaces the stand-in.
    const live = await screen.findByRole('combobox', {name: 'Search'});
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect((live as HTMLInputElement).value).toBe('perm');
    expect(document.activeElement).toBe(live);
    expect(screen.queryByRole('textbox', {name: 'Search'})).toBeNull();
  });
});
