import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';

export interface ResetRequestInput {
  email: string;
  botCheck: string | undefined;
}

/** `POST /api/auth/change {contact, change_url}`: mails a reset link (spec 1 §7). */
export async function requestPasswordReset({ email, botCheck }: ResetRequestInput) {
  await apiFetch('/auth/change', {
    method: 'POST',
    body: {
      contact: email,
      change_url: `${window.location.origin}/reset`,
      ...(botCheck !== undefined && { bot_check: botCheck }),
    },
  });
}

export function requestPasswordResetMutationOptions() {
  return mutationOptions({
    mutationKey: ['account', 'request-reset'],
    mutationFn: requestPasswordReset,
  });
}

export function useRequestPasswordReset() {
  return useMutation(requestPasswordResetMutationOptions());
}
