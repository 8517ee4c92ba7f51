import {
  checkAlbumOptions,
  createDefaultAlbumOptions,
  defaultCatalogue,
  type AlbumOptions,
  type Catalog,
  type Format,
  type VinylsQuantity,
} from '@vinyl/domain';
import { albumResource, apiError, type FakeResponse, type Handler } from '../../../test/fake-api';

interface PatchBody {
  data: { attributes: Record<string, unknown> & { album_options?: AlbumOptions } };
}

/**
 * One album behind `GET/PATCH /api/albums/a1`, answering as the server does: options
 * checked and priced with the domain, a refusal as 422 with the rule's message.
 */
export function fakeAlbumServer(
  format: Format,
  discs: VinylsQuantity,
  { catalog = defaultCatalogue as Catalog, attributes = {} as Record<string, unknown> } = {},
) {
  let album: { attributes: Record<string, unknown> } = albumResource('a1', {
    album_format: format,
    album_progress: 'options',
    title: 'Blue Hours',
    album_options: createDefaultAlbumOptions(format, discs, catalog, { albumId: 'a1' }),
    ...attributes,
  });
  const patches: Record<string, unknown>[] = [];
  let refuse: FakeResponse | null = null;

  const patch: Handler = ({ init }) => {
    const { attributes: changes } = (JSON.parse(String(init.body)) as PatchBody).data;
    patches.push(changes);
    if (refuse) return refuse;
    const { album_options, extra, ...rest } = changes;
    const next = { ...album.attributes, ...rest };
    if (extra) next.extra = { ...(album.attributes.extra as object), ...(extra as object) };
    if (album_options) {
      const current = album.attributes.album_options as AlbumOptions;
      const context = { format, vinylsQuantity: discs, quantity: 1 };
      const checked = checkAlbumOptions(catalog, { ...current, ...album_options }, context);
      if (!checked.ok) return apiError(422, checked.code, checked.message);
      next.album_options = checked.value;
    }
    album = { ...album, attributes: next };
    return { body: { data: album } };
  };

  return {
    routes: {
      'GET /api/albums/a1': () => ({ body: { data: album } }),
      'PATCH /api/albums/a1': patch,
      // The tracks the label text suggestion names (issue 14 item 10).
      'GET /api/albums/a1/relationships/has_vinyls': {
        body: { data: [{ type: 'vinyls', id: 'v1' }] },
      },
      'GET /api/vinyls/v1/side_a_tracks': {
        body: {
          data: [{ attributes: { title: 'Intro' } }, { attributes: { title: 'Morning' } }],
        },
      },
      'GET /api/vinyls/v1/side_b_tracks': { body: { data: [] } },
      'GET /api/config': {
        body: {
          data: [
            {
              type: 'config',
              id: 'Catalog',
              attributes: { name: 'Catalog', content: JSON.stringify(catalog) },
            },
          ],
        },
      },
    } satisfies Record<string, FakeResponse | Handler>,
    patches,
    options: () => album.attributes.album_options as AlbumOptions,
    refuseNext: (response: FakeResponse | null) => {
      refuse = response;
    },
  };
}
