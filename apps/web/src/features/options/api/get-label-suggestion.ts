import { useQueries, useQuery } from '@tanstack/react-query';
import { suggestLabelText, VINYL_SIDES, type VinylSide } from '@vinyl/domain';
import type { AlbumResource } from '../../../shared/api/albums/album-resource';
import { albumDiscsQueryOptions } from '../../../shared/api/albums/get-album-discs';
import { apiFetch } from '../../../shared/api/client';

interface SideTitles {
  data: { attributes: { title: string } }[];
}

const LETTERS = ['A', 'B', 'C', 'D'];

/** `GET /api/vinyls/{id}/side_{a|b}_tracks`, read for the titles (the tracks step's key). */
function sideTitlesQuery(vinylId: string, side: VinylSide) {
  return {
    queryKey: ['side-tracks', vinylId, side],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiFetch<SideTitles>(`/vinyls/${encodeURIComponent(vinylId)}/side_${side}_tracks`, {
        signal,
      }),
  };
}

/**
 * The label text the options step suggests (issue 14 item 10): title, author and each
 * side's tracks by the titles given on the tracks step. Empty until the tracks are read.
 */
export function useLabelSuggestion(album: AlbumResource): string {
  const discs = useQuery(albumDiscsQueryOptions(album.id));
  const refs = (discs.data ?? []).flatMap((vinylId) =>
    VINYL_SIDES.map((side) => ({ vinylId, side })),
  );
  const sides = useQueries({ queries: refs.map((ref) => sideTitlesQuery(ref.vinylId, ref.side)) });
  if (!discs.data || sides.some((side) => !side.data)) return '';
  return suggestLabelText(
    album.attributes,
    sides.map((side, index) => ({
      letter: LETTERS[index] ?? '',
      titles: (side.data?.data ?? []).map((track) => track.attributes.title),
    })),
  );
}
