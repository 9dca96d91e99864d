// @vitest-environment jsdom
/**
 * The crash page (spec section 8, 'A page crashes'): `@theme/ErrorPageContent`,
 * the layout's error boundary fallback.
 */
import React, {type ReactNode} from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import ErrorPageContent, {errorChain} from '../../src/theme/ErrorPageContent';

const CrashView = ({error, tryAgain}: {error: unknown; tryAgain: () => void}) => (
  <ErrorPageContent error={error as Error} tryAgain={tryAgain} />
);

/** Throws on every render until `lift()`; React retries a throwing render once. */
function createBomb(error: Error) {
  const state = {armed: true};
  function Bomb(): ReactNode {
    if (state.armed) throw error;
    return <p>Page content is back</p>;
  }
  return {Bomb, lift: () => (state.armed = false)};
}

beforeEach(() => {
  document.title = 'Original title';
  // React logs caught render errors; keep the output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('errorChain', () => {
  it('lists the error and each cause in order', () => {
    const error = new Error('outer', {cause: new TypeError('middle', {cause: new Error('root')})});
    expect(errorChain(error)).toEqual(['outer', 'middle', 'root']);
  });

  it('accepts causes that are not errors', () => {
    expect(errorChain(new Error('outer', {cause: 'a string cause'}))).toEqual([
      'outer',
      'a string cause',
    ]);
    expect(errorChain({message: 'plain object'})).toEqual(['plain object']);
    expect(errorChain('thrown string')).toEqual(['thrown string']);
    expect(errorChain(undefined)).toEqual(['undefined']);
    expect(errorChain(null)).toEqual(['null']);
  });

  it('stops on a cyclic chain and on a very long one', () => {
    const a = new Error('a');
    const b = new Error('b', {cause: a});
    (a as {cause?: unknown}).cause = b;
    expect(errorChain(a)).toEqual(['a', 'b']);
    let deep = new Error('0');
    for (let i = 1; i < 100; i += 1) deep = new Error(String(i), {cause: deep});
    expect(errorChain(deep)).toHaveLength(20);
  });
});

describe('CrashView', () => {
  it('shows the heading, the message and every cause, and titles the page', () => {
    const error = new Error('Cannot read the page', {
      cause: new Error('The data was empty', {cause: new Error('Root cause')}),
    });
    render(<CrashView error={error} tryAgain={() => {}} />);

    expect(screen.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Cannot read the page')).toBeTruthy();
    const causes = within(alert).getByRole('list', {name: 'Causes'});
    expect(
      within(causes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Cause: The data was empty', 'Cause: Root cause']);
    expect(document.title).toBe('Page Error');
  });

  it('has no cause list when the error has no cause', () => {
    render(<CrashView error={new Error('Only a message')} tryAgain={() => {}} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Error: Only a message');
  });

  it('moves focus to the heading', () => {
    render(<CrashView error={new Error('x')} tryAgain={() => {}} />);
    expect(document.activeElement).toBe(screen.getByRole('heading', {level: 1}));
  });

  it('calls tryAgain from the Try again button, by click and by keyboard', async () => {
    const user = userEvent.setup();
    const tryAgain = vi.fn();
    render(<CrashView error={new Error('x')} tryAgain={tryAgain} />);
    const button = screen.getByRole('button', {name: 'Try again'});
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(tryAgain).toHaveBeenCalledTimes(3);
  });

  it('offers a way home', () => {
    render(<CrashView error={new Error('x')} tryAgain={() => {}} />);
    expect(screen.getByRole('link', {name: 'Go to the home page'}).getAttribute('href')).toBe('/');
  });
});

describe('ErrorPageContent (layout boundary)', () => {
  it('renders the crash view, and Try again re-renders the recovered content', async () => {
    const user = userEvent.setup();
    const {Bomb, lift} = createBomb(
      new Error('Content exploded', {cause: new Error('Because of this')}),
    );
    render(
      <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>
        <Bomb />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', {name: 'This page crashed.'})).toBeTruthy();
    expect(screen.getByText('Content exploded')).toBeTruthy();
    expect(screen.getByText('Because of this')).toBeTruthy();
    expect(document.title).toBe('Page Error');

    lift();
    await user.click(screen.getByRole('button', {name: 'Try again'}));
    expect(screen.getByText('Page content is back')).toBeTruthy();
    expect(screen.queryByRole('heading', {name: 'This page crashed.'})).toBeNull();
  });

  it('shows the crash view again when Try again fails', async () => {
    const user = userEvent.setup();
    const {Bomb} = createBomb(new Error('Still broken'));
    render(
      <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>
        <Bomb />
      </ErrorBoundary>,
    );
    await user.click(screen.getByRole('button', {name: 'Try again'}));
    expect(screen.getByRole('heading', {name: 'This page crashed.'})).toBeTruthy();
    expect(screen.getByText('Still broken')).toBeTruthy();
  });
});
