#!/usr/bin/env node
// @ts-check
/**
 * Build the stock Docusaurus 3.7.0 classic template (TypeScript), untouched,
 * in a folder outside the project, so that `npm run perf` measures this
 * site and the template side by side in one run:
 *
 *   npm run perf:stock     # builds it once, prints the template's build folder
 *   npm run perf           # measures it from there (STOCK_BUILD), or from --stock DIR
 *
 * It needs the npm registry (create-docusaurus and the template's
 * dependencies). The only change to the template is the one this project
 * needs too: `"overrides": {"webpackbar": "^7.0.0"}`, without which
 * Docusaurus 3.7.0 does not build with current webpack. A folder that already
 * holds the build is reused.
 *
 * Usage: node tools/perf/stock-template.mjs [--dir /tmp/docusaurus-stock-3.7.0]
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const VERSION = '3.7.0';
const DEFAULT_HOME = path.join(os.tmpdir(), `docusaurus-stock-${VERSION}`);
/** Where the template is built without --dir: `npm run perf` measures it from there. */
export const STOCK_BUILD = path.join(DEFAULT_HOME, 'site', 'build');
const env = {
  ...process.env,
  NO_UPDATE_NOTIFIER: '1',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
};

/** @param {string} command @param {string[]} args @param {string} cwd */
function run(command, args, cwd) {
  console.error(`$ ${command} ${args.join(' ')}   (in ${cwd})`);
  const result = spawnSync(command, args, {cwd, env, stdio: ['ignore', 'inherit', 'inherit']});
  if (result.status !== 0) {
    console.error(`stock-template: "${command} ${args.join(' ')}" failed (exit ${result.status})`);
    process.exit(2);
  }
}

/** Build the template in `home` (once) and print its build folder. @param {string} home */
function buildStock(home) {
  const site = path.join(home, 'site');
  const build = path.join(site, 'build');
  if (fs.existsSync(path.join(build, 'index.html'))) return build;
  fs.mkdirSync(home, {recursive: true});
  if (!fs.existsSync(path.join(site, 'package.json'))) {
    run(
      'npx',
      [
        '--yes',
        `create-docusaurus@${VERSION}`,
        'site',
        'classic',
        '--typescript',
        '--skip-install',
        '--package-manager',
        'npm',
      ],
      home,
    );
  }
  const pkgFile = path.join(site, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
  pkg.overrides = {...pkg.overrides, webpackbar: '^7.0.0'};
  fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  run('npm', ['install'], site);
  run('npx', ['docusaurus', 'build'], site);
  return build;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const dirIndex = argv.indexOf('--dir');
  console.log(
    buildStock(
      path.resolve(dirIndex >= 0 && argv[dirIndex + 1] ? argv[dirIndex + 1] : DEFAULT_HOME),
    ),
  );
}
