import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAlbum } from './factories';
import { createAccount } from './support/accounts';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

const ORIGIN = 'https://shop.example';

describe(`social sign-in against a local OAuth 2 / OIDC server on ${testDialect}`, () => {
  let mock: OAuth2Server;
  let t: TestApp;
  let client: TestClient;
  let tokenRequests: Record<string, string>[] = [];

  beforeAll(async () => {
    mock = new OAuth2Server();
    await mock.issuer.keys.generate('RS256');
    await mock.start(0, '127.0.0.1');
    mock.service.on('beforeResponse', (_response, request) => {
      tokenRequests.push({ ...(request.body as Record<string, string>) });
    });
  });
  afterAll(() => mock.stop());

  beforeEach(async () => {
    tokenRequests = [];
    const base = mock.issuer.url ?? '';
    const endpoints = (name: 'GOOGLE' | 'FACEBOOK') => ({
      [`${name}_CLIENT_ID`]: `${name.toLowerCase()}-client`,
      [`${name}_CLIENT_SECRET`]: `${name.toLowerCase()}-secret`,
      [`${name}_AUTHORIZATION_URL`]: `${base}/authorize`,
      [`${name}_TOKEN_URL`]: `${base}/token`,
      [`${name}_USERINFO_URL`]: `${base}/userinfo`,
    });
    t = await createTestApp({
      env: { PUBLIC_ORIGIN: ORIGIN, ...endpoints('GOOGLE'), ...endpoints('FACEBOOK') },
    });
    client = new TestClient(t.app);
  });
  afterEach(() => t.close());

  it('names both providers as configured (issue 14 item 14)', async () => {
    const response = await t.app.inject('/api/auth/providers');
    expect(response.json()).toEqual({ providers: ['google', 'facebook'] });
  });

  /** What the provider's userinfo endpoint answers next. */
  function providerSays(body: Record<string, unknown>) {
    mock.service.once('beforeUserinfo', (response) => {
      response.body = body;
    });
  }

  /** Starts at /ext/{provider}/login, passes the mock provider, returns the callback answer. */
  async function signInWith(
    provider: 'google' | 'facebook',
    c = client,
    tamper?: (url: URL) => void,
  ) {
    const start = await c.get(`/ext/${provider}/login`);
    expect(start.statusCode).toBe(302);
    const authorize = new URL(String(start.headers.location));
    const back = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(String(back.headers.get('location')));
    tamper?.(callback);
    return { authorize, callback, answer: await c.get(`${callback.pathname}${callback.search}`) };
  }

  it('Google: state and PKCE, then a new active account for a verified e-mail', async () => {
    providerSays({
      sub: 'g-1',
      email: 'Ada@Example.com',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
    });
    const { authorize, callback, answer } = await signInWith('google');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/ext/google/callback`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');
    expect(callback.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
    // The verifier that matches the challenge went to the token endpoint (the mock checks it).
    expect(tokenRequests.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'google-client',
    });
    expect(tokenRequests.at(-1)?.code_verifier).toMatch(/^[A-Za-z0-9_-]{43,}$/);

    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/dashboard');
    const me = (await client.get('/api/me')).json().data.attributes;
    expect(me).toMatchObject({
      username: 'ada@example.com',
      status: 'active',
      name: 'Ada',
      surname: 'Lovelace',
    });
    const user = await t.database.handle.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'ada@example.com')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toBeNull();
  });

  it('the next sign-in finds the account by the provider subject, whatever the e-mail says', async () => {
    providerSays({ sub: 'g-2', email: 'bea@example.com', email_verified: true });
    const first = await signInWith('google');
    expect(first.answer.headers.location).toBe('/dashboard');
    const id = (await client.get('/api/me')).json().data.id;
    providerSays({ sub: 'g-2', email: 'bea.new@example.com', email_verified: true });
    const other = new TestClient(t.app);
    await signInWith('google', other);
    expect((await other.get('/api/me')).json().data.id).toBe(id);
  });

  it('links to the existing account with that e-mail and brings the guest albums', async () => {
    const db = t.database.handle.db;
    const accountId = await createAccount(
      new TestClient(t.app),
      t.database.dataDir,
      'carl@example.com',
    );
    const guest = await client.loginAsGuest();
    const album = await createAlbum(db, guest.id);
    const before = client.cookie('sid');
    providerSays({ sub: 'g-3', email: 'carl@example.com', email_verified: true });
    await signInWith('google');
    expect(client.cookie('sid')).not.toBe(before);
    expect((await client.get('/api/me')).json().data.id).toBe(accountId);
    const row = await db
      .selectFrom('albums')
      .select('user_id')
      .where('id', '=', album.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(accountId);
    // The password still works: linking changed nothing else.
    const login = await new TestClient(t.app).post('/api/login', {
      username: 'carl@example.com',
      password: 'correct horse battery',
    });
    expect(login.statusCode).toBe(200);
  });

  it('activates a draft account with that e-mail and drops the password nobody proved', async () => {
    await client.post('/api/signup', {
      email: 'dora@example.com',
      password: 'set by someone else',
    });
    providerSays({ sub: 'g-4', email: 'dora@example.com', email_verified: true });
    const other = new TestClient(t.app);
    await signInWith('google', other);
    expect((await other.get('/api/me')).json().data.attributes.status).toBe('active');
    const login = await client.post('/api/login', {
      username: 'dora@example.com',
      password: 'set by someone else',
    });
    expect(login.statusCode).toBe(401);
  });

  it('Facebook: state without PKCE, profile from the Graph fields', async () => {
    providerSays({ id: 'fb-1', email: 'eva@example.com', first_name: 'Eva', last_name: 'Rossi' });
    const { authorize, answer } = await signInWith('facebook');
    expect(authorize.searchParams.get('code_challenge')).toBeNull();
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/ext/facebook/callback`);
    expect(tokenRequests.at(-1)).toMatchObject({
      client_id: 'facebook-client',
      client_secret: 'facebook-secret',
    });
    expect(answer.headers.location).toBe('/dashboard');
    expect((await client.get('/api/me')).json().data.attributes).toMatchObject({
      username: 'eva@example.com',
      name: 'Eva',
    });
  });

  it('refuses an answer whose state does not match, or without the flow cookie', async () => {
    providerSays({ sub: 'g-5', email: 'fay@example.com', email_verified: true });
    const forged = await signInWith('google', client, (url) =>
      url.searchParams.set('state', 'forged-state'),
    );
    expect(forged.answer.headers.location).toBe('/login?social_error=failed&provider=google');
    expect((await client.get('/api/me')).statusCode).toBe(401);

    const start = await client.get('/ext/google/login');
    const back = await fetch(String(start.headers.location), { redirect: 'manual' });
    const callback = new URL(String(back.headers.get('location')));
    const stranger = new TestClient(t.app);
    const answer = await stranger.get(`${callback.pathname}${callback.search}`);
    expect(answer.headers.location).toBe('/login?social_error=failed&provider=google');
    expect(
      await t.database.handle.db
        .selectFrom('users')
        .selectAll()
        .where('username', '=', 'fay@example.com')
        .execute(),
    ).toEqual([]);
  });

  it('refuses a provider answer without a verified e-mail', async () => {
    providerSays({ sub: 'g-6', email: 'gus@example.com', email_verified: false });
    const { answer } = await signInWith('google');
    expect(answer.headers.location).toBe('/login?social_error=email_missing&provider=google');
    expect((await client.get('/api/me')).statusCode).toBe(401);
  });

  it('sends the visitor back to the login screen when the provider refuses the code', async () => {
    mock.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const { answer } = await signInWith('google');
    expect(answer.headers.location).toBe('/login?social_error=failed&provider=google');
  });
});

describe(`social sign-in not configured on ${testDialect}`, () => {
  it('says so on the login screen when the button is pressed', async () => {
    const t = await createTestApp();
    try {
      for (const provider of ['google', 'facebook']) {
        const response = await t.app.inject(`/ext/${provider}/login`);
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(
          `/login?social_error=not_configured&provider=${provider}`,
        );
      }
    } finally {
      await t.close();
    }
  });

  it('names no provider when none is configured, and only Google when only it is (issue 14 item 14)', async () => {
    const none = await createTestApp();
    const google = await createTestApp({
      env: { GOOGLE_CLIENT_ID: 'google-client', GOOGLE_CLIENT_SECRET: 'google-secret' },
    });
    try {
      expect((await none.app.inject('/api/auth/providers')).json()).toEqual({ providers: [] });
      expect((await google.app.inject('/api/auth/providers')).json()).toEqual({
        providers: ['google'],
      });
    } finally {
      await none.close();
      await google.close();
    }
  });
});
