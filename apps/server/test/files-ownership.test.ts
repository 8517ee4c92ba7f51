import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlbumThroughApi } from './support/albums';
import { makeWav } from './support/audio-files';
import { attachFile, fileLink, uploadPdf } from './support/graphics';
import { rawPdf } from './support/pdf-files';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen, uploadAudio } from './support/uploads';

/** One slot of each kind of album file. */
const SLOTS = [
  { kind: 'vinyl_print', type: 'front_disc1' },
  { kind: 'cover_print', type: 'external' },
  { kind: 'label_print', type: 'front_disc1' },
  { kind: 'sleeve_print', type: 'disc1' },
] as const;

/**
 * Issue 13 hole 2: a relationship call touches only files and audio that the caller owns
 * and that fill that album's slot (or that disc's side). Anything else answers 404 and
 * the other customer's row and stored file stay as they were.
 */
describe(`file and audio ownership in relationship calls on ${testDialect}`, () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t.app);
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.handle.db;
  const storedAt = (key: string) => fs.existsSync(path.join(t.database.dataDir, 'files', key));

  async function customer(format = '7') {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const album = await createAlbumThroughApi(client, format, 1);
    const vinylId = album.data.relationships?.has_vinyls.data[0]?.id ?? '';
    return { client, albumId: album.data.id, vinylId };
  }

  async function fileIntact(id: string) {
    const row = await db().selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
    expect(row, `file ${id} row`).toBeDefined();
    expect(storedAt(row?.storage_key ?? ''), `file ${id} on disk`).toBe(true);
  }

  async function audioIntact(id: string) {
    const row = await db().selectFrom('audio').selectAll().where('id', '=', id).executeTakeFirst();
    expect(row, `audio ${id} row`).toBeDefined();
    expect(storedAt(row?.storage_key ?? ''), `audio ${id} on disk`).toBe(true);
  }

  const pdf = () => rawPdf({ pages: 1 });

  // Nine uploads and some forty calls: slow on a loaded machine, not a hang.
  it(
    "never detaches or deletes another customer's file, attached or not, on any kind",
    {
      timeout: 90_000,
    },
    async () => {
      const a = await customer();
      const b = await customer();
      const loose = await uploadPdf(a.client, baseUrl, pdf(), 'loose.pdf');
      for (const { kind, type } of SLOTS) {
        const inSlot = await uploadPdf(a.client, baseUrl, pdf(), `${kind}.pdf`);
        expect((await attachFile(a.client, a.albumId, kind, inSlot, type)).statusCode).toBe(200);
        const bOwn = await uploadPdf(b.client, baseUrl, pdf(), 'mine.pdf');
        await attachFile(b.client, b.albumId, kind, bOwn, type);

        for (const id of [loose, inSlot]) {
          const url = `/api/albums/${b.albumId}/relationships/${kind}`;
          const detached = await b.client.request('DELETE', url, {
            data: { type: 'files', id },
          });
          expect(detached.statusCode, `${kind} DELETE`).toBe(404);
          for (const method of ['POST', 'PATCH'] as const) {
            const attached = await b.client.request(method, url, fileLink(id, type));
            expect(attached.statusCode, `${kind} ${method}`).toBe(404);
          }
          // A's own album, reached by B: 404 too.
          const foreign = await b.client.request(
            'DELETE',
            `/api/albums/${a.albumId}/relationships/${kind}`,
            { data: { type: 'files', id } },
          );
          expect(foreign.statusCode).toBe(404);
          await fileIntact(id);
        }
        // B's own slot is untouched by the refused calls.
        const listed = await b.client.get(`/api/albums/${b.albumId}/relationships/${kind}`);
        expect(listed.json<{ data: { id: string }[] }>().data.map((item) => item.id)).toEqual([
          bOwn,
        ]);
        const own = await a.client.get(`/api/albums/${a.albumId}/relationships/${kind}`);
        expect(own.json<{ data: { id: string }[] }>().data.map((item) => item.id)).toEqual([
          inSlot,
        ]);
      }
      const setPrint = await b.client.request(
        'PATCH',
        `/api/albums/${b.albumId}/relationships/pdf_to_print`,
        { data: { type: 'files', id: loose } },
      );
      expect(setPrint.statusCode).toBe(404);
      expect((await b.client.request('DELETE', `/api/files/${loose}`)).statusCode).toBe(404);
      await fileIntact(loose);
    },
  );

  it('answers 404 to a detach naming a file that is not in that slot, and keeps it', async () => {
    const { client, albumId } = await customer();
    const cover = await uploadPdf(client, baseUrl, pdf(), 'cover.pdf');
    await attachFile(client, albumId, 'cover_print', cover, 'external');
    const loose = await uploadPdf(client, baseUrl, pdf(), 'loose.pdf');

    const wrongKind = await client.request(
      'DELETE',
      `/api/albums/${albumId}/relationships/label_print`,
      {
        data: { type: 'files', id: cover },
      },
    );
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json().errors[0]).toMatchObject({
      code: 'album_file_missing',
      title: 'This file is not in the album',
    });
    // One bad id in a list refuses the whole call: the good one stays too.
    const mixed = await client.request(
      'DELETE',
      `/api/albums/${albumId}/relationships/cover_print`,
      {
        data: [
          { type: 'files', id: cover },
          { type: 'files', id: loose },
        ],
      },
    );
    expect(mixed.statusCode).toBe(404);
    await fileIntact(cover);
    await fileIntact(loose);
    const listed = await client.get(`/api/albums/${albumId}/relationships/cover_print`);
    expect(listed.json<{ data: { id: string }[] }>().data.map((item) => item.id)).toEqual([cover]);
  });

  it("never takes off, reorders or deletes another customer's audio", async () => {
    const a = await customer();
    const b = await customer();
    const loose = await uploadAudio(a.client, baseUrl, makeWav({ seconds: 1 }), 'a-loose.wav');
    const onSide = await uploadAudio(a.client, baseUrl, makeWav({ seconds: 1 }), 'a-side.wav');
    const url = (vinylId: string) => `/api/vinyls/${vinylId}/relationships/side_a_tracks`;
    expect(
      (await a.client.post(url(a.vinylId), { data: { type: 'audio', id: onSide } })).statusCode,
    ).toBe(200);
    const bOwn = await uploadAudio(b.client, baseUrl, makeWav({ seconds: 1 }), 'b.wav');
    await b.client.post(url(b.vinylId), { data: { type: 'audio', id: bOwn } });

    for (const id of [loose, onSide]) {
      const body = { data: { type: 'audio', id } };
      for (const method of ['DELETE', 'PATCH', 'POST'] as const) {
        const response = await b.client.request(method, url(b.vinylId), body);
        expect(response.statusCode, `${method} side`).toBe(404);
        const foreign = await b.client.request(method, url(a.vinylId), body);
        expect(foreign.statusCode, `${method} A's side`).toBe(404);
      }
      expect((await b.client.request('DELETE', `/api/audio/${id}`)).statusCode).toBe(404);
      await audioIntact(id);
    }
    const side = await a.client.get(`/api/vinyls/${a.vinylId}/side_a_tracks`);
    expect(side.json<{ data: { id: string }[] }>().data.map((track) => track.id)).toEqual([onSide]);
    const bSide = await b.client.get(`/api/vinyls/${b.vinylId}/side_a_tracks`);
    expect(bSide.json<{ data: { id: string }[] }>().data.map((track) => track.id)).toEqual([bOwn]);
  });
});
