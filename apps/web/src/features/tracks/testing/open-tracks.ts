import { createDefaultAlbumOptions, defaultCatalogue } from '@vinyl/domain';
import { useSessionStore } from '../../../shared/session';
import { albumResource, fakeApi, signedInRoutes, type FakeResponse } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import type { SideTracksDocument, TrackResource } from '../api/track-resource';

/** The tracks step's tests: a guest's 7-inch single at 45 rpm on a fake API. */
export const guestName = 'uuid-0f8fad5b-d9cb-469f-a165-70867728950e';
export const configDocument = {
  data: [
    {
      type: 'config',
      id: 'Catalog',
      attributes: { name: 'Catalog', content: JSON.stringify(defaultCatalogue) },
    },
  ],
};

export function track(
  id: string,
  title: string,
  duration: number,
  sampleRate = 44_100,
): TrackResource {
  return {
    type: 'audio',
    id,
    attributes: { title, artist: null, duration, side: 'a', order: 0, exceeded: false },
    meta: {
      duration,
      relation: { priority: 0 },
      file_metadata: {
        file_name: title,
        sample_rate: sampleRate,
        bits_per_sample: 16,
        channels: 2,
        size: 1,
      },
    },
  };
}

export function side(
  tracks: TrackResource[],
  limit = 360,
  letter: 'a' | 'b' = 'a',
): { body: SideTracksDocument } {
  const duration = tracks.reduce((sum, item) => sum + item.attributes.duration, 0);
  return {
    body: {
      data: tracks,
      meta: {
        side: letter,
        rpm: '45',
        duration,
        limit,
        remaining: limit - duration,
        exceeded: duration > limit,
      },
    },
  };
}

export const options = createDefaultAlbumOptions('7', 1, defaultCatalogue, { albumId: 'a1' });

export function open(
  sideA: TrackResource[] = [],
  extra: Record<string, FakeResponse | ((r: { url: URL; init: RequestInit }) => FakeResponse)> = {},
  lang: 'en' | 'it' = 'en',
) {
  useSessionStore.setState({ lang, albumId: 'a1', albumProgress: 'tracks', vinylsId: ['v1'] });
  const album = albumResource('a1', {
    album_format: '7',
    album_rpm: '45',
    album_progress: 'tracks',
    album_options: options,
  });
  const api = fakeApi({
    ...signedInRoutes(guestName, 1),
    'GET /api/config': { body: configDocument },
    'GET /api/albums/a1': { body: { data: album } },
    'GET /api/albums/a1/relationships/has_vinyls': {
      body: { data: [{ type: 'vinyls', id: 'v1' }] },
    },
    'GET /api/vinyls/v1/side_a_tracks': side(sideA),
    'GET /api/vinyls/v1/side_b_tracks': side([]),
    ...extra,
  });
  const view = renderApp('/tracks-uploader');
  return { api, ...view };
}
