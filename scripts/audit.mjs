#!/usr/bin/env node
/**
 * Dependency gate: `npm audit --omit=dev` must report no high or critical
 * advisory, except those deploy/audit-exceptions.json accepts, each with its
 * reason (deploy/README.md lists them too).
 *
 * Usage: node scripts/audit.mjs [--report audit.json]
 *   --report  read a saved `npm audit --omit=dev --json` output instead of
 *             running npm audit (for tests, or a machine without the
 *             registry's audit endpoint).
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
      if (!found.has(key)) found.set(key, {id, package: via.name, severity: via.severity, title: via.title ?? '', url: via.url ?? ''});
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
  return advisories.filter((a) => !exceptions.some((e) => e.advisory === a.id && e.package === a.package && e.reason?.trim()));
}

function main() {
  const args = process.argv.slice(2);
  const reportIndex = args.indexOf('--report');
  let text;
  if (reportIndex >= 0) {
    text = fs.readFileSync(args[reportIndex + 1], 'utf8');
  } else {
    const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
    text = run.stdout;
  }
  let advisories;
  try {
    advisories = blockingAdvisories(JSON.parse(text));
  } catch (error) {
    console.error(`The audit could not run: ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  }
  const exceptions = JSON.parse(fs.readFileSync(EXCEPTIONS_FILE, 'utf8')).exceptions ?? [];
  const open = unaccepted(advisories, exceptions);
  for (const a of advisories) {
    const status = open.includes(a) ? 'NOT ACCEPTED' : 'accepted';
    console.log(`${a.severity.padEnd(8)} ${a.id.padEnd(20)} ${a.package.padEnd(28)} ${status}  ${a.title}`);
  }
  for (const e of exceptions) {
    if (!advisories.some((a) => a.id === e.advisory && a.package === e.package)) {
      console.log(`note: exception ${e.advisory} (${e.package}) is no longer reported; remove it from deploy/audit-exceptions.json`);
    }
  }
  if (open.length > 0) {
    console.error(`${open.length} high or critical advisory(ies) without an accepted exception. Fix them, or add each to deploy/audit-exceptions.json and deploy/README.md with its reason.`);
    process.exit(1);
  }
  console.log(`npm audit --omit=dev: no high or critical advisory outside the ${exceptions.length} accepted exception(s).`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
