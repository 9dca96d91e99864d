#!/usr/bin/env node
// @ts-check
/**
 * The nginx header snippet for the moment of a deploy: the new build's
 * snippet, with the script hashes of the snippet installed now added to its
 * policy. nginx reads the snippet only when it reloads, and a reload and a
 * switch of the web root can't happen at once: whichever comes first, for a
 * moment pages of one build are served with the other build's hashes, and
 * their inline scripts are blocked. With this snippet installed (and nginx
 * reloaded) before the switch, both builds' pages are allowed; after the
 * switch, the new build's own snippet takes its place: scripts/deploy-nginx.mjs
 * does it all (deploy/README.md, "nginx"; tests/build/nginx.test.ts runs it).
 *
 *   node scripts/nginx-snippet.mjs INSTALLED NEW > both.conf
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseCsp} from '../src/node/headersFile.mjs';

const CSP_LINE = /^add_header Content-Security-Policy "([^"]*)" always;$/m;

/**
 * `next` with the script-src of its policy extended by the 'sha256-…'
 * sources of `installed`'s, each once, in order.
 * @param {string} installed the snippet nginx has now
 * @param {string} next the new build's snippet
 * @returns {string}
 */
export function bothBuildsSnippet(installed, next) {
  const hashes = (/** @type {string} */ text, /** @type {string} */ name) => {
    const policy = CSP_LINE.exec(text)?.[1];
    if (policy === undefined)
      throw new Error(`${name}: no "add_header Content-Security-Policy" line`);
    return (
      parseCsp(policy)
        .get('script-src')
        ?.filter((s) => s.startsWith("'sha256-")) ?? []
    );
  };
  const added = hashes(installed, 'installed snippet').filter(
    (hash) => !hashes(next, 'new snippet').includes(hash),
  );
  return next.replace(CSP_LINE, (line) =>
    line.replace(/(script-src [^;"]*)/, `$1${added.map((hash) => ` ${hash}`).join('')}`),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [installed, next] = process.argv.slice(2);
  if (!installed || !next)
    throw new Error('usage: node scripts/nginx-snippet.mjs INSTALLED NEW > both.conf');
  process.stdout.write(
    bothBuildsSnippet(fs.readFileSync(installed, 'utf8'), fs.readFileSync(next, 'utf8')),
  );
}
