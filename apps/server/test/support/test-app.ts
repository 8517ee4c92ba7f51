import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import type { Clock } from '../../src/clock';
import { loadConfig } from '../../src/config';
import { createTestDatabase, type TestDatabase } from './test-database';

/** A clock a test can move forward. */
export function createTestClock(start = new Date('2026-11-21T10:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  } satisfies Clock & { advance(ms: number): void };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    clock?: Clock;
    env?: Record<string, string>;
    webDistDir?: string;
    /** A database made (and filled) beforehand; a fresh one by default. */
    database?: TestDatabase;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase({ migrated: true }));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    WEB_DIST_DIR: options.webDistDir ?? path.join(database.dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_SIGNUP_PER_HOUR: '1000',
    RATE_LIMIT_ACCOUNT_PER_HOUR: '1000',
    // Tests about the bot check turn it on (test/bot-check.test.ts); the rest skip it.
    BOT_CHECK: 'off',
    // Audio analysis (issue 19) runs ffmpeg per upload: only the tests about it turn it on.
    AUDIO_ANALYSIS_CONCURRENCY: '0',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database: database.handle,
    logger: false,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.cleanup();
    },
  };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A browser-like client over `app.inject`: keeps cookies and sends the CSRF
 * token on state-changing calls, as the web app does.
 */
export class TestClient {
  private cookies = new Map<string, string>();
  private csrfToken: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async csrf(): Promise<string> {
    if (!this.csrfToken) {
      const response = await this.request('GET', '/api/csrf');
      this.csrfToken = response.json<{ token: string }>().token;
    }
    return this.csrfToken;
  }

  async request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const allHeaders: Record<string, string> = { ...headers };
    if (method !== 'GET' && !('x-csrf-token' in headers))
      allHeaders['x-csrf-token'] = await this.csrf();
    if (body !== undefined) allHeaders['content-type'] ??= 'application/vnd.api+json';
    if (this.cookies.size > 0) {
      allHeaders.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const response = await this.app.inject({
      method,
      url,
      headers: allHeaders,
      ...(body === undefined
        ? {}
        : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
      // Sign-in issues a new CSRF token: send that one from now on, as the web app does.
      if (cookie.name === 'csrf' && cookie.value) this.csrfToken = cookie.value;
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }

  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }

  /** Signs in as the guest `uuid-<uuid>` and returns the user document. */
  async loginAsGuest(uuid: string = crypto.randomUUID()) {
    const response = await this.post('/api/login/anonymous', { uuid });
    if (response.statusCode !== 200) throw new Error(`guest login failed: ${response.body}`);
    return response.json<{ data: { id: string; attributes: { username: string } } }>().data;
  }
}
