/**
 * Guest usernames carry the prefix "uuid-" (spec 1 §3, §9).
 *
 * TODO(domain): switch to `isGuestUsername` / `guestUsername` from @vinyl/domain once
 * packages/domain exports them, and delete this file. Keep this the only copy of the rule
 * in apps/web.
 */
const GUEST_USERNAME_PREFIX = 'uuid-';

export function isGuestUsername(username: string | null | undefined): boolean {
  return typeof username === 'string' && username.startsWith(GUEST_USERNAME_PREFIX);
}
