import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A process of the shop bundled as `npm run build` bundles it (apps/server/build.mjs) —
 * the server (`src/server.ts`) or the job worker (`src/worker.ts`) — into a folder of its
 * own inside apps/server, so it finds node_modules as dist/ does: a real process to kill -9,
 * built from the source under test, that starts in a second or two where tsx compiles the
 * whole app first. Returns the entry file and a clean-up.
 */
export async function bundleServer(
  role: 'server' | 'worker' = 'server',
): Promise<{ entry: string; remove(): void }> {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@vinyl/domain');
  const outdir = path.join(serverDir, `.test-bundle-${randomBytes(4).toString('hex')}`);
  await build({
    entryPoints: {
      [role]: path.join(serverDir, `src/${role}.ts`),
      'pdf-worker': path.join(serverDir, 'src/modules/files/pdf/pdf-worker.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: [...external, ...external.map((name) => `${name}/*`), 'esbuild'],
    logLevel: 'warning',
  });
  return {
    entry: path.join(outdir, `${role}.js`),
    remove: () => fs.rmSync(outdir, { recursive: true, force: true }),
  };
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A data folder and an empty database (SQLite in it, or a new PostgreSQL database). */
export async function createServerData(): Promise<{
  dataDir: string;
  databaseUrl: string | undefined;
  handle: DatabaseHandle;
  cleanup(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-process-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  let databaseUrl: string | undefined;
  let name = '';
  if (adminUrl) {
    name = `process_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const handle = openDatabase({
    ...(databaseUrl && { databaseUrl }),
    sqliteFile: path.join(dataDir, 'shop.db'),
  });
  return {
    dataDir,
    databaseUrl,
    handle,
    async cleanup() {
      await handle.destroy();
      if (name) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LogLine {
  msg?: string;
  time?: number;
  upload?: string;
  [key: string]: unknown;
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Calls `listener` with each JSON log line from now on; returns a function to stop. */
  onLog(listener: (line: LogLine) => void): () => void;
  /** kill -9, resolved once the process is gone. */
  kill9(): Promise<void>;
}

/** Starts the bundled server on `port` and resolves once /api/health answers. */
export async function startServer(options: {
  entry: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, [options.entry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_ORIGIN: baseUrl,
      DATA_DIR: options.dataDir,
      ...(options.databaseUrl && { DATABASE_URL: options.databaseUrl }),
      WEB_DIST_DIR: path.join(options.dataDir, 'no-web-build'),
      LOG_LEVEL: 'debug',
      BOT_CHECK: 'off',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_SIGNUP_PER_HOUR: '1000',
      RATE_LIMIT_ACCOUNT_PER_HOUR: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const listeners = new Set<(line: LogLine) => void>();
  let pending = '';
  let errors = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const text of lines) {
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        continue;
      }
      for (const listener of listeners) listener(line);
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server stopped: ${errors}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (attempt > 1200) throw new Error(`the server did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl,
    child,
    onLog(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** A guest session on a running server and an audio upload token for it. */
export async function guestUploader(baseUrl: string): Promise<{ userId: string; token: string }> {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      cookies.set(name, value);
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const csrf = await fetch(`${baseUrl}/api/csrf`);
  keep(csrf);
  const { token: csrfToken } = (await csrf.json()) as { token: string };
  const login = await fetch(`${baseUrl}/api/login/anonymous`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': csrfToken,
      cookie: cookieHeader(),
    },
    body: JSON.stringify({ uuid: randomUUID() }),
  });
  if (!login.ok) throw new Error(`guest login failed: ${await login.text()}`);
  keep(login);
  const userId = ((await login.json()) as { data: { id: string } }).data.id;
  const grant = await fetch(`${baseUrl}/api/upload_info/audio`, {
    headers: { cookie: cookieHeader() },
  });
  if (!grant.ok) throw new Error(`no upload grant: ${await grant.text()}`);
  return { userId, token: ((await grant.json()) as { upload_token: string }).upload_token };
}

/**
 * Starts a bundled process (see `bundleServer`) with `env` and logs at info, its output
 * handed to `onOutput`; `stop` kills it with SIGKILL unless it ended, and waits for its exit.
 */
export function startBundled(
  entry: string,
  env: Record<string, string | undefined>,
  onOutput: (text: string) => void,
): { child: ChildProcess; exited: Promise<void>; stop(): Promise<void> } {
  const child = spawn(process.execPath, [entry], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
