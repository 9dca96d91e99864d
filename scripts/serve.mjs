#!/usr/bin/env node
// @ts-check
/**
 * Serve the production build (`build/`) the way a static host does (see
 * scripts/static-server.mjs for what it guarantees): exact paths, the
 * not-found page with status 404, GET and HEAD only, gzip, revalidation,
 * and with `--headers` the rules of `build/_headers`, read again when the
 * file changes.
 *
 * `npm run serve` (alias `npm run preview`) runs it with --headers; so do the
 * e2e tests (playwright.config.ts). The npm scripts `exec` it: npm forwards
 * SIGINT and SIGTERM to its child only, and a shell in between kept them
 * (SIGINT did nothing; SIGTERM left this server holding its port).
 * tests/unit/serve.test.ts signals the npm process.
 *
 * Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build] [--headers]
 */
import fs from 'node:fs';
import path from 'node:path';
import {createStaticServer} from './static-server.mjs';

/** @param {string[]} args */
function main(args) {
  /** @param {string} name @param {string} fallback */
  const arg = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    const value = args[i + 1];
    return i >= 0 && value && !value.startsWith('--') ? value : fallback;
  };
  const port = Number(arg('port', process.env.PORT ?? '3000'));
  const host = arg('host', '127.0.0.1');
  const root = path.resolve(arg('dir', 'build'));
  const headers = args.includes('--headers');
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.error(`No build found in ${root}. Run "npm run build" first.`);
    process.exit(1);
  }
  let server;
  try {
    server = createStaticServer({root, headers});
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
  server.on('error', (error) => {
    console.error(`Cannot serve on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    console.log(
      `Serving ${root} at http://${host}:${port}/${headers ? ' with build/_headers' : ''}`,
    );
  });
}

main(process.argv.slice(2));
