/**
 * scripts/static-server.mjs (behind `npm run serve`) serves a build as the static hosts do. Checked here on a
 * small build folder of its own (no `npm run build` needed).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import {createStaticServer, HOST_DEFAULT_CACHE_CONTROL, resolveFile} from '../../scripts/static-server.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
const files: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  '404.html': '<h1>Not found</h1>',
  'a/b/index.html': '<h1>B</h1>',
  'assets/js/main.1234.js': 'main()',
  'llms.txt': 'text',
  _headers: '/*\n  X-Test: all\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
};
for (const [name, body] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, name)), {recursive: true});
  fs.writeFileSync(path.join(root, name), body);
}

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createStaticServer({root, headers: true});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(root, {recursive: true, force: true});
});

describe('scripts/static-server.mjs', () => {
  it('serves /path, /path/ and /path/index.html from the page file', async () => {
    for (const p of ['/a/b', '/a/b/', '/a/b/index.html']) {
      const res = await fetch(origin + p);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toBe('<h1>B</h1>');
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
  });

  it('serves the not-found page with status 404, and never _headers', async () => {
    for (const p of ['/nope', '/_headers', '/A/B']) {
      const res = await fetch(origin + p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).toBe('<h1>Not found</h1>');
    }
  });

  it('applies the _headers rules, and the hosts default cache where no rule sets one', async () => {
    const asset = await fetch(`${origin}/assets/js/main.1234.js`);
    expect(asset.headers.get('x-test')).toBe('all');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${origin}/`);
    expect(page.headers.get('x-test')).toBe('all');
    expect(page.headers.get('cache-control')).toBe(HOST_DEFAULT_CACHE_CONTROL);
  });

  it('compresses text when the browser accepts gzip', async () => {
    const res = await fetch(`${origin}/llms.txt`, {headers: {'accept-encoding': 'gzip'}});
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe('text');
  });

  it('never resolves a path outside the build folder', () => {
    expect(resolveFile(root, '/../../etc/passwd')).toBeNull();
    expect(resolveFile(root, '/%E0%A4%A')).toBeNull();
  });
});
