import { randomUUID } from 'node:crypto';
import type { OrderCustomerInput } from '@vinyl/domain';
import type { Insertable, Kysely } from 'kysely';
import type { AlbumsTable, Database, UsersTable, VinylsTable } from '../src/db/schema';

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
