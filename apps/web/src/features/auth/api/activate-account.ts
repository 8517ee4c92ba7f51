import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';
import { toSessionUser, type UserDocument } from '../../../shared/api/session/user-resource';

/** `POST /api/signup/activation {uuid}`: activates the account of a mailed link (spec 1 §7). */
export async function activateAccount(uuid: string) {
  return toSessionUser(
    await apiFetch<UserDocument>('/signup/activation', { method: 'POST', body: { uuid } }),
  );
}

/**
 * A query, not a mutation: the link works once, and a query runs once per uuid even when
 * React mounts the page twice (StrictMode) or the visitor comes back to the tab.
 */
export function activationQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: ['account', 'activation', uuid],
    queryFn: () => activateAccount(uuid),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useActivation(uuid: string | null) {
  return useQuery({ ...activationQueryOptions(uuid ?? ''), enabled: uuid !== null });
}
