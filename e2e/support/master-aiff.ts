/**
 * A stereo 16-bit 44.1 kHz AIFF written by the test (issue 19: Chromium cannot play AIFF, so
 * the shop sends the player a FLAC copy, decision 036): a quiet 1 kHz tone, big-endian.
 */
export function masterAiff(seconds: number): Buffer {
  const sampleRate = 44_100;
  const frames = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(frames * 4);
  for (let frame = 0; frame < frames; frame++) {
    const value = Math.round(0.3 * 32_767 * Math.sin((2 * Math.PI * 1000 * frame) / sampleRate));
    data.writeInt16BE(value, frame * 4);
    data.writeInt16BE(value, frame * 4 + 2);
  }
  const comm = Buffer.alloc(26);
  comm.write('COMM', 0);
  comm.writeUInt32BE(18, 4);
  comm.writeUInt16BE(2, 8);
  comm.writeUInt32BE(frames, 10);
  comm.writeUInt16BE(16, 14);
  // 44100 as an 80-bit IEEE 754 extended number: exponent 16383 + 15, mantissa 0xAC44 << 48.
  Buffer.from([0x40, 0x0e, 0xac, 0x44, 0, 0, 0, 0, 0, 0]).copy(comm, 16);
  const ssnd = Buffer.alloc(16);
  ssnd.write('SSND', 0);
  ssnd.writeUInt32BE(8 + data.length, 4);
  const form = Buffer.alloc(12);
  form.write('FORM', 0);
  form.writeUInt32BE(4 + comm.length + ssnd.length + data.length, 4);
  form.write('AIFF', 8);
  return Buffer.concat([form, comm, ssnd, data]);
}
