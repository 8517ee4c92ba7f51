import type { AudioWarning, FileKind, OrderBlocker, PrintPart } from '@vinyl/domain';
import type { DesignMaterials } from '../designs';

/** One part of the album as chosen, with what it adds to the unit price (cents). */
export interface SummaryPart {
  /** The album_options group (spec 2 §3 spelling). */
  part: 'vinyl' | 'label' | 'cover' | 'innerSleeve' | 'outerSleeve';
  name: string;
  color: string;
  /** The other choices of the part, in the words the summary table shows. */
  choices: Record<string, string | number | null>;
  /** Cents per album copy; a label and an inner sleeve count once per disc. */
  unit_price: number;
}

export interface SummaryTrack {
  id: string;
  /** The customer's title for the track, else the file's (decision 015). */
  title: string;
  artist: string | null;
  /** Seconds. */
  duration: number;
  /** Seconds of silence after it on the side (issue 19). */
  gap_after?: number;
  /** Measurements and findings of the audio analysis (issue 19). */
  analysis?: SummaryTrackAnalysis;
  /** The file's own facts: codec, sample rate (Hz), bits per sample, channels, lossless. */
  audio?: {
    codec: string | null;
    sample_rate: number | null;
    bits_per_sample: number | null;
    channels: number | null;
    lossless: boolean;
  };
}

/** What the audio analysis found in a track (issue 19), as `meta.analysis` spells it. */
export interface SummaryTrackAnalysis {
  status: 'pending' | 'running' | 'done' | 'failed';
  /** Why it could not be analysed, when it failed. */
  error?: string | null;
  measurements: Record<string, number | null> | null;
  warnings: AudioWarning[];
}

export interface SummarySide {
  side: 'a' | 'b';
  tracks: SummaryTrack[];
  /** The side's audio findings (issue 19): loudness against length, tracks far apart. */
  audio_warnings?: AudioWarning[];
  /** Seconds of music on the side, and the most the speed allows (null: none known). */
  duration: number;
  limit: number | null;
  exceeded: boolean;
}

export interface SummaryDisc {
  disc: number;
  vinyl_id: string;
  sides: SummarySide[];
}

export interface SummaryFile {
  part: PrintPart;
  kind: FileKind;
  type: string;
  /** Needed by the chosen options (spec 1 §5 print completeness). */
  required: boolean;
  present: boolean;
  file_id: string | null;
  file_name: string | null;
  thumbnail_ready: boolean;
}

export interface SummaryPriceLine {
  part: SummaryPart['part'];
  name: string;
  /** Cents per album copy. */
  unit_price: number;
}

/** Rebuilt from the stored options and the catalogue at the album's quantity (cents). */
export interface SummaryPrice {
  quantity: number;
  lines: SummaryPriceLine[];
  unit_total: number;
  total: number;
  vat_included: boolean;
  vat_rate: number;
}

export interface SummaryBlocker {
  code: OrderBlocker;
  title: string;
  /** The wizard step that fixes it (spec 1 §2 alert links). */
  link: 'tracks' | 'file-uploader';
  /** For missing print elements: Label, Vinyl, Cover or Inner sleeve. */
  parts?: PrintPart[];
}

export interface AlbumSummary {
  title: string | null;
  author: string | null;
  format: string | null;
  speed: string | null;
  discs: number;
  quantity: number;
  album_status: string;
  parts: SummaryPart[];
  tracks: SummaryDisc[];
  files: SummaryFile[];
  /** The fonts and images of each part made in the designer (issue 16). */
  designs: DesignMaterials[];
  /** Null when the stored options can no longer be priced (see price_problem). */
  price: SummaryPrice | null;
  price_problem: { code: string; title: string; detail?: string | undefined } | null;
  blockers: SummaryBlocker[];
}

export const SUMMARY_TYPE = 'album_summaries';

/** `GET /api/summary-album/{id}` as a JSON:API document. */
export function toSummaryDocument(albumId: string, summary: AlbumSummary, generatedAt: string) {
  return {
    data: {
      type: SUMMARY_TYPE,
      id: albumId,
      attributes: summary,
      relationships: { album: { data: { type: 'albums' as const, id: albumId } } },
      meta: { generated: generatedAt },
    },
  };
}
