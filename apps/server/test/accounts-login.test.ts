import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAlbum } from './factories';
import { createAccount, lastMailTo, linkIn } from './support/accounts';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

const PASSWORD = 'correct horse battery';
const LOGIN_FAILED = 'Login failed, please retry or recover password';

describe(`sign-in with e-mail and password on ${testDialect}`, () => {
  let t: TestApp;
  let client: TestClient;

  beforeEach(async () => {
    t = await createTestApp();
    client = new TestClient(t.app);
  });
  afterEach(() => t.close());

  it('signs in an active user: user document, new httpOnly session, new CSRF token', async () => {
    await createAccount(client, t.database.dataDir, 'ada@example.com');
    const fresh = new TestClient(t.app);
    const csrfBefore = await fresh.csrf();
    const response = await fresh.post('/api/login', {
      username: ' ADA@example.com',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      username: 'ada@example.com',
      email: 'ada@example.com',
      status: 'active',
    });
    expect(response.json().data.attributes).not.toHaveProperty('password_hash');
    expect(response.cookies.find((c) => c.name === 'sid')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    const csrf = response.cookies.find((c) => c.name === 'csrf');
    expect(csrf?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(csrf?.value).not.toBe(csrfBefore);
    expect((await fresh.get('/api/me')).json().data.attributes.username).toBe('ada@example.com');
  });

  it('changes the session id at every sign-in and ends the one it replaces', async () => {
    await createAccount(client, t.database.dataDir, 'bea@example.com');
    await client.post('/api/login', { username: 'bea@example.com', password: PASSWORD });
    const first = client.cookie('sid');
    await client.post('/api/login', { username: 'bea@example.com', password: PASSWORD });
    const second = client.cookie('sid');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const stale = new TestClient(t.app);
    stale.setCookie('sid', first ?? '');
    expect((await stale.get('/api/me')).statusCode).toBe(401);
  });

  it.each([
    ['a wrong password', 'carl@example.com', 'wrong password'],
    ['an unknown address', 'nobody@example.com', PASSWORD],
    ['a guest username', 'uuid-0b8e6e59-5d8e-4a87-9d0a-2f0c1f5b1d11', ''],
  ])('refuses %s with the spec message and no session', async (_name, username, password) => {
    await createAccount(client, t.database.dataDir, 'carl@example.com');
    await new TestClient(t.app).loginAsGuest('0b8e6e59-5d8e-4a87-9d0a-2f0c1f5b1d11');
    const fresh = new TestClient(t.app);
    const response = await fresh.post('/api/login', { username, password });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0]).toMatchObject({
      status: '401',
      code: 'login_failed',
      title: LOGIN_FAILED,
    });
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('speaks Italian when asked', async () => {
    const response = await client.post('/api/login?locale=it', {
      username: 'x@example.com',
      password: 'y',
    });
    expect(response.json().errors[0].title).toBe(
      'Accesso non riuscito, riprova o recupera la password',
    );
  });

  it('answers a draft user with status draft and creates no session', async () => {
    await client.post('/api/signup', { email: 'dora@example.com', password: PASSWORD });
    const fresh = new TestClient(t.app);
    const response = await fresh.post('/api/login', {
      username: 'dora@example.com',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      username: 'dora@example.com',
      status: 'draft',
    });
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect((await fresh.get('/api/me')).statusCode).toBe(401);
    const sessions = await t.database.handle.db.selectFrom('sessions').selectAll().execute();
    expect(sessions).toHaveLength(0);
    // A wrong password tells nothing about the draft.
    const wrong = await fresh.post('/api/login', {
      username: 'dora@example.com',
      password: 'nope',
    });
    expect(wrong.json().errors[0].code).toBe('login_failed');
  });

  it('a guest who signs in to an existing account brings their albums', async () => {
    const db = t.database.handle.db;
    const accountId = await createAccount(client, t.database.dataDir, 'eli@example.com');
    const mine = await createAlbum(db, accountId, { title: 'Already mine' });
    const guestClient = new TestClient(t.app);
    const guest = await guestClient.loginAsGuest();
    const made = await createAlbum(db, guest.id, { title: 'Made as a guest' });
    const response = await guestClient.post('/api/login', {
      username: 'eli@example.com',
      password: PASSWORD,
    });
    expect(response.json().data.id).toBe(accountId);
    const albums = await guestClient.get('/api/albums?filter[mine]');
    expect(
      albums
        .json()
        .data.map((a: { id: string }) => a.id)
        .sort(),
    ).toEqual([mine.id, made.id].sort());
    const guestLeft = await db
      .selectFrom('albums')
      .select('id')
      .where('user_id', '=', guest.id)
      .execute();
    expect(guestLeft).toEqual([]);
  });

  it('a registered user signing in to another account brings nothing', async () => {
    const db = t.database.handle.db;
    const first = await createAccount(client, t.database.dataDir, 'fay@example.com');
    await createAccount(client, t.database.dataDir, 'gil@example.com');
    const album = await createAlbum(db, first);
    await client.post('/api/login', { username: 'fay@example.com', password: PASSWORD });
    await client.post('/api/login', { username: 'gil@example.com', password: PASSWORD });
    const row = await db
      .selectFrom('albums')
      .select('user_id')
      .where('id', '=', album.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(first);
  });

  it('logout ends the server-side session', async () => {
    await createAccount(client, t.database.dataDir, 'hal@example.com');
    await client.post('/api/login', { username: 'hal@example.com', password: PASSWORD });
    const sid = client.cookie('sid');
    expect((await client.post('/api/logout', {})).statusCode).toBe(204);
    const replay = new TestClient(t.app);
    replay.setCookie('sid', sid ?? '');
    expect((await replay.get('/api/me')).statusCode).toBe(401);
  });

  it('refuses a sign-in without the CSRF header', async () => {
    await createAccount(client, t.database.dataDir, 'ivy@example.com');
    const response = await client.post(
      '/api/login',
      { username: 'ivy@example.com', password: PASSWORD },
      { 'x-csrf-token': '' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('csrf_invalid');
  });

  it('keeps the activation link usable after a failed sign-in of the draft', async () => {
    await client.post('/api/signup', { email: 'jay@example.com', password: PASSWORD });
    await client.post('/api/login', { username: 'jay@example.com', password: 'wrong' });
    const { token } = linkIn(await lastMailTo(t.database.dataDir, 'jay@example.com'), 'activate');
    expect((await client.post('/api/signup/activation', { uuid: token })).statusCode).toBe(200);
  });
});
