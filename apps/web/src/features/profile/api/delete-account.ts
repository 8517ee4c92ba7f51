import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';
import { resetCsrfToken } from '../../../shared/api/csrf';

/**
 * `DELETE /api/auth/user`. The confirmation is the password, or the e-mail address for an
 * account that signs in with Google or Facebook: the server checks whichever applies.
 */
export async function deleteAccount(confirmation: string) {
  await apiFetch('/auth/user', {
    method: 'DELETE',
    body: { password: confirmation, email: confirmation },
  });
  resetCsrfToken();
}

export function deleteAccountMutationOptions() {
  return mutationOptions({ mutationKey: ['profile', 'delete'], mutationFn: deleteAccount });
}

export function useDeleteAccount() {
  return useMutation(deleteAccountMutationOptions());
}
