import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import pg from 'pg';

const RELEASE_CHANNEL = 'tus_lock_release';
const RETRY_MS = 100;

/**
 * The tus lock of an upload across server processes (issue 20 item 3, decision 026): a
 * PostgreSQL session advisory lock on the upload's id, held on a connection of its own for
 * as long as the request that took it. When another process wants the lock it NOTIFYs;
 * the holder's process hears it and asks its request to let go (tus's `requestRelease`),
 * as @tus/server's MemoryLocker does within one process. A holder whose process dies loses
 * the lock with its connection.
 */
export function createPgAdvisoryLocker(options: {
  connectionString: string;
  /** How long a request waits for the lock before tus answers it 500 ERR_LOCK_TIMEOUT. */
  acquireTimeoutMs?: number;
  /** Connections for held locks: uploads patched at once by this process, at most. */
  maxLocks?: number;
}): Locker & { close(): Promise<void> } {
  const timeoutMs = options.acquireTimeoutMs ?? 30_000;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxLocks ?? 20,
  });
  pool.on('error', () => undefined);
  /** Locks this process holds: id → how to ask its request to let go. */
  const held = new Map<string, RequestRelease>();
  let listener: Promise<pg.Client> | null = null;

  function listen(): Promise<pg.Client> {
    listener ??= (async () => {
      const client = new pg.Client({ connectionString: options.connectionString });
      client.on('error', () => {
        listener = null;
      });
      await client.connect();
      client.on('notification', (message) => {
        const release = message.payload ? held.get(message.payload) : undefined;
        if (release) void release();
      });
      await client.query(`LISTEN ${RELEASE_CHANNEL}`);
      return client;
    })();
    return listener;
  }

  class PgAdvisoryLock implements Lock {
    private client: pg.PoolClient | null = null;
    private onLost: ((error: Error) => void) | null = null;

    constructor(private readonly id: string) {}

    async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
      await listen();
      const until = Date.now() + timeoutMs;
      const client = await pool.connect();
      try {
        for (;;) {
          const { rows } = await client.query<{ ok: boolean }>(
            `select pg_try_advisory_lock(hashtextextended($1, 0)) as ok`,
            [`tus:${this.id}`],
          );
          if (rows[0]?.ok) {
            this.client = client;
            held.set(this.id, requestRelease);
            // The connection lost (database restart, terminated): so is the lock. Removed
            // at unlock: the pool lends the same connection to the next lock.
            this.onLost = (error) => {
              if (this.client !== client) return;
              this.client = null;
              held.delete(this.id);
              client.release(error);
            };
            client.once('error', this.onLost);
            return;
          }
          // Ask whoever holds it, in any process, to let go; then try again shortly.
          await client.query(`select pg_notify($1, $2)`, [RELEASE_CHANNEL, this.id]);
          if (stopSignal.aborted || Date.now() > until) throw ERRORS.ERR_LOCK_TIMEOUT;
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        }
      } catch (error) {
        client.release();
        throw error;
      }
    }

    async unlock(): Promise<void> {
      const client = this.client;
      // Lost with its connection: nothing is held any more.
      if (!client) return;
      this.client = null;
      if (this.onLost) client.removeListener('error', this.onLost);
      this.onLost = null;
      held.delete(this.id);
      try {
        await client.query(`select pg_advisory_unlock(hashtextextended($1, 0))`, [
          `tus:${this.id}`,
        ]);
        client.release();
      } catch (error) {
        // A connection that failed is dropped: its session, and so the lock, ends with it.
        client.release(error instanceof Error ? error : true);
      }
    }
  }

  return {
    newLock: (id) => new PgAdvisoryLock(id),
    async close() {
      const client = listener ? await listener.catch(() => null) : null;
      await client?.end();
      await pool.end();
    },
  };
}
