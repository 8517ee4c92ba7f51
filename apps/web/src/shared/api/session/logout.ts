import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { resetCsrfToken } from '../csrf';

/** `GET /api/logout` (204): ends the session on the server. */
export async function logout(): Promise<void> {
  try {
    await apiFetch<void>('/logout');
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
