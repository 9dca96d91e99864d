/**
 * A second production build of the site with different build settings
 * (environment variables), for behaviour the default build does not have,
 * such as an announcement bar. It goes to its own folder under `.e2e/`
 * (with its own generated-files folder, so it never touches `build/` or
 * `.docusaurus/`) and is served like `build/`, with its `_headers`, by
 * scripts/static-server.mjs on a free port.
 *
 * The build is reused while it is newer than `build/` (running one spec
 * again is quick); `npm test` builds `build/` first, so there it is always
 * rebuilt from the current sources.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import {createStaticServer} from '../../../scripts/static-server.mjs';
import {BUILD_DIR, ROOT} from '../../support/site';

export interface VariantBuild {
  dir: string;
  origin: string;
  close(): Promise<void>;
}

const mtime = (file: string): number => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

export async function variantBuild(name: string, env: Record<string, string>): Promise<VariantBuild> {
  const base = path.join(ROOT, '.e2e', name);
  const dir = path.join(base, 'build');
  const settings = path.join(base, 'settings.json');
  const wanted = JSON.stringify(env);
  const fresh =
    mtime(path.join(dir, '_headers')) > mtime(path.join(BUILD_DIR, 'index.html')) &&
    fs.existsSync(settings) &&
    fs.readFileSync(settings, 'utf8') === wanted;
  if (!fresh) {
    fs.rmSync(base, {recursive: true, force: true});
    const cli = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
    const result = spawnSync(process.execPath, [cli, 'build', '--out-dir', dir], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...env,
        NO_UPDATE_NOTIFIER: '1',
        DOCUSAURUS_GENERATED_FILES_DIR_NAME: path.relative(ROOT, path.join(base, 'generated')),
      },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`The ${name} build failed:\n${result.stdout}\n${result.stderr}`);
    fs.writeFileSync(settings, wanted);
  }
  return {dir, ...(await serveFolder(dir))};
}

/** Serve a build folder like build/ (scripts/static-server.mjs, with its `_headers`) on a free port. */
export async function serveFolder(dir: string): Promise<{origin: string; close(): Promise<void>}> {
  const server: Server = createStaticServer({root: dir, headers: true});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
