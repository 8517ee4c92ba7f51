import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { LONGEST_WAIT_MS } from '../src/modules/auth/sign-in-throttle';
import { createAccount } from './support/accounts';
import { createTestApp, createTestClock, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

const PASSWORD = 'correct horse battery';

function expectTooMany(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect((response.json() as { errors: { code: string }[] }).errors[0]?.code).toBe('rate_limited');
}

describe(`rate limits on ${testDialect}`, () => {
  let t: TestApp;
  let client: TestClient;
  /** Requests from another address (TRUST_PROXY: the address comes from X-Forwarded-For). */
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  beforeEach(async () => {
    t = await createTestApp({
      env: {
        TRUST_PROXY: '1',
        RATE_LIMIT_LOGIN_PER_MINUTE: '3',
        RATE_LIMIT_SIGNUP_PER_HOUR: '3',
        RATE_LIMIT_ACCOUNT_PER_HOUR: '2',
      },
    });
    client = new TestClient(t.app);
    await createAccount(client, t.database.dataDir, 'ada@example.com');
  });
  afterEach(() => t.close());

  it('limits sign-in attempts per address, with Retry-After', async () => {
    const attempt = () =>
      client.post(
        '/api/login',
        { username: `${crypto.randomUUID()}@example.com`, password: 'x' },
        from('10.0.0.1'),
      );
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    expectTooMany(await attempt());
    // Another address is not affected.
    const other = await client.post(
      '/api/login',
      { username: 'ada@example.com', password: PASSWORD },
      from('10.0.0.2'),
    );
    expect(other.statusCode).toBe(200);
  });

  it('never locks an account: after failures from many addresses the right password gets in', async () => {
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.5']) {
      const wrong = await client.post(
        '/api/login',
        { username: 'ada@example.com', password: 'wrong' },
        from(ip),
      );
      expect(wrong.statusCode).toBe(401);
    }
    const right = await client.post(
      '/api/login',
      { username: 'ADA@example.com', password: PASSWORD },
      from('10.1.0.3'),
    );
    expect(right.statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the account', async () => {
    for (const ip of ['10.2.0.1', '10.2.0.2', '10.2.0.3']) {
      const ok = await client.post(
        '/api/login',
        { username: 'ada@example.com', password: PASSWORD },
        from(ip),
      );
      expect(ok.statusCode).toBe(200);
    }
  });

  it('limits guest starts per address', async () => {
    const start = () =>
      client.post('/api/login/anonymous', { uuid: crypto.randomUUID() }, from('10.3.0.1'));
    for (let i = 0; i < 3; i += 1) expect((await start()).statusCode).toBe(200);
    expectTooMany(await start());
  });

  it('limits sign-ups per address and per e-mail', async () => {
    const signUp = (email: string, ip: string) =>
      client.post('/api/signup', { email, password: PASSWORD }, from(ip));
    expect((await signUp('cat@example.com', '10.4.0.1')).statusCode).toBe(202);
    expect((await signUp('cat@example.com', '10.4.0.2')).statusCode).toBe(202);
    expectTooMany(await signUp('cat@example.com', '10.4.0.3'));
    expect((await signUp('dan@example.com', '10.4.0.4')).statusCode).toBe(202);
    expect((await signUp('eve@example.com', '10.4.0.4')).statusCode).toBe(202);
    expect((await signUp('fay@example.com', '10.4.0.4')).statusCode).toBe(202);
    expectTooMany(await signUp('gus@example.com', '10.4.0.4'));
  });

  it('limits reset mails per e-mail and reset calls per address', async () => {
    const request = (ip: string) =>
      client.post('/api/auth/change', { contact: 'ada@example.com' }, from(ip));
    expect((await request('10.5.0.1')).statusCode).toBe(202);
    expect((await request('10.5.0.2')).statusCode).toBe(202);
    expectTooMany(await request('10.5.0.3'));
    const submit = () =>
      client.request(
        'PATCH',
        '/api/auth/change',
        { uuid: 'x', password: 'long enough' },
        from('10.5.0.9'),
      );
    for (let i = 0; i < 3; i += 1) expect((await submit()).statusCode).toBe(400);
    expectTooMany(await submit());
  });

  it('limits guessing the current password through a session', async () => {
    await client.post(
      '/api/login',
      { username: 'ada@example.com', password: PASSWORD },
      from('10.6.0.1'),
    );
    const guess = () =>
      client.post('/api/auth/password', { current_password: 'guess', password: 'long enough' });
    expect((await guess()).statusCode).toBe(400);
    expect((await guess()).statusCode).toBe(400);
    expectTooMany(await guess());
  });
});

describe.each(['1', 'true', '127.0.0.1', '127.0.0.0/8'])(
  `TRUST_PROXY=%s reads the address one hop back only (hole 7) on ${testDialect}`,
  (trustProxy) => {
    let t: TestApp;
    beforeEach(async () => {
      // 30 a minute: the shop's default (the test app raises it for other tests).
      t = await createTestApp({
        env: { TRUST_PROXY: trustProxy, RATE_LIMIT_LOGIN_PER_MINUTE: '30' },
      });
    });
    afterEach(() => t.close());

    it('40 sign-ins through the proxy with forged earlier hops get 429', async () => {
      const client = new TestClient(t.app);
      const statuses: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        const forged = `198.51.100.${i}, 203.0.113.${i}`;
        const response = await client.post(
          '/api/login',
          { username: `user${i}@example.com`, password: 'wrong password' },
          { 'x-forwarded-for': `${forged}, 192.0.2.7` },
        );
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);
      expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    });
  },
);

describe('TRUST_PROXY values (hole 7)', () => {
  it.each(['everything', '10.0.0.0/33', '1.2.3', 'true,1'])('refuses %j, naming it', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it('takes false, a hop count or addresses, never "every hop"', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.1, ::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '::1',
    ]);
    const hops = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' }).trustProxy;
    expect(typeof hops === 'function' && [hops('x', 0), hops('x', 1)]).toEqual([true, false]);
  });
});

describe(`failed sign-ins slow down per account and address (hole 8) on ${testDialect}`, () => {
  let t: TestApp;
  let clock: ReturnType<typeof createTestClock>;
  let client: TestClient;
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const signIn = (password: string, ip: string, query = '') =>
    client.post(`/api/login${query}`, { username: 'admin@example.com', password }, from(ip));

  beforeEach(async () => {
    clock = createTestClock();
    // The shop's default per-account figure, which used to lock the account for the hour.
    t = await createTestApp({
      clock,
      env: { TRUST_PROXY: '1', RATE_LIMIT_ACCOUNT_PER_HOUR: '10' },
    });
    client = new TestClient(t.app);
    await createAccount(client, t.database.dataDir, 'admin@example.com');
  });
  afterEach(() => t.close());

  it('10 wrong passwords do not lock the admin out: the right one from another address gets in', async () => {
    for (let i = 0; i < 10; i += 1) {
      const response = await signIn('wrong', '10.8.0.1');
      expect([401, 429]).toContain(response.statusCode);
      clock.advance(1000 * 2 ** Math.max(0, i - 4));
    }
    expect((await signIn(PASSWORD, '10.8.0.2')).statusCode).toBe(200);
  });

  it('waits grow 1 s, 2 s, 4 s … for the pair, and the message says how long, in it/en', async () => {
    for (let i = 0; i < 5; i += 1) expect((await signIn('wrong', '10.8.0.1')).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const refused = await signIn(PASSWORD, '10.8.0.1');
      expect(refused.statusCode).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      expect(refused.json().errors[0]).toMatchObject({
        code: 'sign_in_throttled',
        title: `Too many failed sign-ins from here: try again in ${seconds} seconds`,
      });
      waits.push(seconds);
      clock.advance(seconds * 1000);
      expect((await signIn('wrong', '10.8.0.1')).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    const italian = await signIn(PASSWORD, '10.8.0.1', '?locale=it');
    expect(italian.json().errors[0].title).toBe(
      'Troppi accessi non riusciti da qui: riprova tra 16 secondi',
    );
  });

  it('caps the wait at 15 minutes, and the right password after the wait clears it', async () => {
    for (let i = 0; i < 40; i += 1) {
      await signIn('wrong', '10.8.0.1');
      clock.advance(LONGEST_WAIT_MS);
    }
    await signIn('wrong', '10.8.0.1');
    const refused = await signIn(PASSWORD, '10.8.0.1');
    expect(Number(refused.headers['retry-after'])).toBe(LONGEST_WAIT_MS / 1000);
    clock.advance(LONGEST_WAIT_MS);
    expect((await signIn(PASSWORD, '10.8.0.1')).statusCode).toBe(200);
    expect((await signIn('wrong', '10.8.0.1')).statusCode).toBe(401);
  });
});
