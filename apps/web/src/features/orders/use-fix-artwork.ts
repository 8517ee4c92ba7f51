import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getAlbum } from '../../shared/api/albums/get-album';
import { PATHS } from '../../shared/lib/paths';
import { openAlbumInSession } from '../../shared/session/open-album';

/**
 * After the plant flags an artwork problem (issue 17): opens the album whose part was
 * reopened at the Graphics step, where only that part can be replaced.
 */
export function useFixArtwork() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  async function open(albumIds: readonly string[]) {
    setFailed(false);
    try {
      for (const id of albumIds) {
        const album = await getAlbum(id);
        if (!album.attributes.artwork_reopened) continue;
        await openAlbumInSession(queryClient, album);
        await navigate(PATHS.fileUploader);
        return;
      }
      setFailed(true);
    } catch {
      setFailed(true);
    }
  }

  return { open, failed };
}
