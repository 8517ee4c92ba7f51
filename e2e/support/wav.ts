/**
 * A PCM WAV file with a sine tone, written by the test: the journey needs no audio tools.
 * Mono 8-bit below 44.1 kHz, else 16-bit; `channels` and 24-bit `bits` make bigger files.
 */
export function wav(
  seconds: number,
  sampleRate = 44_100,
  frequency = 440,
  { channels = 1, bits }: { channels?: number; bits?: 24 } = {},
): Buffer {
  const bytesPerSample = bits === 24 ? 3 : sampleRate >= 44_100 ? 2 : 1;
  const frames = Math.round(seconds * sampleRate);
  const blockAlign = bytesPerSample * channels;
  const data = Buffer.alloc(frames * blockAlign);
  for (let frame = 0; frame < frames; frame++) {
    const value = Math.sin((2 * Math.PI * frequency * frame) / sampleRate) * 0.3;
    for (let channel = 0; channel < channels; channel++) {
      const at = frame * blockAlign + channel * bytesPerSample;
      if (bytesPerSample === 3) data.writeIntLE(Math.round(value * 8_388_607), at, 3);
      else if (bytesPerSample === 2) data.writeInt16LE(Math.round(value * 32_767), at);
      else data.writeUInt8(Math.round(128 + value * 127), at);
    }
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(bytesPerSample * 8, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
