import type { AlbumPart, AlbumDiscs } from '../albums';
import type { AudioRepository } from './audio.repository';
import type { AudioService } from './audio.service';
import type { TracksRepository } from './tracks.repository';

interface Deps {
  tracks: TracksRepository;
  audio: AudioRepository;
  audioFiles: Pick<AudioService, 'removeFiles'>;
  discs: Pick<AlbumDiscs, 'listIds'>;
}

/**
 * The album part of the track lists (issue 6, joined to album clone and delete in
 * app.ts after the discs): a clone lists the same audio on its new discs (the files are
 * shared, never copied); a delete takes the lists away and deletes the audio, and after
 * the commit the files, that no other disc uses.
 */
export function createTrackListPart({ tracks, audio, audioFiles, discs }: Deps): AlbumPart {
  return {
    name: 'tracks',
    async clone({ trx, source, ids, now }) {
      const rows = await tracks.listByVinyls(await discs.listIds(source.id, trx), trx);
      for (const row of rows) {
        const vinylId = ids.get(row.vinyl_id);
        if (vinylId) await tracks.insert({ ...row, vinyl_id: vinylId, created_at: now }, trx);
      }
    },
    async remove({ trx, albumId, afterCommit }) {
      const vinylIds = await discs.listIds(albumId, trx);
      const rows = await tracks.listByVinyls(vinylIds, trx);
      await tracks.removeByVinyls(vinylIds, trx);
      const keys = await audio.deleteUnused([...new Set(rows.map((row) => row.audio_id))], trx);
      afterCommit(() => audioFiles.removeFiles(keys));
    },
  };
}
