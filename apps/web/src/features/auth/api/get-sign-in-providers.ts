import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../shared/api/client';

export type SocialProvider = 'google' | 'facebook';

const KNOWN: readonly SocialProvider[] = ['google', 'facebook'];
let fromPage: SocialProvider[] | null | undefined;

/**
 * The providers the server named in the page (`<meta name="sign-in-providers">`, decision
 * 056): the sign-in page draws its buttons with its first render, no round trip and no shift
 * when they arrive. Null for a page without it (an older server).
 */
function pageProviders(): SocialProvider[] | null {
  if (fromPage === undefined) {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="sign-in-providers"]');
    fromPage = meta
      ? meta.content
          .split(' ')
          .filter((name): name is SocialProvider => KNOWN.includes(name as SocialProvider))
      : null;
  }
  return fromPage;
}

/** `GET /api/auth/providers`: the social sign-ins the shop has configured (issue 14 item 14). */
export async function getSignInProviders(signal?: AbortSignal): Promise<SocialProvider[]> {
  const named = pageProviders();
  if (named) return named;
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

/**
 * The configured providers, none until the server has answered (or if it fails). Read once
 * through the query cache rather than with `useQuery`: the list does not change while a page
 * is open (staleTime Infinity), and `useQuery`'s observer would be ~3 KB gzipped that the
 * login route carries for this one list (issue 18, decision 039).
 */
export function useSignInProviders(): SocialProvider[] {
  const queryClient = useQueryClient();
  const [providers, setProviders] = useState<SocialProvider[]>(
    () => queryClient.getQueryData(signInProvidersQueryOptions().queryKey) ?? pageProviders() ?? [],
  );
  useEffect(() => {
    let active = true;
    queryClient.ensureQueryData(signInProvidersQueryOptions()).then(
      (answer) => active && setProviders(answer),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [queryClient]);
  return providers;
}
