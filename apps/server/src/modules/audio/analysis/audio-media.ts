import type { Readable } from 'node:stream';
import { AppError, NotFoundError } from '../../../http/errors';
import { readAll } from '../../../storage/read-all';
import { StoredFileMissingError, type FileStorage } from '../../../storage/storage';
import type { AudioRow } from '../audio.repository';
import type { AnalysisRepository } from './analysis.repository';
import { needsPlayableCopy, PLAYABLE_MIME_TYPE, type PlayableCopies } from './playable-copy';

interface Deps {
  requireOwned(userId: string, id: string): Promise<AudioRow>;
  analyses: Pick<AnalysisRepository, 'listBySha'>;
  storage: Pick<FileStorage, 'read' | 'stat'>;
  playable: Pick<PlayableCopies, 'ensure'>;
  /** How long a stream request waits for a playable copy being made before a 503. */
  copyWaitMs: number;
}

/** What the player is sent: the master itself, or its playable copy (decision 036). */
export interface StreamedAudio {
  key: string;
  mimeType: string;
  etag: string;
}

/** The playable copy is still being made: the player may ask again shortly. */
export class AudioPreparingError extends AppError {
  constructor() {
    super(503, 'audio_preparing', 'This track is being prepared for listening; try again shortly');
  }
}

export type RangeAnswer =
  | { kind: 'whole'; size: number }
  | { kind: 'part'; start: number; end: number; size: number }
  | { kind: 'unsatisfiable'; size: number };

/**
 * One `bytes=` range of RFC 9110 §14.1.2 against a file of `size` bytes. Several ranges,
 * or a header that is not a byte range, are answered with the whole file (allowed).
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole', size };
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable', size };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1, size };
  }
  const start = Number(first);
  if (start >= size) return { kind: 'unsatisfiable', size };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return { kind: 'whole', size };
  return { kind: 'part', start, end, size };
}

/** The player's two reads (issue 19): a track's waveform peaks and its bytes by range. */
export function createAudioMedia({ requireOwned, analyses, storage, playable, copyWaitMs }: Deps) {
  /** Starts the playable copy in the background; a failure shows when the side is played. */
  function prepare(audio: AudioRow): void {
    if (needsPlayableCopy(audio)) playable.ensure(audio).catch(() => undefined);
  }

  /** The master when browsers play it, else its playable copy, made now if need be. */
  async function streamed(audio: AudioRow): Promise<StreamedAudio> {
    const tag = audio.sha256.slice(0, 32);
    if (!needsPlayableCopy(audio)) {
      return { key: audio.storage_key, mimeType: audio.mime_type, etag: `"${tag}"` };
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AudioPreparingError()), copyWaitMs);
    });
    try {
      const key = await Promise.race([playable.ensure(audio, { urgent: true }), late]);
      return { key, mimeType: PLAYABLE_MIME_TYPE, etag: `"${tag}.flac"` };
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(422, 'audio_not_playable', 'This file cannot be prepared for listening');
    } finally {
      clearTimeout(timer);
    }
  }

  async function peaks(userId: string, id: string) {
    const audio = await requireOwned(userId, id);
    // The waveform is drawn just before the side can be played: its copy gets a head start.
    prepare(audio);
    const [row] = await analyses.listBySha([audio.sha256]);
    if (row?.status !== 'done' || !row.peaks_key) {
      throw new AppError(409, 'analysis_not_ready', 'The waveform is not ready yet');
    }
    try {
      const bytes = await readAll(await storage.read(row.peaks_key));
      return { etag: `"${audio.sha256.slice(0, 32)}"`, body: bytes };
    } catch (error) {
      if (error instanceof StoredFileMissingError) throw new NotFoundError('Waveform not found');
      throw error;
    }
  }

  async function stream(
    userId: string,
    id: string,
    range: string | undefined,
  ): Promise<{ sent: StreamedAudio; answer: RangeAnswer; body?: Readable }> {
    const sent = await streamed(await requireOwned(userId, id));
    const stat = await storage.stat(sent.key);
    if (!stat) throw new NotFoundError('Audio not found');
    const answer = parseRange(range, stat.size);
    if (answer.kind === 'unsatisfiable') return { sent, answer };
    try {
      // Only the range is read: a seek in a bucket's object fetches those bytes alone.
      const body =
        answer.kind === 'part'
          ? await storage.read(sent.key, { start: answer.start, end: answer.end })
          : await storage.read(sent.key);
      return { sent, answer, body };
    } catch (error) {
      if (error instanceof StoredFileMissingError) throw new NotFoundError('Audio not found');
      throw error;
    }
  }

  return { peaks, stream };
}

export type AudioMedia = ReturnType<typeof createAudioMedia>;
