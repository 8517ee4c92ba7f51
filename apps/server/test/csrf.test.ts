import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

describe(`CSRF protection on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const body = { uuid: '7d1e8f62-3b8e-4f0a-9a55-0c6a1f2b3c4d' };

  it('issues a token in an httpOnly SameSite=Strict cookie and repeats it', async () => {
    const client = new TestClient(t.app);
    const first = await client.get('/api/csrf');
    const token = first.json().token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.cookies.find((c) => c.name === 'csrf')).toMatchObject({
      value: token,
      httpOnly: true,
      sameSite: 'Strict',
    });
    expect((await client.get('/api/csrf')).json().token).toBe(token);
  });

  it('refuses a state-changing call without the header with 403 csrf_invalid', async () => {
    const client = new TestClient(t.app);
    await client.csrf();
    const response = await client.post('/api/login/anonymous', body, { 'x-csrf-token': '' });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0]).toMatchObject({ status: '403', code: 'csrf_invalid' });
  });

  it('refuses a header that does not match the cookie', async () => {
    const client = new TestClient(t.app);
    await client.csrf();
    const forged = 'A'.repeat(43);
    const response = await client.post('/api/login/anonymous', body, { 'x-csrf-token': forged });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a header when there is no cookie at all', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/anonymous',
      headers: { 'x-csrf-token': 'A'.repeat(43), 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('csrf_invalid');
  });

  it('accepts the call with the matching token', async () => {
    const client = new TestClient(t.app);
    expect((await client.post('/api/login/anonymous', body)).statusCode).toBe(200);
  });

  it('does not ask for a token on reads', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});
