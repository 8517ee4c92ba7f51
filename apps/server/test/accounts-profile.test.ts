import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAlbum } from './factories';
import { createAccount } from './support/accounts';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

const PASSWORD = 'correct horse battery';
// A fiscal code with a correct check letter (spec 1 §5), and the same with a wrong one.
const FISCAL_CODE = 'RSSMRA85T10A562S';
const WRONG_FISCAL_CODE = 'RSSMRA85T10A562T';

describe(`profile, password change and account deletion on ${testDialect}`, () => {
  let t: TestApp;
  let client: TestClient;

  beforeEach(async () => {
    t = await createTestApp();
    client = new TestClient(t.app);
    await createAccount(client, t.database.dataDir, 'ada@example.com');
    await client.post('/api/login', { username: 'ada@example.com', password: PASSWORD });
  });
  afterEach(() => t.close());

  const patchProfile = (body: unknown, c = client) => c.request('PATCH', '/api/auth/user', body);

  it('saves name, surname, phone and an uppercased fiscal code; the e-mail stays', async () => {
    const response = await patchProfile({
      name: ' Ada ',
      surname: 'Lovelace',
      phone: '+39 333 123 4567',
      national_id_number: FISCAL_CODE.toLowerCase(),
      email: 'other@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      username: 'ada@example.com',
      email: 'ada@example.com',
      name: 'Ada',
      surname: 'Lovelace',
      phone: '+39 333 123 4567',
      national_id_number: FISCAL_CODE,
    });
    expect((await client.get('/api/me')).json().data.attributes.name).toBe('Ada');
  });

  it('clears a field sent empty and keeps fields not sent', async () => {
    await patchProfile({ name: 'Ada', phone: '0123 456' });
    const response = await patchProfile({ phone: '' });
    expect(response.json().data.attributes).toMatchObject({ name: 'Ada', phone: null });
  });

  it('refuses a wrong fiscal code with "Invalid fiscal code" (Italian: "Codice fiscale non valido")', async () => {
    const response = await patchProfile({ national_id_number: WRONG_FISCAL_CODE });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      code: 'fiscal_code_invalid',
      title: 'Invalid fiscal code',
    });
    const it = await client.request('PATCH', '/api/auth/user?locale=it', {
      national_id_number: 'ABC',
    });
    expect(it.json().errors[0].title).toBe('Codice fiscale non valido');
    expect((await client.get('/api/me')).json().data.attributes.national_id_number).toBeNull();
  });

  it('refuses a phone number that is not one', async () => {
    const response = await patchProfile({ phone: 'call me maybe' });
    expect(response.statusCode).toBe(400);
  });

  it('has no profile for a guest, and none without a session', async () => {
    const guest = new TestClient(t.app);
    await guest.loginAsGuest();
    const response = await patchProfile({ name: 'Guest' }, guest);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('registered_only');
    const nobody = await patchProfile({ name: 'Nobody' }, new TestClient(t.app));
    expect(nobody.statusCode).toBe(401);
  });

  it('changes the password with the current one; every other session ends, this one renews', async () => {
    const other = new TestClient(t.app);
    await other.post('/api/login', { username: 'ada@example.com', password: PASSWORD });
    const before = client.cookie('sid');
    const response = await client.post('/api/auth/password', {
      current_password: PASSWORD,
      password: 'a brand new password',
    });
    expect(response.statusCode).toBe(204);
    expect(client.cookie('sid')).not.toBe(before);
    expect((await client.get('/api/me')).statusCode).toBe(200);
    expect((await other.get('/api/me')).statusCode).toBe(401);
    const login = await new TestClient(t.app).post('/api/login', {
      username: 'ada@example.com',
      password: 'a brand new password',
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a wrong current password and a short new one', async () => {
    const wrong = await client.post('/api/auth/password', {
      current_password: 'nope',
      password: 'long enough',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({
      code: 'current_password_wrong',
      title: 'The current password is not correct',
    });
    const short = await client.post('/api/auth/password', {
      current_password: PASSWORD,
      password: 'short',
    });
    expect(short.json().errors[0].title).toBe('Password is too short');
  });

  it('deletes the account with its albums after the password is confirmed', async () => {
    const db = t.database.handle.db;
    const me = (await client.get('/api/me')).json().data;
    await createAlbum(db, me.id);
    const wrong = await client.request('DELETE', '/api/auth/user', { password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    const response = await client.request('DELETE', '/api/auth/user', { password: PASSWORD });
    expect(response.statusCode).toBe(204);
    expect((await client.get('/api/me')).statusCode).toBe(401);
    expect(await db.selectFrom('users').selectAll().where('id', '=', me.id).execute()).toEqual([]);
    expect(
      await db.selectFrom('albums').selectAll().where('user_id', '=', me.id).execute(),
    ).toEqual([]);
    const login = await client.post('/api/login', {
      username: 'ada@example.com',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses the new endpoints without the CSRF header', async () => {
    const noCsrf = { 'x-csrf-token': '' };
    const calls = [
      client.request('PATCH', '/api/auth/user', { name: 'x' }, noCsrf),
      client.post(
        '/api/auth/password',
        { current_password: PASSWORD, password: 'long enough' },
        noCsrf,
      ),
      client.request('DELETE', '/api/auth/user', { password: PASSWORD }, noCsrf),
      client.post('/api/signup', { email: 'b@example.com', password: PASSWORD }, noCsrf),
      client.post('/api/signup/activation', { uuid: 'x' }, noCsrf),
      client.post('/api/auth/change', { contact: 'ada@example.com' }, noCsrf),
      client.request('PATCH', '/api/auth/change', { uuid: 'x', password: 'long enough' }, noCsrf),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].code).toBe('csrf_invalid');
    }
    expect((await client.get('/api/me')).statusCode).toBe(200);
  });
});
