import { sessionWriteCount } from '../../db/database';
import type { UserRow } from '../users';

/** SESSION_CACHE_MS's default: a logout on another server is seen here within 1 s. */
export const DEFAULT_SESSION_CACHE_MS = 1000;

/** A session read as the lookup found it active: its user and its times (ms since 1970). */
export interface RememberedSession {
  user: UserRow;
  sessionId: string;
  expiresAt: number;
  lastSeenAt: number;
}

interface Entry extends RememberedSession {
  /** When it was read (`now()`, monotonic). */
  readAt: number;
  /** `sessionWriteCount()` when the read began. */
  writes: number;
}

/** Where a read began: the write count and the clock, taken before the statement is sent. */
export interface ReadBegun {
  writes: number;
  at: number;
}

export interface SessionCacheOptions {
  /** How long a read is reused; 0 turns the cache off. */
  ttlMs: number;
  /** At most this many sessions remembered, the oldest read dropped first. */
  maxEntries?: number;
  /** A monotonic clock in ms (tests pass their own). */
  now?: () => number;
  /** The process's count of writes to sessions and users (tests pass their own). */
  writes?: () => number;
}

/**
 * Session reads remembered for a very short time (decision 047), keyed by the session id
 * (the token's SHA-256, never the token). A remembered read is used only while
 * - it is younger than `ttlMs` (1 s by default: the bound after which a logout, a password
 *   change or a role change made on ANOTHER server of the shop takes effect here), and
 * - no statement writing `sessions` or `users`, no commit and no schema change has run in
 *   this process since the read began (any logout, sign-in, profile or role change made
 *   through this server ends every remembered read at once).
 * The caller still checks the session's expiry against its clock on every use.
 */
export function createSessionCache(options: SessionCacheOptions) {
  const { ttlMs, maxEntries = 10_000 } = options;
  const now = options.now ?? (() => performance.now());
  const writes = options.writes ?? sessionWriteCount;
  const entries = new Map<string, Entry>();
  return {
    enabled: ttlMs > 0,
    /**
     * Where a read begins: the value to give `remember`. Its age counts from here, not from
     * when the answer came back, so a slow read is not reused past the bound.
     */
    begin: (): ReadBegun => ({ writes: writes(), at: now() }),
    get(id: string): RememberedSession | undefined {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (entry.writes !== writes() || now() - entry.readAt >= ttlMs) {
        entries.delete(id);
        return undefined;
      }
      return entry;
    },
    /** Keeps a read begun at `begun` (from `begin`), unless something was written since. */
    remember(id: string, session: RememberedSession, begun: ReadBegun): void {
      if (ttlMs <= 0 || begun.writes !== writes()) return;
      entries.delete(id);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(id, { ...session, readAt: begun.at, writes: begun.writes });
    },
    size: () => entries.size,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
