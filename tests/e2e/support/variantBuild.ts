/**
 * A second production build of the site with different build settings
 * (environment variables), for behaviour the default build does not have,
 * such as an announcement bar, or from an edited copy of the sources, as the
 * next deploy of the site would be. It goes to its own folder under `.e2e/`
 * (with its own generated-files folder, so it never touches `build/` or
 * `.docusaurus/`) and is served like `build/`, with its `_headers`, by
 * scripts/static-server.mjs on a free port.
 *
 * The variants are defined in tests/e2e/support/variants.ts and built by the
 * "variant builds" setup project (tests/e2e/variants.setup.ts) before the
 * specs that use them. A build is reused while it is newer than `build/`
 * (running one spec again is quick); `npm test` builds `build/` first, so
 * there each is always rebuilt from the current sources.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import {createStaticServer} from '../../../scripts/static-server.mjs';
import {BUILD_DIR, ROOT} from '../../support/site';
import {VARIANTS, type Variant, type VariantName} from './variants';

export interface VariantBuild {
  dir: string;
  origin: string;
  close(): Promise<void>;
}

export interface SourceEdit {
  /** Says what the edit does; a different description rebuilds. */
  description: string;
  /** Changes the copy of the sources in `tree` (never the real ones). */
  apply(tree: string): void;
}

const mtime = (file: string): number => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/** What a copy of the sources leaves out: installed packages, builds, test output, git. */
const NOT_COPIED = new Set([
  'node_modules',
  'build',
  '.e2e',
  '.git',
  '.docusaurus',
  '.cache',
  'test-results',
  'playwright-report',
]);

/** Build the variant (or reuse a fresh one); returns its output folder. */
export function buildVariant(
  name: string,
  env: Record<string, string>,
  edit?: SourceEdit,
  args: string[] = [],
): string {
  const base = path.join(ROOT, '.e2e', name);
  const dir = path.join(base, 'build');
  const settings = path.join(base, 'settings.json');
  const wanted = JSON.stringify({env, edit: edit?.description, args});
  const fresh =
    mtime(path.join(dir, '_headers')) > mtime(path.join(BUILD_DIR, 'index.html')) &&
    fs.existsSync(settings) &&
    fs.readFileSync(settings, 'utf8') === wanted;
  if (fresh) return dir;
  fs.rmSync(base, {recursive: true, force: true});
  let site = ROOT;
  if (edit) {
    site = path.join(base, 'site');
    copySources(site);
    edit.apply(site);
  }
  const cli = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const result = spawnSync(process.execPath, [cli, 'build', '--out-dir', dir, ...args], {
    cwd: site,
    env: {
      ...process.env,
      ...env,
      NO_UPDATE_NOTIFIER: '1',
      // No spec of a variant reads the security review pack: printing it would add 15 to 20 s a build.
      REVIEW_PACK: 'skip',
      // A copy has its own `.docusaurus/`; a build of the sources themselves writes elsewhere.
      ...(edit
        ? {}
        : {DOCUSAURUS_GENERATED_FILES_DIR_NAME: path.relative(site, path.join(base, 'generated'))}),
    },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`The ${name} build failed:\n${result.stdout}\n${result.stderr}`);
  fs.writeFileSync(settings, wanted);
  return dir;
}

/**
 * A copy of the site's sources in `site`, to edit without touching the real
 * ones. Without git history: its pages show no "Last updated" date, which is
 * all that changes.
 */
export function copySources(site: string): void {
  for (const entry of fs.readdirSync(ROOT).filter((name) => !NOT_COPIED.has(name))) {
    fs.cpSync(path.join(ROOT, entry), path.join(site, entry), {recursive: true});
  }
  // The packages as files of the copy (hard links, no space), not a link out of it: the
  // bundler names modules by their path from the site, so a module the edit does not touch
  // keeps its name, and so does every chunk that holds only such modules, as in a real deploy.
  linkTree(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'));
}

/** Recreate a folder tree as hard links to its files (same file system), links as links. */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, {recursive: true});
  for (const entry of fs.readdirSync(from, {withFileTypes: true})) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else fs.linkSync(source, target);
  }
}

/** Listen on a free port; `close` ends open connections too. */
async function listen(server: Server): Promise<{origin: string; close(): Promise<void>}> {
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

/** Serve a build folder like build/ (scripts/static-server.mjs, with its `_headers`) on a free port. */
export function serveFolder(
  dir: string,
  headers = true,
): Promise<{origin: string; close(): Promise<void>}> {
  return listen(createStaticServer({root: dir, headers}));
}

/**
 * Serve a variant the setup project built (tests/e2e/support/variants.ts).
 * React's development builds (`--dev`) are served without `_headers`: their
 * bundle evaluates code, which the site's Content-Security-Policy forbids.
 */
export async function serveVariant(name: VariantName): Promise<VariantBuild> {
  const dir = variantDir(name);
  return {dir, ...(await serveFolder(dir, !(VARIANTS[name] as Variant).args?.includes('--dev')))};
}

/** The folder of a variant the setup project built; an error naming the way to build it when there is none. */
export function variantDir(name: VariantName): string {
  const dir = path.join(ROOT, '.e2e', name, 'build');
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(
      `No build of the "${name}" variant in ${dir}: run the specs through Playwright's "variant builds" project (npx playwright test), which builds it first`,
    );
  }
  return dir;
}

/**
 * One origin that serves one build, then another: a deploy under open tabs.
 * Each build is served as `npm run serve` serves it; `deploy(dir)` switches
 * every later request to the other build (requests under way finish).
 */
export async function deployableSite(
  first: string,
): Promise<{origin: string; deploy(dir: string): void; close(): Promise<void>}> {
  const servers = new Map<string, Server>();
  const serverFor = (dir: string) => {
    let server = servers.get(dir);
    if (!server) {
      server = createStaticServer({root: dir, headers: true});
      servers.set(dir, server);
    }
    return server;
  };
  let live = serverFor(first);
  const front = await listen(http.createServer((req, res) => live.emit('request', req, res)));
  return {
    ...front,
    deploy(dir: string) {
      live = serverFor(dir);
    },
  };
}
