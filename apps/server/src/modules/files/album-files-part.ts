import type { AlbumPart } from '../albums';
import type { FilesRepository } from './files.repository';

interface Deps {
  files: FilesRepository;
  removeKeys: (keys: readonly string[]) => Promise<void>;
}

/**
 * The album part of the graphics (issue 8, decision 004): a clone points at the same files
 * in the same slots (the files are shared, never copied, and the size warnings the
 * customer accepted stay accepted); a delete empties the slots and deletes, after the
 * commit, the files no other album uses.
 */
export function createAlbumFilesPart({ files, removeKeys }: Deps): AlbumPart {
  return {
    name: 'graphics',
    async clone({ trx, source, targetAlbumId, now }) {
      for (const slot of await files.listSlots(source.id, undefined, trx)) {
        await files.putSlot({ ...slot, album_id: targetAlbumId, created_at: now }, trx);
      }
    },
    async remove({ trx, albumId, afterCommit }) {
      const slots = await files.listSlots(albumId, undefined, trx);
      await files.removeAlbumSlots(albumId, trx);
      const keys = await files.deleteUnused([...new Set(slots.map((slot) => slot.file_id))], trx);
      afterCommit(() => removeKeys(keys));
    },
  };
}
