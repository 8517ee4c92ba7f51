import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlbumThroughApi, type AlbumDocument } from './support/albums';
import { makeWav } from './support/audio-files';
import {
  attachFile,
  filesToken,
  listKind,
  sendGraphics,
  uploadPdf,
  type FileResource,
} from './support/graphics';
import { makePdf, rawPdf } from './support/pdf-files';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen, uploadWithTus } from './support/uploads';

/** A 7″ single's cover: back | front, 184 mm each, no spine, 3 mm bleed → 374 × 190 mm. */
const COVER_7 = { widthMm: 374, heightMm: 190 };

describe(`graphics uploads and album files on ${testDialect}`, () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t.app);
    // Start the PDF workers once, so no test pays their cold start.
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    await uploadPdf(client, baseUrl, rawPdf({ pages: 1 }));
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.handle.db;
  const filesDir = () => path.join(t.database.dataDir, 'files');
  const stored = (key: string) => fs.existsSync(path.join(filesDir(), key));
  const fileRow = (id: string) =>
    db().selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();

  async function guestWithAlbum(format = '7', discs = 1) {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const album = await createAlbumThroughApi(client, format, discs);
    return { client, albumId: album.data.id, album };
  }

  async function errorOf(body: string) {
    return (JSON.parse(body) as { errors: { code: string; title: string }[] }).errors[0];
  }

  it('grants graphics uploads up to the catalogue cap of 120 MB', async () => {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const response = await client.get('/api/upload_info/files');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      upload_url: expect.stringMatching(/\/api\/uploads\/$/),
      max_size: 120 * 1024 * 1024,
    });
    const tooLarge = await fetch(`${baseUrl}/api/uploads/`, {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        Authorization: `Bearer ${await filesToken(client)}`,
        'Upload-Length': String(121 * 1024 * 1024),
      },
    });
    expect(tooLarge.status).toBe(413);
  });

  it('refuses a file named .pdf that is not a PDF, and keeps nothing of it', async () => {
    const { client } = await guestWithAlbum();
    const before = await db().selectFrom('files').select('id').execute();
    const wav = await sendGraphics(client, baseUrl, makeWav({ seconds: 1 }), 'cover.pdf');
    expect(wav.status).toBe(415);
    expect(await errorOf(wav.body)).toMatchObject({ code: 'not_a_pdf' });
    // The signature alone is not enough: the file must parse.
    const fake = Buffer.from('%PDF-1.7\nthis is a text file pretending to be a PDF\n%%EOF\n');
    const pretender = await sendGraphics(client, baseUrl, fake, 'cover.pdf');
    expect(pretender.status).toBe(415);
    expect(await errorOf(pretender.body)).toMatchObject({
      code: 'not_a_pdf',
      title: 'Only PDF files can be uploaded: this file is not a PDF',
    });
    expect(await db().selectFrom('files').select('id').execute()).toEqual(before);
    const staged = fs.readdirSync(path.join(t.database.dataDir, 'uploads'));
    expect(staged.filter((name) => !name.startsWith('thumbnails'))).toEqual([]);
  });

  it('accepts a PDF whatever its name and lists it with its media URL and relation params', async () => {
    const { client, albumId } = await guestWithAlbum();
    const pdf = await makePdf(COVER_7);
    const outcome = await sendGraphics(client, baseUrl, pdf, 'front and back');
    expect(outcome).toMatchObject({ status: 204, objectType: 'files' });
    const fileId = outcome.objectId ?? '';
    const attached = await attachFile(client, albumId, 'cover_print', fileId, 'external');
    expect(attached.statusCode).toBe(200);
    const [file] = attached.json<{ data: FileResource[] }>().data;
    expect(file).toMatchObject({
      type: 'files',
      id: fileId,
      attributes: { title: 'front and back', page_count: 1, size: pdf.length },
      meta: {
        media_url: `/api/files/${fileId}/content`,
        relation: { params: { type: 'external', source: 'upload', acknowledged: false } },
        print_check: { template: 'cover-7', expected: { width: 374, height: 190 } },
      },
    });
    expect(await listKind(client, albumId, 'cover_print')).toHaveLength(1);
    expect(await listKind(client, albumId, 'label_print')).toEqual([]);
    const linkage = await client.get(`/api/albums/${albumId}/relationships/cover_print`);
    expect(linkage.json()).toEqual({
      data: [
        {
          type: 'files',
          id: fileId,
          meta: { relation: { params: { type: 'external', source: 'upload' } } },
        },
      ],
    });
    const content = await client.get(file?.meta.media_url ?? '');
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a side the kind does not have and a file id that is not a file', async () => {
    const { client, albumId } = await guestWithAlbum();
    const fileId = await uploadPdf(client, baseUrl, await makePdf(COVER_7));
    const wrongSide = await attachFile(client, albumId, 'cover_print', fileId, 'front_disc1');
    expect(wrongSide.statusCode).toBe(422);
    expect(wrongSide.json().errors[0].code).toBe('file_type_invalid');
    const missing = await attachFile(client, albumId, 'cover_print', 'no-such-file', 'external');
    expect(missing.statusCode).toBe(404);
  });

  it("answers 404 for another customer's album or file, exactly like a missing one", async () => {
    const owner = await guestWithAlbum();
    const fileId = await uploadPdf(owner.client, baseUrl, await makePdf(COVER_7));
    await attachFile(owner.client, owner.albumId, 'cover_print', fileId, 'external');
    const other = await guestWithAlbum();
    const otherFile = await uploadPdf(other.client, baseUrl, await makePdf(COVER_7));

    const calls = [
      other.client.get(`/api/albums/${owner.albumId}/cover_print`),
      other.client.get(`/api/albums/${owner.albumId}/thumbnails`),
      other.client.get(`/api/albums/${owner.albumId}/template-kit`),
      attachFile(other.client, owner.albumId, 'cover_print', otherFile, 'external'),
      attachFile(other.client, other.albumId, 'cover_print', fileId, 'external'),
      other.client.get(`/api/files/${fileId}`),
      other.client.get(`/api/files/${fileId}/content`),
      other.client.get(`/api/files/${fileId}/thumbnail`),
      other.client.request('DELETE', `/api/files/${fileId}`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].code).toBe('not_found');
    }
    expect(await listKind(owner.client, owner.albumId, 'cover_print')).toHaveLength(1);
  });

  it('replaces a slot: the new file is attached, then the old one is deleted', async () => {
    const { client, albumId } = await guestWithAlbum();
    const first = await uploadPdf(client, baseUrl, await makePdf(COVER_7), 'first.pdf');
    await attachFile(client, albumId, 'cover_print', first, 'external');
    const firstKey = (await fileRow(first))?.storage_key ?? '';
    expect(stored(firstKey)).toBe(true);

    const second = await uploadPdf(client, baseUrl, await makePdf(COVER_7), 'second.pdf');
    const replaced = await attachFile(client, albumId, 'cover_print', second, 'external');
    expect(replaced.json<{ data: FileResource[] }>().data.map((file) => file.id)).toEqual([second]);
    expect(await fileRow(first)).toBeUndefined();
    expect(stored(firstKey)).toBe(false);
    expect((await client.get(`/api/files/${first}`)).statusCode).toBe(404);
  });

  it('keeps a replaced file that a clone still uses, and a clone lists the same files', async () => {
    const { client, albumId } = await guestWithAlbum();
    const original = await uploadPdf(client, baseUrl, await makePdf(COVER_7), 'original.pdf');
    await attachFile(client, albumId, 'cover_print', original, 'external', { acknowledged: true });
    const cloned = await client.post(`/api/clone-album/${albumId}`);
    const cloneId = cloned.json<AlbumDocument>().data.id;
    const [copy] = await listKind(client, cloneId, 'cover_print');
    expect(copy).toMatchObject({
      id: original,
      meta: { relation: { params: { type: 'external', source: 'upload', acknowledged: true } } },
    });

    const newer = await uploadPdf(client, baseUrl, await makePdf(COVER_7), 'newer.pdf');
    await attachFile(client, cloneId, 'cover_print', newer, 'external');
    expect((await listKind(client, albumId, 'cover_print')).map((file) => file.id)).toEqual([
      original,
    ]);
    expect(await fileRow(original)).toBeDefined();

    // Deleting the original album leaves the clone's file; deleting the clone removes it.
    expect((await client.request('DELETE', `/api/delete-album/${albumId}`)).statusCode).toBe(204);
    expect(await fileRow(original)).toBeUndefined();
    const newerKey = (await fileRow(newer))?.storage_key ?? '';
    expect((await client.request('DELETE', `/api/delete-album/${cloneId}`)).statusCode).toBe(204);
    expect(await fileRow(newer)).toBeUndefined();
    expect(stored(newerKey)).toBe(false);
  });

  it('takes a file out of an album (choosing the designer) and deletes it when nothing uses it', async () => {
    const { client, albumId } = await guestWithAlbum();
    const fileId = await uploadPdf(client, baseUrl, await makePdf(COVER_7));
    await attachFile(client, albumId, 'cover_print', fileId, 'external');
    const detached = await client.request(
      'DELETE',
      `/api/albums/${albumId}/relationships/cover_print`,
      { data: [{ type: 'files', id: fileId }] },
    );
    expect(detached.statusCode).toBe(200);
    expect(detached.json()).toEqual({ data: [] });
    expect(await fileRow(fileId)).toBeUndefined();
  });

  it('DELETE /api/files/{id} removes a file from every album, never from an ordered one', async () => {
    const { client, albumId } = await guestWithAlbum();
    const fileId = await uploadPdf(client, baseUrl, await makePdf(COVER_7));
    await attachFile(client, albumId, 'cover_print', fileId, 'external');
    await db()
      .updateTable('albums')
      .set({ album_status: 'ordered' })
      .where('id', '=', albumId)
      .execute();
    const refused = await client.request('DELETE', `/api/files/${fileId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('album_ordered');
    const other = await uploadPdf(client, baseUrl, await makePdf(COVER_7));
    expect((await attachFile(client, albumId, 'cover_print', other, 'external')).statusCode).toBe(
      409,
    );

    await db()
      .updateTable('albums')
      .set({ album_status: 'in_progress' })
      .where('id', '=', albumId)
      .execute();
    const key = (await fileRow(fileId))?.storage_key ?? '';
    expect((await client.request('DELETE', `/api/files/${fileId}`)).statusCode).toBe(204);
    expect(await listKind(client, albumId, 'cover_print')).toEqual([]);
    expect(stored(key)).toBe(false);
  });

  it('keeps the album print PDF in pdf_to_print', async () => {
    const { client, albumId } = await guestWithAlbum();
    expect((await client.get(`/api/albums/${albumId}/relationships/pdf_to_print`)).json()).toEqual({
      data: null,
    });
    const fileId = await uploadPdf(client, baseUrl, await makePdf({ widthMm: 210, heightMm: 297 }));
    const set = await client.request('PATCH', `/api/albums/${albumId}/relationships/pdf_to_print`, {
      data: { type: 'files', id: fileId },
    });
    expect(set.json()).toEqual({ data: { type: 'files', id: fileId } });
    const resource = await client.get(`/api/albums/${albumId}/pdf_to_print`);
    expect(resource.json().data).toMatchObject({
      id: fileId,
      meta: { media_url: expect.any(String) },
    });
    // The print PDF is not a graphics slot: it is not in the thumbnails.
    expect((await client.get(`/api/albums/${albumId}/thumbnails`)).json()).toEqual({ data: {} });
    const cleared = await client.request(
      'PATCH',
      `/api/albums/${albumId}/relationships/pdf_to_print`,
      { data: null },
    );
    expect(cleared.json()).toEqual({ data: null });
    expect(await fileRow(fileId)).toBeUndefined();
  });

  it('removes uploads never put in an album once their day is over', async () => {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const fileId = await uploadPdf(client, baseUrl, await makePdf(COVER_7));
    await db()
      .updateTable('files')
      .set({ created_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', fileId)
      .execute();
    const key = (await fileRow(fileId))?.storage_key ?? '';
    await t.app.jobs.filesCleanup.runNow();
    expect(await fileRow(fileId)).toBeUndefined();
    expect(stored(key)).toBe(false);
  });

  it('runs the clean-up as a job of the queue, as a worker would (issue 20)', async () => {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const fileId = await uploadPdf(client, baseUrl, await makePdf(COVER_7));
    await db()
      .updateTable('files')
      .set({ created_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', fileId)
      .execute();
    const key = (await fileRow(fileId))?.storage_key ?? '';
    const { queue } = t.app.jobs;
    const id = await queue.send('files-cleanup', {});
    const until = Date.now() + 15_000;
    while ((await queue.status('files-cleanup', id))?.state !== 'done') {
      if (Date.now() > until) throw new Error('the clean-up job did not finish');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await fileRow(fileId)).toBeUndefined();
    expect(stored(key)).toBe(false);
  });

  it('still makes audio objects of audio uploads on the same endpoint', async () => {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const audioToken = (await client.get('/api/upload_info/audio')).json<{
      upload_token: string;
    }>();
    const outcome = await uploadWithTus({
      baseUrl,
      token: audioToken.upload_token,
      bytes: makeWav({ seconds: 1 }),
      fileName: 'take.wav',
    });
    expect(outcome).toMatchObject({ status: 204, objectType: 'audio' });
  });
});
