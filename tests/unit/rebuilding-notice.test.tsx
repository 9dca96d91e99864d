// @vitest-environment jsdom
/**
 * The notice `npm start` shows while it rebuilds (src/components/RebuildingNotice), driven by
 * the messages webpack-dev-server's client posts to the page (its client/utils/sendMessage.js:
 * `{type: 'webpack' + type, data}`): shown from the rebuild's start, with the percentage, until
 * the update is in.
 */
import React from 'react';
import {act, cleanup, render, screen} from '@testing-library/react';
import RebuildingNotice from '../../src/components/RebuildingNotice';

const post = (type: string, data?: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', {data: {type, data}}));
  });

describe('the rebuilding notice of npm start', () => {
  afterEach(cleanup);

  it('shows from the start of a rebuild, with its progress, until the update is in', async () => {
    render(<RebuildingNotice />);
    const notice = screen.getByRole('status', {hidden: true});
    expect(notice.hidden).toBe(true);
    await post('webpackInvalid');
    expect(notice.hidden).toBe(false);
    expect(notice.textContent).toBe('Rebuilding…');
    await post('webpackProgress', {percent: 42, msg: 'building'});
    expect(notice.textContent).toBe('Rebuilding… 42 %');
    await post('webpackOk');
    expect(notice.hidden).toBe(true);
  });

  it('goes when the rebuild fails (the error overlay shows) or changed nothing', async () => {
    render(<RebuildingNotice />);
    const notice = screen.getByRole('status', {hidden: true});
    for (const end of ['webpackErrors', 'webpackStillOk']) {
      await post('webpackInvalid');
      expect(notice.hidden).toBe(false);
      await post(end);
      expect(notice.hidden).toBe(true);
    }
  });

  it('ignores the page’s other messages', async () => {
    render(<RebuildingNotice />);
    await post('somethingElse');
    expect(screen.getByRole('status', {hidden: true}).hidden).toBe(true);
  });
});
