// @vitest-environment jsdom
/**
 * The crash view shared by `@theme/Error` (app-level boundary) and
 * `@theme/ErrorPageContent` (layout boundary).
 */
import React, {type ReactNode} from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {layoutControl} from './mocks/theme/Layout';
import CrashView from '../../src/components/CrashView';
import {getErrorChain, MaxChainLength} from '../../src/components/CrashView/errorChain';
import ThemeError from '../../src/theme/Error';
import ErrorPageContent from '../../src/theme/ErrorPageContent';

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
  layoutControl.throwError = null;
  // React logs caught render errors; keep the output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('getErrorChain', () => {
  it('lists the error and each cause in order', () => {
    const error = new Error('outer', {cause: new TypeError('middle', {cause: new Error('root')})});
    expect(getErrorChain(error)).toEqual([
      {name: 'Error', message: 'outer'},
      {name: 'TypeError', message: 'middle'},
      {name: 'Error', message: 'root'},
    ]);
  });

  it('accepts causes that are not errors', () => {
    expect(getErrorChain(new Error('outer', {cause: 'a string cause'})).map((e) => e.message)).toEqual([
      'outer',
      'a string cause',
    ]);
    expect(getErrorChain({message: 'plain object'})[0]!.message).toBe('plain object');
    expect(getErrorChain('thrown string')).toEqual([{name: 'Error', message: 'thrown string'}]);
    expect(getErrorChain(undefined)).toEqual([{name: 'Error', message: 'undefined'}]);
  });

  it('stops on a cyclic chain and on a very long one', () => {
    const a = new Error('a');
    const b = new Error('b', {cause: a});
    (a as {cause?: unknown}).cause = b;
    expect(getErrorChain(a).map((e) => e.message)).toEqual(['a', 'b']);

    let deep = new Error('0');
    for (let i = 1; i < 100; i += 1) deep = new Error(String(i), {cause: deep});
    expect(getErrorChain(deep)).toHaveLength(MaxChainLength);
  });
});

describe('CrashView', () => {
  it('shows the heading, the message and every cause, and titles the page', () => {
    const error = new Error('Cannot read the page', {cause: new Error('The data was empty', {cause: new Error('Root cause')})});
    render(<CrashView error={error} tryAgain={() => {}} variant="content" />);

    expect(screen.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Cannot read the page')).toBeTruthy();
    const causes = within(alert).getByRole('list', {name: 'Causes'});
    expect(within(causes).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Cause: The data was empty',
      'Cause: Root cause',
    ]);
    expect(document.title).toBe('Page Error');
  });

  it('has no cause list when the error has no cause', () => {
    render(<CrashView error={new Error('Only a message')} tryAgain={() => {}} variant="content" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Error: Only a message');
  });

  it('moves focus to the heading', () => {
    render(<CrashView error={new Error('x')} tryAgain={() => {}} variant="content" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', {level: 1}));
  });

  it('calls tryAgain from the Try again button, by click and by keyboard', async () => {
    const user = userEvent.setup();
    const tryAgain = vi.fn();
    render(<CrashView error={new Error('x')} tryAgain={tryAgain} variant="content" />);
    const button = screen.getByRole('button', {name: 'Try again'});
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(tryAgain).toHaveBeenCalledTimes(3);
  });

  it('offers a way home', () => {
    render(<CrashView error={new Error('x')} tryAgain={() => {}} variant="content" />);
    expect(screen.getByRole('link', {name: 'Go to the home page'}).getAttribute('href')).toBe('/');
  });
});

describe('ErrorPageContent (layout boundary)', () => {
  it('renders the crash view, and Try again re-renders the recovered content', async () => {
    const user = userEvent.setup();
    const {Bomb, lift} = createBomb(new Error('Content exploded', {cause: new Error('Because of this')}));
    render(
      <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>
        <Bomb />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', {name: 'This page crashed.'})).toBeTruthy();
    expect(screen.getByText('Content exploded')).toBeTruthy();
    expect(screen.getByText('Because of this')).toBeTruthy();
    expect(document.querySelector('[data-crash-view]')?.getAttribute('data-crash-view')).toBe('content');
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

describe('Error (app-level boundary)', () => {
  function App({children}: {children: ReactNode}): ReactNode {
    return <ErrorBoundary fallback={(params) => <ThemeError {...params} />}>{children}</ErrorBoundary>;
  }

  it('renders the crash view inside the site layout', () => {
    const {Bomb} = createBomb(new Error('Whole page crashed'));
    render(
      <App>
        <Bomb />
      </App>,
    );
    expect(screen.getByRole('navigation', {name: 'Main'})).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    const main = screen.getByTestId('layout-main');
    expect(within(main).getByRole('heading', {name: 'This page crashed.'})).toBeTruthy();
    expect(within(main).getByText('Whole page crashed')).toBeTruthy();
    expect(document.querySelector('[data-crash-view]')?.getAttribute('data-crash-view')).toBe('app');
    expect(document.title).toBe('Page Error');
  });

  it('still shows the crash view, without the layout, when the layout throws', async () => {
    const user = userEvent.setup();
    const {Bomb, lift} = createBomb(new Error('Whole page crashed'));
    layoutControl.throwError = new Error('The layout is broken too');
    function Page(): ReactNode {
      return <Bomb />;
    }
    render(
      <App>
        <Page />
      </App>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('heading', {name: 'This page crashed.'})).toBeTruthy();
    // The original error, not the layout's.
    expect(screen.getByText('Whole page crashed')).toBeTruthy();
    expect(screen.queryByText('The layout is broken too')).toBeNull();
    expect(document.querySelector('[data-crash-view]')?.getAttribute('data-crash-view')).toBe('app-minimal');
    expect(document.activeElement).toBe(screen.getByRole('heading', {name: 'This page crashed.'}));
    expect(document.title).toBe('Page Error');

    // Try again clears the app-level boundary.
    layoutControl.throwError = null;
    lift();
    await user.click(screen.getByRole('button', {name: 'Try again'}));
    expect(screen.getByText('Page content is back')).toBeTruthy();
  });

  it('recovers inside the layout through Try again once the page stops throwing', async () => {
    const user = userEvent.setup();
    const {Bomb, lift} = createBomb(new Error('Whole page crashed'));
    render(
      <App>
        <Bomb />
      </App>,
    );
    lift();
    await user.click(screen.getByRole('button', {name: 'Try again'}));
    expect(screen.getByText('Page content is back')).toBeTruthy();
    expect(screen.queryByRole('heading', {name: 'This page crashed.'})).toBeNull();
  });
});
