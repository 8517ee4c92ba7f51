import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { CatalogSchema, type Catalog, type AlbumOptions as SavedOptions } from '@vinyl/domain';

/** The shop's API called as the web app calls it, as the album's owner. */

export type AlbumOptions = Record<string, Record<string, unknown>>;

const JSON_API = 'application/vnd.api+json';

export async function csrfToken(page: Page): Promise<string> {
  const answer = await page.request.get('/api/csrf');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** A JSON:API call with the CSRF token, as the web app's client sends it; the answer's body. */
export async function send<T>(
  page: Page,
  method: 'POST' | 'PATCH',
  url: string,
  data: unknown,
  expected: number,
): Promise<T> {
  const answer = await page.request.fetch(url, {
    method,
    headers: { 'X-CSRF-Token': await csrfToken(page), 'Content-Type': JSON_API },
    data,
  });
  expect(answer.status(), `${method} ${url}: ${await answer.text()}`).toBe(expected);
  return (await answer.json()) as T;
}

export async function shopCatalogue(page: Page): Promise<Catalog> {
  const answer = await page.request.get('/api/config');
  const { data } = (await answer.json()) as {
    data: { attributes: { name: string; content: string } }[];
  };
  const entry = data.find((item) => item.attributes.name === 'Catalog');
  return CatalogSchema.parse(JSON.parse(entry?.attributes.content ?? 'null'));
}

export interface AlbumResource {
  id: string;
  attributes: {
    title: string | null;
    album_format: string;
    album_rpm: string | null;
    album_progress: string;
    album_status: string;
    quantity: number | null;
    album_options: SavedOptions;
  };
}

export async function getAlbum(page: Page, albumId: string): Promise<AlbumResource> {
  const answer = await page.request.get(`/api/albums/${albumId}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: AlbumResource }).data;
}

/** An audio file sent over tus in one piece (creation, then one PATCH), as Uppy sends it. */
export async function uploadAudio(page: Page, name: string, bytes: Buffer): Promise<string> {
  const grant = (await (await page.request.get('/api/upload_info/audio')).json()) as {
    upload_url: string;
    upload_token: string;
  };
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const tus = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${grant.upload_token}` };
  const created = await page.request.post(grant.upload_url, {
    headers: {
      ...tus,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `filename ${b64(name)},filetype ${b64('audio/wav')},sha256 ${b64(sha256)}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = new URL(created.headers()['location'] ?? '', grant.upload_url).toString();
  const sent = await page.request.patch(location, {
    headers: {
      ...tus,
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    data: bytes,
  });
  expect(sent.status(), await sent.text()).toBe(204);
  const audioId = sent.headers()['x-object-id'] ?? '';
  expect(audioId, 'the upload became an audio').not.toBe('');
  return audioId;
}

/** Saves album attributes as the web app does (PATCH with the CSRF token), as its owner. */
export async function patchAlbum(
  page: Page,
  albumId: string,
  attributes: Record<string, unknown>,
): Promise<AlbumResource> {
  const body = { data: { type: 'albums', id: albumId, attributes } };
  return (await send<{ data: AlbumResource }>(page, 'PATCH', `/api/albums/${albumId}`, body, 200))
    .data;
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
