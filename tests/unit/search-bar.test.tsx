// @vitest-environment jsdom
import React from 'react';
import {render, screen, act} from '@testing-library/react';
import SearchBarWrapper, {describeResults} from '../../src/theme/SearchBar';

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
