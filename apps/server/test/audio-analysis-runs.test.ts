import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { sine, synthesize } from './support/ffmpeg-audio';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen, uploadAudio } from './support/uploads';

interface AudioDocument {
  data: { meta: { analysis: { status: string; error: string | null; measurements: unknown } } };
}

const analysisOf = async (client: TestClient, id: string) =>
  (await client.get(`/api/audio/${id}`)).json<AudioDocument>().data.meta.analysis;

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 900; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never: ${what}`);
}

// ffmpeg runs and a second server start: minutes on a loaded 2-core machine.
describe(`the audio analysis job on ${testDialect}`, { timeout: 120_000 }, () => {
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = await synthesize({ channels: [sine(0.3), sine(0.3)], seconds: 2 });
  });

  describe('a restart', () => {
    let t: TestApp;
    beforeAll(async () => {
      // This server takes uploads but analyses nothing (as one that stopped right after).
      t = await createTestApp({ env: { AUDIO_ANALYSIS_CONCURRENCY: '0' } });
    });
    afterAll(() => t.close());

    it('resumes pending analyses and runs a restart cut off', async () => {
      const client = new TestClient(t.app);
      await client.loginAsGuest();
      const baseUrl = await listen(t.app);
      const pending = await uploadAudio(client, baseUrl, bytes, 'pending.wav');
      const other = await synthesize({ channels: [sine(0.1), sine(0.1)], seconds: 2 });
      const cut = await uploadAudio(client, baseUrl, other, 'cut.wav');
      expect((await analysisOf(client, pending)).status).toBe('pending');
      // The second one was running when its server died.
      const { db } = t.database.handle;
      const { sha256 } = await db
        .selectFrom('audio')
        .select('sha256')
        .where('id', '=', cut)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('audio_analyses')
        .set({ status: 'running', attempts: 1, started_at: '2026-11-21T09:00:00.000Z' })
        .where('sha256', '=', sha256)
        .execute();
      expect((await analysisOf(client, cut)).status).toBe('running');

      const restarted = await buildApp({
        config: loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: t.database.dataDir,
          WEB_DIST_DIR: path.join(t.database.dataDir, 'no-web-build'),
          LOG_LEVEL: 'silent',
          AUDIO_ANALYSIS_CONCURRENCY: '1',
        }),
        database: t.database.reopen(),
        logger: false,
      });
      await restarted.ready();
      try {
        await until(async () => (await analysisOf(client, pending)).status === 'done', 'pending');
        await until(async () => (await analysisOf(client, cut)).status === 'done', 'cut off');
      } finally {
        await restarted.close();
      }
      const row = await db
        .selectFrom('audio_analyses')
        .select('attempts')
        .where('sha256', '=', sha256)
        .executeTakeFirstOrThrow();
      expect(row.attempts).toBe(2);
    });
  });

  describe('a failure', () => {
    let t: TestApp;
    let dir: string;
    let baseUrl: string;
    beforeAll(async () => {
      // A decoder that hangs: the timeout ends it and the file reads 'failed' with why.
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vinyl-hang-'));
      const hang = path.join(dir, 'ffmpeg');
      await fs.writeFile(hang, '#!/bin/sh\nexec sleep 30\n', { mode: 0o755 });
      t = await createTestApp({
        env: {
          AUDIO_ANALYSIS_CONCURRENCY: '1',
          AUDIO_ANALYSIS_TIMEOUT_SECONDS: '1',
          FFMPEG_PATH: hang,
        },
      });
      baseUrl = await listen(t.app);
    });
    afterAll(async () => {
      await t.close();
      await fs.rm(dir, { recursive: true, force: true });
    });

    it('times out into a clear "could not analyse" state, the upload kept', async () => {
      const client = new TestClient(t.app);
      await client.loginAsGuest();
      // A FLAC: ffmpeg decodes it (a plain WAV the shop reads itself, decision 037).
      const flac = await synthesize({
        channels: [sine(0.3), sine(0.3)],
        seconds: 2,
        codec: ['-c:a', 'flac'],
        extension: 'flac',
      });
      const id = await uploadAudio(client, baseUrl, flac, 'hangs.flac');
      await until(async () => (await analysisOf(client, id)).status === 'failed', 'failed');
      const analysis = await analysisOf(client, id);
      expect(analysis.error).toBe('The analysis took longer than 1 s');
      expect(analysis.measurements).toBeNull();
      const peaks = await client.get(`/api/audio/${id}/peaks`);
      expect(peaks.statusCode).toBe(409);
      expect(peaks.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe(
        'analysis_not_ready',
      );
      // The file itself still plays.
      expect((await client.get(`/api/audio/${id}/stream`)).statusCode).toBe(200);
    });

    it('measures an uploaded WAV in place, without the decoder (decision 037)', async () => {
      const client = new TestClient(t.app);
      await client.loginAsGuest();
      const id = await uploadAudio(client, baseUrl, bytes, 'read-in-place.wav');
      await until(async () => (await analysisOf(client, id)).status !== 'pending', 'measured');
      await until(async () => (await analysisOf(client, id)).status !== 'running', 'measured');
      const analysis = await analysisOf(client, id);
      expect(analysis.error).toBeNull();
      expect(analysis.status).toBe('done');
      expect(analysis.measurements).toMatchObject({ channels: 2, duration: 2 });
    });
  });
});
