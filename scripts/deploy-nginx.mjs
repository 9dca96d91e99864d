#!/usr/bin/env node
// @ts-check
/**
 * Deploy a build to nginx with deploy/nginx/site.conf, safely, in one
 * command (deploy/README.md, "nginx", has the steps that run it and
 * tests/build/nginx.test.ts runs them, under load):
 *
 *   sudo node scripts/deploy-nginx.mjs --build build \
 *     --site /srv/product-docs/site \
 *     --snippet /etc/nginx/snippets/product-docs-security-headers.conf
 *
 * 1. The build must be whole: its pages, `_headers` and nginx snippet each
 *    complete, the snippet's policy the one `_headers` has (both come from
 *    the same build), and no `__server/` (Docusaurus removes it only when
 *    its rendering has finished). Otherwise nothing is touched.
 * 2. A snippet that allows the scripts of both the build being served and
 *    the new one is installed, checked (`nginx -t`) and loaded, and the
 *    script waits until the reload is done: until every worker nginx had
 *    before it has exited. Until then an old worker may still take a
 *    connection, and serve a new page with the old hashes.
 * 3. The build is copied to a release folder of its own, next to the site
 *    link (`<site>/../releases/<time>/`), with the assets (`/assets/`) of the
 *    releases that were served in the last KEEP_DAYS days, and the site link
 *    is pointed at it in one step (a link renamed over the old one): a page
 *    of an earlier build, loading when the link moves or open in a tab
 *    since, still finds its scripts. Releases served longer ago are removed.
 * 4. The new build's own snippet is installed, checked and loaded, and the
 *    script waits again.
 *
 * nginx is run as NGINX_COMMAND says (default `nginx`, which reads
 * /etc/nginx/nginx.conf); its pid file is the one its configuration names
 * (`nginx -T`). Node and Linux (/proc) only.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  HEADERS_FILE,
  HOST_CONFIG_FILES,
  NGINX_SNIPPET_END,
  NGINX_SNIPPET_FILE,
  headersForPath,
  parseHeadersFile,
} from '../src/node/headersFile.mjs';
import {bothBuildsSnippet} from './nginx-snippet.mjs';

/** How long a release's assets stay served after the next one replaces it. */
export const KEEP_DAYS = 7;
/** How long the script waits for nginx's old workers to finish, by default. */
const RELOAD_TIMEOUT_SECONDS = 300;
/** The headers every response must carry (deploy/README.md, "The headers"). */
const SECURITY_HEADERS = [
  'Content-Security-Policy',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'Strict-Transport-Security',
];
/** A release folder's name: the time it was deployed, in UTC, to the millisecond. */
const RELEASE_NAME = /^\d{8}T\d{9}Z$/;

class DeployError extends Error {}

/** @param {Date} date */
const releaseName = (date) => date.toISOString().replace(/[-:.]/g, '');
/** @param {string} name */
const releaseTime = (name) =>
  Date.parse(
    name.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)(\d{3})Z$/, '$1-$2-$3T$4:$5:$6.$7Z'),
  );

/**
 * What is wrong with a snippet as nginx would read it, or null when it is
 * whole: its end line last, and every security header once.
 * @param {string} text
 */
export function snippetProblem(text) {
  if (text.trimEnd().split('\n').at(-1) !== NGINX_SNIPPET_END)
    return `it does not end with "${NGINX_SNIPPET_END}" (empty, or cut short)`;
  for (const name of SECURITY_HEADERS) {
    const lines = text.split('\n').filter((line) => line.startsWith(`add_header ${name} "`));
    if (lines.length !== 1) return `it has ${lines.length} "add_header ${name}" lines, not 1`;
  }
  return null;
}

/** The Content-Security-Policy of a snippet. @param {string} text */
const snippetPolicy = (text) =>
  /^add_header Content-Security-Policy "([^"]*)" always;$/m.exec(text)?.[1];

/**
 * What is wrong with a build folder for a deploy, or an empty list.
 * @param {string} build
 * @returns {string[]}
 */
export function buildProblems(build) {
  const problems = [];
  const file = (/** @type {string} */ name) => path.join(build, name);
  if (!fs.existsSync(build)) return [`${build} does not exist: run "npm run build" first`];
  if (fs.existsSync(file('__server')))
    problems.push(`${build}/__server/ is there: the build stopped before its end`);
  for (const page of ['index.html', '404.html'])
    if (!fs.existsSync(file(page))) problems.push(`${build}/${page} is missing`);
  let headersPolicy;
  try {
    const rules = parseHeadersFile(fs.readFileSync(file(HEADERS_FILE), 'utf8'), {whole: true});
    headersPolicy = headersForPath(rules, '/')['Content-Security-Policy'];
  } catch (error) {
    problems.push(`${build}/${HEADERS_FILE}: ${/** @type {Error} */ (error).message}`);
  }
  const snippet = fs.existsSync(file(NGINX_SNIPPET_FILE))
    ? fs.readFileSync(file(NGINX_SNIPPET_FILE), 'utf8')
    : null;
  const problem = snippet === null ? 'it is missing' : snippetProblem(snippet);
  if (problem) problems.push(`${build}/${NGINX_SNIPPET_FILE}: ${problem}`);
  else if (headersPolicy !== undefined && snippetPolicy(snippet ?? '') !== headersPolicy)
    problems.push(
      `${build}/${NGINX_SNIPPET_FILE}: its policy is not the one of ${HEADERS_FILE}: they come from different builds`,
    );
  return problems;
}

/** nginx, as NGINX_COMMAND says. @param {string[]} args */
function nginx(args) {
  const [command, ...base] = (process.env.NGINX_COMMAND || 'nginx').split(/\s+/).filter(Boolean);
  return spawnSync(/** @type {string} */ (command), [...base, ...args], {encoding: 'utf8'});
}

const alive = (/** @type {string} */ pid) => fs.existsSync(`/proc/${pid}`);

/**
 * The pid of nginx's master, from the pid file its configuration names, or
 * null when nginx is not running (the first deploy, before site.conf).
 */
function masterPid() {
  const configured = /^\s*pid\s+([^;\s]+)\s*;/m.exec(nginx(['-T']).stdout)?.[1];
  const compiled = /--pid-path=(\S+)/.exec(nginx(['-V']).stderr)?.[1];
  const file = configured ?? compiled ?? '/run/nginx.pid';
  const pid = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  return /^\d+$/.test(pid) && alive(pid) ? pid : null;
}

/** The pids of nginx's worker processes (children of its master), as Linux lists them. @param {string} master */
function workers(master) {
  return fs
    .readFileSync(`/proc/${master}/task/${master}/children`, 'utf8')
    .split(/\s+/)
    .filter(Boolean)
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('worker process');
      } catch {
        return false; // it has just exited
      }
    });
}

/**
 * Check nginx's configuration and reload it, then wait until the reload is
 * done: until every worker that served with the old configuration has
 * exited (each finishes its requests first). Returns the seconds waited, or
 * null when nginx is not running (it reads the configuration when it starts).
 * @param {number} timeoutSeconds
 */
async function reload(timeoutSeconds) {
  const test = nginx(['-t']);
  if (test.status !== 0) throw new DeployError(`nginx -t failed:\n${test.stderr}`);
  const master = masterPid();
  if (master === null) return null;
  const old = workers(master);
  const sent = nginx(['-s', 'reload']);
  if (sent.status !== 0) throw new DeployError(`nginx -s reload failed:\n${sent.stderr}`);
  const start = Date.now();
  while (old.some(alive)) {
    if (Date.now() - start > timeoutSeconds * 1000)
      throw new DeployError(
        `nginx's workers from before the reload (${old.filter(alive).join(', ')}) are still running after ${timeoutSeconds} s: a long request, or nginx did not take the new configuration (see its error log). Set worker_shutdown_timeout in nginx.conf to bound the wait.`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (Date.now() - start) / 1000;
}

/**
 * Install a snippet where nginx reads it, in one step (a file renamed over
 * the old one, so nginx never reads half a file), after checking it; the
 * previous one is put back if nginx refuses the configuration with it.
 * @param {string} target
 * @param {string} text
 * @param {number} timeoutSeconds
 */
async function installSnippet(target, text, timeoutSeconds) {
  const problem = snippetProblem(text);
  if (problem) throw new DeployError(`refusing to install a snippet: ${problem}`);
  const previous = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
  const write = (/** @type {string} */ content) => {
    const temp = `${target}.new`;
    fs.writeFileSync(temp, content, {mode: 0o644});
    fs.renameSync(temp, target);
  };
  write(text);
  try {
    return await reload(timeoutSeconds);
  } catch (error) {
    if (previous !== null && error instanceof DeployError && /nginx -t failed/.test(error.message))
      write(previous);
    throw error;
  }
}

/** Every file under a folder, as paths relative to it. @param {string} dir */
const filesUnder = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, {recursive: true, encoding: 'utf8'})
        .filter((name) => fs.lstatSync(path.join(dir, name)).isFile())
    : [];

/**
 * The assets a release brought itself (not those it carried), from the list
 * beside its folder; all under its `assets/` when there is no list.
 * @param {string} releases
 * @param {string} name
 * @returns {string[]}
 */
function ownAssets(releases, name) {
  try {
    return JSON.parse(fs.readFileSync(path.join(releases, `${name}.json`), 'utf8')).assets;
  } catch {
    return filesUnder(path.join(releases, name, 'assets'));
  }
}

/**
 * A new release folder from the build, with the assets of the releases to
 * keep, then the site link pointed at it in one step. Returns the release's
 * folder and the releases removed.
 * @param {{build: string, site: string, now: Date, keepDays: number}} options
 */
function release({build, site, now, keepDays}) {
  const releases = path.join(path.dirname(site), 'releases');
  fs.mkdirSync(releases, {recursive: true, mode: 0o755});
  if (fs.existsSync(site) && !fs.lstatSync(site).isSymbolicLink())
    throw new DeployError(
      `${site} is a folder, not a link: move it once, where the link will point (sudo mv ${site} ${path.join(releases, releaseName(now))} && sudo ln -s releases/${releaseName(now)} ${site}), then deploy again`,
    );
  const existing = fs
    .readdirSync(releases)
    .filter((name) => RELEASE_NAME.test(name))
    .sort();
  // A release was served until the next one replaced it; the last one until now.
  const keep = existing.filter((name, i) => {
    const replaced = i + 1 < existing.length ? releaseTime(existing[i + 1]) : now.getTime();
    return now.getTime() - replaced < keepDays * 86_400_000;
  });
  const name = releaseName(now);
  const folder = path.join(releases, name);
  const temp = `${folder}.partial`;
  fs.rmSync(temp, {recursive: true, force: true});
  fs.cpSync(build, temp, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => ![...HOST_CONFIG_FILES, '__server'].includes(path.relative(build, source)),
  });
  // Each release's own assets, listed beside its folder (outside the web root), so that an
  // earlier build's are carried only as long as that build is kept, not from release to release.
  const own = filesUnder(path.join(temp, 'assets'));
  // The assets of earlier builds, newest first, as hard links: each name is its content's hash.
  for (const earlier of [...keep].reverse()) {
    const assets = path.join(releases, earlier, 'assets');
    for (const file of ownAssets(releases, earlier)) {
      const target = path.join(temp, 'assets', file);
      if (fs.existsSync(target) || !fs.existsSync(path.join(assets, file))) continue;
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.linkSync(path.join(assets, file), target);
    }
  }
  fs.writeFileSync(`${folder}.json`, `${JSON.stringify({assets: own}, null, 1)}\n`);
  fs.renameSync(temp, folder);
  const next = `${site}.next`;
  fs.rmSync(next, {force: true});
  fs.symlinkSync(path.relative(path.dirname(site), folder), next);
  fs.renameSync(next, site);
  const removed = existing.filter((old) => !keep.includes(old));
  for (const old of removed) {
    fs.rmSync(path.join(releases, old), {recursive: true, force: true});
    fs.rmSync(path.join(releases, `${old}.json`), {force: true});
  }
  return {folder, removed};
}

/** @param {number | null} waited */
const reloaded = (waited) =>
  waited === null
    ? 'nginx is not running: it reads the snippet when it starts'
    : `nginx reloaded, its old workers gone after ${waited} s`;

/** @param {string[]} args */
async function main(args) {
  /** @param {string} name */
  const option = (name) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const build = path.resolve(option('build') ?? 'build');
  const site = option('site');
  const snippet = option('snippet');
  const keepDays = Number(option('keep-days') ?? KEEP_DAYS);
  const timeout = Number(option('reload-timeout') ?? RELOAD_TIMEOUT_SECONDS);
  if (!site || !snippet || !(keepDays >= 0) || !(timeout > 0))
    throw new DeployError(
      'usage: node scripts/deploy-nginx.mjs --build build --site /srv/product-docs/site --snippet /etc/nginx/snippets/product-docs-security-headers.conf [--keep-days 7] [--reload-timeout 300]',
    );

  const problems = buildProblems(build);
  if (problems.length > 0)
    throw new DeployError(`not deploying ${build}:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  const next = fs.readFileSync(path.join(build, NGINX_SNIPPET_FILE), 'utf8');
  const installed = fs.existsSync(snippet) ? fs.readFileSync(snippet, 'utf8') : null;

  // 1. Both builds' scripts allowed, and loaded.
  if (installed !== null && snippetProblem(installed) === null) {
    const waited = await installSnippet(snippet, bothBuildsSnippet(installed, next), timeout);
    console.log(`1. Both builds' scripts allowed; ${reloaded(waited)}.`);
  } else {
    console.log(`1. No whole snippet at ${snippet} yet: this is the first deploy.`);
  }
  // 2. The new pages, in one step.
  const {folder, removed} = release({build, site, now: new Date(), keepDays});
  console.log(
    `2. ${site} -> ${folder}, with the assets of the releases served in the last ${keepDays} days${removed.length ? `; removed ${removed.join(', ')}` : ''}.`,
  );
  // 3. The new build's policy alone, loaded.
  const waited = await installSnippet(snippet, next, timeout);
  console.log(`3. The new build's snippet installed; ${reloaded(waited)}.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`deploy-nginx: ${error instanceof DeployError ? error.message : error.stack}`);
    process.exit(1);
  });
}
