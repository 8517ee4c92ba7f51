import { expect, type Page } from '@playwright/test';

export type AlbumOptions = Record<string, Record<string, unknown>>;

/** Saves album attributes as the web app does (PATCH with the CSRF token), as its owner. */
export async function patchAlbum(
  page: Page,
  albumId: string,
  attributes: Record<string, unknown>,
): Promise<void> {
  const { token } = (await (await page.request.get('/api/csrf')).json()) as { token: string };
  const patched = await page.request.patch(`/api/albums/${albumId}`, {
    headers: { 'X-CSRF-Token': token, 'Content-Type': 'application/vnd.api+json' },
    data: { data: { type: 'albums', id: albumId, attributes } },
  });
  expect(patched.status(), await patched.text()).toBe(200);
}

/** Changes groups of the album's options, as the options step would save them. */
export async function changeAlbumOptions(
  page: Page,
  albumId: string,
  change: (options: AlbumOptions) => AlbumOptions,
  attributes: Record<string, unknown> = {},
): Promise<void> {
  const album = (await (await page.request.get(`/api/albums/${albumId}`)).json()) as {
    data: { attributes: { album_options: AlbumOptions } };
  };
  await patchAlbum(page, albumId, {
    album_options: change(album.data.attributes.album_options),
    ...attributes,
  });
}

/** The id of the signed-in customer's album with this title. */
export async function albumIdByTitle(page: Page, title: string): Promise<string> {
  const albums = (await (await page.request.get('/api/albums?filter[mine]')).json()) as {
    data: { id: string; attributes: { title: string | null } }[];
  };
  const albumId = albums.data.find((album) => album.attributes.title === title)?.id ?? '';
  expect(albumId, `the album "${title}" is listed`).not.toBe('');
  return albumId;
}
