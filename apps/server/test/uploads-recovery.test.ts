import fs from 'node:fs';
import path from 'node:path';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectIdOf } from '../src/modules/uploads/upload-finisher';
import { makeWav, sha256 } from './support/audio-files';
import { createTestApp, createTestClock, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen, uploadToken, uploadWithTus } from './support/uploads';

/** Every file under a folder, recursively, as `/`-separated paths. */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((entry) => fs.statSync(path.join(dir, entry)).isFile())
        .map((entry) => entry.split(path.sep).join('/'))
    : [];

function tusCall(url: string, method: string, headers: Record<string, string>, body?: Buffer) {
  return fetch(url, {
    method,
    headers: { 'Tus-Resumable': '1.0.0', ...headers },
    ...(body && { body }),
  });
}

function createUpload(baseUrl: string, token: string, bytes: Buffer, fileName: string) {
  const meta = [
    `filename ${Buffer.from(fileName).toString('base64')}`,
    `sha256 ${Buffer.from(sha256(bytes)).toString('base64')}`,
  ].join(',');
  return tusCall(`${baseUrl}/api/uploads/`, 'POST', {
    Authorization: `Bearer ${token}`,
    'Upload-Length': String(bytes.length),
    'Upload-Metadata': meta,
  });
}

describe(`finishing an upload survives a crash (issue 13 hole 5) on ${testDialect}`, () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t.app);
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;
  const stagingDir = () => path.join(t.database.dataDir, 'uploads');
  const filesDir = () => path.join(t.database.dataDir, 'files');

  /**
   * An upload left as a kill -9 at `point` leaves it: every byte staged (tus wrote them),
   * and, depending on the point, the object's file moved into storage and its row saved,
   * but the upload not marked finished. Made by finishing it for real, then putting back
   * what the crash would not have got to.
   */
  async function crashedUpload(point: 'staged' | 'stored' | 'row-saved') {
    const client = new TestClient(t.app);
    const user = await client.loginAsGuest();
    const token = await uploadToken(client);
    const bytes = makeWav({ seconds: 1.5, frequency: 300 + Math.random() * 500 });
    const created = await createUpload(baseUrl, token, bytes, 'crash.wav');
    expect(created.status).toBe(201);
    const url = `${baseUrl}${created.headers.get('location') ?? ''}`;
    const id = url.split('/').pop() ?? '';
    const record = fs.readFileSync(path.join(stagingDir(), `${id}.json`));
    if (point !== 'staged') {
      const patch = await tusCall(
        url,
        'PATCH',
        {
          Authorization: `Bearer ${token}`,
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
        },
        bytes,
      );
      expect(patch.status).toBe(204);
      expect(patch.headers.get('x-object-id')).toBe(objectIdOf(id));
      await db().updateTable('uploads').set({ object_id: null }).where('id', '=', id).execute();
      if (point === 'stored')
        await db().deleteFrom('audio').where('id', '=', objectIdOf(id)).execute();
    }
    fs.writeFileSync(path.join(stagingDir(), id), bytes);
    fs.writeFileSync(path.join(stagingDir(), `${id}.json`), record);
    return { client, user, token, bytes, url, id };
  }

  it.each(['staged', 'stored', 'row-saved'] as const)(
    'a crash once %s: the next HEAD finishes the upload, one object, the sent bytes, no leftovers',
    async (point) => {
      const { client, user, token, bytes, url, id } = await crashedUpload(point);
      const head = await tusCall(url, 'HEAD', { Authorization: `Bearer ${token}` });
      expect(head.status).toBe(200);
      expect(head.headers.get('upload-offset')).toBe(String(bytes.length));
      expect(head.headers.get('x-object-id')).toBe(objectIdOf(id));

      const audio = await db()
        .selectFrom('audio')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute();
      expect(audio.map((row) => row.id)).toEqual([objectIdOf(id)]);
      const key = audio[0]?.storage_key ?? '';
      expect(sha256(fs.readFileSync(path.join(filesDir(), key)))).toBe(sha256(bytes));
      // One stored file for the object, no copy left from the first attempt.
      expect(filesUnder(filesDir()).filter((file) => file.includes(objectIdOf(id)))).toEqual([key]);
      expect(filesUnder(stagingDir()).filter((file) => file.startsWith(id))).toEqual([]);
      expect((await client.get(`/api/audio/${objectIdOf(id)}`)).statusCode).toBe(200);
    },
  );

  it('the real tus client, resuming after the crash, hears the object the upload became', async () => {
    const { token, bytes, url, id } = await crashedUpload('stored');
    const outcome = await uploadWithTus({
      baseUrl,
      token,
      bytes,
      fileName: 'crash.wav',
      uploadUrl: url,
    });
    expect(outcome.status).toBe(200);
    expect(outcome.objectId).toBe(objectIdOf(id));
  });

  it("the tus client's termination after success is answered 204 and keeps the audio (issue 14 item 16)", async () => {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const token = await uploadToken(client);
    const bytes = makeWav({ seconds: 1 });
    let objectId: string | undefined;
    const upload = await new Promise<tus.Upload>((resolve, reject) => {
      const started: tus.Upload = new tus.Upload(bytes, {
        endpoint: `${baseUrl}/api/uploads/`,
        retryDelays: null,
        headers: { Authorization: `Bearer ${token}` },
        metadata: { filename: 'done.wav', sha256: sha256(bytes) },
        onSuccess: ({ lastResponse }) => {
          objectId = lastResponse.getHeader('X-Object-Id');
          resolve(started);
        },
        onError: reject,
      });
      started.start();
    });
    // What Uppy does when the finished file leaves its list: abort(true), a tus DELETE.
    await expect(upload.abort(true)).resolves.toBeUndefined();
    expect((await client.get(`/api/audio/${objectId}`)).statusCode).toBe(200);
  });

  it('stores a name with NUL characters and 5,000 characters cleaned and capped (issue 13 hole 10)', async () => {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const name = `side\u0000A\u0000${'x'.repeat(5000)}.wav`;
    const outcome = await uploadWithTus({
      baseUrl,
      token: await uploadToken(client),
      bytes: makeWav({ seconds: 1 }),
      fileName: name,
    });
    expect(outcome.status).toBe(204);
    const audio = (await client.get(`/api/audio/${outcome.objectId}`)).json<{
      data: { attributes: { title: string }; meta: { file_metadata: { file_name: string } } };
    }>();
    const stored = audio.data.meta.file_metadata.file_name;
    expect(stored).toMatch(/^sideAx+\.wav$/);
    expect(Buffer.byteLength(stored)).toBe(255);
    expect(audio.data.attributes.title).toBe(stored);
  });
});

describe(`the clean-up job sweeps what a crash left (issue 13 hole 5) on ${testDialect}`, () => {
  let t: TestApp;
  let baseUrl: string;
  // Files are dated by the real clock: the shop's clock runs two hours ahead, past the grace.
  const clock = createTestClock(new Date(Date.now() + 2 * 3_600_000));

  beforeAll(async () => {
    t = await createTestApp({ clock });
    baseUrl = await listen(t.app);
  });
  afterAll(() => t.close());

  const stagingDir = () => path.join(t.database.dataDir, 'uploads');
  const filesDir = () => path.join(t.database.dataDir, 'files');

  it('removes stored files and staged bytes no row points to, and nothing else', async () => {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const kept = await uploadWithTus({
      baseUrl,
      token: await uploadToken(client),
      bytes: makeWav({ seconds: 1 }),
      fileName: 'kept.wav',
    });
    expect(kept.status).toBe(204);
    const keptFiles = filesUnder(filesDir());
    expect(keptFiles).toHaveLength(1);
    // An unfinished upload, half sent: its row owns its staged bytes.
    const token = await uploadToken(client);
    const half = await createUpload(baseUrl, token, makeWav({ seconds: 2 }), 'half.wav');
    const halfId = half.headers.get('location')?.split('/').pop() ?? '';
    // A crash's leftovers: a stored file without a row, staged bytes without an upload.
    const orphan = 'audio/ab/abababab-0000-4000-8000-000000000000.wav';
    fs.mkdirSync(path.join(filesDir(), 'audio/ab'), { recursive: true });
    fs.writeFileSync(path.join(filesDir(), orphan), 'lost master');
    for (const name of ['0123abcd', '0123abcd.json', '0123abcd.finishing']) {
      fs.writeFileSync(path.join(stagingDir(), name), 'x');
    }

    await t.app.jobs.uploadsCleanup.runNow();

    expect(filesUnder(filesDir())).toEqual(keptFiles);
    expect(filesUnder(stagingDir()).sort()).toEqual([halfId, `${halfId}.json`].sort());
  });

  it('leaves files changed within the grace period alone', async () => {
    clock.advance(-2 * 3_600_000);
    const orphan = 'audio/cd/cdcdcdcd-0000-4000-8000-000000000000.wav';
    fs.mkdirSync(path.join(filesDir(), 'audio/cd'), { recursive: true });
    fs.writeFileSync(path.join(filesDir(), orphan), 'being saved');
    fs.writeFileSync(path.join(stagingDir(), '4567cdef'), 'x');
    await t.app.jobs.uploadsCleanup.runNow();
    expect(filesUnder(filesDir())).toContain(orphan);
    expect(filesUnder(stagingDir())).toContain('4567cdef');
  });
});
