/**
 * A request written byte for byte on a socket, for what fetch() and
 * browsers never send: malformed request targets (`//%zz`), unnormalised
 * paths (`/a/../b`), absolute-form targets. Used by the static server's unit
 * tests, the e2e fault suite (over TLS when the site under test is HTTPS) and
 * the nginx test (tests/build/nginx.test.ts).
 */
import net from 'node:net';
import tls from 'node:tls';

export interface RawResponse {
  /** null when the server closed the connection without an answer. */
  status: number | null;
  /** By lower-case name; a repeated header keeps its last value. */
  headers: Record<string, string>;
  /** Every header line as sent, in order, repeats included. */
  headerLines: Array<[name: string, value: string]>;
  body: string;
}

export function rawRequest(
  origin: string,
  method: string,
  target: string,
  extraHeaders: Record<string, string> = {},
  /** For an HTTPS origin: such as the `ca` and `servername` of a test certificate. */
  tlsOptions: tls.ConnectionOptions = {},
  /**
   * Awaited once connected, before the request is written: a client that
   * connected early (a browser's preconnection). When the server closes the
   * connection meanwhile, the answer is none (status null).
   */
  hold?: () => Promise<void>,
): Promise<RawResponse> {
  const url = new URL(origin);
  const secure = url.protocol === 'https:';
  const port = Number(url.port || (secure ? 443 : 80));
  const head = [
    `${method} ${target} HTTP/1.1`,
    `Host: ${url.host}`,
    'Connection: close',
    ...Object.entries(extraHeaders).map(([k, v]) => `${k}: ${v}`),
  ];
  return new Promise((resolve, reject) => {
    const socket = secure
      ? tls.connect({
          host: url.hostname,
          port,
          ...(net.isIP(url.hostname) ? {} : {servername: url.hostname}),
          rejectUnauthorized: process.env.E2E_IGNORE_HTTPS_ERRORS !== 'true',
          ...tlsOptions,
        })
      : net.connect({host: url.hostname, port});
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () =>
      socket.destroy(new Error(`no answer to ${method} ${target} within 10 s`)),
    );
    socket.on(secure ? 'secureConnect' : 'connect', async () => {
      await hold?.();
      if (socket.writable) socket.write(`${head.join('\r\n')}\r\n\r\n`);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset is an answer too: the server dropped the connection.
      if (error.code === 'ECONNRESET')
        resolve({status: null, headers: {}, headerLines: [], body: ''});
      else reject(error);
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = (end >= 0 ? text.slice(0, end) : text).split('\r\n');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
      const headerLines = lines.flatMap((line): Array<[string, string]> => {
        const colon = line.indexOf(':');
        return colon > 0 ? [[line.slice(0, colon).trim(), line.slice(colon + 1).trim()]] : [];
      });
      const headers = Object.fromEntries(
        headerLines.map(([name, value]) => [name.toLowerCase(), value]),
      );
      resolve({
        status: status ? Number(status) : null,
        headers,
        headerLines,
        body: end >= 0 ? text.slice(end + 4) : '',
      });
    });
  });
}
