// @vitest-environment jsdom
/** `@theme/ColorModeToggle`: the navbar's colour-mode button. */
import React, {useState, type ReactNode} from 'react';
import {render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import type {ColorMode} from '@docusaurus/theme-common';
import ColorModeToggle, {
  colorModeToggleLabel,
  UNMOUNTED_LABEL,
} from '../../src/theme/ColorModeToggle';

function Harness({initial = 'light'}: {initial?: ColorMode}): ReactNode {
  const [mode, setMode] = useState<ColorMode>(initial);
  return <ColorModeToggle value={mode} onChange={setMode} />;
}

describe('ColorModeToggle', () => {
  it('names the action and the current mode', () => {
    expect(colorModeToggleLabel('light')).toBe('Switch to dark mode (currently light mode)');
    expect(colorModeToggleLabel('dark')).toBe('Switch to light mode (currently dark mode)');
    render(<Harness />);
    const button = screen.getByRole('button', {name: 'Switch to dark mode (currently light mode)'});
    expect(button.getAttribute('title')).toBe('Switch to dark mode (currently light mode)');
    expect(button.getAttribute('type')).toBe('button');
  });

  it('switches on click and back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', {name: /currently light mode/}));
    expect(
      screen.getByRole('button', {name: 'Switch to light mode (currently dark mode)'}),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', {name: /currently dark mode/}));
    expect(
      screen.getByRole('button', {name: 'Switch to dark mode (currently light mode)'}),
    ).toBeTruthy();
  });

  it('is keyboard operable: Tab reaches it, Enter and Space switch', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    const button = screen.getByRole('button');
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-label')).toBe('Switch to light mode (currently dark mode)');
    await user.keyboard(' ');
    expect(button.getAttribute('aria-label')).toBe('Switch to dark mode (currently light mode)');
  });

  it('calls onChange with the mode to switch to', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ColorModeToggle value="dark" onChange={onChange} />);
    await user.click(screen.getByRole('button'));
    expect(onChange).toHaveBeenCalledWith('light');
  });

  it('hides its icons from assistive technology and has no contradicting pressed state', () => {
    render(<Harness />);
    const button = screen.getByRole('button');
    expect(button.hasAttribute('aria-pressed')).toBe(false);
    const icons = button.querySelectorAll('svg');
    expect(icons).toHaveLength(2);
    icons.forEach((icon) => expect(icon.getAttribute('aria-hidden')).toBe('true'));
  });

  it('hydrates without a mismatch, then names the mode the browser has, not the one the server rendered', async () => {
    // The server renders the default (light); a reader with a stored dark mode
    // hydrates with dark. React keeps mismatched attributes from the server
    // HTML, and its development build (this test's) logs them.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ColorModeToggle value="light" onChange={() => {}} />);
    expect(container.querySelector('button')!.getAttribute('aria-label')).toBe(UNMOUNTED_LABEL);
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ColorModeToggle value="dark" onChange={() => {}} />, {container, hydrate: true});
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-label')).toBe('Switch to light mode (currently dark mode)');
    expect(button.getAttribute('title')).toBe('Switch to light mode (currently dark mode)');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    errors.mockRestore();
  });

  it('is disabled in the server HTML and enabled once mounted', () => {
    const html = renderToString(<ColorModeToggle value="light" onChange={() => {}} />);
    expect(html).toMatch(/<button[^>]*disabled/);
    render(<Harness />);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false);
  });
});
