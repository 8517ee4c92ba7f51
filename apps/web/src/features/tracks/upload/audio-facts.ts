/**
 * What the browser can tell about an audio file before uploading it (issue 6: "read its
 * duration in the browser before uploading"): WAV, AIFF and FLAC from their headers,
 * exactly and without decoding; other types from the browser's own media element. The
 * server checks every file again by content; `null` means "unknown here".
 */
export interface AudioFacts {
  /** Seconds. */
  duration: number | null;
  sampleRate: number | null;
}

type ReadAt = (offset: number, length: number) => Promise<Uint8Array>;

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** WAV: the `fmt ` chunk's byte rate and the `data` chunk's size (RF64: past the 4 GB field). */
async function wavFacts(readAt: ReadAt, size: number): Promise<AudioFacts | null> {
  const head = await readAt(0, 12);
  if (!['RIFF', 'RF64'].includes(ascii(head, 0, 4)) || ascii(head, 8, 4) !== 'WAVE') return null;
  let sampleRate: number | null = null;
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= size;) {
    const header = await readAt(offset, 8);
    if (header.length < 8) break;
    const id = ascii(header, 0, 4);
    const length = view(header).getUint32(4, true);
    if (id === 'fmt ') {
      const format = view(await readAt(offset + 8, 16));
      sampleRate = format.getUint32(4, true);
      byteRate = format.getUint32(8, true);
    }
    if (id === 'data') {
      const dataSize =
        length === 0xffffffff ? size - offset - 8 : Math.min(length, size - offset - 8);
      return { duration: byteRate > 0 ? dataSize / byteRate : null, sampleRate };
    }
    offset += 8 + length + (length % 2);
  }
  return { duration: null, sampleRate };
}

/** An 80-bit IEEE extended float (AIFF's sample rate). */
function extendedFloat(bytes: Uint8Array): number {
  const data = view(bytes);
  const exponent = data.getUint16(0) & 0x7fff;
  const mantissa = data.getUint32(2) * 2 ** 32 + data.getUint32(6);
  return mantissa * 2 ** (exponent - 16383 - 63);
}

/** AIFF/AIFC: frames and sample rate from the `COMM` chunk. */
async function aiffFacts(readAt: ReadAt, size: number): Promise<AudioFacts | null> {
  const head = await readAt(0, 12);
  if (ascii(head, 0, 4) !== 'FORM' || !['AIFF', 'AIFC'].includes(ascii(head, 8, 4))) return null;
  for (let offset = 12; offset + 8 <= size;) {
    const header = await readAt(offset, 8);
    if (header.length < 8) break;
    const length = view(header).getUint32(4);
    if (ascii(header, 0, 4) === 'COMM') {
      const comm = await readAt(offset + 8, 18);
      const frames = view(comm).getUint32(2);
      const sampleRate = extendedFloat(comm.subarray(8, 18));
      return { duration: sampleRate > 0 ? frames / sampleRate : null, sampleRate };
    }
    offset += 8 + length + (length % 2);
  }
  return { duration: null, sampleRate: null };
}

/** FLAC: total samples and sample rate from STREAMINFO, the first metadata block. */
async function flacFacts(readAt: ReadAt): Promise<AudioFacts | null> {
  const head = await readAt(0, 42);
  if (head.length < 42 || ascii(head, 0, 4) !== 'fLaC') return null;
  const info = view(head.subarray(8));
  const sampleRate = info.getUint32(10) >>> 12;
  const totalSamples = (info.getUint8(13) & 0x0f) * 2 ** 32 + info.getUint32(14);
  return {
    duration: sampleRate > 0 && totalSamples > 0 ? totalSamples / sampleRate : null,
    sampleRate: sampleRate || null,
  };
}

/** Reads an audio file's header from any byte source (a File in the page, bytes in tests). */
export async function readHeaderFacts(readAt: ReadAt, size: number): Promise<AudioFacts | null> {
  return (await wavFacts(readAt, size)) ?? (await aiffFacts(readAt, size)) ?? flacFacts(readAt);
}

/** The browser's own reading of the duration (mp3, aac, ogg, m4a…); null if it cannot tell. */
function mediaElementDuration(file: Blob, timeoutMs = 10_000): Promise<number | null> {
  if (typeof URL.createObjectURL !== 'function' || typeof Audio === 'undefined') {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const audio = new Audio();
    const url = URL.createObjectURL(file);
    const done = (value: number | null) => {
      clearTimeout(timer);
      audio.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(value);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => done(Number.isFinite(audio.duration) ? audio.duration : null);
    audio.onerror = () => done(null);
    audio.src = url;
  });
}

export async function readAudioFacts(file: Blob): Promise<AudioFacts> {
  const readAt: ReadAt = async (offset, length) =>
    new Uint8Array(await file.slice(offset, offset + length).arrayBuffer());
  try {
    const facts = await readHeaderFacts(readAt, file.size);
    if (facts?.duration != null) return facts;
    return { duration: await mediaElementDuration(file), sampleRate: facts?.sampleRate ?? null };
  } catch {
    return { duration: await mediaElementDuration(file), sampleRate: null };
  }
}
