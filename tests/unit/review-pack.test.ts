/**
 * When a build makes the security review pack (issue 48): a writer's build
 * without Chromium skips it, the test command and CI fail without it.
 */
import {describe, expect, it} from 'vitest';
import {reviewPackRequired, reviewPackWanted} from '../../src/plugins/review-pack';

const NO_CHROMIUM = {PLAYWRIGHT_CHROMIUM_PATH: '/no/such/chromium'};
const CHROMIUM = {PLAYWRIGHT_CHROMIUM_PATH: process.execPath}; // an executable file

describe('the security review pack without Chromium', () => {
  it("skips it in a writer's build", () => {
    expect(reviewPackRequired({})).toBe(false);
    expect(reviewPackWanted(NO_CHROMIUM)).toBeNull();
  });

  it('fails in CI and under the test command, naming the setting', () => {
    for (const env of [{CI: 'true'}, {REVIEW_PACK: 'required'}]) {
      expect(reviewPackRequired(env)).toBe(true);
      expect(() => reviewPackWanted({...NO_CHROMIUM, ...env})).toThrow(/PLAYWRIGHT_CHROMIUM_PATH/);
    }
  });

  it('skips it where REVIEW_PACK=skip says the host has no browser, even in CI', () => {
    expect(reviewPackWanted({...NO_CHROMIUM, CI: 'true', REVIEW_PACK: 'skip'})).toBeNull();
  });

  it('builds it with the Chromium found', () => {
    expect(reviewPackWanted({...CHROMIUM, CI: 'true'})).toBe(process.execPath);
  });

  it('refuses a setting it does not know', () => {
    expect(() => reviewPackRequired({REVIEW_PACK: 'yes'})).toThrow(/"required" or "skip"/);
  });
});
