import fs from 'node:fs';
import {blockingAdvisories, unaccepted, EXCEPTIONS_FILE} from '../../scripts/audit.mjs';

const report = {
  auditReportVersion: 2,
  vulnerabilities: {
    'serialize-javascript': {
      name: 'serialize-javascript',
      severity: 'high',
      via: [
        {
          source: 1,
          name: 'serialize-javascript',
          title: 'RCE via RegExp.flags',
          url: 'https://github.com/advisories/GHSA-5c6j-r48x-rmvq',
          severity: 'high',
        },
      ],
    },
    'copy-webpack-plugin': {name: 'copy-webpack-plugin', severity: 'high', via: ['serialize-javascript']},
    left: {name: 'left', severity: 'critical', via: [{source: 2, name: 'left', title: 'x', url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc', severity: 'critical'}]},
    mild: {name: 'mild', severity: 'moderate', via: [{source: 3, name: 'mild', title: 'y', url: 'https://github.com/advisories/GHSA-dddd-eeee-ffff', severity: 'moderate'}]},
  },
};

describe('dependency audit gate', () => {
  it('lists each high or critical advisory once, by advisory id and package', () => {
    expect(blockingAdvisories(report).map((a) => `${a.id} ${a.package} ${a.severity}`)).toEqual([
      'GHSA-5c6j-r48x-rmvq serialize-javascript high',
      'GHSA-aaaa-bbbb-cccc left critical',
    ]);
  });

  it('fails on advisories without an accepted exception with a reason', () => {
    const exceptions = [
      {advisory: 'GHSA-5c6j-r48x-rmvq', package: 'serialize-javascript', reason: 'build time only'},
      {advisory: 'GHSA-aaaa-bbbb-cccc', package: 'left', reason: '  '},
    ];
    expect(unaccepted(blockingAdvisories(report), exceptions).map((a) => a.id)).toEqual(['GHSA-aaaa-bbbb-cccc']);
  });

  it('refuses an answer that is not an audit report (the audit could not run)', () => {
    expect(() => blockingAdvisories({message: '405 Method Not Allowed'})).toThrow(/405/);
  });

  it('gives every recorded exception a reason', () => {
    const {exceptions} = JSON.parse(fs.readFileSync(EXCEPTIONS_FILE, 'utf8')) as {
      exceptions: Array<{advisory: string; package: string; reason: string}>;
    };
    for (const e of exceptions) {
      expect(e.advisory).toMatch(/^GHSA-/);
      expect(e.package).not.toBe('');
      expect(e.reason.trim().length).toBeGreaterThan(20);
    }
  });
});
