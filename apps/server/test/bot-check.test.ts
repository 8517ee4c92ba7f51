import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sharedSecret } from '../src/db/shared-secrets';
import { createAccount, lastMailTo, linkIn, solveBotCheck } from './support/accounts';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

const PASSWORD = 'correct horse battery';
// A cheap challenge keeps the tests fast; the default cost is checked separately.
const ALTCHA = { BOT_CHECK: 'altcha', ALTCHA_COST: '10', ALTCHA_COUNTER_MAX: '300' };

/** Every call spec 1 §2 puts behind the bot check, with a body that would otherwise pass. */
function protectedCalls(t: TestApp) {
  return [
    [
      'sign-in',
      'POST',
      '/api/login',
      async () => ({ username: 'ada@example.com', password: PASSWORD }),
    ],
    ['guest start', 'POST', '/api/login/anonymous', async () => ({ uuid: crypto.randomUUID() })],
    [
      'sign-up',
      'POST',
      '/api/signup',
      async () => ({ email: `${crypto.randomUUID()}@example.com`, password: PASSWORD }),
    ],
    ['reset request', 'POST', '/api/auth/change', async () => ({ contact: 'ada@example.com' })],
    [
      'reset submit',
      'PATCH',
      '/api/auth/change',
      async () => ({
        uuid: linkIn(await lastMailTo(t.database.dataDir, 'ada@example.com'), 'reset').token,
        password: 'long enough',
      }),
    ],
  ] as const;
}

describe(`ALTCHA bot check on ${testDialect}`, () => {
  let t: TestApp;
  let client: TestClient;

  beforeEach(async () => {
    t = await createTestApp({ env: ALTCHA });
    client = new TestClient(t.app);
    await createAccount(client, t.database.dataDir, 'ada@example.com');
    // A reset link exists for the "reset submit" call.
    await client.post('/api/auth/change', {
      contact: 'ada@example.com',
      bot_check: await solveBotCheck(client),
    });
  });
  afterEach(() => t.close());

  it('tells the web app which check to run and hands out signed challenges', async () => {
    // The pages' policy (a page path's answer; the API's answers carry the API's).
    const csp = String((await client.get('/login')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect((await client.get('/api/bot-check')).json()).toEqual({
      provider: 'altcha',
      site_key: null,
      challenge_url: '/api/altcha/challenge',
    });
    const response = await client.get('/api/altcha/challenge');
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 10 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt * 1000).toBeGreaterThan(Date.now());
  });

  for (const [name, method, url, body] of protectedCalls({} as TestApp)) {
    it(`${name}: refuses a call without a solution, accepts a solved one, refuses its replay`, async () => {
      const callBody = protectedCalls(t).find(([n]) => n === name)?.[3] ?? body;
      const missing = await client.request(method, url, await callBody());
      expect(missing.statusCode).toBe(403);
      expect(missing.json().errors[0]).toMatchObject({
        code: 'bot_check_failed',
        title: 'The bot check failed, please retry',
      });
      const forged = await client.request(method, url, {
        ...(await callBody()),
        bot_check: 'bm90IGEgc29sdXRpb24=',
      });
      expect(forged.statusCode).toBe(403);

      const solution = await solveBotCheck(client);
      const accepted = await client.request(method, url, {
        ...(await callBody()),
        bot_check: solution,
      });
      expect(accepted.statusCode, accepted.body).toBeLessThan(300);
      const replayed = await client.request(method, url, {
        ...(await callBody()),
        bot_check: solution,
      });
      expect(replayed.statusCode).toBe(403);
      expect(replayed.json().errors[0].code).toBe('bot_check_failed');
    });
  }

  it('refuses a solution to another server’s challenge and an expired one', async () => {
    const foreign = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 5,
      deriveKey,
      hmacSignatureSecret: 'x'.repeat(64),
    });
    const foreignSolution = await solveChallenge({ challenge: foreign, deriveKey });
    const payload = (challenge: unknown, solution: unknown) =>
      Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const body = { uuid: crypto.randomUUID() };
    const refused = await client.post('/api/login/anonymous', {
      ...body,
      bot_check: payload(foreign, foreignSolution),
    });
    expect(refused.statusCode).toBe(403);

    // Signed with this shop's own key (kept in the database), but already expired.
    const key = await sharedSecret(t.database.handle.db, t.database.dataDir, 'altcha-hmac-key');
    const expired = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 5,
      deriveKey,
      hmacSignatureSecret: key,
      expiresAt: new Date(Date.now() - 1000),
    });
    const expiredSolution = await solveChallenge({ challenge: expired, deriveKey });
    const late = await client.post('/api/login/anonymous', {
      ...body,
      bot_check: payload(expired, expiredSolution),
    });
    expect(late.statusCode).toBe(403);
  });

  it('lets a known guest resume without a solution (the uuid is their credential)', async () => {
    const uuid = crypto.randomUUID();
    const created = await client.post('/api/login/anonymous', {
      uuid,
      bot_check: await solveBotCheck(client),
    });
    expect(created.statusCode).toBe(200);
    const resumed = await new TestClient(t.app).post('/api/login/anonymous', { uuid });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data.id).toBe(created.json().data.id);
  });

  it('does not ask for a solution on activation, profile or logout', async () => {
    await client.post('/api/signup', {
      email: 'bea@example.com',
      password: PASSWORD,
      bot_check: await solveBotCheck(client),
    });
    const { token } = linkIn(await lastMailTo(t.database.dataDir, 'bea@example.com'), 'activate');
    expect((await client.post('/api/signup/activation', { uuid: token })).statusCode).toBe(200);
  });
});

describe(`ALTCHA default cost on ${testDialect}`, () => {
  it('asks for 1000 PBKDF2 rounds per attempt and at most 1000 attempts', async () => {
    const t = await createTestApp({ env: { BOT_CHECK: 'altcha' } });
    try {
      const challenge = (await new TestClient(t.app).get('/api/altcha/challenge')).json();
      expect(challenge.parameters.cost).toBe(1000);
      const started = performance.now();
      const solution = await solveChallenge({ challenge, deriveKey });
      expect(solution?.counter).toBeLessThanOrEqual(1000);
      // Node solves it in well under a second (the browser uses several workers).
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      await t.close();
    }
  });
});

describe(`reCAPTCHA bot check on ${testDialect}`, () => {
  let verifier: http.Server;
  let seen: string[] = [];
  let verifyUrl = '';

  beforeAll(async () => {
    // A stand-in for Google's siteverify: "good-token" passes, anything else fails.
    verifier = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const params = new URLSearchParams(body);
        seen.push(params.get('secret') ?? '');
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ success: params.get('response') === 'good-token' }));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    verifyUrl = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => verifier.close(() => resolve())));

  it('verifies the browser token with the configured secret', async () => {
    seen = [];
    const t = await createTestApp({
      env: {
        BOT_CHECK: 'recaptcha',
        RECAPTCHA_SITE_KEY: 'site-key',
        RECAPTCHA_SECRET: 'secret-key',
        RECAPTCHA_VERIFY_URL: verifyUrl,
      },
    });
    try {
      const client = new TestClient(t.app);
      expect((await client.get('/api/bot-check')).json()).toEqual({
        provider: 'recaptcha',
        site_key: 'site-key',
        challenge_url: null,
      });
      expect((await client.get('/api/altcha/challenge')).statusCode).toBe(404);
      // Google's widget script and frame are allowed by the CSP only in this mode.
      const csp = String((await client.get('/login')).headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://www.google.com/recaptcha/");
      expect(csp).toContain('frame-src');
      const body = { uuid: crypto.randomUUID() };
      expect((await client.post('/api/login/anonymous', body)).statusCode).toBe(403);
      expect(
        (await client.post('/api/login/anonymous', { ...body, bot_check: 'bad' })).statusCode,
      ).toBe(403);
      expect(
        (await client.post('/api/login/anonymous', { ...body, bot_check: 'good-token' }))
          .statusCode,
      ).toBe(200);
      expect(seen).toEqual(['secret-key', 'secret-key']);
    } finally {
      await t.close();
    }
  });
});
