import type { Readable } from 'node:stream';
import { decodeToPcm, type StreamInfo } from './ffmpeg';
import { createPcmAnalyser, type PcmFindings } from './pcm-analyser';

export interface AudioAnalysis {
  info: StreamInfo;
  findings: PcmFindings;
}

export interface AnalyseOptions {
  ffmpeg: string;
  /** A local file path, or a stream of the stored bytes. */
  input: string | Readable;
  timeoutMs: number;
}

export class AnalysisTimeoutError extends Error {
  constructor(ms: number) {
    super(`The analysis took longer than ${Math.round(ms / 1000)} s`);
    this.name = 'AnalysisTimeoutError';
  }
}

/**
 * Decodes a master once with ffmpeg and measures the samples as they arrive (decision 027).
 * A run longer than `timeoutMs` is killed and rejects.
 */
export async function analyseAudio({
  ffmpeg,
  input,
  timeoutMs,
}: AnalyseOptions): Promise<AudioAnalysis> {
  const decoding =
    typeof input === 'string' ? decodeToPcm(ffmpeg, input) : decodeToPcm(ffmpeg, '-', input);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      decoding.kill();
      reject(new AnalysisTimeoutError(timeoutMs));
    }, timeoutMs);
  });
  try {
    return await Promise.race([measure(decoding), timeout]);
  } finally {
    clearTimeout(timer);
    decoding.kill();
  }
}

async function measure(decoding: ReturnType<typeof decodeToPcm>): Promise<AudioAnalysis> {
  const held: Buffer[] = [];
  let analyser: ReturnType<typeof createPcmAnalyser> | undefined;
  let rest: Buffer = Buffer.alloc(0);
  let frameBytes = 0;
  const feed = (chunk: Buffer): void => {
    const bytes = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    const usable = bytes.length - (bytes.length % frameBytes);
    rest = Buffer.from(bytes.subarray(usable));
    if (usable === 0) return;
    // A Float32Array needs 4-byte alignment: copy when the chunk's offset is odd.
    const aligned = bytes.byteOffset % 4 === 0 ? bytes : Buffer.from(bytes);
    analyser?.push(new Float32Array(aligned.buffer, aligned.byteOffset, usable / 4));
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
