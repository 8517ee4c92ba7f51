import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestClock,
  TestClient,
  type TestApp,
} from '../../../test/support/test-app';
import { testDialect } from '../../../test/support/test-database';
import { mayWriteSessions } from '../../db/database';
import type { UserRow } from '../users';
import { createAuthService, hashToken } from './auth.service';
import { createSessionCache } from './session-cache';
import type { SessionsRepository, SessionWithUser } from './sessions.repository';

/** A fake monotonic clock and write count, so that no test waits. */
function fakeCache(ttlMs: number, maxEntries?: number) {
  const state = { now: 0, writes: 0 };
  const cache = createSessionCache({
    ttlMs,
    ...(maxEntries && { maxEntries }),
    now: () => state.now,
    writes: () => state.writes,
  });
  return { state, cache };
}

const user = { id: 'u1', username: 'mara' } as UserRow;
const session = (id: string) => ({ user, sessionId: id, expiresAt: 2e12, lastSeenAt: 1e12 });

describe('the statements that end remembered session reads', () => {
  it.each([
    'update "users" set "role" = $1 where "id" = $2',
    'delete from "sessions" where "user_id" = ?',
    'insert into "sessions" ("id", "user_id") values ($1, $2)',
    'with "gone" as (select "id" from "albums") update "users" set "email" = $1',
    'insert or replace into "sessions" ("id") values (?)',
    'update "public"."users" set "password_hash" = $1',
    'truncate "albums", "users"',
    'merge into "users" using "imports" on true when matched then delete',
    'commit',
    'alter table "albums" add column "x" text',
  ])('counts %s', (statement) => {
    expect(mayWriteSessions(statement)).toBe(true);
  });

  it.each([
    'select "users".*, "sessions"."expires_at" as "session_expires_at", "sessions"."last_seen_at" ' +
      'as "session_seen_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" ' +
      'where "sessions"."id" = $1',
    'select "updated_at", "deleted_at" from "users" where "id" = $1',
    'update "albums" set "title" = $1, "updated_at" = $2 where "user_id" = $3',
    'insert into "albums" ("id", "user_id") values ($1, $2)',
  ])('does not count %s', (statement) => {
    expect(mayWriteSessions(statement)).toBe(false);
  });
});

describe('the session cache (decision 047)', () => {
  it('reuses a read only while it is younger than its ttl', () => {
    const { state, cache } = fakeCache(1000);
    cache.remember('a', session('a'), cache.begin());
    state.now = 999;
    expect(cache.get('a')?.sessionId).toBe('a');
    state.now = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  it("counts a read's age from when it was sent, not from when its answer came", () => {
    const { state, cache } = fakeCache(1000);
    const begun = cache.begin();
    state.now = 400; // the database took 400 ms to answer
    cache.remember('a', session('a'), begun);
    state.now = 999;
    expect(cache.get('a')?.sessionId).toBe('a');
    state.now = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets every read when sessions or users are written in this process', () => {
    const { state, cache } = fakeCache(1000);
    cache.remember('a', session('a'), cache.begin());
    state.writes += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep a read during which something was written', () => {
    const { state, cache } = fakeCache(1000);
    const begun = cache.begin();
    state.writes += 1;
    cache.remember('a', session('a'), begun);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing with a ttl of 0, and drops the oldest read past its size', () => {
    const off = fakeCache(0).cache;
    off.remember('a', session('a'), off.begin());
    expect(off.get('a')).toBeUndefined();
    const { cache } = fakeCache(1000, 2);
    for (const id of ['a', 'b', 'c']) cache.remember(id, session(id), cache.begin());
    expect(cache.size()).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.sessionId).toBe('c');
  });
});

describe('session lookups with the cache (decision 047)', () => {
  const token = 'token-1';
  const id = hashToken(token);
  const clock = createTestClock();
  const row = (): SessionWithUser => ({
    session: {
      id,
      expires_at: new Date(clock.now().getTime() + 3600_000).toISOString(),
      last_seen_at: clock.now().toISOString(),
    },
    user,
  });

  function service(ttlMs: number) {
    const { state, cache } = fakeCache(ttlMs);
    let stored: SessionWithUser | undefined = row();
    let reads = 0;
    const sessions = {
      findWithUser: async () => {
        reads += 1;
        return stored;
      },
      delete: async () => {
        stored = undefined;
      },
      touch: async () => {},
    } as unknown as SessionsRepository;
    const auth = createAuthService({
      users: {} as never,
      sessions,
      clock,
      sessionTtlMs: 3600_000,
      sessionCache: cache,
    });
    return {
      auth,
      state,
      reads: () => reads,
      /** A logout made on another server: this process sees no write. */
      endElsewhere: () => {
        stored = undefined;
      },
    };
  }

  it('reads the database once for requests within the ttl', async () => {
    const s = service(1000);
    expect((await s.auth.lookupSession(token)).state).toBe('active');
    expect((await s.auth.lookupSession(token)).state).toBe('active');
    expect(s.reads()).toBe(1);
  });

  it('sees a logout made on another server once the ttl has passed (the documented bound)', async () => {
    const s = service(1000);
    await s.auth.lookupSession(token);
    s.endElsewhere();
    s.state.now = 1000;
    expect((await s.auth.lookupSession(token)).state).toBe('missing');
  });

  it('sees a logout made in this process at once', async () => {
    const s = service(1000);
    await s.auth.lookupSession(token);
    s.endElsewhere();
    s.state.writes += 1;
    expect((await s.auth.lookupSession(token)).state).toBe('missing');
  });

  it('reads the database on every request with a ttl of 0', async () => {
    const s = service(0);
    await s.auth.lookupSession(token);
    await s.auth.lookupSession(token);
    expect(s.reads()).toBe(2);
  });
});

describe(`remembered sessions end at once on this server, on ${testDialect}`, () => {
  let t: TestApp;
  let clock: ReturnType<typeof createTestClock>;
  let client: TestClient;

  beforeEach(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock, env: { SESSION_TTL_HOURS: '2', SESSION_CACHE_MS: '5000' } });
    client = new TestClient(t.app);
    await client.loginAsGuest();
    expect((await client.get('/api/me')).statusCode).toBe(200);
    expect((await client.get('/api/me')).statusCode).toBe(200);
  });
  afterEach(() => t.close());

  const withOldCookie = (sid: string) => {
    const other = new TestClient(t.app);
    other.setCookie('sid', sid);
    return other.get('/api/me');
  };

  it('logout: the old cookie is refused on the next request', async () => {
    const sid = client.cookie('sid') ?? '';
    expect((await client.post('/api/logout')).statusCode).toBeLessThan(300);
    expect((await withOldCookie(sid)).statusCode).toBe(401);
  });

  it('a session deleted through another connection of this process (a job, a worker)', async () => {
    const sid = client.cookie('sid') ?? '';
    const other = t.database.reopen();
    try {
      await other.db.deleteFrom('sessions').execute();
    } finally {
      await other.destroy();
    }
    expect((await withOldCookie(sid)).statusCode).toBe(401);
  });

  it('a user changed in the database is answered changed at once', async () => {
    await t.database.handle.db.updateTable('users').set({ name: 'Mara' }).execute();
    const me = await client.get('/api/me');
    expect(me.json().data.attributes.name).toBe('Mara');
  });

  it('expiry: a remembered session past its end is expired', async () => {
    clock.advance(2 * 3600_000 + 1);
    const me = await client.get('/api/me');
    expect(me.statusCode).toBe(401);
    expect(me.json().errors[0].code).toBe('session_expired');
  });
});
