import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';
import { resetCsrfToken } from '../../../shared/api/csrf';

export interface ChangePasswordInput {
  currentPassword: string;
  password: string;
}

/** `POST /api/auth/password`: the server ends every other session and renews this one. */
export async function changePassword({ currentPassword, password }: ChangePasswordInput) {
  await apiFetch('/auth/password', {
    method: 'POST',
    body: { current_password: currentPassword, password },
  });
  // The new session came with a new CSRF token.
  resetCsrfToken();
}

export function changePasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['profile', 'password'], mutationFn: changePassword });
}

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
