/**
 * FLAC files made in code (issue 13 hole 6): 8 kHz mono 8-bit audio in frames of 4096
 * samples, each subframe VERBATIM (uncompressed, as RFC 9639 §9.2.4 allows), so a valid
 * stream needs no encoder: "fLaC", a STREAMINFO block, then frames of header + CRC-8,
 * samples, CRC-16.
 */
const RATE = 8000;
const BLOCK = 4096;

function crc8(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : crc << 1;
  }
  return crc;
}

function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** A frame number in FLAC's UTF-8-like coding (up to 31 bits here). */
function codedNumber(value: number): number[] {
  if (value < 0x80) return [value];
  const length = [0x800, 0x10000, 0x200000, 0x4000000].findIndex((limit) => value < limit) + 2 || 6;
  const bytes: number[] = [];
  let rest = value;
  for (let index = 1; index < length; index++) {
    bytes.unshift(0x80 | (rest & 0x3f));
    rest = Math.floor(rest / 64);
  }
  return [((0xff << (8 - length)) & 0xff) | rest, ...bytes];
}

function frame(number: number, samples: Uint8Array): Buffer {
  const full = samples.length === BLOCK;
  // Fixed blocking; block size 4096 (code 12) or 16-bit "size - 1" (code 7); 8 kHz (code 4).
  const header = [0xff, 0xf8, ((full ? 12 : 7) << 4) | 4, (0 << 4) | (1 << 1)];
  header.push(...codedNumber(number));
  if (!full) header.push((samples.length - 1) >> 8, (samples.length - 1) & 0xff);
  header.push(crc8(Uint8Array.from(header)));
  // Subframe: zero pad bit, type 000001 (verbatim), no wasted bits; then the samples.
  const body = Buffer.concat([Buffer.from(header), Buffer.from([0x02]), samples]);
  const crc = Buffer.alloc(2);
  crc.writeUInt16BE(crc16(body));
  return Buffer.concat([body, crc]);
}

/** A FLAC holding `seconds` of a tone; STREAMINFO says `claims` seconds (0: "unknown"). */
export function makeFlac(seconds: number, claims: number = seconds): Buffer {
  const total = Math.round(seconds * RATE);
  const info = Buffer.alloc(38);
  info.writeUInt8(0x80, 0); // last metadata block, STREAMINFO
  info.writeUIntBE(34, 1, 3);
  info.writeUInt16BE(BLOCK, 4);
  info.writeUInt16BE(BLOCK, 6);
  const packed =
    (BigInt(RATE) << 44n) | (0n << 41n) | (7n << 36n) | BigInt(Math.round(claims * RATE));
  info.writeBigUInt64BE(packed, 14);
  const frames: Buffer[] = [Buffer.from('fLaC', 'latin1'), info];
  for (let first = 0, number = 0; first < total; first += BLOCK, number++) {
    const count = Math.min(BLOCK, total - first);
    // A 440 Hz tone with every byte value in it, 0xFF and 0xF8 included.
    const samples = Uint8Array.from({ length: count }, (_, index) =>
      Math.round(127.5 + 127.5 * Math.sin(((first + index) * 2 * Math.PI * 440) / RATE)),
    );
    frames.push(frame(number, samples));
  }
  return Buffer.concat(frames);
}
