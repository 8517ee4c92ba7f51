import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Format } from '@vinyl/domain';
import { apiFetch } from '../client';
import type { AlbumDocument } from './album-resource';

export interface NewAlbum {
  album_format: Format;
  album_rpm?: string;
}

/**
 * `POST /api/albums` (spec 2 §7): a new album, in progress at the format step. The server
 * answers with its default options, priced from the catalogue.
 */
export async function createAlbum({ album_format, album_rpm }: NewAlbum) {
  const document = await apiFetch<AlbumDocument>('/albums', {
    method: 'POST',
    body: {
      data: {
        type: 'albums',
        attributes: {
          status: 'draft',
          album_format,
          ...(album_rpm && { album_rpm }),
          album_status: 'in_progress',
          album_progress: 'vinyls',
        },
      },
    },
  });
  return document.data;
}

export function createAlbumMutationOptions() {
  return mutationOptions({ mutationKey: ['albums', 'create'], mutationFn: createAlbum });
}

export function useCreateAlbum() {
  return useMutation(createAlbumMutationOptions());
}
