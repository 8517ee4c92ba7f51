import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { resetCsrfToken } from '../csrf';
import { toSessionUser } from './user-resource';
import type { UserDocument } from './user-resource';

/**
 * `POST /api/login/anonymous {uuid}`: creates or resumes the guest `uuid-<uuid>` (spec 1 §4).
 * A new guest needs the bot check's solution; resuming a known uuid does not.
 */
export async function loginAnonymous(uuid: string, botCheck?: string) {
  const document = await apiFetch<UserDocument>('/login/anonymous', {
    method: 'POST',
    body: botCheck === undefined ? { uuid } : { uuid, bot_check: botCheck },
  });
  resetCsrfToken();
  return toSessionUser(document);
}

export function loginAnonymousMutationOptions() {
  return mutationOptions({
    mutationKey: ['session', 'login-anonymous'],
    mutationFn: (uuid: string) => loginAnonymous(uuid),
  });
}

export function useLoginAnonymous() {
  return useMutation(loginAnonymousMutationOptions());
}
