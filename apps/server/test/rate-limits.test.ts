import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from './support/accounts';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
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
        TRUST_PROXY: 'true',
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

  it('limits failed sign-ins per account, from any address; the right password is refused too', async () => {
    for (const ip of ['10.1.0.1', '10.1.0.2']) {
      const wrong = await client.post(
        '/api/login',
        { username: 'ada@example.com', password: 'wrong' },
        from(ip),
      );
      expect(wrong.statusCode).toBe(401);
    }
    expectTooMany(
      await client.post(
        '/api/login',
        { username: 'ADA@example.com', password: PASSWORD },
        from('10.1.0.3'),
      ),
    );
    // Other accounts still sign in.
    await createAccount(client, t.database.dataDir, 'bea@example.com');
    const bea = await client.post(
      '/api/login',
      { username: 'bea@example.com', password: PASSWORD },
      from('10.1.0.4'),
    );
    expect(bea.statusCode).toBe(200);
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
