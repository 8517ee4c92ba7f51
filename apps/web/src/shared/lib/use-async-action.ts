import { useCallback, useRef, useState } from 'react';

export interface AsyncAction<Args extends unknown[]> {
  run: (...args: Args) => void;
  pending: boolean;
  error: unknown;
}

/**
 * Pending and error state for a one-off action (sign-in, guest start). Used on the login
 * screen instead of TanStack's `useMutation`, whose observer code would otherwise join the
 * login route's bundle (DESIGN.md budget); other screens use mutations as usual.
 */
export function useAsyncAction<Args extends unknown[]>(
  action: (...args: Args) => Promise<unknown>,
): AsyncAction<Args> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const running = useRef(false);
  const run = useCallback(
    (...args: Args) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      setError(null);
      action(...args)
        .catch((reason: unknown) => setError(reason ?? new Error('Action failed')))
        .finally(() => {
          running.current = false;
          setPending(false);
        });
    },
    [action],
  );
  return { run, pending, error };
}
