import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

const UUID = '0b8e6e59-5d8e-4a87-9d0a-2f0c1f5b1d11';

describe(`guest sessions on ${testDialect}`, () => {
  let t: TestApp;
  let clock: ReturnType<typeof createTestClock>;
  let client: TestClient;

  beforeEach(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock, env: { SESSION_TTL_HOURS: '2' } });
    client = new TestClient(t.app);
  });
  afterEach(() => t.close());

  it('creates the guest uuid-<uuid> and sets an httpOnly session cookie', async () => {
    const response = await client.post('/api/login/anonymous', { uuid: UUID });
    expect(response.statusCode).toBe(200);
    const user = response.json().data;
    expect(user.type).toBe('users');
    expect(user.attributes).toMatchObject({ username: `uuid-${UUID}`, status: 'active' });
    expect(user.attributes).not.toHaveProperty('password_hash');
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('resumes the same guest for the same uuid and a new one for another', async () => {
    const first = await client.loginAsGuest(UUID);
    const again = await new TestClient(t.app).loginAsGuest(UUID.toUpperCase());
    const other = await new TestClient(t.app).loginAsGuest();
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
  });

  it('answers the current user on /api/me while the session lasts', async () => {
    const guest = await client.loginAsGuest(UUID);
    const me = await client.get('/api/me?refresh=true');
    expect(me.statusCode).toBe(200);
    // Its own serializer once left the answer without a content type (decision 062).
    expect(me.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.json().data).toMatchObject({
      id: guest.id,
      attributes: { username: `uuid-${UUID}` },
    });
  });

  it('refuses a malformed uuid with a JSON:API 400 naming the field', async () => {
    const response = await client.post('/api/login/anonymous', { uuid: 'not-a-uuid' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(response.json().errors[0]).toMatchObject({
      status: '400',
      code: 'validation_failed',
      source: { pointer: '/body/uuid' },
    });
  });

  it('refuses broken JSON and unknown content types without a 500', async () => {
    const broken = await client.post('/api/login/anonymous', '{"uuid":', {
      'content-type': 'application/json',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0].code).toBe('invalid_json');
    const text = await client.post('/api/login/anonymous', 'uuid', {
      'content-type': 'text/plain',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().errors[0].code).toBe('unsupported_media_type');
  });

  it('answers 401 not_authenticated without a session', async () => {
    const response = await client.get('/api/me');
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0]).toMatchObject({ status: '401', code: 'not_authenticated' });
  });

  it('answers 401 session_expired once the session has expired, then forgets it', async () => {
    await client.loginAsGuest(UUID);
    clock.advance(2 * 3600_000 + 1);
    const expired = await client.get('/api/me');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errors[0].code).toBe('session_expired');
    const after = await client.get('/api/me');
    expect(after.json().errors[0].code).toBe('not_authenticated');
  });

  it('keeps an active session alive: use slides the expiry forward', async () => {
    await client.loginAsGuest(UUID);
    clock.advance(1.5 * 3600_000);
    expect((await client.get('/api/me')).statusCode).toBe(200);
    clock.advance(1.5 * 3600_000);
    expect((await client.get('/api/me')).statusCode).toBe(200);
  });

  it('lets the guest sign in again with the stored uuid after expiry and keep the same user', async () => {
    const guest = await client.loginAsGuest(UUID);
    clock.advance(3 * 3600_000);
    expect((await client.get('/api/me')).json().errors[0].code).toBe('session_expired');
    const again = await client.loginAsGuest(UUID);
    expect(again.id).toBe(guest.id);
  });

  it('ends the session on the server at logout', async () => {
    await client.loginAsGuest(UUID);
    const stolenCookie = client.cookie('sid');
    const logout = await client.post('/api/logout', {});
    expect(logout.statusCode).toBe(204);
    expect((await client.get('/api/me')).statusCode).toBe(401);
    const replay = new TestClient(t.app);
    replay.setCookie('sid', stolenCookie ?? '');
    expect((await replay.get('/api/me')).json().errors[0].code).toBe('not_authenticated');
  });

  it('speaks the customer language given by the locale parameter', async () => {
    const it = await client.get('/api/me?locale=it');
    expect(it.json().errors[0].title).toBe('Non hai effettuato l’accesso');
    const en = await client.get('/api/me?locale=en');
    expect(en.json().errors[0].title).toBe('You are not signed in');
  });
});

describe(`secure cookies behind HTTPS on ${testDialect}`, () => {
  it('marks the session cookie Secure when the request came over HTTPS', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const client = new TestClient(t.app);
      const response = await client.post(
        '/api/login/anonymous',
        { uuid: UUID },
        { 'x-forwarded-proto': 'https' },
      );
      expect(response.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
    } finally {
      await t.close();
    }
  });
});
