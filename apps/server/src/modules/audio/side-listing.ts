import type { AnalysisReader } from './analysis/analysis-reader';
import type { AudioAnalysisMeta } from './analysis/analysis.view';
import type { AudioRepository } from './audio.repository';
import type { Side, TracksRepository } from './tracks.repository';
import { trackNames } from './tracks.view';

/** The tracks of one side of a disc, in order, with their names, measured seconds and audio facts. */
export function createSideListing(deps: {
  tracks: Pick<TracksRepository, 'listSide'>;
  audio: Pick<AudioRepository, 'listByIds'>;
  analysis: Pick<AnalysisReader, 'metaFor'>;
}) {
  return async function listSideTracks(vinylId: string, side: Side) {
    const rows = await deps.tracks.listSide(vinylId, side);
    const files = await deps.audio.listByIds(rows.map((row) => row.audio_id));
    const byId = new Map(files.map((file) => [file.id, file]));
    const analyses = await deps.analysis.metaFor(files);
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
          // Seconds of silence after it when the side is cut (issue 19).
          gap_after: row.gap_after,
          // What the analysis measured and found (issue 19): status, measurements, warnings.
          analysis: pickAnalysis(analyses.get(file.id)),
        },
      ];
    });
  };
}

function pickAnalysis(meta: AudioAnalysisMeta | undefined) {
  return {
    status: meta?.status ?? 'pending',
    error: meta?.error ?? null,
    measurements: meta?.measurements ?? null,
    warnings: meta?.warnings ?? [],
  };
}
