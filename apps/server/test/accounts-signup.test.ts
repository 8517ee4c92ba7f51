import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createSignUpService } from '../src/modules/auth/sign-up.service';
import { createTokensRepository } from '../src/modules/auth/tokens.repository';
import { createUsersService } from '../src/modules/users';
import { createAlbum } from './factories';
import { createAccount, lastMailTo, linkIn, mailsSettled, readOutbox } from './support/accounts';
import { createTestApp, createTestClock, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

const PASSWORD = 'correct horse battery';

describe(`sign-up and activation on ${testDialect}`, () => {
  let t: TestApp;
  let clock: ReturnType<typeof createTestClock>;
  let client: TestClient;

  beforeEach(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock, env: { PUBLIC_ORIGIN: 'https://shop.example' } });
    client = new TestClient(t.app);
  });
  afterEach(() => t.close());

  const signUp = (body: Record<string, unknown>, c = client) => c.post('/api/signup', body);

  it('creates a draft account and mails an activation link on the shop origin', async () => {
    const response = await signUp({
      username: 'ada@example.com',
      email: 'Ada@Example.com ',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ meta: { email: 'ada@example.com' } });
    const mail = await lastMailTo(t.database.dataDir, 'ada@example.com');
    expect(mail.subject).toBe('Confirm your e-mail address');
    const { url, token } = linkIn(mail, 'activate');
    expect(url.origin + url.pathname).toBe('https://shop.example/activate');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const user = await t.database.handle.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'ada@example.com')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ status: 'draft', email: 'ada@example.com' });
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // Only the token's hash is stored.
    const tokens = await t.database.handle.db.selectFrom('account_tokens').selectAll().execute();
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.id).not.toContain(token);
    expect(tokens[0]?.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('writes the mail in the customer language, as text and HTML', async () => {
    await signUp({ email: 'bea@example.com', password: PASSWORD }).then(() => undefined);
    const italian = new TestClient(t.app);
    await italian.post('/api/signup?locale=it', { email: 'carla@example.com', password: PASSWORD });
    const en = await lastMailTo(t.database.dataDir, 'bea@example.com');
    const it = await lastMailTo(t.database.dataDir, 'carla@example.com');
    expect(en.raw).toContain('multipart/alternative');
    expect(en.decoded).toContain('<a href="https://shop.example/activate?uuid=');
    expect(en.decoded).toContain('Confirm your e-mail address to activate your account');
    expect(it.subject).toBe('Conferma il tuo indirizzo email');
    expect(it.decoded).toContain('Conferma il tuo indirizzo email per attivare il tuo account');
  });

  it('ignores activation and redirect URLs on another origin, uses the path of its own', async () => {
    await signUp({
      email: 'dan@example.com',
      password: PASSWORD,
      activation_url: 'https://evil.example/activate',
      redirect_url: 'https://evil.example/',
    });
    expect(
      linkIn(await lastMailTo(t.database.dataDir, 'dan@example.com'), 'activate').url.origin,
    ).toBe('https://shop.example');
    await signUp({
      email: 'eva@example.com',
      password: PASSWORD,
      activation_url: 'https://shop.example/activate?next=x#y',
    });
    const { url } = linkIn(await lastMailTo(t.database.dataDir, 'eva@example.com'), 'activate');
    expect(url.pathname).toBe('/activate');
    expect([...url.searchParams.keys()]).toEqual(['uuid']);
  });

  it.each([
    [
      { email: 'not-an-address', password: PASSWORD },
      'signup_failed',
      'There was a problem processing the signup request, please retry',
    ],
    [
      { email: 'uuid-1@example.com', password: PASSWORD },
      'signup_failed',
      'There was a problem processing the signup request, please retry',
    ],
    [
      { email: 'fay@example.com', username: 'other@example.com', password: PASSWORD },
      'signup_failed',
      'There was a problem processing the signup request, please retry',
    ],
    [
      { email: 'gus@example.com', password: 'short12' },
      'password_too_short',
      'Password is too short',
    ],
  ])('refuses %o with %s', async (body, code, title) => {
    const response = await signUp(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ status: '400', code, title });
    await mailsSettled(t.database.dataDir);
    expect(readOutbox(t.database.dataDir)).toHaveLength(0);
  });

  it('says it in Italian too', async () => {
    const response = await client.post('/api/signup?locale=it', {
      email: 'x@example.com',
      password: 'short',
    });
    expect(response.json().errors[0].title).toBe('La password è troppo corta');
  });

  it('answers an address that already has an account like any other, and mails its owner', async () => {
    await createAccount(client, t.database.dataDir, 'hal@example.com');
    const again = await signUp({ email: 'hal@example.com', password: 'another password' });
    expect(again.statusCode).toBe(202);
    const mail = await lastMailTo(t.database.dataDir, 'hal@example.com');
    expect(mail.subject).toBe('You already have an account');
    expect(linkIn(mail, 'login').url.toString()).toBe('https://shop.example/login');
    // The password did not change.
    expect(
      (await client.post('/api/login', { username: 'hal@example.com', password: PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it('activates once: the link then answers "The activation link has expired"', async () => {
    await signUp({ email: 'ivy@example.com', password: PASSWORD });
    const { token } = linkIn(await lastMailTo(t.database.dataDir, 'ivy@example.com'), 'activate');
    const first = await client.post('/api/signup/activation', { uuid: token });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.attributes).toMatchObject({
      username: 'ivy@example.com',
      status: 'active',
    });
    expect(first.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const second = await client.post('/api/signup/activation', { uuid: token });
    expect(second.statusCode).toBe(400);
    expect(second.json().errors[0]).toMatchObject({
      code: 'activation_expired',
      title: 'The activation link has expired',
    });
  });

  it('refuses an expired or unknown activation link', async () => {
    await signUp({ email: 'jon@example.com', password: PASSWORD });
    const { token } = linkIn(await lastMailTo(t.database.dataDir, 'jon@example.com'), 'activate');
    clock.advance(48 * 3600_000 + 1);
    const expired = await client.post('/api/signup/activation', { uuid: token });
    expect(expired.json().errors[0].code).toBe('activation_expired');
    const unknown = await client.post('/api/signup/activation?locale=it', { uuid: 'x'.repeat(43) });
    expect(unknown.json().errors[0].title).toBe('Il link di attivazione è scaduto');
  });

  it('a second sign-up of a pending address keeps the first password and link (hole 3)', async () => {
    await signUp({ email: 'kim@example.com', password: PASSWORD });
    const first = linkIn(await lastMailTo(t.database.dataDir, 'kim@example.com'), 'activate').token;
    const attacker = await new TestClient(t.app).post('/api/signup', {
      email: 'kim@example.com',
      password: 'set by someone else',
    });
    expect(attacker.statusCode).toBe(202);
    expect(attacker.json()).toEqual({ meta: { email: 'kim@example.com' } });
    // The mailbox gets a fresh link for the first sign-up; the first one keeps working.
    const fresh = linkIn(await lastMailTo(t.database.dataDir, 'kim@example.com'), 'activate').token;
    expect(fresh).not.toBe(first);
    expect((await client.post('/api/signup/activation', { uuid: first })).statusCode).toBe(200);
    expect((await client.post('/api/signup/activation', { uuid: fresh })).statusCode).toBe(400);
    const login = (password: string) =>
      new TestClient(t.app).post('/api/login', { username: 'kim@example.com', password });
    expect((await login(PASSWORD)).statusCode).toBe(200);
    expect((await login('set by someone else')).statusCode).toBe(401);
  });

  it('the fresh link of a repeated sign-up activates the first password too', async () => {
    await signUp({ email: 'kit@example.com', password: PASSWORD });
    await new TestClient(t.app).post('/api/signup', {
      email: 'kit@example.com',
      password: 'set by someone else',
    });
    const fresh = linkIn(await lastMailTo(t.database.dataDir, 'kit@example.com'), 'activate').token;
    expect((await client.post('/api/signup/activation', { uuid: fresh })).statusCode).toBe(200);
    const login = await new TestClient(t.app).post('/api/login', {
      username: 'kit@example.com',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it('a later sign-up from another guest does not take the pending account’s albums there', async () => {
    const db = t.database.handle.db;
    const victim = await client.loginAsGuest();
    const mine = await createAlbum(db, victim.id, { title: 'Victim record' });
    await signUp({ email: 'vic@example.com', password: PASSWORD });
    const attackerClient = new TestClient(t.app);
    const attacker = await attackerClient.loginAsGuest();
    const theirs = await createAlbum(db, attacker.id, { title: 'Attacker record' });
    await signUp({ email: 'vic@example.com', password: 'set by someone else' }, attackerClient);
    const fresh = linkIn(await lastMailTo(t.database.dataDir, 'vic@example.com'), 'activate').token;
    const account = (await client.post('/api/signup/activation', { uuid: fresh })).json().data;
    const owner = async (id: string) =>
      (
        await db
          .selectFrom('albums')
          .select('user_id')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).user_id;
    expect(await owner(mine.id)).toBe(account.id);
    expect(await owner(theirs.id)).toBe(attacker.id);
  });

  it('does the same expensive work for a new, a pending and an active address (hole 10)', async () => {
    const hashed: string[] = [];
    const sent: string[] = [];
    const db = t.database.handle.db;
    const service = createSignUpService({
      db,
      users: createUsersService(db),
      tokens: createTokensRepository(db),
      mailer: {
        add: async (mails) => {
          for (const mail of mails) if ('message' in mail) sent.push(mail.message.to);
          return [];
        },
      },
      clock,
      publicOrigin: 'https://shop.example',
      hasher: async (password) => {
        hashed.push(password);
        return hashPassword(password);
      },
    });
    await createAccount(client, t.database.dataDir, 'old@example.com');
    await service.signUp({ email: 'new@example.com', password: PASSWORD }, null, 'en');
    await service.signUp({ email: 'new@example.com', password: 'second try' }, null, 'en');
    await service.signUp({ email: 'old@example.com', password: PASSWORD }, null, 'en');
    expect(hashed).toEqual([PASSWORD, 'second try', PASSWORD]);
    expect(sent).toEqual(['new@example.com', 'new@example.com', 'old@example.com']);
  });

  it.each(['password', '12345678', '        ', 'kim@example.com'])(
    'refuses the weak password %j with "Use a strong password", in Italian too',
    async (password) => {
      const response = await signUp({ email: 'kim@example.com', password });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({
        code: 'password_too_weak',
        title: 'Use a strong password',
      });
      const italian = await client.post('/api/signup?locale=it', {
        email: 'kim@example.com',
        password,
      });
      expect(italian.json().errors[0].title).toMatch(/^Usa una password sicura/);
    },
  );

  it('a guest who signs up keeps working as the guest, with a new session id', async () => {
    const guest = await client.loginAsGuest();
    const before = client.cookie('sid');
    const response = await signUp({ email: 'lea@example.com', password: PASSWORD });
    expect(response.statusCode).toBe(202);
    expect(client.cookie('sid')).not.toBe(before);
    const me = await client.get('/api/me');
    expect(me.json().data.id).toBe(guest.id);
    const replay = new TestClient(t.app);
    replay.setCookie('sid', before ?? '');
    expect((await replay.get('/api/me')).statusCode).toBe(401);
  });

  it('moves the guest albums to the account at activation, not before', async () => {
    const db = t.database.handle.db;
    const guest = await client.loginAsGuest();
    const album = await createAlbum(db, guest.id, { title: 'Guest record' });
    await signUp({
      email: 'max@example.com',
      password: PASSWORD,
      uuid_user: guest.attributes.username.slice(5),
    });
    const owner = async () =>
      (
        await db
          .selectFrom('albums')
          .select('user_id')
          .where('id', '=', album.id)
          .executeTakeFirstOrThrow()
      ).user_id;
    expect(await owner()).toBe(guest.id);

    // Activated from another device: the link alone carries the takeover.
    const { token } = linkIn(await lastMailTo(t.database.dataDir, 'max@example.com'), 'activate');
    const activated = await new TestClient(t.app).post('/api/signup/activation', { uuid: token });
    expect(await owner()).toBe(activated.json().data.id);

    const account = new TestClient(t.app);
    await account.post('/api/login', { username: 'max@example.com', password: PASSWORD });
    const albums = await account.get('/api/albums?filter[mine]');
    expect(albums.json().data.map((a: { id: string }) => a.id)).toEqual([album.id]);
  });

  it('takes over the guest named by uuid_user when the session has expired', async () => {
    const db = t.database.handle.db;
    const uuid = crypto.randomUUID();
    const guest = await new TestClient(t.app).loginAsGuest(uuid);
    const album = await createAlbum(db, guest.id);
    await signUp({ email: 'ned@example.com', password: PASSWORD, extra: { uuid_user: uuid } });
    const { token } = linkIn(await lastMailTo(t.database.dataDir, 'ned@example.com'), 'activate');
    const account = (await client.post('/api/signup/activation', { uuid: token })).json().data;
    const row = await db
      .selectFrom('albums')
      .select('user_id')
      .where('id', '=', album.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(account.id);
  });
});
