import {
  calculateRemainingTime,
  calculateSideDuration,
  isSideExceeded,
  markExceededTracks,
  sideRelation,
} from '@vinyl/domain';
import type { AudioWarning } from '@vinyl/domain';
import type { AudioAnalysisMeta } from './analysis/analysis.view';
import type { AudioRow } from './audio.repository';
import { toAudioResource } from './audio.view';
import type { Side, TrackRow } from './tracks.repository';

interface SideInput {
  side: Side;
  rows: TrackRow[];
  files: AudioRow[];
  limit: number;
  rpm: string | null;
  /** Each track's analysis by audio id, and the side's audio warnings (issue 19). */
  analyses?: Map<string, AudioAnalysisMeta>;
  audioWarnings?: AudioWarning[];
}

/** A track's title and artist: the customer's, else the file's tags or cleaned name. */
export function trackNames(
  row: Pick<TrackRow, 'title' | 'artist'>,
  file: Pick<AudioRow, 'title' | 'artist'>,
) {
  return { title: row.title ?? file.title, artist: row.artist ?? file.artist ?? null };
}

/**
 * A side's tracks in priority order (spec 2 §7 `GET vinyls/{id}/side_{a|b}_tracks`), each
 * with its side, order and exceeded flag (spec 2 §3), and the side's totals in `meta`.
 */
export function toSideDocument(input: SideInput) {
  const { side, rows, files, limit, rpm, analyses } = input;
  const byId = new Map(files.map((file) => [file.id, file]));
  const listed = rows.flatMap((row) => {
    const file = byId.get(row.audio_id);
    return file ? [{ row, file }] : [];
  });
  const exceeded = markExceededTracks(
    listed.map(({ file }) => file.duration),
    limit,
  );
  const duration = calculateSideDuration(listed.map(({ file }) => file));
  return {
    data: listed.map(({ row, file }, order) => {
      const place = { side, order, priority: row.priority, exceeded: exceeded[order] ?? false };
      const resource = toAudioResource(file, place, analyses?.get(file.id));
      // The customer's names for the track on this disc, else the audio's own (decision 015).
      const names = trackNames(row, file);
      const attributes = { ...resource.attributes, ...names, gap_after: row.gap_after };
      return { ...resource, attributes };
    }),
    meta: {
      relation: sideRelation(side),
      side,
      rpm,
      duration,
      limit,
      remaining: calculateRemainingTime(duration, limit),
      exceeded: isSideExceeded(duration, limit),
      audio_warnings: input.audioWarnings ?? [],
    },
  };
}
