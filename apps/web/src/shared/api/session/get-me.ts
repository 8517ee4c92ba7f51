import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { toSessionUser } from './user-resource';
import type { UserDocument } from './user-resource';

/** `GET /api/me?refresh=true`: the current user, or 401 `not_authenticated` / `session_expired`. */
export async function getMe(signal?: AbortSignal) {
  const document = await apiFetch<UserDocument>('/me', {
    query: { refresh: true },
    ...(signal && { signal }),
  });
  return toSessionUser(document);
}

export const meQueryKey = ['session', 'me'] as const;

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    retry: false,
    // The navigation guard reacts to an expired session itself (spec 1 §4).
    meta: { handlesSessionExpiry: true },
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
