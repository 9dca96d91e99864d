/**
 * deploy/nginx/site.conf under a real nginx, as an operator deploys it: the
 * documented replacements made (web root, header snippet, certificate, the
 * name the certificate is for) and the listen addresses moved to free
 * loopback ports, inside an `http` block as a distribution's nginx.conf has
 * it. /usr/sbin/nginx (or $NGINX) runs it as a child of the test, in the
 * foreground, with its files in a folder of the caller's.
 *
 * Used by tests/build/nginx.test.ts (the configuration, the deploy steps)
 * and tests/e2e/address-forms.spec.ts (every address form in a browser).
 * A test skips, with the reason, where `nginxSkipReason` is set: `.ci/run`
 * installs nginx-light and openssl.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {rawRequest, type RawResponse} from './rawHttp';
import {freePort} from './ports';
import {ROOT} from './site';

export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const MIME_TYPES = '/etc/nginx/mime.types';
const SITE_CONF = path.join(ROOT, 'deploy/nginx/site.conf');
/** The name site.conf redirects to and the certificate is made for. */
export const SERVER_NAME = 'docs.example.com';
/** The paths site.conf names, which an operator replaces with their own (deploy/README.md). */
export const CONF_WEB_ROOT = '/srv/product-docs/site';
export const CONF_SNIPPET = '/etc/nginx/snippets/product-docs-security-headers.conf';

export const nginxSkipReason: string | null = !fs.existsSync(NGINX)
  ? `${NGINX} is not installed (Debian: apt-get install nginx-light; or set NGINX)`
  : !fs.existsSync(MIME_TYPES)
    ? `${MIME_TYPES} is missing`
    : spawnSync('openssl', ['version']).status !== 0
      ? 'openssl is not installed (it makes the test certificate)'
      : null;

/** Replace every `from` in `text`, which must hold it (`count` times, if given). */
function replace(text: string, from: string, to: string, count?: number): string {
  const found = text.split(from).length - 1;
  if (found === 0 || (count !== undefined && found !== count)) {
    throw new Error(
      `deploy/nginx/site.conf holds "${from}" ${found} times, not ${count ?? 'at least once'}: update tests/support/nginx.ts`,
    );
  }
  return text.replaceAll(from, to);
}

/** Resolves once `file` exists; rejects if `child` exits first. */
function whenCreated(file: string, child: ChildProcess, stderr: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const watcher = fs.watch(path.dirname(file), () => check());
    const onExit = (code: number | null) =>
      done(new Error(`nginx exited (${code}) before it wrote ${file}:\n${stderr()}`));
    child.once('exit', onExit);
    function done(error?: Error) {
      watcher.close();
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    }
    function check() {
      if (fs.existsSync(file)) done();
    }
    check();
  });
}

export interface Nginx {
  /** The folder of its configuration, pid file, logs and certificate. */
  dir: string;
  https: string;
  http: string;
  /** The test certificate (PEM), for clients to trust. */
  cert: string;
  /** nginx.conf, as `nginx -c` takes it. */
  conf: string;
  /** The pid file (its master's pid). */
  pidFile: string;
  master: ChildProcess;
  /** A request on the HTTPS port, written on a socket. */
  get(target: string, headers?: Record<string, string>, method?: string): Promise<RawResponse>;
  /** The pids of its worker processes now. */
  workers(): string[];
  stop(): Promise<void>;
}

/**
 * nginx serving `webRoot` with site.conf, the header snippet read from
 * `snippet`; its own files go to `dir` (which must exist, readable by
 * nginx's workers).
 */
export async function startNginx({
  dir,
  webRoot,
  snippet,
}: {
  dir: string;
  webRoot: string;
  snippet: string;
}): Promise<Nginx> {
  const key = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  // prettier-ignore
  const openssl = spawnSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', `/CN=${SERVER_NAME}`, '-addext', `subjectAltName=DNS:${SERVER_NAME}`, '-keyout', key, '-out', certFile,
  ]);
  if (openssl.status !== 0)
    throw new Error(`openssl could not make the test certificate:\n${openssl.stderr}`);
  const cert = fs.readFileSync(certFile, 'utf8');

  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  // The directives, without the comments (which name the same paths).
  let conf = fs.readFileSync(SITE_CONF, 'utf8').replace(/^\s*#.*\n/gm, '');
  // The web root is written once (issue 26: it was in six places).
  conf = replace(conf, `root ${CONF_WEB_ROOT};`, `root ${webRoot};`, 1);
  if (conf.includes('/srv/product-docs'))
    throw new Error('site.conf names /srv/product-docs twice');
  conf = replace(conf, CONF_SNIPPET, snippet);
  conf = replace(conf, `/etc/ssl/certs/${SERVER_NAME}.pem`, certFile);
  conf = replace(conf, `/etc/ssl/private/${SERVER_NAME}.key`, key);
  conf = replace(conf, 'listen 80;', `listen 127.0.0.1:${httpPort};`, 1);
  conf = replace(conf, 'listen [::]:80;', '', 1);
  conf = replace(conf, 'listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`, 1);
  conf = replace(conf, 'listen [::]:443 ssl http2;', '', 1);
  fs.writeFileSync(path.join(dir, 'site.conf'), conf);

  // The http block around it, as in a distribution's nginx.conf. Temporary
  // files of the modules this nginx has go here, not to /var/lib/nginx.
  const built = spawnSync(NGINX, ['-V'], {encoding: 'utf8'}).stderr;
  const temp = [
    'client_body',
    ...['proxy', 'fastcgi', 'uwsgi', 'scgi'].filter(
      (m) => !built.includes(`--without-http_${m}_module`),
    ),
  ];
  const nginxConf = path.join(dir, 'nginx.conf');
  const pidFile = path.join(dir, 'nginx.pid');
  fs.writeFileSync(
    nginxConf,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${pidFile};`,
      `error_log ${dir}/error.log;`,
      'events { worker_connections 256; }',
      'http {',
      `  include ${MIME_TYPES};`,
      '  types { text/javascript mjs; }',
      '  default_type application/octet-stream;',
      '  access_log off;',
      // A connection that sends no request closes sooner than nginx's default 60 s: a reload
      // waits for the old workers' connections (tests/build/nginx.test.ts holds one).
      '  client_header_timeout 5s;',
      ...temp.map((m) => `  ${m}_temp_path ${dir}/${m}_temp;`),
      `  include ${dir}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  let stderr = '';
  const master = spawn(
    NGINX,
    ['-p', `${dir}/`, '-c', nginxConf, '-e', path.join(dir, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  master.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
  const errorLog = () =>
    stderr + (fs.existsSync(`${dir}/error.log`) ? fs.readFileSync(`${dir}/error.log`, 'utf8') : '');
  // nginx writes its pid file after it has bound its ports.
  await whenCreated(pidFile, master, errorLog);
  const https = `https://127.0.0.1:${httpsPort}`;
  return {
    dir,
    https,
    http: `http://127.0.0.1:${httpPort}`,
    cert,
    conf: nginxConf,
    pidFile,
    master,
    get: (target, headers = {}, method = 'GET') =>
      rawRequest(https, method, target, headers, {ca: cert, servername: SERVER_NAME}),
    workers: () =>
      fs
        .readFileSync(`/proc/${master.pid}/task/${master.pid}/children`, 'utf8')
        .split(/\s+/)
        .filter(Boolean),
    async stop() {
      if (master.exitCode !== null || master.signalCode !== null) return;
      const exited = new Promise((resolve) => master.once('exit', resolve));
      master.kill('SIGTERM');
      await exited;
    },
  };
}
