import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiFetch } from '../client';
import { resetCsrfToken } from '../csrf';
import { toSessionUser } from './user-resource';
import type { UserDocument } from './user-resource';

export interface Credentials {
  username: string;
  password: string;
  /** The invisible bot check's solution (issue 4 item 4). */
  bot_check?: string | undefined;
}

/** `POST /api/login`: the signed-in user; the caller checks `status` (draft users may not stay). */
export async function login(credentials: Credentials) {
  const document = await apiFetch<UserDocument>('/login', { method: 'POST', body: credentials });
  // The server issues a new token with the new session.
  resetCsrfToken();
  return toSessionUser(document);
}

export function loginMutationOptions() {
  return mutationOptions({ mutationKey: ['session', 'login'], mutationFn: login });
}

export function useLogin() {
  return useMutation(loginMutationOptions());
}
