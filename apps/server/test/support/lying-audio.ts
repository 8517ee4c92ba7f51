import { makeWav } from './audio-files';

/**
 * Audio files whose header lies about their length (issue 13 hole 6), made in code.
 * `makeWav` writes 8 kHz mono 8-bit PCM: one byte per frame, 8000 bytes a second.
 */

/** The offset of a RIFF chunk's size field (the first chunk with this id after the header). */
function chunkSizeOffset(wav: Buffer, id: string): number {
  for (let offset = 12; offset + 8 <= wav.length;) {
    if (wav.toString('latin1', offset, offset + 4) === id) return offset + 4;
    const length = wav.readUInt32LE(offset + 4);
    offset += 8 + length + (length % 2);
  }
  throw new Error(`no ${id} chunk`);
}

/** A WAV holding `seconds` of samples whose data chunk's size field says `claims` seconds. */
export function wavWithDataSizeClaiming(seconds: number, claims: number): Buffer {
  const wav = makeWav({ seconds });
  wav.writeUInt32LE(Math.round(claims * 8000), chunkSizeOffset(wav, 'data'));
  return wav;
}

/** A WAV whose data chunk's size field is 0xFFFFFFFF, as a recorder writing a stream leaves it. */
export function wavWithUnknownDataSize(seconds: number): Buffer {
  const wav = makeWav({ seconds });
  wav.writeUInt32LE(0xffffffff, chunkSizeOffset(wav, 'data'));
  return wav;
}

/** A WAV with `seconds` of samples and a `fact` chunk claiming `claims` seconds. */
export function wavWithFactClaiming(seconds: number, claims: number): Buffer {
  const wav = makeWav({ seconds });
  const fact = Buffer.alloc(12);
  fact.write('fact', 0, 'latin1');
  fact.writeUInt32LE(4, 4);
  fact.writeUInt32LE(Math.round(claims * 8000), 8);
  const at = chunkSizeOffset(wav, 'data') - 4;
  const out = Buffer.concat([wav.subarray(0, at), fact, wav.subarray(at)]);
  out.writeUInt32LE(out.length - 8, 4);
  return out;
}

/** MPEG-2.5 layer III, 8 kbps, 8 kHz mono: 72-byte frames of 576 samples (72 ms each). */
const FRAME_HEADER = Buffer.from([0xff, 0xe3, 0x18, 0xc0]);
const FRAME_BYTES = 72;
const FRAME_SECONDS = 576 / 8000;

/**
 * An MP3 of silent frames holding `seconds`; with `claims`, its first frame is a Xing
 * header saying the stream has only that many seconds of frames.
 */
export function makeMp3(seconds: number, claims?: number): Buffer {
  const count = Math.round(seconds / FRAME_SECONDS);
  const frames = Array.from({ length: count }, () => {
    const frame = Buffer.alloc(FRAME_BYTES);
    FRAME_HEADER.copy(frame);
    return frame;
  });
  if (claims !== undefined) {
    const xing = Buffer.alloc(FRAME_BYTES);
    FRAME_HEADER.copy(xing);
    // Mono MPEG-2/2.5: 9 bytes of side information, then the tag.
    xing.write('Xing', 4 + 9, 'latin1');
    xing.writeUInt32BE(0x3, 17); // frames and bytes present
    xing.writeUInt32BE(Math.round(claims / FRAME_SECONDS), 21);
    xing.writeUInt32BE(Math.round(claims / FRAME_SECONDS) * FRAME_BYTES, 25);
    frames.unshift(xing);
  }
  return Buffer.concat(frames);
}

/** An 80-bit IEEE extended float, as AIFF stores its sample rate. */
function extended(value: number): Buffer {
  const out = Buffer.alloc(10);
  const exponent = Math.floor(Math.log2(value));
  out.writeUInt16BE(16383 + exponent, 0);
  const mantissa = BigInt(value) << BigInt(63 - exponent);
  out.writeBigUInt64BE(mantissa, 2);
  return out;
}

/**
 * An AIFF of `seconds` of 8 kHz mono 8-bit samples; its COMM chunk declares `claims`
 * seconds of frames (the truth by default), and with `trailing` an honest chunk follows
 * the sound data.
 */
export function makeAiff(seconds: number, claims = seconds, trailing = false): Buffer {
  const frames = Math.round(seconds * 8000);
  const comm = Buffer.alloc(18);
  comm.writeUInt16BE(1, 0);
  comm.writeUInt32BE(Math.round(claims * 8000), 2);
  comm.writeUInt16BE(8, 6);
  extended(8000).copy(comm, 8);
  const sound = Buffer.concat([Buffer.alloc(8), Buffer.alloc(frames, 0x10)]);
  const chunk = (id: string, body: Buffer) => {
    const header = Buffer.alloc(8);
    header.write(id, 0, 'latin1');
    header.writeUInt32BE(body.length, 4);
    return Buffer.concat([header, body, Buffer.alloc(body.length % 2)]);
  };
  const parts = [Buffer.from('AIFF', 'latin1'), chunk('COMM', comm), chunk('SSND', sound)];
  if (trailing) parts.push(chunk('NAME', Buffer.from('Side A')));
  const body = Buffer.concat(parts);
  const form = Buffer.alloc(8);
  form.write('FORM', 0, 'latin1');
  form.writeUInt32BE(body.length, 4);
  return Buffer.concat([form, body]);
}

/** A WAV of `seconds` with an honest LIST chunk after its data, as many editors write. */
export function wavWithChunkAfterData(seconds: number): Buffer {
  const wav = makeWav({ seconds });
  const list = Buffer.concat([
    Buffer.from('LIST', 'latin1'),
    Buffer.alloc(4),
    Buffer.from('INFOISFT', 'latin1'),
    Buffer.alloc(4),
    Buffer.from('tool'),
  ]);
  list.writeUInt32LE(list.length - 8, 4);
  list.writeUInt32LE(4, 16);
  const out = Buffer.concat([wav, list]);
  out.writeUInt32LE(out.length - 8, 4);
  return out;
}
