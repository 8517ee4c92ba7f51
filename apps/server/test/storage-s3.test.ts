import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { S3StorageConfig } from '../src/config-storage';
import { S3StagingStore } from '../src/modules/uploads/s3-staging-store';
import { makeWav, sha256 } from './support/audio-files';
import { uploadPdf } from './support/graphics';
import { rawPdf } from './support/pdf-files';
import { startS3Server, type TestS3Server } from './support/s3-server';
import { createTestApp, createTestClock, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen, uploadToken, uploadWithTus } from './support/uploads';

const CHUNK = 5 * 1024 ** 2;

/** Every file under a folder (none must stay on a server's disk when files live in S3). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => fs.statSync(path.join(dir, entry)).isFile());
}

// Megabytes through tus, s3rver and back: slower than the suite's 20 s on a loaded machine.
describe(
  `files in an S3-compatible store (STORAGE_URL, s3rver) on ${testDialect}`,
  { timeout: 60_000 },
  () => {
    let s3: TestS3Server;
    let client: S3Client;
    let a: TestApp;
    let b: FastifyInstance;
    let bDataDir: string;
    let baseA: string;
    let baseB: string;
    const clock = createTestClock(new Date());

    beforeAll(async () => {
      s3 = await startS3Server();
      const env = { STORAGE_URL: s3.storageUrl('shop'), PUBLIC_ORIGIN: 'https://vinyl.example' };
      a = await createTestApp({ env, clock });
      // A second server: its own disk, the same database and bucket (two machines of one shop).
      bDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-server-b-'));
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: bDataDir,
        WEB_DIST_DIR: path.join(bDataDir, 'no-web-build'),
        LOG_LEVEL: 'silent',
        BOT_CHECK: 'off',
        ...env,
      });
      const shared = { ...a.database.handle, destroy: async () => {} };
      b = await buildApp({ config, database: shared, logger: false });
      await b.ready();
      baseA = await listen(a.app);
      baseB = await listen(b);
      client = new S3Client({
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: s3.credentials,
      });
    });
    afterAll(async () => {
      client.destroy();
      await b.close();
      await a.close();
      fs.rmSync(bDataDir, { recursive: true, force: true });
      await s3.close();
    });

    async function objectBytes(key: string): Promise<Buffer> {
      const { Body } = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      return Buffer.from(await Body!.transformToByteArray());
    }

    async function keysUnder(prefix: string): Promise<string[]> {
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }),
      );
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    }

    async function storedKeyOf(audioId: string): Promise<string> {
      const row = await a.database.handle.db
        .selectFrom('audio')
        .select('storage_key')
        .where('id', '=', audioId)
        .executeTakeFirstOrThrow();
      return row.storage_key;
    }

    function localFiles(): string[] {
      return [a.database.dataDir, bDataDir].flatMap((dir) => [
        ...filesUnder(path.join(dir, 'files')),
        ...filesUnder(path.join(dir, 'uploads')).filter((name) => !name.includes('/')),
      ]);
    }

    it('stores an audio master sent in 5 MiB chunks in the bucket, byte for byte', async () => {
      const customer = new TestClient(a.app);
      await customer.loginAsGuest();
      // 72 s of CD-quality stereo: about 12.7 MB, three parts of a multipart upload.
      const wav = makeWav({ seconds: 72, sampleRate: 44_100, channels: 2, bitsPerSample: 16 });
      const outcome = await uploadWithTus({
        baseUrl: baseA,
        token: await uploadToken(customer),
        bytes: wav,
        fileName: 'side-a.wav',
        chunkSize: CHUNK,
      });
      expect(outcome.status).toBe(204);
      expect(outcome.objectType).toBe('audio');
      const key = await storedKeyOf(outcome.objectId!);
      expect(sha256(await objectBytes(`shop/files/${key}`))).toBe(sha256(wav));
      const audio = await customer.get(`/api/audio/${outcome.objectId}`);
      expect(audio.statusCode).toBe(200);
      expect(
        audio.json<{ data: { attributes: { duration: number } } }>().data.attributes.duration,
      ).toBe(72);
      // Nothing stays on the servers' disks, nor of the unfinished upload in the bucket.
      expect(localFiles()).toEqual([]);
      expect(await keysUnder('shop/uploads/')).toEqual([]);
    });

    it('resumes an upload cut on one server on another, and the stored file is the one sent', async () => {
      const customer = new TestClient(a.app);
      await customer.loginAsGuest();
      const wav = makeWav({
        seconds: 80,
        sampleRate: 44_100,
        channels: 2,
        bitsPerSample: 16,
        frequency: 330,
      });
      const token = await uploadToken(customer);
      // Cut inside the second chunk: one whole part and a piece of the next are in the bucket.
      const cut = await uploadWithTus({
        baseUrl: baseA,
        token,
        bytes: wav,
        fileName: 'side-b.wav',
        chunkSize: CHUNK,
        cutAt: CHUNK + 1024 ** 2,
      });
      expect(cut.status).toBe(0);
      expect(filesUnder(path.join(a.database.dataDir, 'uploads'))).toEqual([]);
      const resumed = await uploadWithTus({
        baseUrl: baseB,
        token,
        bytes: wav,
        fileName: 'side-b.wav',
        chunkSize: CHUNK,
        uploadUrl: cut.uploadUrl!.replace(baseA, baseB),
      });
      expect(resumed.status).toBe(204);
      expect(resumed.objectType).toBe('audio');
      const key = await storedKeyOf(resumed.objectId!);
      expect(sha256(await objectBytes(`shop/files/${key}`))).toBe(sha256(wav));
      // The first server finds the same audio (one database, one bucket).
      expect((await customer.get(`/api/audio/${resumed.objectId}`)).statusCode).toBe(200);
      expect(localFiles()).toEqual([]);
      expect(await keysUnder('shop/uploads/')).toEqual([]);
    });

    it('refuses bytes whose SHA-256 is not the one announced, and keeps none of them', async () => {
      const customer = new TestClient(b);
      await customer.loginAsGuest();
      const wav = makeWav({ seconds: 40, sampleRate: 44_100, channels: 2, bitsPerSample: 16 });
      const before = await keysUnder('shop/files/audio/');
      const outcome = await uploadWithTus({
        baseUrl: baseB,
        token: await uploadToken(customer),
        bytes: wav,
        fileName: 'wrong.wav',
        chunkSize: CHUNK,
        checksum: 'b'.repeat(64),
      });
      expect(outcome.status).toBe(422);
      expect(outcome.body).toContain('checksum_mismatch');
      expect(await keysUnder('shop/files/audio/')).toEqual(before);
      expect(await keysUnder('shop/uploads/')).toEqual([]);
      expect(localFiles()).toEqual([]);
    });

    it('finishes on another server an upload whose last byte one server took before it stopped', async () => {
      const customer = new TestClient(b);
      await customer.loginAsGuest();
      const wav = makeWav({
        seconds: 30,
        sampleRate: 44_100,
        channels: 2,
        bitsPerSample: 16,
        frequency: 550,
      });
      const token = await uploadToken(customer);
      const meta = `filename ${Buffer.from('side-c.wav').toString('base64')},sha256 ${Buffer.from(sha256(wav)).toString('base64')}`;
      const created = await fetch(`${baseB}/api/uploads/`, {
        method: 'POST',
        headers: {
          'Tus-Resumable': '1.0.0',
          Authorization: `Bearer ${token}`,
          'Upload-Length': String(wav.length),
          'Upload-Metadata': meta,
        },
      });
      expect(created.status).toBe(201);
      const id = created.headers.get('location')!.split('/').pop()!;
      // "Server A": the same bucket's tus store takes every byte, then its process is gone
      // before it finishes (no finisher runs, nothing is stored under files/).
      const storage = loadConfig({ STORAGE_URL: s3.storageUrl('shop') }).storage as S3StorageConfig;
      const gone = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-server-gone-'));
      const serverA = new S3StagingStore({ config: storage, stagingDir: gone });
      const { Readable } = await import('node:stream');
      expect(await serverA.write(Readable.from([wav]), id, 0)).toBe(wav.length);
      await serverA.close();
      fs.rmSync(gone, { recursive: true, force: true });
      // The client asks where it stands: B brings the upload down, checks it and stores it.
      const head = await fetch(`${baseB}/api/uploads/${id}`, {
        method: 'HEAD',
        headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` },
      });
      expect(head.status).toBe(200);
      expect(head.headers.get('upload-offset')).toBe(String(wav.length));
      expect(head.headers.get('x-object-type')).toBe('audio');
      const audioId = head.headers.get('x-object-id')!;
      expect(sha256(await objectBytes(`shop/files/${await storedKeyOf(audioId)}`))).toBe(
        sha256(wav),
      );
      expect((await customer.get(`/api/audio/${audioId}`)).statusCode).toBe(200);
      expect(localFiles()).toEqual([]);
      expect(await keysUnder('shop/uploads/')).toEqual([]);
    });

    it('streams a stored PDF and its thumbnail from the bucket to their owner only', async () => {
      const owner = new TestClient(a.app);
      await owner.loginAsGuest();
      const pdf = rawPdf({ pages: 1 });
      const id = await uploadPdf(owner, baseA, pdf, 'cover.pdf');
      const row = await a.database.handle.db
        .selectFrom('files')
        .select('storage_key')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(sha256(await objectBytes(`shop/files/${row.storage_key}`))).toBe(sha256(pdf));
      const content = await owner.get(`/api/files/${id}/content`);
      expect(content.statusCode).toBe(200);
      expect(content.headers['content-type']).toBe('application/pdf');
      expect(sha256(content.rawPayload)).toBe(sha256(pdf));
      // The thumbnail is made in the background, stored in the bucket and served from there.
      const until = Date.now() + 15_000;
      let thumbnail = await owner.get(`/api/files/${id}/thumbnail`);
      while (thumbnail.statusCode !== 200 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        thumbnail = await owner.get(`/api/files/${id}/thumbnail`);
      }
      expect(thumbnail.statusCode).toBe(200);
      expect(thumbnail.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      const { thumbnail_key: thumbnailKey } = await a.database.handle.db
        .selectFrom('files')
        .select('thumbnail_key')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(await keysUnder('shop/files/thumbnails/')).toContain(`shop/files/${thumbnailKey}`);
      // Another customer, on either server, is told there is no such file.
      for (const app of [a.app, b]) {
        const stranger = new TestClient(app);
        await stranger.loginAsGuest();
        expect((await stranger.get(`/api/files/${id}/content`)).statusCode).toBe(404);
        expect((await stranger.get(`/api/files/${id}/thumbnail`)).statusCode).toBe(404);
      }
      expect(row.storage_key).toMatch(/^files\//);
    });

    it('sweeps an object no row points to out of the bucket once it is old enough, and nothing else', async () => {
      const stored = await keysUnder('shop/files/audio/');
      expect(stored.length).toBeGreaterThan(0);
      const orphan = 'shop/files/audio/00/00000000-left-by-a-crash.wav';
      await client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: orphan, Body: Buffer.from('RIFF') }),
      );
      // Young files are left alone: one may be being saved right now.
      await a.app.jobs.uploadsCleanup.runNow();
      expect(await keysUnder('shop/files/audio/')).toContain(orphan);
      clock.advance(2 * 3_600_000);
      await a.app.jobs.uploadsCleanup.runNow();
      expect(await keysUnder('shop/files/audio/')).toEqual(stored);
    });
  },
);
