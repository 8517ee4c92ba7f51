import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../../storage/local-storage';
import type { AudioRow } from '../audio.repository';
import {
  createPlayableCopies,
  needsPlayableCopy,
  PlayableCopyFailedError,
  playableKeyOf,
} from './playable-copy';

/** As measured in Chromium 156 with files made by our ffmpeg (decision 036). */
describe('which masters need a playable copy', () => {
  it.each([
    ['audio/aiff', 'PCM', true],
    ['audio/aiff', '32-bit floating point IEEE 32-bit float', true],
    ['audio/mp4', 'ALAC', true],
    ['audio/mp4', 'MPEG-4/AAC', false],
    ['audio/wav', 'DVI_ADPCM', true],
    ['audio/wav', 'ADPCM', true],
    ['audio/wav', 'PCM', false],
    ['audio/wav', 'non-PCM (65534)', false],
    ['audio/wav', 'IEEE_FLOAT', false],
    ['audio/wav', 'MULAW', false],
    ['audio/wav', null, false],
    ['audio/flac', 'FLAC', false],
    ['audio/mpeg', 'MPEG 1 Layer 3', false],
    ['audio/aac', 'AAC', false],
    ['audio/ogg', 'Opus', false],
  ])('%s with %s: %s', (mime_type, codec, needed) => {
    expect(needsPlayableCopy({ mime_type, codec })).toBe(needed);
  });

  it('keeps one copy per content, under a key the storage sweep knows', () => {
    const sha = 'ab'.padEnd(64, '0');
    expect(playableKeyOf(sha)).toBe(`playable/ab/${sha}.flac`);
  });
});

/** Decision 041: a file ffmpeg cannot convert is tried once, not on every play. */
describe('a master ffmpeg cannot convert', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vinyl-unplayable-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('is refused again on the next plays, after a restart too, without running ffmpeg', async () => {
    const runs = path.join(dir, 'runs');
    // An ffmpeg that refuses every file, noting each time it is run.
    const ffmpegPath = path.join(dir, 'ffmpeg');
    await fs.writeFile(
      ffmpegPath,
      `#!/bin/sh\necho run >> '${runs}'\necho 'Invalid data found when processing input' >&2\nexit 1\n`,
      { mode: 0o755 },
    );
    const storage = createLocalStorage(path.join(dir, 'files'));
    const sha256 = 'cd'.padEnd(64, '1');
    const master = path.join(dir, 'master.aiff');
    await fs.writeFile(master, 'FORM not really an AIFF');
    await storage.importFile(master, 'audio/master.aiff');
    const audio = {
      sha256,
      storage_key: 'audio/master.aiff',
      mime_type: 'audio/aiff',
      codec: 'PCM',
    } as AudioRow;
    const options = { storage, ffmpegPath, timeoutMs: 10_000 };
    const first = createPlayableCopies(options);
    await expect(first.ensure(audio)).rejects.toThrow(/Invalid data found/);
    await expect(first.ensure(audio, { urgent: true })).rejects.toThrow(/Invalid data found/);
    const restarted = createPlayableCopies(options);
    await expect(restarted.ensure(audio)).rejects.toThrow(PlayableCopyFailedError);
    expect((await fs.readFile(runs, 'utf8')).trim().split('\n')).toHaveLength(1);
    expect(await storage.stat(playableKeyOf(sha256))).toBeUndefined();
  });
});
