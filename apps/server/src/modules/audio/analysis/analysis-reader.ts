import {
  type AudioChecks,
  type AudioMeasurements,
  type AudioWarning,
  audioChecksOf,
  type Catalog,
  FormatSchema,
  RpmSchema,
  sideAudioWarnings,
} from '@vinyl/domain';
import type { AnalysisRepository, AnalysisRow } from './analysis.repository';
import { analysisMeta, type AudioAnalysisMeta, parseMeasurements } from './analysis.view';

interface Deps {
  analyses: Pick<AnalysisRepository, 'listBySha'>;
  catalogue: { requireCatalog(): Promise<Catalog> };
}

export interface SideAudioInput {
  /** The side's letter as the customer reads it (A–D). */
  name: string;
  durationSeconds: number;
  measurements: readonly (AudioMeasurements | null)[];
  format: string | null;
  rpm: string | null;
}

/** Reads the analyses of audio files and judges them with the catalogue's thresholds. */
export function createAnalysisReader({ analyses, catalogue }: Deps) {
  async function rowsOf(files: readonly { sha256: string }[]) {
    const rows = await analyses.listBySha([...new Set(files.map((file) => file.sha256))]);
    return new Map<string, AnalysisRow>(rows.map((row) => [row.sha256, row]));
  }

  async function checks(): Promise<AudioChecks> {
    return audioChecksOf(await catalogue.requireCatalog());
  }

  /** `meta.analysis` per audio id. */
  async function metaFor(
    files: readonly { id: string; sha256: string }[],
  ): Promise<Map<string, AudioAnalysisMeta>> {
    const [rows, limits] = await Promise.all([rowsOf(files), checks()]);
    return new Map(
      files.map((file) => [file.id, analysisMeta(file.id, rows.get(file.sha256), limits)]),
    );
  }

  /** Measurements per audio id (null while pending or failed). */
  async function measurementsFor(files: readonly { id: string; sha256: string }[]) {
    const rows = await rowsOf(files);
    return new Map(files.map((file) => [file.id, parseMeasurements(rows.get(file.sha256))]));
  }

  /** A side's warnings from its measured tracks; none for an album without format or speed. */
  function sideWarnings(side: SideAudioInput, limits: AudioChecks): AudioWarning[] {
    const format = FormatSchema.safeParse(side.format);
    const rpm = RpmSchema.safeParse(side.rpm);
    if (!format.success || !rpm.success) return [];
    const tracks = side.measurements.filter((m): m is AudioMeasurements => m !== null);
    return sideAudioWarnings(
      {
        side: side.name,
        durationSeconds: side.durationSeconds,
        tracks,
        rpm: rpm.data,
        sizeInches: format.data,
      },
      limits,
    );
  }

  return { metaFor, measurementsFor, checks, sideWarnings };
}

export type AnalysisReader = ReturnType<typeof createAnalysisReader>;
