import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiFetch } from '../client';

export interface VinylResource {
  type: 'vinyls';
  id: string;
  attributes: { status: string; title: string | null; disc_number: number | null };
}

/** `POST /api/vinyls` with a status and a title (spec 2 §7). */
export async function createVinyl(title: string): Promise<VinylResource> {
  const document = await apiFetch<{ data: VinylResource }>('/vinyls', {
    method: 'POST',
    body: { data: { type: 'vinyls', attributes: { status: 'draft', title } } },
  });
  return document.data;
}

export function createVinylMutationOptions() {
  return mutationOptions({ mutationKey: ['vinyls', 'create'], mutationFn: createVinyl });
}

export function useCreateVinyl() {
  return useMutation(createVinylMutationOptions());
}
