/**
 * Guest usernames carry the prefix "uuid-" (spec 1 §3, §9).
 *
 * TODO(domain): use `isGuestUsername` from @vinyl/domain once it can be imported without
 * zod. Today it shares `user.ts` with `UserSchema`, and importing it puts all of zod
 * (about 25 KB gzipped) into the login route, over DESIGN.md's 170 KB budget. Keep this the
 * only copy of the rule in apps/web.
 */
const GUEST_USERNAME_PREFIX = 'uuid-';

export function isGuestUsername(username: string): boolean {
  return username.startsWith(GUEST_USERNAME_PREFIX);
}

/** The uuid a guest signs in with, read back from their username. */
export function guestUuidOf(username: string): string | null {
  return isGuestUsername(username) ? username.slice(GUEST_USERNAME_PREFIX.length) : null;
}

/**
 * Spec 1 §6: a draft user (e-mail not activated) cannot stay signed in.
 * TODO(domain): `canStaySignedIn` from @vinyl/domain, same reason as above.
 */
export function canStaySignedIn(user: { status: string }): boolean {
  return user.status === 'active';
}
