import { describe, expect, it } from 'vitest';
import { canStaySignedIn, guestUsername, isGuestUsername, UserSchema } from './user';

describe('users (spec 1 §3, §4, §9)', () => {
  it('prefixes guest usernames with uuid-', () => {
    expect(guestUsername('1b2c')).toBe('uuid-1b2c');
    expect(isGuestUsername('uuid-1b2c')).toBe(true);
    expect(isGuestUsername('anna@example.com')).toBe(false);
    expect(isGuestUsername('my-uuid-name')).toBe(false);
  });

  it('parses the current user and keeps draft users out', () => {
    const user = UserSchema.parse({
      username: 'anna@example.com',
      status: 'draft',
      name: 'Anna',
      surname: null,
      email: 'anna@example.com',
      phone: null,
      national_id_number: null,
      role: 'customer',
    });
    expect(canStaySignedIn(user)).toBe(false);
    expect(canStaySignedIn({ status: 'active' })).toBe(true);
    expect(UserSchema.safeParse({ ...user, role: 'root' }).success).toBe(false);
  });
});
