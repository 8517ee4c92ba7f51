import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMp3 } from '../../../test/support/lying-audio';
import { countMpegFrames } from './mpeg-frames';

describe('MP3 frames counted as a decoder walks them (issue 13 hole 6)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mpeg-frames-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  async function count(bytes: Buffer) {
    const file = path.join(dir, 'take');
    await fs.writeFile(file, bytes);
    const handle = await fs.open(file);
    try {
      return await countMpegFrames(handle, bytes.length, 'mp3');
    } finally {
      await handle.close();
    }
  }

  it('counts every frame, a lying Xing header and junk between runs notwithstanding', async () => {
    expect(await count(makeMp3(600, 10))).toBeCloseTo(600, 0);
    const spliced = Buffer.concat([makeMp3(120), Buffer.alloc(300_001, 0x55), makeMp3(60)]);
    expect(await count(spliced)).toBeCloseTo(180, 0);
  });

  it('finds no audio in bytes that only look like frame syncs', async () => {
    expect(await count(Buffer.alloc(2 * 1024 * 1024, 0xff))).toBeUndefined();
  });
});
