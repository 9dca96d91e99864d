#!/usr/bin/env node
/**
 * Dependency gate: `npm audit --omit=dev` must report no high or critical
 * advisory, except those deploy/audit-exceptions.json accepts, each with its
 * reason (deploy/README.md lists them too).
 *
 * It needs the registry's advisory service (npm audit posts the dependency
 * list to `<registry>/-/npm/v1/security/advisories/bulk`). When that service
 * cannot be reached or answers with an error, as a registry mirror or proxy
 * that serves only packages does (405 Method Not Allowed), the gate fails
 * closed: exit 2, with the cause, since nothing was checked. That is why it
 * is not part of `npm test` or .ci/run, which must pass offline; the GitHub
 * Pages workflow runs it before the tests.
 *
 * Usage: node scripts/audit.mjs [--report audit.json]
 *   --report  read a saved `npm audit --omit=dev --json` output instead of
 *             running npm audit (made where the advisory service answers).
 * Exit codes: 0 clean, 1 an advisory not accepted, 2 the audit could not run.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const EXCEPTIONS_FILE = path.join(root, 'deploy/audit-exceptions.json');
const BLOCKING = new Set(['high', 'critical']);

/**
 * High and critical advisories in an `npm audit --json` report (format 2),
 * one entry per advisory and package.
 * @param {any} report
 * @returns {{id: string, package: string, severity: string, title: string, url: string}[]}
 */
export function blockingAdvisories(report) {
  if (!report || typeof report.vulnerabilities !== 'object') {
    throw new Error(`not an npm audit report${report?.message ? `: ${report.message}` : ''}`);
  }
  const found = new Map();
  for (const vulnerability of Object.values(report.vulnerabilities)) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== 'object' || !BLOCKING.has(via.severity)) continue;
      const id = /GHSA-[\w-]+/i.exec(via.url ?? '')?.[0] ?? String(via.source);
      const key = `${id} ${via.name}`;
      if (!found.has(key))
        found.set(key, {
          id,
          package: via.name,
          severity: via.severity,
          title: via.title ?? '',
          url: via.url ?? '',
        });
    }
  }
  return [...found.values()].sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * Advisories not accepted by an exception (matched by advisory id and package).
 * @param {ReturnType<typeof blockingAdvisories>} advisories
 * @param {{advisory: string, package: string, reason: string}[]} exceptions
 */
export function unaccepted(advisories, exceptions) {
  return advisories.filter(
    (a) =>
      !exceptions.some((e) => e.advisory === a.id && e.package === a.package && e.reason?.trim()),
  );
}

/**
 * The report in `npm audit --json` output, or why there is none. npm prints
 * a JSON error object (no `vulnerabilities`) when the advisory service fails.
 * @param {{stdout?: string | null, stderr?: string | null, status?: number | null, error?: Error}} run
 * @returns {{report: any} | {cause: string}}
 */
export function auditOutcome({stdout, stderr, status, error}) {
  if (error) return {cause: `npm could not be started: ${error.message}`};
  /** @type {any} */
  let output;
  try {
    output = JSON.parse(stdout ?? '');
  } catch {
    const said = (stderr ?? '')
      .split('\n')
      .find((line) => /\S/.test(line))
      ?.trim();
    return {
      cause: `npm audit printed no report (exit ${status ?? 'unknown'})${said ? `: ${said}` : ''}`,
    };
  }
  if (output && typeof output.vulnerabilities === 'object') return {report: output};
  const message = String(output?.message ?? output?.error?.summary ?? 'no message');
  const statusCode = Number(output?.statusCode) || Number(/^(\d{3}) /.exec(message)?.[1]) || 0;
  const service = output?.uri ?? /https?:\/\/\S+/.exec(message)?.[0] ?? 'the registry';
  if (statusCode === 405 || statusCode === 404) {
    return {
      cause: `the advisory service answered ${statusCode} (${message}): the registry npm talks to, or a proxy on the way, does not offer npm's bulk advisory endpoint, as mirrors and proxies that serve only packages do`,
    };
  }
  if (statusCode)
    return {cause: `the advisory service at ${service} answered ${statusCode}: ${message}`};
  const network = /\b(E[A-Z]{3,}|ETIMEDOUT)\b/.exec(message)?.[1];
  if (network) return {cause: `the advisory service could not be reached (${network}): ${message}`};
  return {cause: `npm audit answered without a report: ${message}`};
}

/** What to do when the gate could not run. */
export const WHERE_IT_RUNS =
  'Run it on a machine with direct access to registry.npmjs.org, such as the GitHub Actions runners of the deploy workflow, ' +
  'or check a report made there: `npm audit --omit=dev --json > audit.json`, then `node scripts/audit.mjs --report audit.json`.';

function main() {
  const args = process.argv.slice(2);
  const reportIndex = args.indexOf('--report');
  let outcome;
  if (reportIndex >= 0) {
    const file = args[reportIndex + 1] ?? '';
    try {
      outcome = auditOutcome({stdout: fs.readFileSync(file, 'utf8')});
    } catch (error) {
      outcome = {
        cause: `the report ${file || '(no file given)'} could not be read: ${error instanceof Error ? error.message : error}`,
      };
    }
  } else {
    const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    outcome = auditOutcome(run);
  }
  let advisories;
  try {
    if ('cause' in outcome) throw new Error(outcome.cause);
    advisories = blockingAdvisories(outcome.report);
  } catch (error) {
    console.error(
      `The audit could not run, so the gate fails closed (nothing was checked): ${error instanceof Error ? error.message : error}.`,
    );
    console.error(WHERE_IT_RUNS);
    process.exit(2);
  }
  const exceptions = JSON.parse(fs.readFileSync(EXCEPTIONS_FILE, 'utf8')).exceptions ?? [];
  const open = unaccepted(advisories, exceptions);
  for (const a of advisories) {
    const status = open.includes(a) ? 'NOT ACCEPTED' : 'accepted';
    console.log(
      `${a.severity.padEnd(8)} ${a.id.padEnd(20)} ${a.package.padEnd(28)} ${status}  ${a.title}`,
    );
  }
  for (const e of exceptions) {
    if (!advisories.some((a) => a.id === e.advisory && a.package === e.package)) {
      console.log(
        `note: exception ${e.advisory} (${e.package}) is no longer reported; remove it from deploy/audit-exceptions.json`,
      );
    }
  }
  if (open.length > 0) {
    console.error(
      `${open.length} high or critical advisory(ies) without an accepted exception. Fix them, or add each to deploy/audit-exceptions.json and deploy/README.md with its reason.`,
    );
    process.exit(1);
  }
  console.log(
    `npm audit --omit=dev: no high or critical advisory outside the ${exceptions.length} accepted exception(s).`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  main();
