import { randomUUID } from 'node:crypto';
import {
  ALLOWED_AUDIO_EXTENSIONS,
  cleanFileName,
  formatDuration,
  interpolate,
  trackTitle,
} from '@vinyl/domain';
import type { Clock } from '../../clock';
import { AppError, NotFoundError } from '../../http/errors';
import type { FileStorage } from '../../storage/storage';
import type { FinishedUpload } from '../uploads';
import type { AnalysisReader } from './analysis/analysis-reader';
import { inspectAudioFile, type AudioFacts, type AudioInspection } from './audio-content';
import { AUDIO_DURATION_MISMATCH, AUDIO_NAME_MISMATCH, AUDIO_UNREADABLE } from './audio.messages';
import type { AudioRepository, AudioRow } from './audio.repository';
import { toAudioDocument } from './audio.view';

/** "Extension not allowed" with the list (spec 2 §5, §8): 415, the file is not kept. */
export class AudioNotAllowedError extends AppError {
  constructor(detail: string) {
    super(415, 'extension_not_allowed', 'Extension not allowed', detail);
  }
}

export const ALLOWED_AUDIO_LIST = ALLOWED_AUDIO_EXTENSIONS.join(', ');

/**
 * Says what is actually wrong with a refused upload (issue 14 item 15): a name without an
 * allowed extension is the spec's "Extension not allowed"; a file with an allowed name
 * whose bytes are not audio we can read, or another kind of audio than its name, or whose
 * header lies about its length (issue 13 hole 6) each get their own message.
 */
function refusalOf(inspection: Exclude<AudioInspection, { ok: true }>): AppError {
  const allowed = `Allowed: ${ALLOWED_AUDIO_LIST}`;
  switch (inspection.reason) {
    case 'extension':
      return new AudioNotAllowedError(`This file name has no allowed audio extension. ${allowed}`);
    case 'mismatch': {
      const values = {
        found: inspection.found.toUpperCase(),
        extension: inspection.promised === 'aiff' ? 'aiff' : inspection.promised,
      };
      return new AppError(
        415,
        'audio_name_mismatch',
        interpolate(AUDIO_NAME_MISMATCH, values),
        `The file content does not match its extension. ${allowed}`,
        values,
      );
    }
    case 'duration': {
      const values = {
        header: formatDuration(inspection.declared),
        body: formatDuration(inspection.measured),
      };
      return new AppError(
        422,
        'audio_duration_mismatch',
        interpolate(AUDIO_DURATION_MISMATCH, values),
        `The header declares ${inspection.declared.toFixed(2)} s, the samples last ${inspection.measured.toFixed(2)} s.`,
        values,
      );
    }
    default:
      return new AppError(
        415,
        'audio_unreadable',
        AUDIO_UNREADABLE,
        inspection.reason === 'content'
          ? `The file content is not audio of an allowed type. ${allowed}`
          : `The file could not be read as audio. ${allowed}`,
      );
  }
}

/** A storage key made by the server: never the customer's file name. */
function storageKey(id: string, family: AudioFacts['family']): string {
  return `audio/${id.slice(0, 2)}/${id}.${family}`;
}

interface Deps {
  audio: AudioRepository;
  storage: FileStorage;
  clock: Clock;
  /** The analysis job and its reader (issue 19). */
  analysis: {
    request(sha256: string): Promise<void>;
    metaFor: AnalysisReader['metaFor'];
  };
}

/** Audio objects (issue 6): made from checked uploads, read and deleted by their owner. */
export function createAudioService({ audio, storage, clock, analysis }: Deps) {
  /** Checks a finished upload by content and keeps it as an audio object. */
  async function createFromUpload(upload: FinishedUpload): Promise<AudioRow> {
    const saved = upload.objectId && (await audio.findOwned(upload.userId, upload.objectId));
    if (saved) return saved;
    const fileName = cleanFileName(upload.fileName);
    const inspection = await inspectAudioFile(upload.localPath, fileName);
    if (!inspection.ok) throw refusalOf(inspection);
    const { facts } = inspection;
    const id = upload.objectId ?? randomUUID();
    const key = storageKey(id, facts.family);
    const now = clock.now().toISOString();
    await storage.importFile(upload.localPath, key);
    const row = {
      id,
      user_id: upload.userId,
      title: trackTitle(facts.tagTitle, fileName),
      artist: facts.tagArtist,
      file_name: fileName,
      storage_key: key,
      mime_type: facts.mimeType,
      container: facts.container,
      codec: facts.codec,
      duration: facts.duration,
      sample_rate: facts.sampleRate,
      bits_per_sample: facts.bitsPerSample,
      channels: facts.channels,
      bitrate: facts.bitrate,
      lossless: facts.lossless ? 1 : 0,
      size: upload.size,
      sha256: upload.sha256,
      created_at: now,
      modified_at: now,
    };
    try {
      await audio.insert(row);
    } catch (error) {
      await storage.remove(key);
      throw error;
    }
    // Measured in the background, after this request (issue 19); same content, same analysis.
    await analysis.request(row.sha256);
    return row;
  }

  async function requireOwned(
    userId: string,
    id: string,
    executor?: Parameters<typeof audio.findOwned>[2],
  ) {
    const row = await audio.findOwned(userId, id, executor);
    if (!row) throw new NotFoundError('Audio not found');
    return row;
  }

  async function get(userId: string, id: string) {
    const row = await requireOwned(userId, id);
    return toAudioDocument(row, (await analysis.metaFor([row])).get(row.id));
  }

  /** Removes stored files after the rows are gone; a failure is logged, not thrown. */
  async function removeFiles(keys: readonly string[], log?: (error: unknown) => void) {
    for (const key of keys) {
      try {
        await storage.remove(key);
      } catch (error) {
        log?.(error);
      }
    }
  }

  /** The clean-up job's part: audio nobody can reach any more, rows and files. */
  async function removeAbandoned(olderThan: string): Promise<number> {
    const abandoned = await audio.listAbandoned(olderThan);
    let removed = 0;
    for (const row of abandoned) {
      // Deleted only if still on no disc: an attach may have come in meanwhile.
      const keys = await audio.deleteUnused([row.id]);
      await removeFiles(keys);
      removed += keys.length;
    }
    return removed;
  }

  return { createFromUpload, requireOwned, get, removeFiles, removeAbandoned };
}

export type AudioService = ReturnType<typeof createAudioService>;
