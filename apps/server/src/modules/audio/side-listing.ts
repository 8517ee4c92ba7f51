import type { AudioRepository } from './audio.repository';
import type { Side, TracksRepository } from './tracks.repository';
import { trackNames } from './tracks.view';

/** The tracks of one side of a disc, in order, with their names, measured seconds and audio facts. */
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
      return [
        {
          id: file.id,
          ...trackNames(row, file),
          duration: Number(file.duration),
          // What the cutting engineer reads first (issue 17: the plant's order page).
          audio: {
            codec: file.codec,
            sample_rate: file.sample_rate,
            bits_per_sample: file.bits_per_sample,
            channels: file.channels,
            lossless: file.lossless === 1,
          },
        },
      ];
    });
  };
}
