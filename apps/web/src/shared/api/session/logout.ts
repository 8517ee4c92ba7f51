import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { resetCsrfToken } from '../csrf';

/** `POST /api/logout` (204) with the CSRF token: ends the session (issue 13 hole 10). */
export async function logout(): Promise<void> {
  try {
    await apiFetch<void>('/logout', { method: 'POST' });
  } finally {
    resetCsrfToken();
  }
}

export function logoutMutationOptions() {
  return mutationOptions({ mutationKey: ['session', 'logout'], mutationFn: logout });
}

export function useLogout() {
  return useMutation(logoutMutationOptions());
}
