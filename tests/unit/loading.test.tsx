// @vitest-environment jsdom
/**
 * `@theme/Loading` with the real react-loadable (the library Docusaurus
 * creates every route component with): nothing for the first 200 ms of a
 * load (spec section 9's delay, react-loadable's default), then a labelled
 * status; a failed load shows the error with Retry, which loads again, and
 * Reload page. And src/clientModules/chunkFailure.ts: a failed load lets
 * the first page render that view, and after it leaves the failure to
 * Docusaurus's reload.
 */
import React, {type ReactNode} from 'react';
import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Loadable from 'react-loadable';

import Loading from '../../src/theme/Loading';
import {renderFirstLoadFailures} from '../../src/clientModules/chunkFailure';

function Page(): ReactNode {
  return <p>The page</p>;
}

/** A route component as Docusaurus makes one, whose load is controlled by the test. */
function loadable() {
  const loads: {resolve(): void; reject(error: Error): void}[] = [];
  const Component = Loadable({
    loader: () =>
      new Promise<{default: typeof Page}>((resolve, reject) =>
        loads.push({resolve: () => resolve({default: Page}), reject}),
      ),
    loading: Loading,
    render: (loaded: {default: typeof Page}) => <loaded.default />,
  });
  return {Component, loads};
}

const chunkError = () =>
  Object.assign(new Error('Loading chunk 381 failed.'), {name: 'ChunkLoadError'});

afterEach(() => vi.useRealTimers());

describe('Loading', () => {
  it('shows nothing for the first 200 ms of a load, then a labelled status', async () => {
    vi.useFakeTimers();
    const {Component, loads} = loadable();
    const {container} = render(<Component />);
    await act(async () => vi.advanceTimersByTime(199));
    expect(container.textContent).toBe('');
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('Loading page…');
    await act(async () => loads[0]!.resolve());
    expect(screen.getByText('The page')).toBeTruthy();
  });

  it('shows a failed load with its error, Retry (which loads again) and Reload page', async () => {
    const user = userEvent.setup();
    const {Component, loads} = loadable();
    render(<Component />);
    await act(async () => loads[0]!.reject(chunkError()));
    expect(screen.getByRole('heading', {name: 'This page could not be loaded.'})).toBe(
      document.activeElement,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'ChunkLoadError: Loading chunk 381 failed.',
    );
    expect(screen.getByRole('button', {name: 'Reload page'})).toBeTruthy();
    await user.click(screen.getByRole('button', {name: 'Retry'}));
    expect(loads).toHaveLength(2);
    await act(async () => loads[1]!.resolve());
    expect(screen.getByText('The page')).toBeTruthy();
  });
});

describe('a route whose code fails to load', () => {
  it('lets the first page render the failure; after that, the failure goes on to Docusaurus', async () => {
    let started = false;
    const first = loadable();
    const later = loadable();
    const routes = [
      {path: '/a', component: first.Component},
      {path: '/b', component: later.Component},
    ];
    renderFirstLoadFailures(routes, () => started);
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    const firstLoad = (first.Component as unknown as {preload(): Promise<unknown>}).preload();
    first.loads[0]!.reject(chunkError());
    await expect(firstLoad).resolves.toBeUndefined();

    started = true;
    const navigation = (later.Component as unknown as {preload(): Promise<unknown>}).preload();
    later.loads[0]!.reject(chunkError());
    await expect(navigation).rejects.toThrow('Loading chunk 381 failed.');
  });
});
