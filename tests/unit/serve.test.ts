/**
 * `npm run serve` stops as `npm start` does (issue 49, item 13): a signal to
 * its npm process reaches the server, which exits, freeing its port, before
 * npm itself does. The npm process is what a terminal, a process manager or
 * a script holds (`kill -INT`, `kill -TERM`), and npm forwards both signals
 * to its child only: a shell between npm and the server would keep them.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {HEADERS_FILE} from '../../src/node/headersFile.mjs';
import {freePort} from '../support/ports';
import {ROOT} from '../support/site';

/** Whether something accepts connections on the port now. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({host: '127.0.0.1', port});
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The pids of a process's children, as Linux lists them. */
const children = (pid: number): number[] =>
  fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let site: string;
beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-signal-'));
  fs.writeFileSync(path.join(site, 'index.html'), '<h1>Home</h1>');
  fs.writeFileSync(path.join(site, HEADERS_FILE), '/*\n  X-Test: all\n# End of _headers.\n');
});
afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

/** Processes a test started, stopped after it whatever happened. */
const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
});

describe.skipIf(process.platform !== 'linux')('npm run serve', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`stops on ${signal} to its npm process, its port free by the time npm exits`, async () => {
      const port = await freePort();
      const npm = spawn('npm', ['run', 'serve', '--', '--dir', site, '--port', String(port)], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
      });
      started.push(npm.pid!);
      const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
        npm.once('exit', (code, sig) => resolve(sig ?? code)),
      );
      let output = '';
      npm.stderr!.on('data', (chunk: Buffer) => (output += chunk));
      // serve.mjs prints its address once it listens.
      await new Promise<void>((resolve, reject) => {
        npm.stdout!.on('data', (chunk: Buffer) => {
          output += chunk;
          if (output.includes(`127.0.0.1:${port}/`)) resolve();
        });
        npm.once('exit', () => reject(new Error(`npm run serve exited:\n${output}`)));
      });
      expect(await listening(port)).toBe(true);
      const [server] = children(npm.pid!);
      expect(server, "the server runs as npm's child").toBeDefined();
      started.push(server!);

      npm.kill(signal);
      await exited;
      // No wait: when npm is gone, so are the server and its port.
      expect(alive(server!), `the server (pid ${server}) after npm exited`).toBe(false);
      expect(await listening(port), `port ${port} after npm exited`).toBe(false);
    });
  }
});
