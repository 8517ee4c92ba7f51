import type { AudioRepository } from './audio.repository';
import type { Side, TracksRepository } from './tracks.repository';
import { trackNames } from './tracks.view';

/** The tracks of one side of a disc, in order, with their names and measured seconds. */
export function createSideListing(deps: {
  tracks: Pick<TracksRepository, 'listSide'>;
  audio: Pick<AudioRepository, 'listByIds'>;
}) {
  return async function listSideTracks(vinylId: string, side: Side) {
    const rows = await deps.tracks.listSide(vinylId, side);
    const byId = new Map(
      (await deps.audio.listByIds(rows.map((row) => row.audio_id))).map((file) => [file.id, file]),
    );
    return rows.flatMap((row) => {
      const file = byId.get(row.audio_id);
      if (!file) return [];
      return [{ id: file.id, ...trackNames(row, file), duration: Number(file.duration) }];
    });
  };
}
