import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';

export type SocialProvider = 'google' | 'facebook';

/** `GET /api/auth/providers`: the social sign-ins the shop has configured (issue 14 item 14). */
export async function getSignInProviders(signal?: AbortSignal): Promise<SocialProvider[]> {
  const answer = await apiFetch<{ providers: SocialProvider[] }>(
    '/auth/providers',
    signal ? { signal } : {},
  );
  return answer.providers;
}

export function signInProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => getSignInProviders(signal),
    staleTime: Infinity,
  });
}

export function useSignInProviders() {
  return useQuery(signInProvidersQueryOptions());
}
