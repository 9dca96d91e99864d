/**
 * scripts/audit.mjs (`npm run audit:prod`): which advisories block, and what
 * the gate does when the advisory service cannot answer (fails closed, with
 * the cause). Runs offline: npm's answers are recorded ones, and the script
 * itself runs against a stand-in `npm` on the PATH.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  auditOutcome,
  blockingAdvisories,
  unaccepted,
  EXCEPTIONS_FILE,
  WHERE_IT_RUNS,
} from '../../scripts/audit.mjs';

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
    'copy-webpack-plugin': {
      name: 'copy-webpack-plugin',
      severity: 'high',
      via: ['serialize-javascript'],
    },
    left: {
      name: 'left',
      severity: 'critical',
      via: [
        {
          source: 2,
          name: 'left',
          title: 'x',
          url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc',
          severity: 'critical',
        },
      ],
    },
    mild: {
      name: 'mild',
      severity: 'moderate',
      via: [
        {
          source: 3,
          name: 'mild',
          title: 'y',
          url: 'https://github.com/advisories/GHSA-dddd-eeee-ffff',
          severity: 'moderate',
        },
      ],
    },
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
    expect(unaccepted(blockingAdvisories(report), exceptions).map((a) => a.id)).toEqual([
      'GHSA-aaaa-bbbb-cccc',
    ]);
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

/** What `npm audit --omit=dev --json` printed here: the registry answers the bulk advisory endpoint with 405. */
const REGISTRY_405 = JSON.stringify({
  message:
    '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  method: 'POST',
  uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  statusCode: 405,
  body: '',
  error: {summary: '', detail: ''},
});
/** ... and with no registry at all. */
const UNREACHABLE = JSON.stringify({
  message:
    'request to http://127.0.0.1:9/-/npm/v1/security/advisories/bulk failed, reason: connect ECONNREFUSED 127.0.0.1:9',
  error: {summary: '', detail: ''},
});

describe('dependency audit gate: when the advisory service cannot answer', () => {
  it('names the cause: an endpoint the registry does not offer, an unreachable service, no report at all', () => {
    expect(auditOutcome({stdout: REGISTRY_405, status: 1})).toEqual({
      cause: expect.stringMatching(/answered 405 .*bulk advisory endpoint/),
    });
    expect(auditOutcome({stdout: UNREACHABLE, status: 1})).toEqual({
      cause: expect.stringMatching(/could not be reached \(ECONNREFUSED\)/),
    });
    expect(
      auditOutcome({
        stdout: '',
        stderr: '\nnpm error audit endpoint returned an error\n',
        status: 1,
      }),
    ).toEqual({
      cause: 'npm audit printed no report (exit 1): npm error audit endpoint returned an error',
    });
    expect(auditOutcome({error: new Error('spawnSync npm ENOENT')})).toEqual({
      cause: 'npm could not be started: spawnSync npm ENOENT',
    });
    expect(auditOutcome({stdout: JSON.stringify(report), status: 1})).toEqual({report});
  });

  /** Run the script with a stand-in `npm` that prints `output`. */
  function runGate(output: string, args: string[] = []) {
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-npm-'));
    fs.writeFileSync(path.join(bin, 'output.json'), output);
    fs.writeFileSync(
      path.join(bin, 'npm'),
      `#!/bin/sh\ncat "${path.join(bin, 'output.json')}"\nexit 1\n`,
      {mode: 0o755},
    );
    try {
      return spawnSync(process.execPath, ['scripts/audit.mjs', ...args], {
        encoding: 'utf8',
        env: {...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}`},
      });
    } finally {
      fs.rmSync(bin, {recursive: true, force: true});
    }
  }

  it('fails closed (exit 2) with the cause and where it can run, when the registry answers 405', () => {
    const run = runGate(REGISTRY_405);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('fails closed');
    expect(run.stderr).toContain('405 Method Not Allowed');
    expect(run.stderr).toContain(WHERE_IT_RUNS);
  });

  it('fails closed (exit 2) when the advisory service is unreachable', () => {
    const run = runGate(UNREACHABLE);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('fails closed');
    expect(run.stderr).toContain('could not be reached (ECONNREFUSED)');
  });

  it('judges a report made elsewhere (--report): 1 for an advisory not accepted, 0 when all are', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-report-'));
    try {
      const file = path.join(dir, 'audit.json');
      fs.writeFileSync(file, JSON.stringify(report));
      expect(runGate(REGISTRY_405, ['--report', file]).status).toBe(1);
      const accepted = {
        ...report,
        vulnerabilities: {'serialize-javascript': report.vulnerabilities['serialize-javascript']},
      };
      fs.writeFileSync(file, JSON.stringify(accepted));
      expect(runGate(REGISTRY_405, ['--report', file]).status).toBe(0);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
