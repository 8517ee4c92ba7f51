import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, signIn } from './support/accounts';
import { createAlbumThroughApi } from './support/albums';
import { createTestApp, createTestClock, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { pageSession } from './support/web-build';

describe(`index.html tells the app about the session (issue 18, decision 056) on ${testDialect}`, () => {
  let dir: string;
  let t: TestApp;
  let clock: ReturnType<typeof createTestClock>;
  let client: TestClient;
  const page = (url = '/dashboard') =>
    client.get(url, { accept: 'text/html', 'accept-language': 'en' });

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-web-session-'));
    // As the build leaves it: the entry's script in the head.
    const html =
      '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Vinyl shop</title>\n' +
      '    <script type="module" crossorigin src="/assets/index-a1.js"></script>\n  </head>\n' +
      '  <body><div id="root"></div></body>\n</html>\n';
    fs.writeFileSync(path.join(dir, 'index.html'), html);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  beforeEach(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock, webDistDir: dir, env: { SESSION_TTL_HOURS: '2' } });
    client = new TestClient(t.app);
  });
  afterEach(() => t.close());

  it('says "not signed in" without a cookie, and is never stored', async () => {
    const answer = await page('/login');
    expect(answer.statusCode).toBe(200);
    expect(pageSession(answer.body)).toEqual({ me: 'not_authenticated' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it("carries /api/me's answer and the customer's album count", async () => {
    await client.loginAsGuest();
    const me = await client.get('/api/me?refresh=true');
    expect(pageSession((await page()).body)).toEqual({ me: me.json(), albumCount: 0 });
    await createAlbumThroughApi(client);
    await createAlbumThroughApi(client);
    const answer = await page('/preview');
    expect(pageSession(answer.body)).toEqual({ me: me.json(), albumCount: 2 });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('says the session expired as /api/me would, then that nobody is signed in', async () => {
    await client.loginAsGuest();
    clock.advance(2 * 3600_000 + 1);
    expect(pageSession((await page()).body)).toEqual({ me: 'session_expired' });
    expect(pageSession((await page()).body)).toEqual({ me: 'not_authenticated' });
    client.setCookie('sid', 'not-a-session');
    expect(pageSession((await page()).body)).toEqual({ me: 'not_authenticated' });
  });

  it("slides the session's expiry as /api/me?refresh=true does", async () => {
    await client.loginAsGuest();
    clock.advance(1.5 * 3600_000);
    expect(pageSession((await page()).body)).toMatchObject({ albumCount: 0 });
    clock.advance(1.5 * 3600_000);
    expect((await client.get('/api/me')).statusCode).toBe(200);
  });

  it('keeps any name inside the JSON: markup cannot end the element, `$` is no pattern', async () => {
    await createAccount(client, t.database.dataDir, 'ada@example.com');
    await signIn(client, 'ada@example.com', 'correct horse battery');
    for (const name of ['</script><script>alert(1)</script>', 'Ann $` Lee', "Bo $' $& $$ Ng"]) {
      const saved = await client.request(
        'PATCH',
        '/api/auth/user',
        { name },
        { 'content-type': 'application/json' },
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const answer = await page();
      expect(answer.body).not.toContain('<script>alert(1)');
      expect(answer.body.match(/<script type="module"/g), name).toHaveLength(1);
      expect(pageSession(answer.body), name).toMatchObject({
        me: { data: { attributes: { name } } },
      });
    }
  });

  it('still answers the page when the session cannot be read, without one (the app then asks)', async () => {
    client.setCookie('sid', 'a-session-the-database-must-be-asked-for');
    await t.database.handle.db.schema.dropTable('sessions').execute();
    const answer = await page();
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root">');
    expect(pageSession(answer.body)).toBeUndefined();
  });
});
