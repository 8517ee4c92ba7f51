import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';
import { toSessionUser, type UserDocument } from '../../../shared/api/session/user-resource';

export interface ProfileInput {
  name: string;
  surname: string;
  phone: string;
  national_id_number: string;
}

/** `PATCH /api/auth/user` (spec 1 §7): the e-mail is not sent, it is read only. */
export async function updateProfile(input: ProfileInput) {
  return toSessionUser(
    await apiFetch<UserDocument>('/auth/user', { method: 'PATCH', body: input }),
  );
}

export function updateProfileMutationOptions() {
  return mutationOptions({ mutationKey: ['profile', 'update'], mutationFn: updateProfile });
}

export function useUpdateProfile() {
  return useMutation(updateProfileMutationOptions());
}
