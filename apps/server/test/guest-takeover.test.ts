import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOT_OWNED, OWNED_TABLES, takeOverGuest } from '../src/modules/users/guest-takeover';
import { buildUser, createAlbum } from './factories';
import { createTestApp, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

describe(`guest takeover on ${testDialect}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('knows every table with an owner column: each is moved or deliberately left', async () => {
    const tables = await t.database.handle.db.introspection.getTables();
    const owned = tables
      .filter((table) => table.columns.some((column) => column.name === 'user_id'))
      .map((table) => table.name)
      .sort();
    expect(owned).toEqual([...OWNED_TABLES, ...NOT_OWNED].sort());
  });

  it('moves every album of a guest, and nothing of anyone else, in one go', async () => {
    const db = t.database.handle.db;
    const guest = buildUser();
    const account = buildUser({ username: 'ada@example.com' });
    const bystander = buildUser();
    await db.insertInto('users').values([guest, account, bystander]).execute();
    const made = [await createAlbum(db, guest.id), await createAlbum(db, guest.id)];
    const theirs = await createAlbum(db, bystander.id);
    expect(await takeOverGuest(db, guest.id, account.id)).toBe(2);
    const owners = await db.selectFrom('albums').select(['id', 'user_id']).execute();
    const ownerOf = (id: string) => owners.find((row) => row.id === id)?.user_id;
    expect(made.map((album) => ownerOf(album.id))).toEqual([account.id, account.id]);
    expect(ownerOf(theirs.id)).toBe(bystander.id);
  });

  it('moves nothing away from a registered user, nor onto the guest itself', async () => {
    const db = t.database.handle.db;
    const registered = buildUser({ username: 'bea@example.com' });
    const other = buildUser({ username: 'carl@example.com' });
    const guest = buildUser();
    await db.insertInto('users').values([registered, other, guest]).execute();
    const album = await createAlbum(db, registered.id);
    const guestAlbum = await createAlbum(db, guest.id);
    expect(await takeOverGuest(db, registered.id, other.id)).toBe(0);
    expect(await takeOverGuest(db, guest.id, guest.id)).toBe(0);
    const rows = await db.selectFrom('albums').select(['id', 'user_id']).orderBy('id').execute();
    expect(rows).toEqual(
      [
        { id: album.id, user_id: registered.id },
        { id: guestAlbum.id, user_id: guest.id },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });
});
