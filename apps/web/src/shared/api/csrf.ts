import { ApiError, networkError, toApiError } from './api-error';

/**
 * The CSRF token from `GET /api/csrf` (ARCHITECTURE.md §API), fetched once and cached.
 * A rejected token is forgotten so the next call fetches a fresh one.
 */
let cached: Promise<string> | null = null;

async function fetchToken(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch (cause) {
    throw networkError(cause);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, response.statusText, body);
  const token = (body as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || token === '') {
    throw new ApiError({ status: response.status, code: 'csrf_missing', title: 'No CSRF token' });
  }
  return token;
}

export function getCsrfToken(url: string): Promise<string> {
  if (!cached) {
    const pending = fetchToken(url);
    cached = pending;
    pending.catch(() => {
      if (cached === pending) cached = null;
    });
  }
  return cached;
}

/** Forget the token (after a csrf_invalid answer, sign-in or sign-out). */
export function resetCsrfToken(): void {
  cached = null;
}
