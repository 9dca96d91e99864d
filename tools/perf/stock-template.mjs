#!/usr/bin/env node
// @ts-check
/**
 * Build the stock Docusaurus 3.7.0 classic template (TypeScript), untouched,
 * in a folder outside the project, so that `npm run perf -- --compare` can
 * measure this site and the template side by side in one run:
 *
 *   npm run perf:stock                       # prints the template's build folder
 *   npm run perf -- --compare <that folder> --compare-label "stock template" \
 *     --compare-routes /docs/intro,/docs/tutorial-basics/markdown-features
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

const VERSION = '3.7.0';
const argv = process.argv.slice(2);
const dirIndex = argv.indexOf('--dir');
const home = path.resolve(
  dirIndex >= 0 && argv[dirIndex + 1]
    ? argv[dirIndex + 1]
    : path.join(os.tmpdir(), `docusaurus-stock-${VERSION}`),
);
const site = path.join(home, 'site');
const build = path.join(site, 'build');
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

if (!fs.existsSync(path.join(build, 'index.html'))) {
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
}
console.log(build);
