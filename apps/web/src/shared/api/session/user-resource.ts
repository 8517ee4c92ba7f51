import type { SessionUser } from '../../session/types';
import type { JsonApiDocument, JsonApiResource } from '../json-api';

/** Attributes of a `users` resource (spec 1 §3). TODO(domain): use `UserSchema` when it lands. */
export interface UserAttributes {
  username: string;
  status: string;
  name?: string | null;
  surname?: string | null;
  email?: string | null;
  phone?: string | null;
  national_id_number?: string | null;
  role?: string | null;
}

export type UserDocument = JsonApiDocument<JsonApiResource<UserAttributes>>;

export function toSessionUser(document: UserDocument): SessionUser {
  const { id, attributes } = document.data;
  return {
    id,
    username: attributes.username,
    status: attributes.status,
    name: attributes.name ?? null,
    surname: attributes.surname ?? null,
    email: attributes.email ?? null,
    phone: attributes.phone ?? null,
    national_id_number: attributes.national_id_number ?? null,
    role: attributes.role ?? null,
  };
}
