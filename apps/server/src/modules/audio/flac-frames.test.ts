import { describe, expect, it } from 'vitest';
import { crc8, parseFrameHeader } from './flac-frames';

const withCrc = (bytes: number[]) => Uint8Array.from([...bytes, crc8(Uint8Array.from(bytes))]);

describe('FLAC frame headers (RFC 9639 §9.1)', () => {
  it('reads a variable-block header: sample number, 16-bit block size and rate in Hz', () => {
    // Sample number 0x1000 in 3 bytes (1110 0001, 10 000000, 10 000000), 1000 samples, 11025 Hz.
    const header = withCrc([0xff, 0xf9, 0x7d, 0x18, 0xe1, 0x80, 0x80, 0x03, 0xe7, 0x2b, 0x11]);
    expect(parseFrameHeader(header, 0)).toEqual({
      variable: true,
      number: 0x1000,
      blockSize: 1000,
      sampleRate: 11_025,
      channels: 1,
      bitsPerSample: 16,
    });
  });

  it('does not take a sync pattern whose CRC-8 or reserved bits are wrong', () => {
    const header = withCrc([0xff, 0xf8, 0xc9, 0x08, 0x05]);
    expect(parseFrameHeader(header, 0)?.number).toBe(5);
    const corrupt = Uint8Array.from(header);
    corrupt[5] = (corrupt[5] ?? 0) ^ 1;
    expect(parseFrameHeader(corrupt, 0)).toBeUndefined();
    expect(parseFrameHeader(withCrc([0xff, 0xfa, 0xc9, 0x08, 0x05]), 0)).toBeUndefined();
    expect(parseFrameHeader(withCrc([0xff, 0xf8, 0xcf, 0x08, 0x05]), 0)).toBeUndefined();
    expect(parseFrameHeader(withCrc([0xff, 0xf8, 0xc9, 0x08, 0x85]), 0)).toBeUndefined();
  });
});
