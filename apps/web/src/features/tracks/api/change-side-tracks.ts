import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VinylSide } from '@vinyl/domain';
import { apiFetch } from '../../../shared/api/client';
import { sidePath, sideTracksKey, trackLinkage, type SideTracksDocument } from './track-resource';

export interface SideRef {
  vinylId: string;
  side: VinylSide;
}

/** `POST …/relationships/side_{a|b}_tracks`: puts an uploaded audio last on the side. */
export function attachTrack({ vinylId, side }: SideRef, audioId: string) {
  return apiFetch<SideTracksDocument>(sidePath(vinylId, side), {
    method: 'POST',
    body: { data: trackLinkage(audioId) },
  });
}

/** `PATCH …/relationships/side_{a|b}_tracks`: the side's tracks in their new order. */
export function reorderTracks({ vinylId, side }: SideRef, audioIds: readonly string[]) {
  return apiFetch<SideTracksDocument>(sidePath(vinylId, side), {
    method: 'PATCH',
    body: { data: audioIds.map((id, priority) => trackLinkage(id, priority)) },
  });
}

/** `DELETE …/relationships/side_{a|b}_tracks`: off the side (the server deletes unused audio). */
export function removeTrack({ vinylId, side }: SideRef, audioId: string) {
  return apiFetch<SideTracksDocument>(sidePath(vinylId, side), {
    method: 'DELETE',
    body: { data: trackLinkage(audioId) },
  });
}

/** `DELETE /api/audio/{id}`: an upload that could not be put on its side. */
export async function deleteAudio(audioId: string): Promise<void> {
  await apiFetch(`/audio/${encodeURIComponent(audioId)}`, { method: 'DELETE' });
}

/** The side's list as the server answers a change: written to the cache at once. */
function useSideChange<T>(change: (ref: SideRef, input: T) => Promise<SideTracksDocument>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, input }: { ref: SideRef; input: T }) => change(ref, input),
    onSuccess: (document, { ref }) =>
      queryClient.setQueryData([...sideTracksKey, ref.vinylId, ref.side], document),
  });
}

export const useReorderTracks = () => useSideChange(reorderTracks);
export const useRemoveTrack = () => useSideChange(removeTrack);
