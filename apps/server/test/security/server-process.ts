import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../support/server-process';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// One way to bundle the server and find a free port, shared with the upload crash tests.
export { bundleServer, freePort } from '../support/server-process';

/** A database of its own on the test cluster, for a server started as a process. */
export async function createPostgresDatabase(adminUrl: string) {
  const name = `crash_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  /** kill -9: no shutdown hook runs. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real server (the bundle of `bundleServer`) as its own process, on its own port and
 * DATA_DIR, as `npm start` runs it; resolves once /api/health answers.
 */
export async function startServer(
  entry: string,
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess & { port: number }> {
  port ??= await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      BOT_CHECK: 'off',
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
      RATE_LIMIT_SIGNUP_PER_HOUR: '100000',
      RATE_LIMIT_ACCOUNT_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start:\n${output}`);
    const health = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start in 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    baseUrl,
    child,
    output: () => output,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A browser-like client over real HTTP: cookies, and the CSRF header on writes. */
export class HttpClient {
  private cookies = new Map<string, string>();
  private token: string | undefined;

  constructor(public baseUrl: string) {}

  async request(method: string, url: string, body?: unknown) {
    const headers: Record<string, string> = {};
    if (method !== 'GET') {
      if (!this.token) {
        const answer = await this.request('GET', '/api/csrf');
        this.token = answer.json<{ token: string }>().token;
      }
      headers['x-csrf-token'] = this.token;
    }
    if (body !== undefined) headers['content-type'] = 'application/vnd.api+json';
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
      if (name === 'csrf' && value) this.token = value;
    }
    const text = await response.text();
    return {
      statusCode: response.status,
      body: text,
      json: <T>() => JSON.parse(text) as T,
    };
  }

  get(url: string) {
    return this.request('GET', url);
  }

  post(url: string, body?: unknown) {
    return this.request('POST', url, body);
  }

  async loginAsGuest() {
    const answer = await this.post('/api/login/anonymous', { uuid: crypto.randomUUID() });
    if (answer.statusCode !== 200) throw new Error(`guest login failed: ${answer.body}`);
    return answer.json<{ data: { id: string } }>().data;
  }
}
