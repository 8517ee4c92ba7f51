import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, DesignImagesTable } from '../../db/schema';

export type DesignImageRow = Omit<Selectable<DesignImagesTable>, 'size'> & { size: number };

const toImage = (row: Selectable<DesignImagesTable>): DesignImageRow => ({
  ...row,
  size: Number(row.size),
});

/** The designer's images (issue 16): SQL only, always narrowed to the owner but for clean-up. */
export function createDesignImagesRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<DesignImagesTable>): Promise<void> {
      await db.insertInto('design_images').values(row).execute();
    },
    /** The image when it belongs to `userId`; another user's image reads as missing. */
    async findOwned(userId: string, id: string): Promise<DesignImageRow | undefined> {
      const row = await db
        .selectFrom('design_images')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && toImage(row);
    },
    async listOwnedByIds(userId: string, ids: readonly string[]): Promise<DesignImageRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('design_images')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .execute();
      return rows.map(toImage);
    },
    /** Mine, newest first. */
    async listOwned(userId: string): Promise<DesignImageRow[]> {
      const rows = await db
        .selectFrom('design_images')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toImage);
    },
    /**
     * Images made before `before`, oldest first, a page at a time after `after` (the
     * clean-up's candidates: the ones still in use stay, so pages go by key, not offset).
     */
    async listCreatedBefore(
      before: string,
      after: Pick<DesignImageRow, 'created_at' | 'id'> | undefined,
      limit: number,
    ): Promise<DesignImageRow[]> {
      let query = db.selectFrom('design_images').selectAll().where('created_at', '<', before);
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '>', after.created_at),
            eb.and([eb('created_at', '=', after.created_at), eb('id', '>', after.id)]),
          ]),
        );
      }
      const rows = await query.orderBy('created_at').orderBy('id').limit(limit).execute();
      return rows.map(toImage);
    },
    async remove(id: string): Promise<void> {
      await db.deleteFrom('design_images').where('id', '=', id).execute();
    },
  };
}

export type DesignImagesRepository = ReturnType<typeof createDesignImagesRepository>;
