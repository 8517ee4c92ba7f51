import type { Readable } from 'node:stream';
import type { AnalysisThreads } from './analysis-threads';
import { type Decoding, decodeToPcm, type StreamInfo } from './ffmpeg';
import { createPcmAnalyser, type PcmFindings } from './pcm-analyser';
import { readWavFormat, readWavPcm } from './wav-pcm';

export interface AudioAnalysis {
  info: StreamInfo;
  findings: PcmFindings;
}

export interface AnalyseOptions {
  ffmpeg: string;
  /** A local file path, or a stream of the stored bytes. */
  input: string | Readable;
  timeoutMs: number;
  /** Threads that measure a WAV file's channels side by side (decision 041); else this one. */
  threads?: AnalysisThreads;
}

export class AnalysisTimeoutError extends Error {
  constructor(ms: number) {
    super(`The analysis took longer than ${Math.round(ms / 1000)} s`);
    this.name = 'AnalysisTimeoutError';
  }
}

/**
 * Decodes a master once and measures the samples as they arrive (decision 027): a plain
 * PCM WAV file is read by the shop itself, in `threads` when given (decision 041), anything
 * else is decoded by ffmpeg (decision 037). A run longer than `timeoutMs` is stopped and
 * rejects.
 */
export async function analyseAudio({
  ffmpeg,
  input,
  timeoutMs,
  threads,
}: AnalyseOptions): Promise<AudioAnalysis> {
  const format = threads && typeof input === 'string' ? await readWavFormat(input) : undefined;
  // The clock starts once the threads are up: their cold start is not the file's fault.
  if (format) await threads?.started();
  let decoding: Decoding | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const stop = new AbortController();
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      stopped = true;
      decoding?.kill();
      stop.abort(new AnalysisTimeoutError(timeoutMs));
      reject(new AnalysisTimeoutError(timeoutMs));
    }, timeoutMs);
  });
  const run = async (): Promise<AudioAnalysis> => {
    if (typeof input === 'string') {
      const found = format && (await threads?.measureWav(input, format, stop.signal));
      if (format && found) return { info: format.info, findings: found };
      const read = await measureWav(input, () => stopped);
      if (read || stopped) return read as AudioAnalysis;
    }
    if (stopped) throw new AnalysisTimeoutError(timeoutMs);
    decoding =
      typeof input === 'string' ? decodeToPcm(ffmpeg, input) : decodeToPcm(ffmpeg, '-', input);
    return measure(decoding);
  };
  try {
    return await Promise.race([run(), timeout]);
  } finally {
    clearTimeout(timer);
    stopped = true;
    decoding?.kill();
    // Whatever ended the race (a failure too), the threads stop measuring this file.
    stop.abort(new AnalysisTimeoutError(timeoutMs));
  }
}

async function measureWav(
  file: string,
  stopped: () => boolean,
): Promise<AudioAnalysis | undefined> {
  let analyser: ReturnType<typeof createPcmAnalyser> | undefined;
  const info = await readWavPcm(
    file,
    (found) => {
      const created = createPcmAnalyser(found.sampleRate, found.channels);
      analyser = created;
      return (frames) => created.push(frames);
    },
    stopped,
  );
  return info && analyser && { info, findings: analyser.finish() };
}

/** Measures ffmpeg's float PCM as it comes out of the pipe, whatever the pieces' sizes. */
async function measure(decoding: Decoding): Promise<AudioAnalysis> {
  const held: Buffer[] = [];
  let analyser: ReturnType<typeof createPcmAnalyser> | undefined;
  let frameBytes = 0;
  /** Up to one frame's bytes left over from the last piece. */
  let rest = Buffer.alloc(0);
  let floats = new Float32Array(0);
  const feed = (chunk: Buffer): void => {
    const bytes = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    const usable = bytes.length - (bytes.length % frameBytes);
    rest = Buffer.from(bytes.subarray(usable));
    if (usable === 0) return;
    if (bytes.byteOffset % 4 === 0) {
      analyser?.push(new Float32Array(bytes.buffer, bytes.byteOffset, usable / 4));
      return;
    }
    // A Float32Array needs 4-byte alignment: copy into a reused one when the piece is odd.
    if (floats.length < usable / 4) floats = new Float32Array(usable / 4);
    new Uint8Array(floats.buffer).set(bytes.subarray(0, usable));
    analyser?.push(floats.subarray(0, usable / 4));
  };
  const info = decoding.info.then((found) => {
    analyser = createPcmAnalyser(found.sampleRate, found.channels);
    frameBytes = 4 * found.channels;
    for (const chunk of held.splice(0)) feed(chunk);
    return found;
  });
  info.catch(() => undefined);
  decoding.pcm.on('data', (chunk: Buffer) => {
    if (analyser) feed(chunk);
    else held.push(chunk);
  });
  await decoding.done;
  const found = await info;
  return { info: found, findings: (analyser as ReturnType<typeof createPcmAnalyser>).finish() };
}
