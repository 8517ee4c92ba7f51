import type { QueryClient } from '@tanstack/react-query';
import { progressPath } from '@vinyl/domain';
import type { AlbumResource } from '../api/albums/album-resource';
import { albumDiscsQueryOptions } from '../api/albums/get-album-discs';
import { albumStateFrom } from './album-state';
import { useSessionStore } from './session-store';

/**
 * Makes `album` the session's current album (with its discs, read fresh) and returns the
 * path of the step saved in its progress (spec 1 §4: reopening an album from the cart or
 * the dashboard goes to the stored step). Whether it may be continued is the caller's check.
 */
export async function openAlbumInSession(
  queryClient: QueryClient,
  album: AlbumResource,
): Promise<string> {
  const discs = await queryClient.fetchQuery({ ...albumDiscsQueryOptions(album.id), staleTime: 0 });
  useSessionStore.getState().setAlbum(albumStateFrom(album, discs));
  return progressPath(album.attributes.album_progress);
}
