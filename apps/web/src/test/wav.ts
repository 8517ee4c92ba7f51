/** A PCM WAV file (silence) of `seconds`, for tests of the uploader: no audio tools needed. */
export function wavBytes(seconds: number, sampleRate = 8000, channels = 1, bitsPerSample = 8) {
  const bytesPerFrame = channels * (bitsPerSample / 8);
  const dataSize = Math.round(seconds * sampleRate) * bytesPerFrame;
  const bytes = new Uint8Array(44 + dataSize);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataSize, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * bytesPerFrame, true);
  view.setUint16(32, bytesPerFrame, true);
  view.setUint16(34, bitsPerSample, true);
  text(36, 'data');
  view.setUint32(40, dataSize, true);
  bytes.fill(128, 44);
  return bytes;
}

export function wavFile(name: string, seconds: number, sampleRate = 8000) {
  return new File([wavBytes(seconds, sampleRate)], name, { type: 'audio/wav' });
}
