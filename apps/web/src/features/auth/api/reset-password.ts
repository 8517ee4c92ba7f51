import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';

export interface ResetPasswordInput {
  uuid: string;
  password: string;
  botCheck: string | undefined;
}

/** `PATCH /api/auth/change {uuid, password, login: false}` (spec 1 §7): then sign in anew. */
export async function resetPassword({ uuid, password, botCheck }: ResetPasswordInput) {
  await apiFetch('/auth/change', {
    method: 'PATCH',
    body: {
      uuid,
      password,
      login: false,
      ...(botCheck !== undefined && { bot_check: botCheck }),
    },
  });
}

export function resetPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['account', 'reset-password'], mutationFn: resetPassword });
}

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions());
}
