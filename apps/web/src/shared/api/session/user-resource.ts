import type { SessionUser } from '../../session/types';
import { ApiError } from '../api-error';
import type { JsonApiDocument, JsonApiResource } from '../json-api';

export type UserDocument = JsonApiDocument<JsonApiResource<Record<string, unknown>>>;

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function toSessionUser(document: UserDocument): SessionUser {
  const a = document.data.attributes;
  if (typeof a.username !== 'string') {
    throw new ApiError({ status: 200, code: 'invalid_response', title: 'Unexpected user' });
  }
  return {
    id: document.data.id,
    username: a.username,
    status: a.status === 'draft' ? 'draft' : 'active',
    name: text(a.name),
    surname: text(a.surname),
    email: text(a.email),
    phone: text(a.phone),
    national_id_number: text(a.national_id_number),
    role: a.role === 'admin' ? 'admin' : 'customer',
  };
}
