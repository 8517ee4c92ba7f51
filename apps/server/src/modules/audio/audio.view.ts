import type { AudioAnalysisMeta } from './analysis/analysis.view';
import type { AudioRow } from './audio.repository';

/** What the shop knows about a file (spec 2 §7: `meta.file_metadata`). */
export function fileMetadata(audio: AudioRow) {
  return {
    file_name: audio.file_name,
    mime_type: audio.mime_type,
    container: audio.container,
    codec: audio.codec,
    sample_rate: audio.sample_rate,
    bits_per_sample: audio.bits_per_sample,
    channels: audio.channels,
    bitrate: audio.bitrate,
    lossless: audio.lossless === 1,
    size: audio.size,
    sha256: audio.sha256,
  };
}

/** Where a track sits when it is read as part of a side (spec 2 §3 "Audio track"). */
export interface TrackPlace {
  side: 'a' | 'b';
  order: number;
  priority: number;
  exceeded: boolean;
}

/**
 * An audio track as a JSON:API resource; with `place` when listed on a side, and its
 * analysis (issue 19) when the caller read it.
 */
export function toAudioResource(audio: AudioRow, place?: TrackPlace, analysis?: AudioAnalysisMeta) {
  return {
    type: 'audio' as const,
    id: audio.id,
    attributes: {
      title: audio.title,
      duration: audio.duration,
      ...(place && { side: place.side, order: place.order, exceeded: place.exceeded }),
    },
    meta: {
      duration: audio.duration,
      file_metadata: fileMetadata(audio),
      created: audio.created_at,
      ...(place && { relation: { priority: place.priority } }),
      ...(analysis && { analysis }),
    },
  };
}

/** `GET /api/audio/{id}`: the track, and its file as an included resource. */
export function toAudioDocument(audio: AudioRow, analysis?: AudioAnalysisMeta) {
  return {
    data: toAudioResource(audio, undefined, analysis),
    included: [
      {
        type: 'files' as const,
        id: audio.id,
        attributes: { title: audio.file_name },
        meta: { duration: audio.duration, file_metadata: fileMetadata(audio) },
      },
    ],
  };
}
