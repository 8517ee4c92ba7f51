import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { TooManyRequestsError } from '../../http/errors';
import { normalizeEmail } from './account-links';

/** Failed sign-ins from one address to one account before any wait (issue 13 hole 8). */
export const FREE_ATTEMPTS = 5;
const FIRST_WAIT_MS = 1000;
export const LONGEST_WAIT_MS = 15 * 60_000;
/** A pair that has been quiet this long starts again from nothing. */
const FORGET_AFTER_MS = 3600_000;
const PREFIX = 'sign-in-throttle:';

/** How long a pair with `failures` failures waits after its last one. */
function waitAfter(failures: number): number {
  const over = failures - FREE_ATTEMPTS;
  return over < 0 ? 0 : Math.min(FIRST_WAIT_MS * 2 ** over, LONGEST_WAIT_MS);
}

/**
 * Issue 13 hole 8, decision 011: failed sign-ins are throttled per (account, address)
 * pair, never per account, so a stranger guessing the plant's admin password cannot lock
 * the admin out. After FREE_ATTEMPTS failures the pair waits 1 s, then 2 s, 4 s, … up to
 * 15 minutes; the 429 says how long. A success clears the pair. The right password from
 * another address is never refused here (the bot check still applies to every sign-in).
 *
 * The counters live in the database (issue 20, decision 033), in the rate limits' table:
 * `count` is the pair's failures and `reset_at` the moment it is forgotten (its last
 * failure + an hour), so every server behind the proxy counts the same failures and the
 * rate limits' hourly sweep deletes quiet pairs. One upsert per failure.
 */
export function createSignInThrottle(clock: Clock, db: Kysely<Database>) {
  const keyOf = (email: string, address: string) => `${PREFIX}${normalizeEmail(email)}\n${address}`;
  const now = () => clock.now().getTime();

  return {
    /** 429 `sign_in_throttled`, with the seconds to wait, while the pair is waiting. */
    async assertOpen(email: string, address: string): Promise<void> {
      const at = now();
      const row = await db
        .selectFrom('rate_limits')
        .select(['count', 'reset_at'])
        .where('key', '=', keyOf(email, address))
        .executeTakeFirst();
      if (!row || Number(row.reset_at) <= at) return;
      const lastFailure = Number(row.reset_at) - FORGET_AFTER_MS;
      const wait = lastFailure + waitAfter(Number(row.count)) - at;
      if (wait <= 0) return;
      const seconds = Math.ceil(wait / 1000);
      throw new TooManyRequestsError(
        seconds,
        'sign_in_throttled',
        'Too many failed sign-ins from here: try again in {{seconds}} seconds',
        { seconds },
      );
    },
    async fail(email: string, address: string): Promise<void> {
      const at = now();
      const forgetAt = at + FORGET_AFTER_MS;
      await sql`
        insert into rate_limits (key, count, reset_at) values (${keyOf(email, address)}, 1, ${forgetAt})
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= ${at} then 1 else rate_limits.count + 1 end,
          reset_at = ${forgetAt}`.execute(db);
    },
    async succeed(email: string, address: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('key', '=', keyOf(email, address)).execute();
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
