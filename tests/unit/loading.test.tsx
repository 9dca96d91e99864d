// @vitest-environment jsdom
/**
 * `@theme/Loading`, react-loadable's loading component: its states, and with
 * the real react-loadable (the library Docusaurus creates every route
 * component with) that a failed load reaches it and Retry loads again.
 */
import React, {type ReactNode} from 'react';
import {act, render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Loadable from 'react-loadable';
import type {RouteConfig} from 'react-router-config';
import Loading from '../../src/theme/Loading';
import type {RecoveryOutcome} from '../../src/utils/chunkRecovery';

const recovery = vi.hoisted(() => ({
  outcome: 'network' as RecoveryOutcome,
  calls: [] as unknown[],
}));

// Keep the classification real; replace only the step that can reload.
vi.mock('../../src/utils/chunkRecovery', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/utils/chunkRecovery')>();
  return {
    ...original,
    recoverFromChunkError: async (error: unknown) => {
      recovery.calls.push(error);
      return recovery.outcome;
    },
  };
});

function chunkLoadError(): Error {
  const url = 'http://localhost/assets/js/42d49e86.78ef3844.js';
  const error = new Error(`Loading chunk 381 failed.\n(error: ${url})`);
  error.name = 'ChunkLoadError';
  Object.assign(error, {type: 'error', request: url});
  return error;
}

const idle = {isLoading: true, pastDelay: false, timedOut: false, error: null, retry: () => {}};

beforeEach(() => {
  recovery.outcome = 'network';
  recovery.calls = [];
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('Loading states', () => {
  it('renders nothing during the first 200 ms (before pastDelay)', () => {
    const {container} = render(<Loading {...idle} />);
    expect(container.innerHTML).toBe('');
  });

  it('then shows a status with a text label and a decorative spinner', () => {
    render(<Loading {...idle} pastDelay />);
    const status = screen.getByRole('status', {name: 'Loading page…'});
    expect(status.textContent).toBe('Loading page…');
    const spinner = status.querySelector('[aria-hidden="true"]');
    expect(spinner).not.toBeNull();
  });

  it('on failure shows the error text and a Retry button that calls retry', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    const error = new Error('Something else failed');
    render(<Loading {...idle} isLoading={false} error={error} retry={retry} />);
    expect(screen.getByRole('heading', {name: 'This page could not be loaded.'})).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Error: Something else failed');
    await user.click(screen.getByRole('button', {name: 'Retry'}));
    expect(retry).toHaveBeenCalledTimes(1);
    // Not a chunk error: no recovery attempt.
    expect(recovery.calls).toHaveLength(0);
  });

  it('moves focus to the failure heading', () => {
    render(<Loading {...idle} isLoading={false} error={new Error('x')} />);
    expect(document.activeElement).toBe(screen.getByRole('heading', {name: 'This page could not be loaded.'}));
  });

  it('for a chunk that failed over the network, offers Retry only', async () => {
    const error = chunkLoadError();
    render(<Loading {...idle} isLoading={false} error={error} />);
    await waitFor(() => expect(recovery.calls).toEqual([error]));
    expect(screen.getByRole('alert').textContent).toContain('ChunkLoadError: Loading chunk 381 failed.');
    expect(screen.getByText('Check your connection, then try again.')).toBeTruthy();
    expect(screen.getByRole('button', {name: 'Retry'})).toBeTruthy();
    expect(screen.queryByRole('button', {name: 'Reload page'})).toBeNull();
  });

  it('says so while the page reloads after a deploy', async () => {
    recovery.outcome = 'reloading';
    render(<Loading {...idle} isLoading={false} error={chunkLoadError()} />);
    expect(await screen.findByText(/Reloading to get the latest version/)).toBeTruthy();
  });

  it('when the chunk is missing and the page already reloaded, offers Retry and Reload page', async () => {
    recovery.outcome = 'missing-no-reload';
    render(<Loading {...idle} isLoading={false} error={chunkLoadError()} />);
    expect(await screen.findByRole('button', {name: 'Reload page'})).toBeTruthy();
    expect(screen.getByRole('button', {name: 'Retry'})).toBeTruthy();
  });
});

describe('with react-loadable', () => {
  /** A loader that fails `failures` times with a chunk error, then loads. */
  function flakyLoader(failures: number) {
    let calls = 0;
    const loader = vi.fn(async () => {
      calls += 1;
      if (calls <= failures) throw chunkLoadError();
      return {__esModule: true, default: (): ReactNode => <p>Drivers rank the work patterns</p>};
    });
    return loader;
  }

  it('a failed preload rejects, which is why Docusaurus never shows this component', async () => {
    const Page = Loadable({loader: flakyLoader(1), loading: Loading});
    await expect(Page.preload()).rejects.toThrow('Loading chunk 381 failed.');
  });

  it('with the client module, a failed preload resolves and the route shows Retry, which loads again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const {letPreloadFailuresRender} = await import('../../src/clientModules/chunkLoadRecovery');
    const user = userEvent.setup();
    const loader = flakyLoader(1);
    const Page = Loadable({loader, loading: Loading});
    const Root = Loadable.Map({
      loader: {__comp: async () => ({default: () => null})},
      loading: Loading,
      render: () => <Page />,
    });
    const routes = [{path: '/', component: Root, routes: [{path: '/x', component: Page}]}] as unknown as RouteConfig[];
    letPreloadFailuresRender(routes);
    letPreloadFailuresRender(routes); // idempotent

    await expect(Page.preload()).resolves.toBeUndefined();
    await act(async () => {
      render(<Root />);
    });
    const retry = await screen.findByRole('button', {name: 'Retry'});
    expect(loader).toHaveBeenCalledTimes(1);

    await user.click(retry);
    expect(await screen.findByText('Drivers rank the work patterns')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('shows the indicator only once the load takes longer than 200 ms', async () => {
    vi.useFakeTimers({shouldAdvanceTime: false});
    type Module = {__esModule: true; default: () => ReactNode};
    let resolve: (value: Module) => void = () => {};
    const Page = Loadable({
      loader: () => new Promise<Module>((r) => (resolve = r)),
      loading: Loading,
    });
    render(<Page />);
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(150);
    });
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('status', {name: 'Loading page…'})).toBeTruthy();
    await act(async () => {
      resolve({__esModule: true, default: () => <p>Loaded</p>});
    });
    expect(screen.getByText('Loaded')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
