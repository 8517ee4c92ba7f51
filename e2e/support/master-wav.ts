/**
 * A stereo 16-bit 44.1 kHz master written by the test (issue 19), with the faults a cutting
 * engineer listens for when `faults` is on: a 60 Hz bass inverted in the right channel (out of
 * phase below 150 Hz) and a tone on top that drives the sum past full scale (overs, clipped
 * samples). Without faults, a quiet in-phase tone.
 */
export function masterWav(seconds: number, { faults }: { faults: boolean }): Buffer {
  const sampleRate = 44_100;
  const frames = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(frames * 4);
  const clamp = (value: number) => Math.max(-32_768, Math.min(32_767, Math.round(value * 32_767)));
  for (let frame = 0; frame < frames; frame++) {
    const t = frame / sampleRate;
    const tone = Math.sin(2 * Math.PI * 1000 * t);
    const bass = Math.sin(2 * Math.PI * 60 * t);
    const left = faults ? 0.55 * bass + 0.6 * tone : 0.3 * tone;
    const right = faults ? -0.55 * bass + 0.6 * tone : 0.3 * tone;
    data.writeInt16LE(clamp(left), frame * 4);
    data.writeInt16LE(clamp(right), frame * 4 + 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 4, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
