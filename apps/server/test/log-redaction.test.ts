import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { redactUrl } from '../src/http/log-redaction';
import { lastMailTo, linkIn } from './support/accounts';
import { TestClient } from './support/test-app';
import { createTestDatabase, testDialect, type TestDatabase } from './support/test-database';

const PASSWORD = 'a very secret password';

describe(`secrets never reach the log on ${testDialect}`, () => {
  let database: TestDatabase;
  let lines: string[];
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeEach(async () => {
    database = await createTestDatabase();
    lines = [];
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: database.dataDir,
      WEB_DIST_DIR: path.join(database.dataDir, 'no-web-build'),
      LOG_LEVEL: 'trace',
      BOT_CHECK: 'off',
    });
    app = await buildApp({
      config,
      database: database.handle,
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterEach(async () => {
    await app.close();
    await database.cleanup();
  });

  it('logs requests and mails without passwords, tokens, links or hashes', async () => {
    const client = new TestClient(app);
    await client.post('/api/signup', { email: 'ada@example.com', password: PASSWORD });
    const activation = linkIn(
      await lastMailTo(database.dataDir, 'ada@example.com'),
      'activate',
    ).token;
    await app.inject(`/activate?uuid=${activation}`);
    await client.post('/api/signup/activation', { uuid: activation });
    await client.post('/api/login', { username: 'ada@example.com', password: PASSWORD });
    await client.post('/api/login', { username: 'ada@example.com', password: `${PASSWORD}!` });
    await client.post('/api/auth/change', { contact: 'ada@example.com' });
    const reset = linkIn(await lastMailTo(database.dataDir, 'ada@example.com'), 'reset').token;
    await app.inject(`/reset?uuid=${reset}&x=1`);
    await client.request('PATCH', '/api/auth/change', { uuid: reset, password: `new ${PASSWORD}` });

    const log = lines.join('\n');
    expect(log).toContain('mail written to outbox');
    expect(log).toContain('/reset?uuid=%5Bredacted%5D&x=1');
    for (const secret of [PASSWORD, activation, reset, '$argon2id', 'ada@example.com']) {
      expect(log).not.toContain(secret);
    }
    const sid = client.cookie('sid') ?? '';
    expect(sid).not.toBe('');
    expect(log).not.toContain(sid);
  });

  it('redacts only the secret query parameters', () => {
    expect(redactUrl('/ext/google/callback?code=abc&state=def&scope=email')).toBe(
      '/ext/google/callback?code=%5Bredacted%5D&state=%5Bredacted%5D&scope=email',
    );
    expect(redactUrl('/api/albums?filter[mine]')).toBe('/api/albums?filter[mine]');
    // A name in escapes is the same name to the query parser, so it is hidden too.
    expect(redactUrl('/reset?%75uid=abc')).toBe('/reset?uuid=%5Bredacted%5D');
    expect(redactUrl('/reset?x=1&token=abc')).toBe('/reset?x=1&token=%5Bredacted%5D');
    expect(redactUrl('/reset?mytoken=abc&x=code')).toBe('/reset?mytoken=abc&x=code');
  });
});
