import type { UserRow } from './users.repository';

/** The current-user resource (spec 1 §3): never the password hash. */
export function toUserResource(user: UserRow) {
  return {
    type: 'users' as const,
    id: user.id,
    attributes: {
      username: user.username,
      status: user.status,
      role: user.role,
      name: user.name,
      surname: user.surname,
      email: user.email,
      phone: user.phone,
      national_id_number: user.national_id_number,
    },
  };
}

export type UserResource = ReturnType<typeof toUserResource>;
