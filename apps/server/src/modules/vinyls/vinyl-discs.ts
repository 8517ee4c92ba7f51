import { randomUUID } from 'node:crypto';
import { discTitle } from '@vinyl/domain';
import type { AlbumPart, AlbumDiscs } from '../albums';
import type { VinylsRepository } from './vinyls.repository';

/**
 * The vinyls module's side of an album: the disc ids for has_vinyls, the disc titles that
 * follow the album title, and the first part cloned and deleted with an album. Track
 * lists hang off the discs: their part comes after this one and finds the new disc ids
 * in `ids`.
 */
export function createVinylDiscs(vinyls: VinylsRepository): AlbumDiscs & AlbumPart {
  return {
    name: 'vinyls',
    async listIds(albumId, executor) {
      const rows = await vinyls.listByAlbum(albumId, executor);
      return rows.map((row) => row.id);
    },
    async retitle(albumId, albumTitle, trx) {
      const rows = await vinyls.listByAlbum(albumId, trx);
      for (const row of rows) {
        const title = discTitle(albumTitle, row.disc_number ?? 1, rows.length);
        if (title !== row.title) await vinyls.update(row.id, { title }, trx);
      }
    },
    async clone({ trx, userId, source, targetAlbumId, now, ids }) {
      for (const row of await vinyls.listByAlbum(source.id, trx)) {
        const id = randomUUID();
        ids.set(row.id, id);
        await vinyls.insert(
          {
            ...row,
            id,
            user_id: userId,
            album_id: targetAlbumId,
            created_at: now,
            modified_at: now,
          },
          trx,
        );
      }
    },
    async remove({ trx, albumId }) {
      await vinyls.removeByAlbum(albumId, trx);
    },
  };
}
