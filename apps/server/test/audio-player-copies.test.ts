import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { sweepStorage } from '../src/jobs/storage-sweep';
import { openFileStorage, type OpenedStorage } from '../src/storage/open-storage';
import { readAll } from '../src/storage/read-all';
import { createStorageReferences } from '../src/storage/storage-references';
import { ffmpegPath, sine, synthesize } from './support/ffmpeg-audio';
import { startS3Server, type TestS3Server } from './support/s3-server';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen, uploadAudio } from './support/uploads';

const run = promisify(execFile);

/** The samples of an audio file as 24-bit little-endian PCM, decoded by our ffmpeg. */
async function samplesOf(bytes: Buffer, extension: string): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vinyl-samples-'));
  try {
    const file = path.join(dir, `in.${extension}`);
    await fs.writeFile(file, bytes);
    const args = ['-v', 'error', '-i', file, '-f', 's24le', '-c:a', 'pcm_s24le', 'pipe:1'];
    const { stdout } = await run(ffmpegPath, args, {
      encoding: 'buffer',
      maxBuffer: 64 * 1024 ** 2,
    });
    return stdout;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const storages = [{ name: 'the disk' }, { name: 'an S3-compatible bucket', s3: true }];

// ffmpeg fixtures, a transcode and (in the bucket) s3rver: slower than the suite's 20 s.
describe.each(storages)(
  `listening to an AIFF master stored on $name (${testDialect})`,
  { timeout: 120_000 },
  ({ s3: inBucket }) => {
    let s3: TestS3Server | undefined;
    let t: TestApp;
    let storage: OpenedStorage;
    let owner: TestClient;
    let aiff: Buffer;
    let audioId: string;
    let storageKey: string;
    let sha: string;

    beforeAll(async () => {
      s3 = inBucket ? await startS3Server() : undefined;
      const env: Record<string, string> = s3 ? { STORAGE_URL: s3.storageUrl('shop') } : {};
      t = await createTestApp({ env });
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.database.dataDir, ...env });
      storage = openFileStorage(config.storage);
      const baseUrl = await listen(t.app);
      owner = new TestClient(t.app);
      await owner.loginAsGuest();
      // A 24-bit AIFF, as a mastering engineer exports it from a Mac: Chromium cannot play it.
      aiff = await synthesize({
        channels: [sine(0.5), sine(0.25, 440)],
        seconds: 3,
        codec: ['-c:a', 'pcm_s24be'],
        extension: 'aiff',
      });
      audioId = await uploadAudio(owner, baseUrl, aiff, 'master.aiff');
      const row = await t.database.handle.db
        .selectFrom('audio')
        .select(['storage_key', 'sha256'])
        .where('id', '=', audioId)
        .executeTakeFirstOrThrow();
      storageKey = row.storage_key;
      sha = row.sha256;
    }, 120_000);
    afterAll(async () => {
      await storage.close();
      await t.close();
      await s3?.close();
    });

    const stream = (client: TestClient, range?: string) =>
      client.get(`/api/audio/${audioId}/stream`, range ? { range } : {});

    it('streams a lossless FLAC copy, made once, with the same samples', async () => {
      // The first plays ask together: one copy is made and every answer is the whole of it.
      const firsts = await Promise.all([stream(owner), stream(owner), stream(owner)]);
      for (const answer of firsts) {
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe('audio/flac');
        expect(answer.headers['accept-ranges']).toBe('bytes');
      }
      const flac = firsts[0]?.rawPayload ?? Buffer.alloc(0);
      expect(flac.subarray(0, 4).toString('latin1')).toBe('fLaC');
      expect(firsts.every((answer) => answer.rawPayload.equals(flac))).toBe(true);
      expect(Number(firsts[0]?.headers['content-length'])).toBe(flac.length);
      expect((await samplesOf(flac, 'flac')).equals(await samplesOf(aiff, 'aiff'))).toBe(true);

      const copy = await storage.stat(`playable/${sha.slice(0, 2)}/${sha}.flac`);
      expect(copy?.size).toBe(flac.length);
      const again = await stream(owner);
      expect(again.rawPayload.equals(flac)).toBe(true);
      expect((await storage.stat(`playable/${sha.slice(0, 2)}/${sha}.flac`))?.modified).toEqual(
        copy?.modified,
      );
      // The master is kept as uploaded: it is what is cut.
      expect((await readAll(await storage.read(storageKey))).equals(aiff)).toBe(true);
    });

    it('answers ranges of the copy, and 416 past its end', async () => {
      const flac = (await stream(owner)).rawPayload;
      const part = await stream(owner, 'bytes=100-1099');
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-type']).toBe('audio/flac');
      expect(part.headers['content-range']).toBe(`bytes 100-1099/${flac.length}`);
      expect(part.rawPayload.equals(flac.subarray(100, 1100))).toBe(true);

      const tail = await stream(owner, 'bytes=-10');
      expect(tail.statusCode).toBe(206);
      expect(tail.rawPayload.equals(flac.subarray(flac.length - 10))).toBe(true);

      const open = await stream(owner, `bytes=${flac.length - 5}-`);
      expect(open.rawPayload.equals(flac.subarray(flac.length - 5))).toBe(true);

      const beyond = await stream(owner, `bytes=${flac.length}-`);
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${flac.length}`);
    });

    it('plays to its owner only', async () => {
      const stranger = new TestClient(t.app);
      await stranger.loginAsGuest();
      const refused = await stream(stranger);
      expect(refused.statusCode).toBe(404);
      expect(refused.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('not_found');
      expect((await stream(new TestClient(t.app))).statusCode).toBe(401);
    });

    it('keeps the copy while the audio is kept; the sweep takes it once the audio is gone', async () => {
      const key = `playable/${sha.slice(0, 2)}/${sha}.flac`;
      const referencedKeys = createStorageReferences(t.database.handle.db);
      const everything = new Date(Date.now() + 60_000);
      await sweepStorage({ storage, referencedKeys, before: everything });
      expect(await storage.exists(key)).toBe(true);
      expect(await storage.exists(storageKey)).toBe(true);

      expect((await owner.request('DELETE', `/api/audio/${audioId}`)).statusCode).toBe(204);
      await sweepStorage({ storage, referencedKeys, before: everything });
      expect(await storage.exists(key)).toBe(false);
    });
  },
);
