import fs from 'node:fs';
import http2 from 'node:http2';
import path from 'node:path';
import zlib from 'node:zlib';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/tls');

/** The test-only certificate and key (test/fixtures/tls/README.md): the shop's TLS settings. */
export const TLS_TEST_ENV = {
  TLS_CERT_FILE: path.join(fixtures, 'test-only-localhost.cert.pem'),
  TLS_KEY_FILE: path.join(fixtures, 'test-only-localhost.key.pem'),
};

/** The only certificate the test clients trust: the fixture's, as a browser would its CA. */
export const TEST_CA = fs.readFileSync(TLS_TEST_ENV.TLS_CERT_FILE);

/** Long enough for a loaded 2-core machine, short of the test's own timeout. */
const ANSWER_TIMEOUT_MS = 20_000;

export interface Http2Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  /** The bytes as they came, still encoded. */
  raw: Buffer;
  /** The body decoded by its Content-Encoding, as a browser reads it. */
  text: string;
  json<T = unknown>(): T;
  /** The Set-Cookie lines of the answer. */
  setCookies: string[];
}

function decode(raw: Buffer, encoding: string | string[] | undefined): string {
  // A HEAD answer (or a 204) names the encoding its body would have, and has none.
  if (raw.length === 0) return '';
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString();
  if (encoding === undefined) return raw.toString();
  throw new Error(`unexpected encoding ${String(encoding)}`);
}

/**
 * A browser-like client on one real HTTP/2 connection (node:http2, TLS with ALPN `h2`):
 * every request is a stream of that connection. It keeps cookies and sends the CSRF token
 * on state-changing calls, as the web app does.
 */
export class Http2Browser {
  private readonly cookies = new Map<string, string>();
  private csrfToken: string | undefined;

  private constructor(readonly session: http2.ClientHttp2Session) {}

  /** Connects, trusting the fixture's certificate; fails when the server speaks no HTTP/2. */
  static connect(origin: string): Promise<Http2Browser> {
    return new Promise((resolve, reject) => {
      const session = http2.connect(origin, { ca: TEST_CA });
      session.once('error', reject);
      session.once('connect', () => {
        session.off('error', reject);
        resolve(new Http2Browser(session));
      });
    });
  }

  /** Closes the connection; streams a failed test left open are cut after a second. */
  close(): Promise<void> {
    return new Promise((resolve) => {
      const cut = setTimeout(() => this.session.destroy(), 1000);
      this.session.close(() => {
        clearTimeout(cut);
        resolve();
      });
    });
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async csrf(): Promise<string> {
    if (!this.csrfToken) {
      this.csrfToken = (await this.request('GET', '/api/csrf')).json<{ token: string }>().token;
    }
    return this.csrfToken;
  }

  /** A request with the session's cookies (and its CSRF token, unless GET or HEAD). */
  async request(
    method: string,
    url: string,
    options: { headers?: Record<string, string>; body?: Buffer | string; csrf?: boolean } = {},
  ): Promise<Http2Answer> {
    const headers: Record<string, string | string[]> = { ...options.headers };
    const safe = method === 'GET' || method === 'HEAD';
    if (!safe && options.csrf !== false) headers['x-csrf-token'] ??= await this.csrf();
    // One header field per cookie, as Chrome sends them on HTTP/2 (RFC 9113 §8.2.3).
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`);
    }
    const answer = await this.send(method, url, headers, options.body);
    for (const line of answer.setCookies) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /;\s*max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
      // Sign-in issues a new CSRF token: send that one from now on, as the web app does.
      if (name === 'csrf' && value) this.csrfToken = value;
    }
    return answer;
  }

  /** One stream of the connection: the request as given, no cookies added. */
  send(
    method: string,
    url: string,
    headers: Record<string, string | string[]> = {},
    body?: Buffer | string,
  ): Promise<Http2Answer> {
    return new Promise((resolve, reject) => {
      const stream = this.session.request({ ':method': method, ':path': url, ...headers });
      const chunks: Buffer[] = [];
      let received: http2.IncomingHttpHeaders = {};
      stream.once('response', (responseHeaders) => {
        received = responseHeaders;
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.once('error', reject);
      // A request the server never answers fails its test here, not at the test's timeout.
      stream.setTimeout(ANSWER_TIMEOUT_MS, () => {
        stream.close(http2.constants.NGHTTP2_CANCEL);
        reject(new Error(`no answer to ${method} ${url} within ${ANSWER_TIMEOUT_MS} ms`));
      });
      stream.once('end', () => {
        const raw = Buffer.concat(chunks);
        const setCookie = received['set-cookie'];
        const text = decode(raw, received['content-encoding']);
        resolve({
          status: Number(received[':status']),
          headers: received,
          raw,
          text,
          json: <T>() => JSON.parse(text) as T,
          setCookies: setCookie === undefined ? [] : [setCookie].flat(),
        });
      });
      stream.end(body);
    });
  }
}
