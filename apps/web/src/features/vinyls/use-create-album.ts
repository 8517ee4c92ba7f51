import { useQueryClient } from '@tanstack/react-query';
import {
  defaultRpm,
  discTitle,
  type Catalog,
  type Format,
  type VinylsQuantity,
} from '@vinyl/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { albumsQueryKey } from '../../shared/api/albums/album-resource';
import { createAlbum } from '../../shared/api/albums/create-album';
import { getAlbum } from '../../shared/api/albums/get-album';
import { isApiError } from '../../shared/api/api-error';
import { createVinyl } from '../../shared/api/vinyls/create-vinyl';
import { linkVinylToAlbum } from '../../shared/api/vinyls/link-vinyl';
import { useAlbumTexts } from '../../shared/i18n/albums-texts';
import { pushDataLayer } from '../../shared/lib/analytics';
import { PATHS } from '../../shared/lib/paths';
import { useSessionStore } from '../../shared/session';
import { albumStateFrom } from '../../shared/session/album-state';
import { notifyError } from '../../shared/ui/notify';

/**
 * The creation flow of spec 2 §4: create the album (in progress, progress vinyls, the
 * format's usual speed), create one or two discs and link each to it, push `create_new`
 * to the data layer, then go to the title step.
 */
export function useCreateAlbum(catalog: Catalog | undefined) {
  const { t } = useAlbumTexts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);

  async function create(format: Format, discs: VinylsQuantity) {
    if (!catalog || creating) return;
    setCreating(true);
    try {
      const rpm = defaultRpm(catalog, format);
      const album = await createAlbum({ album_format: format, ...(rpm && { album_rpm: rpm }) });
      const vinylIds: string[] = [];
      for (let disc = 1; disc <= discs; disc++) {
        const vinyl = await createVinyl(discTitle(album.attributes.title, disc, discs));
        await linkVinylToAlbum(vinyl.id, album.id);
        vinylIds.push(vinyl.id);
      }
      // The album as the server made it once its discs are in (a double's options).
      const saved = await getAlbum(album.id);
      useSessionStore.getState().setAlbum(albumStateFrom(saved, vinylIds));
      pushDataLayer({ event: 'create_new', album_id: album.id, format, vinyls: discs });
      await queryClient.invalidateQueries({ queryKey: albumsQueryKey });
      await navigate(PATHS.texts);
    } catch (error) {
      // Spec 2 §8: creation errors are logged; the customer is told too, so they can retry.
      console.error('Album creation failed', error);
      const limit = isApiError(error, 'album_limit');
      notifyError(t(limit ? 'dashboard.limitAdvice' : 'vinyls.createError'));
      setCreating(false);
    }
  }

  return { create, creating };
}
