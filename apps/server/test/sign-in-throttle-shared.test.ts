import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createAccount } from './support/accounts';
import { createServerData } from './support/server-process';
import { TestClient } from './support/test-app';
import { testDialect } from './support/test-database';

/**
 * Issue 20 item 3, decision 033: two servers of one shop on one database share the
 * per-(account, address) sign-in throttle — failures made on either count together, the
 * wait is answered by both, and a success on one clears the pair for both.
 */
describe(`sign-in throttle shared by two servers on ${testDialect}`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  async function twoServers() {
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
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_ACCOUNT_PER_HOUR: '1000',
    });
    const servers: FastifyInstance[] = [];
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ config, logger: false });
      await app.ready();
      cleanups.push(() => app.close());
      servers.push(app);
    }
    return { servers: servers as [FastifyInstance, FastifyInstance], dataDir: data.dataDir };
  }

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('counts failures on both servers, refuses on both, and a success on one clears both', async () => {
    const { servers, dataDir } = await twoServers();
    const [onA, onB] = servers.map((app) => new TestClient(app)) as [TestClient, TestClient];
    const email = 'ada@example.com';
    await createAccount(onA, dataDir, email, 'correct horse battery');
    const signIn = (client: TestClient, password: string) =>
      client.post('/api/login', { username: email, password }, from('10.7.0.1'));
    // Five failures, alternating servers: the fifth starts a wait of one second.
    for (let i = 0; i < 5; i++) {
      expect((await signIn(i % 2 ? onB : onA, 'wrong password')).statusCode).toBe(401);
    }
    for (const client of [onA, onB]) {
      const refused = await signIn(client, 'correct horse battery');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errors[0].code).toBe('sign_in_throttled');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address is not held back by this pair.
    const elsewhere = await onB.post(
      '/api/login',
      { username: email, password: 'correct horse battery' },
      from('10.7.0.2'),
    );
    expect(elsewhere.statusCode).toBe(200);
    // Once the wait is over, the right password on B clears the pair for A too.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signIn(onB, 'correct horse battery')).statusCode).toBe(200);
    expect((await signIn(onA, 'wrong password')).statusCode).toBe(401);
    expect((await signIn(onA, 'correct horse battery')).statusCode).toBe(200);
  });
});
