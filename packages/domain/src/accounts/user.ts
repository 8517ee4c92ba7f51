import { z } from 'zod';

/** Current-user resource attributes (spec 1 §3); `role` is ours (ARCHITECTURE: roles from the start). */
export const UserSchema = z.object({
  username: z.string().min(1),
  status: z.enum(['draft', 'active']),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  national_id_number: z.string().nullable(),
  role: z.enum(['customer', 'admin']),
});
export type User = z.infer<typeof UserSchema>;

/** An anonymous user's username starts with this prefix (spec 1 §3, §9). */
export const GUEST_USERNAME_PREFIX = 'uuid-';

export function guestUsername(uuid: string): string {
  return `${GUEST_USERNAME_PREFIX}${uuid}`;
}

export function isGuestUsername(username: string): boolean {
  return username.startsWith(GUEST_USERNAME_PREFIX);
}

/** Draft users (e-mail not activated) cannot stay logged in (spec 1 §4). */
export function canStaySignedIn(user: Pick<User, 'status'>): boolean {
  return user.status === 'active';
}
