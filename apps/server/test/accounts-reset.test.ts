import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAlbum } from './factories';
import { createAccount, lastMailTo, linkIn, mailsSettled, readOutbox } from './support/accounts';
import { createTestApp, createTestClock, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

const PASSWORD = 'correct horse battery';

describe(`password reset on ${testDialect}`, () => {
  let t: TestApp;
  let clock: ReturnType<typeof createTestClock>;
  let client: TestClient;

  beforeEach(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock, env: { PUBLIC_ORIGIN: 'https://shop.example' } });
    client = new TestClient(t.app);
  });
  afterEach(() => t.close());

  async function requestLink(email: string, changeUrl?: string) {
    const response = await client.post('/api/auth/change', {
      contact: email,
      ...(changeUrl && { change_url: changeUrl }),
    });
    expect(response.statusCode).toBe(202);
    return linkIn(await lastMailTo(t.database.dataDir, email, 'reset'), 'reset');
  }

  it('mails a reset link on the shop origin, ignoring a foreign change_url', async () => {
    await createAccount(client, t.database.dataDir, 'ada@example.com');
    const { url, token } = await requestLink('ada@example.com', 'https://evil.example/reset');
    expect(url.origin + url.pathname).toBe('https://shop.example/reset');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await lastMailTo(t.database.dataDir, 'ada@example.com')).subject).toBe(
      'Reset your password',
    );
  });

  it('answers 404 "Email not found" and 400 "Email bad request", in both languages', async () => {
    const missing = await client.post('/api/auth/change', { contact: 'nobody@example.com' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0]).toMatchObject({
      code: 'email_not_found',
      title: 'Email not found',
    });
    const bad = await client.post('/api/auth/change', { contact: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      code: 'email_bad_request',
      title: 'Email bad request',
    });
    const it = await client.post('/api/auth/change?locale=it', { contact: 'nobody@example.com' });
    expect(it.json().errors[0].title).toBe('Email non trovata');
    await mailsSettled(t.database.dataDir);
    expect(readOutbox(t.database.dataDir)).toHaveLength(0);
  });

  it('sets the new password once, signs out everywhere, and the old password stops working', async () => {
    await createAccount(client, t.database.dataDir, 'bea@example.com');
    const other = new TestClient(t.app);
    await other.post('/api/login', { username: 'bea@example.com', password: PASSWORD });
    const { token } = await requestLink('bea@example.com');
    const reset = await client.request('PATCH', '/api/auth/change', {
      uuid: token,
      password: 'a brand new password',
      login: false,
    });
    expect(reset.statusCode).toBe(204);
    expect((await other.get('/api/me')).statusCode).toBe(401);
    expect(
      (await client.post('/api/login', { username: 'bea@example.com', password: PASSWORD }))
        .statusCode,
    ).toBe(401);
    const login = await client.post('/api/login', {
      username: 'bea@example.com',
      password: 'a brand new password',
    });
    expect(login.statusCode).toBe(200);

    const again = await client.request('PATCH', '/api/auth/change', {
      uuid: token,
      password: 'yet another one',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatchObject({
      code: 'reset_failed',
      title: 'There was an error, contact',
    });
  });

  it('refuses an expired reset link (one hour) and a new request replaces the old link', async () => {
    await createAccount(client, t.database.dataDir, 'carl@example.com');
    const first = await requestLink('carl@example.com');
    const second = await requestLink('carl@example.com');
    const replaced = await client.request('PATCH', '/api/auth/change', {
      uuid: first.token,
      password: 'long enough',
    });
    expect(replaced.json().errors[0].code).toBe('reset_failed');
    clock.advance(3600_000 + 1);
    const expired = await client.request('PATCH', '/api/auth/change', {
      uuid: second.token,
      password: 'long enough',
    });
    expect(expired.json().errors[0].code).toBe('reset_failed');
  });

  it('refuses a password shorter than 8 characters without spending the link', async () => {
    await createAccount(client, t.database.dataDir, 'dan@example.com');
    const { token } = await requestLink('dan@example.com');
    const short = await client.request('PATCH', '/api/auth/change', {
      uuid: token,
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toMatchObject({
      code: 'password_too_short',
      title: 'Password is too short',
    });
    const ok = await client.request('PATCH', '/api/auth/change', {
      uuid: token,
      password: 'long enough',
    });
    expect(ok.statusCode).toBe(204);
  });

  it('signs in at once with login: true, bringing the guest albums', async () => {
    const db = t.database.handle.db;
    const accountId = await createAccount(client, t.database.dataDir, 'eva@example.com');
    const guest = await client.loginAsGuest();
    const album = await createAlbum(db, guest.id);
    const { token } = await requestLink('eva@example.com');
    const response = await client.request('PATCH', '/api/auth/change', {
      uuid: token,
      password: 'long enough',
      login: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(accountId);
    expect((await client.get('/api/me')).json().data.id).toBe(accountId);
    const row = await db
      .selectFrom('albums')
      .select('user_id')
      .where('id', '=', album.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(accountId);
  });

  it('activates a draft account, since the link proves the address', async () => {
    await client.post('/api/signup', { email: 'fay@example.com', password: PASSWORD });
    const { token } = await requestLink('fay@example.com');
    await client.request('PATCH', '/api/auth/change', { uuid: token, password: 'long enough' });
    const login = await client.post('/api/login', {
      username: 'fay@example.com',
      password: 'long enough',
    });
    expect(login.json().data.attributes.status).toBe('active');
    expect(login.cookies.find((c) => c.name === 'sid')).toBeDefined();
  });

  it('does not offer a reset to a guest username', async () => {
    const guest = await new TestClient(t.app).loginAsGuest();
    const response = await client.post('/api/auth/change', { contact: guest.attributes.username });
    expect(response.statusCode).toBe(400);
  });
});
