import { randomUUID } from 'node:crypto';
import type { AlbumOptions, OrderCustomerInput } from '@vinyl/domain';
import type { Insertable, Kysely } from 'kysely';
import { expect } from 'vitest';
import type { AlbumsTable, Database, UsersTable, VinylsTable } from '../src/db/schema';
import { albumPatch, createAlbumThroughApi, type AlbumDocument } from './support/albums';
import type { TestClient } from './support/test-app';

/** Pure builders and saving factories: every test makes its own data. */
export function buildUser(overrides: Partial<Insertable<UsersTable>> = {}): Insertable<UsersTable> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    username: `uuid-${randomUUID()}`,
    status: 'active',
    role: 'customer',
    created_at: now,
    modified_at: now,
    ...overrides,
  };
}

export function buildAlbum(
  userId: string,
  overrides: Partial<Insertable<AlbumsTable>> = {},
): Insertable<AlbumsTable> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    user_id: userId,
    status: 'draft',
    album_format: '12',
    album_status: 'in_progress',
    album_progress: 'texts',
    extra: '{}',
    quantity: 1,
    created_at: now,
    modified_at: now,
    ...overrides,
  };
}

export async function createAlbum(
  db: Kysely<Database>,
  userId: string,
  overrides: Partial<Insertable<AlbumsTable>> = {},
) {
  const album = buildAlbum(userId, overrides);
  await db.insertInto('albums').values(album).execute();
  return album;
}

export function buildVinyl(
  userId: string,
  overrides: Partial<Insertable<VinylsTable>> = {},
): Insertable<VinylsTable> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    user_id: userId,
    album_id: null,
    disc_number: null,
    status: 'draft',
    title: null,
    created_at: now,
    modified_at: now,
    ...overrides,
  };
}

export async function createVinyl(
  db: Kysely<Database>,
  userId: string,
  overrides: Partial<Insertable<VinylsTable>> = {},
) {
  const vinyl = buildVinyl(userId, overrides);
  await db.insertInto('vinyls').values(vinyl).execute();
  return vinyl;
}

/**
 * A valid buyer for `POST /api/checkout` and `/api/submit-order` (contact, shipping address,
 * billing): Italian by default; pass `shipping`/`billing` parts to change them.
 */
export function buildOrderCustomer(
  overrides: {
    email?: string;
    phone?: string;
    shipping?: Partial<OrderCustomerInput['shipping']>;
    billing?: Partial<OrderCustomerInput['billing']>;
  } = {},
): OrderCustomerInput {
  return {
    email: overrides.email ?? `buyer-${randomUUID().slice(0, 8)}@example.com`,
    phone: overrides.phone ?? '+39 02 1234567',
    shipping: {
      name: 'Ada Rossi',
      address: 'Via Roma 1',
      city: 'Milano',
      postal_code: '20121',
      province: 'MI',
      country: 'IT',
      ...overrides.shipping,
    },
    billing: { name: 'Ada Rossi', invoice: false, ...overrides.billing },
  };
}

/**
 * An album ready to order, owned by the client's user: a titled 7" saved at `quantity`
 * copies, with a 2-minute track per side (rows written directly) and its cover file.
 */
export async function createOrderableAlbum(db: Kysely<Database>, client: TestClient, quantity = 2) {
  const album = await createAlbumThroughApi(client, '7');
  const id = album.data.id;
  const patched = await client.request(
    'PATCH',
    `/api/albums/${id}`,
    albumPatch({ title: 'Songs', quantity }),
  );
  expect(patched.statusCode).toBe(200);
  const userId = (await client.get('/api/users/me')).json<{ data: { id: string } }>().data?.id;
  const now = new Date().toISOString();
  const row = await db
    .selectFrom('albums')
    .select('user_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const owner = userId ?? row.user_id;
  const vinyl = await db
    .selectFrom('vinyls')
    .select('id')
    .where('album_id', '=', id)
    .executeTakeFirstOrThrow();
  for (const side of ['a', 'b'] as const) {
    const audioId = randomUUID();
    await db
      .insertInto('audio')
      .values({
        id: audioId,
        user_id: owner,
        title: `Track ${side}`,
        file_name: `${side}.wav`,
        storage_key: `k/${audioId}`,
        mime_type: 'audio/wav',
        container: 'wav',
        codec: null,
        duration: 120,
        sample_rate: 44100,
        bits_per_sample: 16,
        channels: 2,
        bitrate: null,
        lossless: 1,
        size: 100,
        sha256: audioId,
        created_at: now,
        modified_at: now,
      })
      .execute();
    await db
      .insertInto('vinyl_tracks')
      .values({ vinyl_id: vinyl.id, side, audio_id: audioId, priority: 0, created_at: now })
      .execute();
  }
  const saved = (await client.get(`/api/albums/${id}`)).json<AlbumDocument>();
  const options = saved.data.attributes.album_options as unknown as AlbumOptions;
  if (options.cover?.color === 'Printed') {
    const fileId = randomUUID();
    await db
      .insertInto('files')
      .values({
        id: fileId,
        user_id: owner,
        title: 'cover',
        file_name: 'cover.pdf',
        storage_key: `f/${fileId}`,
        mime_type: 'application/pdf',
        size: 10,
        sha256: fileId,
        page_count: 1,
        facts: '{}',
        thumbnail_status: 'ready',
        thumbnail_key: null,
        thumbnail_error: null,
        created_at: now,
        modified_at: now,
      })
      .execute();
    await db
      .insertInto('album_files')
      .values({
        album_id: id,
        kind: 'cover_print',
        type: 'external',
        file_id: fileId,
        source: 'upload',
        acknowledged: 0,
        created_at: now,
      })
      .execute();
  }
  return { id, options };
}
