import type { Readable } from 'node:stream';
import { NotFoundError } from '../../http/errors';
import type { FileStorage } from '../../storage/storage';
import type { AudioRepository } from './audio.repository';

/**
 * An audio master's stored bytes by id, with no owner check: the plant's production pack
 * (issue 17) reads the tracks of an ordered album, whose ids come from the owner's own
 * track lists. Customers never reach it: their reads go through `requireOwned`.
 * Rejects with 404 for an unknown id and `StoredFileMissingError` when the bytes are gone.
 */
export function createStoredAudio(deps: {
  audio: Pick<AudioRepository, 'listByIds'>;
  storage: Pick<FileStorage, 'read'>;
}) {
  return async function openStored(
    audioId: string,
  ): Promise<{ fileName: string; stream: Readable }> {
    const [row] = await deps.audio.listByIds([audioId]);
    if (!row) throw new NotFoundError('Audio not found');
    const stream = await deps.storage.read(row.storage_key);
    return { fileName: row.file_name, stream };
  };
}
