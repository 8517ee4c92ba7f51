import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { AudioRow } from '../audio.repository';
import { AudioPreparingError, createAudioMedia } from './audio-media';

const audioOf = (mime_type: string, codec: string): AudioRow =>
  ({
    id: 'a1',
    user_id: 'u1',
    storage_key: 'audio/ab/master',
    mime_type,
    codec,
    sha256: 'ab'.padEnd(64, '0'),
  }) as AudioRow;

function mediaFor(audio: AudioRow, ensure: () => Promise<string>) {
  const asked: string[] = [];
  const media = createAudioMedia({
    requireOwned: () => Promise.resolve(audio),
    analyses: { listBySha: () => Promise.resolve([]) },
    storage: {
      stat: (key) => Promise.resolve({ size: key.length, modified: new Date(0) }),
      read: (key) => Promise.resolve(Readable.from([key])),
    },
    playable: {
      ensure: () => {
        asked.push(audio.id);
        return ensure();
      },
    },
    copyWaitMs: 20,
  });
  return { media, asked };
}

/** Decision 036: what the player is sent, and how long it waits for a copy. */
describe('the audio the player streams', () => {
  it('is the master itself when browsers play it', async () => {
    const { media, asked } = mediaFor(audioOf('audio/wav', 'PCM'), () => Promise.reject());
    const { sent } = await media.stream('u1', 'a1', undefined);
    expect(sent).toMatchObject({ key: 'audio/ab/master', mimeType: 'audio/wav' });
    expect(asked).toEqual([]);
  });

  it('is the FLAC copy of an AIFF, with an ETag of its own', async () => {
    const copy = `playable/ab/${'ab'.padEnd(64, '0')}.flac`;
    const { media } = mediaFor(audioOf('audio/aiff', 'PCM'), () => Promise.resolve(copy));
    const { sent, answer } = await media.stream('u1', 'a1', 'bytes=0-3');
    expect(sent).toMatchObject({ key: copy, mimeType: 'audio/flac' });
    expect(sent.etag).toMatch(/\.flac"$/);
    expect(answer).toEqual({ kind: 'part', start: 0, end: 3, size: copy.length });
  });

  it('answers 503 while the copy takes long, 422 when it cannot be made', async () => {
    const slow = mediaFor(audioOf('audio/aiff', 'PCM'), () => new Promise<string>(() => {}));
    const preparing = slow.media.stream('u1', 'a1', undefined);
    await expect(preparing).rejects.toBeInstanceOf(AudioPreparingError);
    await expect(preparing).rejects.toMatchObject({ status: 503, code: 'audio_preparing' });

    const broken = mediaFor(audioOf('audio/mp4', 'ALAC'), () =>
      Promise.reject(new Error('ffmpeg failed')),
    );
    await expect(broken.media.stream('u1', 'a1', undefined)).rejects.toMatchObject({
      status: 422,
      code: 'audio_not_playable',
    });
  });
});
