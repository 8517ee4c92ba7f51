import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { readAll } from '../../../storage/read-all';
import type { FileStorage } from '../../../storage/storage';
import type { AudioRow } from '../audio.repository';
import { createOneAtATime } from './one-at-a-time';

/** What the player is sent instead of a master browsers cannot play (decision 036). */
export const PLAYABLE_MIME_TYPE = 'audio/flac';

/**
 * Where the playable copy of a content lives. The storage sweep keeps a key of this form
 * while an audio row holds that SHA-256 (`storage/storage-references.ts` reads the same
 * pattern): the file itself is the record that the copy exists.
 */
export const playableKeyOf = (sha256: string) => `playable/${sha256.slice(0, 2)}/${sha256}.flac`;

/**
 * Where ffmpeg's refusal to convert a content is remembered (its last words), so that each
 * play of a file it cannot read does not run it again. No storage sweep keeps this key: a
 * swept marker only means one more try.
 */
export const unplayableKeyOf = (sha256: string) =>
  `playable/${sha256.slice(0, 2)}/${sha256}.failed.txt`;

/** ffmpeg could not convert this content, now or on an earlier try. */
export class PlayableCopyFailedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PlayableCopyFailedError';
  }
}

/** WAV codecs (as music-metadata names them) that Chromium, Firefox and Safari play. */
const PLAYED_WAV_CODECS = new Set(['PCM', 'IEEE_FLOAT', 'ALAW', 'MULAW', 'non-PCM (65534)']);

/**
 * Which accepted masters a browser cannot play as uploaded, as measured in Chromium 156
 * with files made by our ffmpeg (decision 036): AIFF and AIFF-C in every sample format,
 * Apple Lossless in an MP4, and WAV holding anything but PCM, float, A-law or µ-law
 * (ADPCM, GSM…). FLAC, MP3, AAC (ADTS or MP4), Ogg (Vorbis, Opus, FLAC) and PCM WAV up to
 * 32 bits and 192 kHz play.
 */
export function needsPlayableCopy(audio: Pick<AudioRow, 'mime_type' | 'codec'>): boolean {
  switch (audio.mime_type) {
    case 'audio/aiff':
      return true;
    case 'audio/mp4':
      return /alac/i.test(audio.codec ?? '');
    case 'audio/wav':
      return !PLAYED_WAV_CODECS.has(audio.codec ?? 'PCM');
    default:
      return false;
  }
}

export class PlayableCopyTimeoutError extends Error {
  constructor(ms: number) {
    super(`Making the playable copy took longer than ${Math.round(ms / 1000)} s`);
    this.name = 'PlayableCopyTimeoutError';
  }
}

/** ffmpeg: the first audio stream of `input` to FLAC in `output`, killed after `timeoutMs`. */
function toFlac(ffmpeg: string, input: string | Readable, output: string, timeoutMs: number) {
  const args = ['-hide_banner', '-nostats', '-v', 'error', '-i']
    .concat(typeof input === 'string' ? [input] : ['pipe:0'])
    .concat(['-map', '0:a:0', '-vn', '-sn', '-dn', '-map_metadata', '-1'])
    .concat(['-c:a', 'flac', '-compression_level', '2', '-f', 'flac', '-y', output]);
  const child = spawn(ffmpeg, args, { stdio: ['pipe', 'ignore', 'pipe'] });
  if (typeof input === 'string') child.stdin.end();
  else {
    input.pipe(child.stdin);
    child.stdin.on('error', () => undefined);
  }
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    if (stderr.length < 8_000) stderr += text;
  });
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new PlayableCopyTimeoutError(timeoutMs));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new PlayableCopyFailedError(`ffmpeg failed: ${stderr.trim().slice(-300)}`));
    });
  });
}

interface Deps {
  storage: Pick<FileStorage, 'read' | 'stat' | 'importFile'>;
  ffmpegPath: string;
  timeoutMs: number;
}

/**
 * Playable copies of masters browsers cannot play (issue 19, decision 036): a FLAC made
 * once per content with the project's ffmpeg, in a private temporary folder, and handed to
 * the storage whole (`importFile`: a rename on disk, an upload completed at once in a
 * bucket), so a half-written copy is never under its key. One make per content, and one
 * at a time in this process (a page of twenty AIFF tracks starts no twenty ffmpegs), the
 * copy someone pressed Play for first; two processes may both make one, and the second
 * replaces the first with the same sound. A content ffmpeg cannot convert is tried once:
 * its refusal is stored beside the copies and answered on the next plays (decision 041).
 * The master stays untouched: it is what is pressed.
 */
export function createPlayableCopies({ storage, ffmpegPath, timeoutMs }: Deps) {
  const making = new Map<string, Promise<string>>();
  const turns = createOneAtATime();

  /** Containers ffmpeg must seek in (the index may sit at the end): read from a local copy. */
  async function input(audio: AudioRow, workDir: string): Promise<string | Readable> {
    const stream = await storage.read(audio.storage_key);
    if (audio.mime_type !== 'audio/mp4') return stream;
    const copy = path.join(workDir, 'source');
    await pipeline(stream, createWriteStream(copy));
    return copy;
  }

  async function make(audio: AudioRow, key: string): Promise<string> {
    const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vinyl-playable-'));
    try {
      const output = path.join(workDir, 'copy.flac');
      await toFlac(ffmpegPath, await input(audio, workDir), output, timeoutMs).catch(
        async (error: unknown) => {
          // A timeout may be the machine's fault: only a refusal is remembered.
          if (error instanceof PlayableCopyFailedError) {
            const marker = path.join(workDir, 'failed.txt');
            await fs.writeFile(marker, error.message);
            await storage.importFile(marker, unplayableKeyOf(audio.sha256));
          }
          throw error;
        },
      );
      await storage.importFile(output, key);
      return key;
    } finally {
      await fs.rm(workDir, { recursive: true, force: true });
    }
  }

  /** Throws what ffmpeg said when it could not convert this content before. */
  async function refuseKnownFailure(sha256: string): Promise<void> {
    const marker = unplayableKeyOf(sha256);
    if (!(await storage.stat(marker))) return;
    const reason = (await readAll(await storage.read(marker))).toString('utf8');
    throw new PlayableCopyFailedError(reason || 'ffmpeg could not convert this file');
  }

  return {
    /**
     * The key of the content's playable copy, made first when there is none yet; callers
     * asking while it is being made wait for that same make.
     */
    async ensure(audio: AudioRow, { urgent = false } = {}): Promise<string> {
      const key = playableKeyOf(audio.sha256);
      let run = making.get(audio.sha256);
      if (!run && (await storage.stat(key))) return key;
      run ??= making.get(audio.sha256);
      if (run) {
        if (urgent) turns.hurry(audio.sha256);
        return run;
      }
      // Another process may have made it while this one waited for its turn.
      const made = turns.run(audio.sha256, urgent, async () => {
        if (await storage.stat(key)) return key;
        await refuseKnownFailure(audio.sha256);
        return make(audio, key);
      });
      making.set(audio.sha256, made);
      void made.finally(() => making.delete(audio.sha256)).catch(() => undefined);
      return made;
    },
  };
}

export type PlayableCopies = ReturnType<typeof createPlayableCopies>;
