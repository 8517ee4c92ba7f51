/** A PCM WAV file with a sine tone, written by the test: the journey needs no audio tools. */
export function wav(seconds: number, sampleRate = 44_100, frequency = 440): Buffer {
  const bytesPerSample = sampleRate >= 44_100 ? 2 : 1;
  const frames = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(frames * bytesPerSample);
  for (let frame = 0; frame < frames; frame++) {
    const value = Math.sin((2 * Math.PI * frequency * frame) / sampleRate) * 0.3;
    if (bytesPerSample === 2) data.writeInt16LE(Math.round(value * 32_767), frame * 2);
    else data.writeUInt8(Math.round(128 + value * 127), frame);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * bytesPerSample, 28);
  header.writeUInt16LE(bytesPerSample, 32);
  header.writeUInt16LE(bytesPerSample * 8, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
