import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/api/api-error';

export interface QueryClientOptions {
  /** Called when any call answers 401 `session_expired` (spec 1 §4). */
  onSessionExpired: () => void;
}

function handlesOwnExpiry(meta: Record<string, unknown> | undefined): boolean {
  return meta?.handlesSessionExpiry === true;
}

export function createQueryClient({ onSessionExpired }: QueryClientOptions): QueryClient {
  const react = (error: unknown, meta: Record<string, unknown> | undefined) => {
    if (isApiError(error, 'session_expired') && !handlesOwnExpiry(meta)) onSessionExpired();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => react(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => react(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again.
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
