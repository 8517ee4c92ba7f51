import { randomUUID } from 'node:crypto';
import type { AlbumPart } from '../albums';
import type { DesignsRepository } from './designs.repository';

/** An album's designs are cloned with it (a new id each) and deleted with it. */
export function createDesignsPart(designs: DesignsRepository): AlbumPart {
  return {
    name: 'designs',
    async clone({ trx, userId, source, targetAlbumId, now }) {
      for (const row of await designs.listByAlbum(source.id, trx)) {
        await designs.insert(
          {
            ...row,
            id: randomUUID(),
            album_id: targetAlbumId,
            user_id: userId,
            created_at: now,
            updated_at: now,
          },
          trx,
        );
      }
    },
    async remove({ trx, albumId }) {
      await designs.removeByAlbum(albumId, trx);
    },
  };
}
