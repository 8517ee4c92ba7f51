import type { TestClient } from './test-app';

/** JSON:API bodies of the album calls, as the web app sends them. */
export const albumBody = (attributes: Record<string, unknown>) => ({
  data: { type: 'albums', attributes },
});

export const vinylBody = (attributes: Record<string, unknown> = {}) => ({
  data: { type: 'vinyls', attributes },
});

export const albumLink = (id: string) => ({ data: { type: 'albums', id } });

export interface AlbumDocument {
  data: {
    id: string;
    attributes: Record<string, unknown> & {
      album_options: Record<string, Record<string, unknown>>;
      album_progress: string;
      album_status: string;
      album_rpm: string;
      title: string | null;
    };
    relationships?: { has_vinyls: { data: { id: string }[] } };
  };
}

/**
 * The creation flow of spec 2 §4 through the API: the album, then one disc per `discs`
 * (titled " [discN]" on a double), each linked to the album. Returns the album document.
 */
export async function createAlbumThroughApi(
  client: TestClient,
  format = '7',
  discs = 1,
): Promise<AlbumDocument> {
  const created = await client.post(
    '/api/albums',
    albumBody({
      status: 'draft',
      album_format: format,
      album_status: 'in_progress',
      album_progress: 'vinyls',
    }),
  );
  if (created.statusCode !== 201) throw new Error(`album not created: ${created.body}`);
  const albumId = created.json<AlbumDocument>().data.id;
  for (let disc = 1; disc <= discs; disc++) {
    const title = discs > 1 ? ` [disc${disc}]` : '';
    const vinyl = await client.post('/api/vinyls', vinylBody({ status: 'draft', title }));
    const vinylId = vinyl.json<{ data: { id: string } }>().data.id;
    const linked = await client.post(
      `/api/vinyls/${vinylId}/relationships/vinyl_of`,
      albumLink(albumId),
    );
    if (linked.statusCode !== 200) throw new Error(`disc not linked: ${linked.body}`);
  }
  return (await client.get(`/api/albums/${albumId}`)).json<AlbumDocument>();
}

/** A patch body for `PATCH /api/albums/{id}`. */
export const albumPatch = (attributes: Record<string, unknown>) => albumBody(attributes);
