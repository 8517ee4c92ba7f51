import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createServerData } from './support/server-process';
import { TestClient } from './support/test-app';
import { testDialect } from './support/test-database';

/**
 * Issue 20 item 3: two servers of one shop on one database share their rate limits — the
 * sign-in attempts an address makes on either count together, and a sign-up refused on
 * one is refused on the other.
 */
describe(`rate limits shared by two servers on ${testDialect}`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  async function twoServers(): Promise<[FastifyInstance, FastifyInstance]> {
    const data = await createServerData();
    cleanups.push(() => data.cleanup());
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: data.dataDir,
      ...(data.databaseUrl && { DATABASE_URL: data.databaseUrl }),
      WEB_DIST_DIR: path.join(data.dataDir, 'no-web-build'),
      LOG_LEVEL: 'silent',
      BOT_CHECK: 'off',
      TRUST_PROXY: '1',
      RATE_LIMIT_LOGIN_PER_MINUTE: '3',
      RATE_LIMIT_SIGNUP_PER_HOUR: '2',
      RATE_LIMIT_ACCOUNT_PER_HOUR: '1000',
    });
    // Each server opens the database itself, as two processes would.
    const servers: FastifyInstance[] = [];
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ config, logger: false });
      await app.ready();
      cleanups.push(() => app.close());
      servers.push(app);
    }
    return servers as [FastifyInstance, FastifyInstance];
  }

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const code = (response: { json(): unknown }) =>
    (response.json() as { errors?: { code: string }[] }).errors?.[0]?.code;

  it('counts sign-in attempts from one address on both servers together', async () => {
    const [a, b] = await twoServers();
    const onA = new TestClient(a);
    const onB = new TestClient(b);
    const attempt = (client: TestClient) =>
      client.post(
        '/api/login',
        { username: `${crypto.randomUUID()}@example.com`, password: 'x' },
        from('10.9.0.1'),
      );
    expect((await attempt(onA)).statusCode).toBe(401);
    expect((await attempt(onB)).statusCode).toBe(401);
    expect((await attempt(onA)).statusCode).toBe(401);
    // The fourth, on either server, is one too many.
    const fourth = await attempt(onB);
    expect(fourth.statusCode).toBe(429);
    expect(code(fourth)).toBe('rate_limited');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(onA)).statusCode).toBe(429);
    // Another address still gets through on both.
    const other = await onA.post(
      '/api/login',
      { username: 'nobody@example.com', password: 'x' },
      from('10.9.0.2'),
    );
    expect(other.statusCode).toBe(401);
  });

  it('refuses on one server a sign-up the other used up', async () => {
    const [a, b] = await twoServers();
    const signUp = (app: FastifyInstance) =>
      new TestClient(app).post(
        '/api/signup',
        { email: `${crypto.randomUUID()}@example.com`, password: 'correct horse battery' },
        from('10.9.1.1'),
      );
    expect((await signUp(a)).statusCode).toBe(202);
    expect((await signUp(b)).statusCode).toBe(202);
    const third = await signUp(a);
    expect(third.statusCode).toBe(429);
    expect(code(third)).toBe('rate_limited');
  });
});
