import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { buildOrderCustomer, createOrderableAlbum } from '../factories';
import { createAccount, signIn } from '../support/accounts';
import { albumPatch, createAlbumThroughApi } from '../support/albums';
import { makeWav } from '../support/audio-files';
import { makePicture, uploadDesignImage } from '../support/design-images';
import { uploadPdf } from '../support/graphics';
import { makePdf } from '../support/pdf-files';
import { createReadyAlbum } from '../support/ready-album';
import type { TestClient } from '../support/test-app';
import { uploadAudio, uploadToken, uploadWithTus } from '../support/uploads';

/** Everything one customer owns, made through the real API (tus uploads included). */
export interface OwnerData {
  client: TestClient;
  userId: string;
  email: string;
  /** A ready album: titled, real WAV tracks on both sides, its printed cover attached. */
  albumId: string;
  vinylId: string;
  /** A track on side A of that album. */
  audioId: string;
  /** Uploaded and never put on a side. */
  looseAudioId: string;
  /** The cover PDF attached to the album. */
  fileId: string;
  /** Uploaded and not attached yet (issue 13 hole 2). */
  looseFileId: string;
  /** A second album, checked out: its pending order. */
  orderedAlbumId: string;
  orderId: string;
  /** An audio upload cut half-way. */
  uploadId: string;
  /** An image uploaded for the designer (issue 16). */
  designImageId: string;
  /** Strings only this customer's data contains: none may reach another customer. */
  markers: string[];
}

export type IdName = keyof Pick<
  OwnerData,
  | 'albumId'
  | 'vinylId'
  | 'audioId'
  | 'looseAudioId'
  | 'fileId'
  | 'looseFileId'
  | 'orderedAlbumId'
  | 'orderId'
  | 'uploadId'
  | 'designImageId'
  | 'userId'
>;

export const ID_NAMES: IdName[] = [
  'albumId',
  'vinylId',
  'audioId',
  'looseAudioId',
  'fileId',
  'looseFileId',
  'orderedAlbumId',
  'orderId',
  'uploadId',
  'designImageId',
  'userId',
];

export async function createOwner(
  db: Kysely<Database>,
  client: TestClient,
  dataDir: string,
  baseUrl: string,
  name: string,
): Promise<OwnerData> {
  const tag = `${name}-${randomUUID().slice(0, 8)}`;
  const email = `${tag}@example.com`;
  const userId = await createAccount(client, dataDir, email);
  await signIn(client, email, 'correct horse battery');
  const ready = await createReadyAlbum(client, baseUrl, {
    title: `Title ${tag}`,
    author: `Author ${tag}`,
  });
  const sideA = await client.get(`/api/vinyls/${ready.vinylId}/side_a_tracks`);
  const audioId = sideA.json<{ data: { id: string }[] }>().data[0]?.id ?? '';
  const looseAudioId = await uploadAudio(
    client,
    baseUrl,
    makeWav({ seconds: 3, frequency: 900, sampleRate: 2000 }),
    `loose-${tag}.wav`,
  );
  const looseFileId = await uploadPdf(
    client,
    baseUrl,
    await makePdf({ widthMm: 190, heightMm: 190 }),
    `loose-${tag}.pdf`,
  );
  const ordered = await createOrderableAlbum(db, client, 2);
  const checkout = await client.post('/api/checkout', {
    products: [
      { variant_id: 1, quantity: 2, album_id: ordered.id },
      { variant_id: 2, quantity: 2 },
    ],
    note_attributes: [],
    customer: buildOrderCustomer({ email }),
  });
  if (checkout.statusCode !== 201) throw new Error(`checkout failed: ${checkout.body}`);
  const orderId = checkout.json<{ data: { id: string } }>().data.id;
  const cut = await uploadWithTus({
    baseUrl,
    token: await uploadToken(client),
    bytes: makeWav({ seconds: 30, sampleRate: 8000 }),
    fileName: `unfinished-${tag}.wav`,
    chunkSize: 16 * 1024,
    cutAt: 40 * 1024,
  });
  const uploadId = cut.uploadUrl?.split('/').at(-1) ?? '';
  if (!uploadId) throw new Error('the unfinished upload has no id');
  const designImageId = await uploadDesignImage(
    client,
    baseUrl,
    await makePicture({ width: 64, height: 48, format: 'png' }),
    `image-${tag}.png`,
  );
  return {
    client,
    userId,
    email,
    albumId: ready.id,
    vinylId: ready.vinylId,
    audioId,
    looseAudioId,
    fileId: Object.values(ready.fileIds)[0] ?? '',
    looseFileId,
    orderedAlbumId: ordered.id,
    orderId,
    uploadId,
    designImageId,
    markers: [tag, email],
  };
}

/** A second customer with an empty album and disc of their own, for body-id calls. */
export async function createOtherCustomer(client: TestClient) {
  const user = await client.loginAsGuest();
  const album = await createAlbumThroughApi(client, '7');
  const albumId = album.data.id;
  await client.request('PATCH', `/api/albums/${albumId}`, albumPatch({ title: 'B side' }));
  const vinylId = album.data.relationships?.has_vinyls.data[0]?.id ?? '';
  return { client, userId: user.id, albumId, vinylId };
}

function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${path.relative(root, file)} ${fs.statSync(file).size}`;
    })
    .sort();
}

/**
 * What a customer owns, as stored: their rows in every table that has a `user_id`, the
 * rows hanging off their albums, discs and orders, and the stored files on disk.
 */
export async function snapshotOwner(db: Kysely<Database>, dataDir: string, userId: string) {
  const byUser = async (
    table: 'albums' | 'vinyls' | 'audio' | 'files' | 'orders' | 'uploads' | 'design_images',
  ) => db.selectFrom(table).selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const albums = await byUser('albums');
  const vinyls = await byUser('vinyls');
  const orders = await byUser('orders');
  const ids = (rows: { id: string }[]) => (rows.length ? rows.map((row) => row.id) : ['-']);
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).execute();
  return {
    user,
    albums,
    vinyls,
    orders,
    audio: await byUser('audio'),
    files: await byUser('files'),
    uploads: await byUser('uploads'),
    designImages: await byUser('design_images'),
    albumFiles: await db
      .selectFrom('album_files')
      .selectAll()
      .where('album_id', 'in', ids(albums))
      .orderBy('album_id')
      .orderBy('kind')
      .orderBy('type')
      .orderBy('file_id')
      .execute(),
    tracks: await db
      .selectFrom('vinyl_tracks')
      .selectAll()
      .where('vinyl_id', 'in', ids(vinyls))
      .orderBy('vinyl_id')
      .orderBy('side')
      .orderBy('priority')
      .execute(),
    orderAlbums: await db
      .selectFrom('order_albums')
      .selectAll()
      .where('order_id', 'in', ids(orders))
      .orderBy('order_id')
      .orderBy('title')
      .execute(),
    storage: listFiles(path.join(dataDir, 'files')),
    unfinished: listFiles(path.join(dataDir, 'uploads')),
  };
}

const COUNTED_TABLES = [
  'users',
  'sessions',
  'albums',
  'vinyls',
  'account_tokens',
  'audio',
  'vinyl_tracks',
  'uploads',
  'files',
  'album_files',
  'orders',
  'order_albums',
  'design_images',
] as const;

/** How many rows each table holds: a refused call adds or removes none. */
export async function countRows(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}
