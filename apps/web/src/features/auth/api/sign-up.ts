import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';
import { resetCsrfToken } from '../../../shared/api/csrf';

export interface SignUpInput {
  email: string;
  password: string;
  /** The guest uuid, so the account takes over the guest's albums at activation (spec 1 §3, §4). */
  uuidUser: string | null;
  botCheck: string | undefined;
}

/**
 * `POST /api/signup` (spec 1 §7). The server builds the mailed links from its own origin;
 * the URLs sent here only name the pages, as the spec's payload does.
 */
export async function signUp({ email, password, uuidUser, botCheck }: SignUpInput): Promise<void> {
  const origin = window.location.origin;
  await apiFetch('/signup', {
    method: 'POST',
    body: {
      username: email,
      email,
      password,
      activation_url: `${origin}/activate`,
      redirect_url: `${origin}/login`,
      ...(uuidUser && { uuid_user: uuidUser }),
      ...(botCheck !== undefined && { bot_check: botCheck }),
    },
  });
  // A signed-in guest gets a new session id, with a new CSRF token.
  resetCsrfToken();
}

export function signUpMutationOptions() {
  return mutationOptions({ mutationKey: ['account', 'sign-up'], mutationFn: signUp });
}

export function useSignUp() {
  return useMutation(signUpMutationOptions());
}
