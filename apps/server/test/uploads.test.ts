import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWav, sha256 } from './support/audio-files';
import { createTestApp, createTestClock, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen, uploadToken, uploadWithTus } from './support/uploads';

const MAX_BYTES = 3 * 1024 * 1024;

interface AudioDocument {
  data: {
    id: string;
    attributes: { title: string; duration: number };
    meta: { duration: number; file_metadata: Record<string, unknown> };
  };
  included: { type: string; meta: { duration: number } }[];
}

describe(`audio uploads over tus on ${testDialect}`, () => {
  let t: TestApp;
  let baseUrl: string;
  const clock = createTestClock();

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      env: { UPLOAD_MAX_AUDIO_BYTES: String(MAX_BYTES), PUBLIC_ORIGIN: 'https://vinyl.example' },
    });
    baseUrl = await listen(t.app);
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;
  const stagingDir = () => path.join(t.database.dataDir, 'uploads');
  const filesDir = () => path.join(t.database.dataDir, 'files');
  /** Every file under a folder, recursively (the tus store keeps a .json beside each upload). */
  const filesUnder = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((entry) => fs.statSync(path.join(dir, entry)).isFile())
      : [];

  async function guest() {
    const client = new TestClient(t.app);
    const user = await client.loginAsGuest();
    return { client, user, token: await uploadToken(client) };
  }

  /** A raw tus call with fetch, for what the tus client never sends. */
  function tusCall(
    url: string,
    method: string,
    headers: Record<string, string> = {},
    body?: Buffer,
  ) {
    return fetch(url.startsWith('http') ? url : `${baseUrl}${url}`, {
      method,
      headers: { 'Tus-Resumable': '1.0.0', ...headers },
      ...(body && { body }),
    });
  }

  function createUpload(
    token: string,
    size: number,
    fileName = 'take.wav',
    checksum = 'a'.repeat(64),
    headers: Record<string, string> = {},
  ) {
    const meta = `filename ${Buffer.from(fileName).toString('base64')},sha256 ${Buffer.from(checksum).toString('base64')}`;
    return tusCall('/api/uploads/', 'POST', {
      Authorization: `Bearer ${token}`,
      'Upload-Length': String(size),
      'Upload-Metadata': meta,
      ...headers,
    });
  }

  /** The first JSON:API error of a fetch answer. */
  async function errorOf(response: Response) {
    const document = (await response.json()) as { errors: { code: string; title: string }[] };
    const [first] = document.errors;
    if (!first) throw new Error('no error in the answer');
    return first;
  }

  describe('grants', () => {
    it('gives a signed-in customer an upload URL and a short-lived token', async () => {
      const client = new TestClient(t.app);
      await client.loginAsGuest();
      const response = await client.get('/api/upload_info/audio', { host: 'shop.example:8080' });
      expect(response.statusCode).toBe(200);
      const grant = response.json<Record<string, unknown>>();
      // From PUBLIC_ORIGIN, never from the request's Host (issue 13 hole 1).
      expect(grant.upload_url).toBe('https://vinyl.example/api/uploads/');
      expect(grant.upload_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(grant.max_size).toBe(MAX_BYTES);
      expect(Date.parse(String(grant.expires_at)) - clock.now().getTime()).toBe(60 * 60_000);
    });

    it('refuses a grant without a session and for an unknown kind', async () => {
      const anonymous = await new TestClient(t.app).get('/api/upload_info/audio');
      expect(anonymous.statusCode).toBe(401);
      const { client } = await guest();
      expect((await client.get('/api/upload_info/videos')).statusCode).toBe(400);
    });

    it('answers 401 to an upload without a token, with a wrong token or an expired one', async () => {
      const missing = await tusCall('/api/uploads/', 'POST', { 'Upload-Length': '10' });
      expect(missing.status).toBe(401);
      expect((await errorOf(missing)).code).toBe('upload_token_missing');

      const forged = await createUpload('x'.repeat(43), 10);
      expect(forged.status).toBe(401);
      expect((await errorOf(forged)).code).toBe('upload_token_invalid');

      const { token } = await guest();
      clock.advance(61 * 60_000);
      const expired = await createUpload(token, 10);
      expect(expired.status).toBe(401);
      expect(await db().selectFrom('uploads').selectAll().execute()).toHaveLength(0);
    });
  });

  describe('a finished upload becomes an audio object', () => {
    it('checks, stores and describes a WAV master', async () => {
      const { client, token } = await guest();
      const bytes = makeWav({ seconds: 2.5, sampleRate: 48_000, channels: 2, bitsPerSample: 24 });
      const outcome = await uploadWithTus({
        baseUrl,
        token,
        bytes,
        fileName: 'Side A: "Intro"?.wav',
        chunkSize: 256 * 1024,
      });
      expect(outcome.status).toBe(204);
      expect(outcome.objectType).toBe('audio');
      expect(outcome.objectId).toMatch(/^[0-9a-f-]{36}$/);

      const response = await client.get(`/api/audio/${outcome.objectId}`);
      expect(response.statusCode).toBe(200);
      const audio = response.json<AudioDocument>();
      // Spec 2 §5: forbidden characters leave the name, and the title falls back to it.
      expect(audio.data.attributes.title).toBe('Side A Intro.wav');
      expect(audio.data.attributes.duration).toBeCloseTo(2.5, 3);
      expect(audio.data.meta.duration).toBeCloseTo(2.5, 3);
      expect(audio.data.meta.file_metadata).toMatchObject({
        file_name: 'Side A Intro.wav',
        mime_type: 'audio/wav',
        container: 'WAVE',
        sample_rate: 48_000,
        bits_per_sample: 24,
        channels: 2,
        lossless: true,
        size: bytes.length,
        sha256: sha256(bytes),
      });
      expect(audio.included[0]?.meta.duration).toBeCloseTo(2.5, 3);

      const stored = filesUnder(filesDir());
      expect(stored).toHaveLength(1);
      expect(sha256(fs.readFileSync(path.join(filesDir(), stored[0] ?? '')))).toBe(sha256(bytes));
      expect(filesUnder(stagingDir())).toEqual([]);
    });

    it('takes the title from the file tags when it has one', async () => {
      const { client, token } = await guest();
      const bytes = makeWav({ seconds: 1, title: 'Morning Song' });
      const outcome = await uploadWithTus({ baseUrl, token, bytes, fileName: 'take-3.wav' });
      const audio = (await client.get(`/api/audio/${outcome.objectId}`)).json<AudioDocument>();
      expect(audio.data.attributes.title).toBe('Morning Song');
    });

    it('still tells which object an upload became when the last answer was lost', async () => {
      const { token } = await guest();
      const outcome = await uploadWithTus({
        baseUrl,
        token,
        bytes: makeWav({ seconds: 1 }),
        fileName: 'a.wav',
      });
      const head = await tusCall(outcome.uploadUrl ?? '', 'HEAD', {
        Authorization: `Bearer ${token}`,
      });
      expect(head.status).toBe(200);
      expect(head.headers.get('upload-offset')).toBe(head.headers.get('upload-length'));
      expect(head.headers.get('x-object-id')).toBe(outcome.objectId);
    });
  });

  describe('refusals leave nothing behind', () => {
    async function expectNothingLeft(userId: string) {
      expect(filesUnder(stagingDir())).toEqual([]);
      const uploads = await db()
        .selectFrom('uploads')
        .selectAll()
        .where('user_id', '=', userId)
        .execute();
      expect(uploads).toEqual([]);
      const audio = await db()
        .selectFrom('audio')
        .selectAll()
        .where('user_id', '=', userId)
        .execute();
      expect(audio).toEqual([]);
    }

    // Issue 14 item 15: its extension is allowed, so say what is wrong: it is not audio.
    it('refuses a file named .wav that is not audio as audio we cannot read, with the list', async () => {
      const { user, token } = await guest();
      for (const bytes of [
        Buffer.from('This is a text file, not a recording.\n'.repeat(200)),
        Buffer.from('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
      ]) {
        const outcome = await uploadWithTus({ baseUrl, token, bytes, fileName: 'master.wav' });
        expect(outcome.status).toBe(415);
        const error = JSON.parse(outcome.body).errors[0];
        expect(error.code).toBe('audio_unreadable');
        expect(error.title).toBe('This file is not audio we can read');
        expect(error.detail).toContain('wav, aif, aiff, flac, mp3, mpeg, aac, ogg, mp4, m4a');
      }
      await expectNothingLeft(user.id);
    });

    it('refuses audio whose content does not match its name', async () => {
      const { user, token } = await guest();
      const outcome = await uploadWithTus({
        baseUrl,
        token,
        bytes: makeWav({ seconds: 1 }),
        fileName: 'song.mp3',
      });
      expect(outcome.status).toBe(415);
      expect(JSON.parse(outcome.body).errors[0]).toMatchObject({
        code: 'audio_name_mismatch',
        title: 'This is a WAV file but its name ends in .mp3: rename it and upload it again',
        detail: expect.stringMatching(/does not match its extension/),
      });
      await expectNothingLeft(user.id);
    });

    it('refuses a name without an allowed extension before any byte, in Italian too', async () => {
      const { user, token } = await guest();
      const response = await createUpload(token, 1000, 'notes.txt', 'a'.repeat(64), {
        'Accept-Language': 'it',
      });
      expect(response.status).toBe(415);
      const error = await errorOf(response);
      expect(error.code).toBe('extension_not_allowed');
      expect(error.title).toBe('Estensione non consentita');
      await expectNothingLeft(user.id);
    });

    it('refuses a file over the size cap with 413 before any byte is written', async () => {
      const { user, token } = await guest();
      const response = await createUpload(token, MAX_BYTES + 1);
      expect(response.status).toBe(413);
      expect((await errorOf(response)).code).toBe('upload_too_large');
      await expectNothingLeft(user.id);
    });

    it('refuses an upload without a SHA-256', async () => {
      const { user, token } = await guest();
      const response = await createUpload(token, 100, 'a.wav', 'not-a-checksum');
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('upload_metadata_invalid');
      await expectNothingLeft(user.id);
    });

    it('refuses a file whose SHA-256 is not the one announced', async () => {
      const { user, token } = await guest();
      const bytes = makeWav({ seconds: 1 });
      const outcome = await uploadWithTus({
        baseUrl,
        token,
        bytes,
        fileName: 'a.wav',
        checksum: sha256(Buffer.from('another file')),
      });
      expect(outcome.status).toBe(422);
      expect(JSON.parse(outcome.body).errors[0].code).toBe('checksum_mismatch');
      await expectNothingLeft(user.id);
    });
  });

  it('resumes an upload cut in the middle of a chunk, ending with the same SHA-256', async () => {
    const { client, token } = await guest();
    const bytes = makeWav({ seconds: 60, sampleRate: 8000 });
    const chunkSize = 64 * 1024;
    const first = await uploadWithTus({
      baseUrl,
      token,
      bytes,
      fileName: 'long.wav',
      chunkSize,
      cutAt: chunkSize * 2.5,
    });
    expect(first.status).toBe(0);
    expect(first.uploadUrl).toBeTruthy();

    const head = await tusCall(first.uploadUrl ?? '', 'HEAD', { Authorization: `Bearer ${token}` });
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(chunkSize * 2);
    expect(offset).toBeLessThan(bytes.length);

    // A new token, as after a reload: any live token of the same customer resumes it.
    const resumed = await uploadWithTus({
      baseUrl,
      token: await uploadToken(client),
      bytes,
      fileName: 'long.wav',
      chunkSize,
      uploadUrl: first.uploadUrl ?? '',
    });
    expect(resumed.status).toBe(204);
    const audio = (await client.get(`/api/audio/${resumed.objectId}`)).json<AudioDocument>();
    expect(audio.data.meta.file_metadata.sha256).toBe(sha256(bytes));
    expect(audio.data.attributes.duration).toBeCloseTo(60, 2);
  });

  it("answers 404 to another customer's upload URL", async () => {
    const owner = await guest();
    const created = await createUpload(owner.token, 5000);
    expect(created.status).toBe(201);
    const url = created.headers.get('location') ?? '';
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f]+$/);

    const stranger = await guest();
    const auth = { Authorization: `Bearer ${stranger.token}` };
    expect((await tusCall(url, 'HEAD', auth)).status).toBe(404);
    const patch = await tusCall(
      url,
      'PATCH',
      { ...auth, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      Buffer.alloc(100),
    );
    expect(patch.status).toBe(404);
    expect((await tusCall(url, 'DELETE', auth)).status).toBe(404);
    const head = await tusCall(url, 'HEAD', { Authorization: `Bearer ${owner.token}` });
    expect(head.headers.get('upload-offset')).toBe('0');
  });

  it('terminates an upload on request', async () => {
    const { user, token } = await guest();
    const created = await createUpload(token, 5000);
    const url = created.headers.get('location') ?? '';
    const auth = { Authorization: `Bearer ${token}` };
    const id = url.split('/').pop() ?? '';
    expect(filesUnder(stagingDir())).toContain(id);
    expect((await tusCall(url, 'DELETE', auth)).status).toBe(204);
    expect((await tusCall(url, 'HEAD', auth)).status).toBe(404);
    expect(filesUnder(stagingDir()).filter((name) => name.startsWith(id))).toEqual([]);
    const rows = await db()
      .selectFrom('uploads')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('removes stale partial uploads once they expire', async () => {
    const { client, user, token } = await guest();
    const created = await createUpload(token, 5000);
    const url = created.headers.get('location') ?? '';
    const patch = await tusCall(
      url,
      'PATCH',
      {
        Authorization: `Bearer ${token}`,
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      Buffer.alloc(1000, 1),
    );
    expect(patch.status).toBe(204);
    expect(filesUnder(stagingDir()).length).toBeGreaterThan(0);

    await t.app.jobs.uploadsCleanup.runNow();
    expect(
      await db().selectFrom('uploads').selectAll().where('user_id', '=', user.id).execute(),
    ).toHaveLength(1);

    clock.advance(24 * 3_600_000 + 1000);
    await t.app.jobs.uploadsCleanup.runNow();
    expect(
      await db().selectFrom('uploads').selectAll().where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    expect(filesUnder(stagingDir())).toEqual([]);
    const head = await tusCall(url, 'HEAD', {
      Authorization: `Bearer ${await uploadToken(client)}`,
    });
    expect(head.status).toBe(404);
  });
});
