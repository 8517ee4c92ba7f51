import type { AudioWarning } from '@vinyl/domain';
import type { AnalysisReader } from './analysis-reader';
import type { AudioAnalysisMeta } from './analysis.view';
import { measurementsOf } from './side-audio';

export interface ListedSide {
  /** The side's letter (A–D). */
  name: string;
  format: string | null;
  rpm: string | null;
  tracks: readonly { duration: number; analysis: Pick<AudioAnalysisMeta, 'measurements'> }[];
}

/** A side's audio warnings from the tracks `listSideTracks` gave (summary, job sheet, plant). */
export function createSideAnalysis(reader: Pick<AnalysisReader, 'checks' | 'sideWarnings'>) {
  return async function sideAudioWarnings(side: ListedSide): Promise<AudioWarning[]> {
    return reader.sideWarnings(
      {
        name: side.name,
        format: side.format,
        rpm: side.rpm,
        durationSeconds: side.tracks.reduce((total, track) => total + track.duration, 0),
        measurements: side.tracks.map((track) => measurementsOf(track.analysis)),
      },
      await reader.checks(),
    );
  };
}
