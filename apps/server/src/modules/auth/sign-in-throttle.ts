import type { Clock } from '../../clock';
import { TooManyRequestsError } from '../../http/errors';
import { normalizeEmail } from './account-links';

/** Failed sign-ins from one address to one account before any wait (issue 13 hole 8). */
export const FREE_ATTEMPTS = 5;
const FIRST_WAIT_MS = 1000;
export const LONGEST_WAIT_MS = 15 * 60_000;
/** A pair that has been quiet this long starts again from nothing. */
const FORGET_AFTER_MS = 3600_000;
const MAX_PAIRS = 100_000;

interface Pair {
  failures: number;
  lockedUntil: number;
  lastFailure: number;
}

/**
 * Issue 13 hole 8, decision 011: failed sign-ins are throttled per (account, address)
 * pair, never per account, so a stranger guessing the plant's admin password cannot lock
 * the admin out. After FREE_ATTEMPTS failures the pair waits 1 s, then 2 s, 4 s, … up to
 * 15 minutes; the 429 says how long. A success clears the pair. The right password from
 * another address is never refused here (the bot check still applies to every sign-in).
 * Counters live in the process, like the per-address rate limits.
 */
export function createSignInThrottle(clock: Clock) {
  const pairs = new Map<string, Pair>();
  const keyOf = (email: string, address: string) => `${normalizeEmail(email)}\n${address}`;
  const now = () => clock.now().getTime();

  function forgetQuietPairs(at: number): void {
    if (pairs.size < MAX_PAIRS) return;
    for (const [key, pair] of pairs) {
      if (at - pair.lastFailure > FORGET_AFTER_MS || pairs.size >= MAX_PAIRS) pairs.delete(key);
    }
  }

  return {
    /** 429 `sign_in_throttled`, with the seconds to wait, while the pair is waiting. */
    assertOpen(email: string, address: string): void {
      const pair = pairs.get(keyOf(email, address));
      const wait = pair ? pair.lockedUntil - now() : 0;
      if (wait <= 0) return;
      const seconds = Math.ceil(wait / 1000);
      throw new TooManyRequestsError(
        seconds,
        'sign_in_throttled',
        'Too many failed sign-ins from here: try again in {{seconds}} seconds',
        { seconds },
      );
    },
    fail(email: string, address: string): void {
      const at = now();
      const key = keyOf(email, address);
      const previous = pairs.get(key);
      const failures =
        previous && at - previous.lastFailure <= FORGET_AFTER_MS ? previous.failures + 1 : 1;
      const over = failures - FREE_ATTEMPTS;
      const wait = over < 0 ? 0 : Math.min(FIRST_WAIT_MS * 2 ** over, LONGEST_WAIT_MS);
      forgetQuietPairs(at);
      pairs.set(key, { failures, lockedUntil: at + wait, lastFailure: at });
    },
    succeed(email: string, address: string): void {
      pairs.delete(keyOf(email, address));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
