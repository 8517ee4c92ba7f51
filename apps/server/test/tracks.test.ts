import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumPatch, createAlbumThroughApi, type AlbumDocument } from './support/albums';
import { makeWav } from './support/audio-files';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen, uploadAudio } from './support/uploads';

interface SideDocument {
  data: {
    id: string;
    attributes: { title: string; duration: number; side: string; order: number; exceeded: boolean };
    meta: {
      relation: { priority: number };
      duration: number;
      file_metadata: { sample_rate: number };
    };
  }[];
  meta: { duration: number; limit: number; remaining: number; exceeded: boolean; rpm: string };
}

const link = (id: string, priority?: number) => ({
  type: 'audio',
  id,
  ...(priority !== undefined && { meta: { relation: { priority } } }),
});

/** Seconds of 8 kHz mono: a six-minute side is under 3 MB. */
const wav = (seconds: number, frequency = 440) => makeWav({ seconds, frequency });

describe(`track lists per side on ${testDialect}`, () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t.app);
  });
  afterAll(() => t.close());

  /** A guest with a 7-inch single (45 rpm: 360 s per side) and its disc. */
  async function singleAlbum(format = '7') {
    const client = new TestClient(t.app);
    const user = await client.loginAsGuest();
    const album = await createAlbumThroughApi(client, format, 1);
    const vinylId = album.data.relationships?.has_vinyls.data[0]?.id ?? '';
    return { client, user, album, vinylId };
  }

  const side = async (client: TestClient, vinylId: string, letter: 'a' | 'b' = 'a') => {
    const response = await client.get(`/api/vinyls/${vinylId}/side_${letter}_tracks`);
    expect(response.statusCode).toBe(200);
    return response.json<SideDocument>();
  };
  const sideUrl = (vinylId: string, letter: 'a' | 'b' = 'a') =>
    `/api/vinyls/${vinylId}/relationships/side_${letter}_tracks`;
  const storedFiles = () => {
    const dir = path.join(t.database.dataDir, 'files');
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((entry) => fs.statSync(path.join(dir, entry)).isFile())
      : [];
  };

  it('puts tracks on a side in priority order, reorders and lists them with the side totals', async () => {
    const { client, vinylId } = await singleAlbum();
    const first = await uploadAudio(client, baseUrl, wav(30), 'one.wav');
    const second = await uploadAudio(client, baseUrl, wav(45, 660), 'two.wav');
    const third = await uploadAudio(client, baseUrl, wav(10, 880), 'three.wav');

    expect((await client.post(sideUrl(vinylId), { data: link(first) })).statusCode).toBe(200);
    expect((await client.post(sideUrl(vinylId), { data: [link(second)] })).statusCode).toBe(200);
    const attached = await client.post(sideUrl(vinylId), { data: link(third, 0) });
    const list = attached.json<SideDocument>();
    expect(list.data.map((track) => track.attributes.title)).toEqual([
      'three.wav',
      'one.wav',
      'two.wav',
    ]);
    expect(list.data.map((track) => track.meta.relation.priority)).toEqual([0, 1, 2]);
    expect(list.data.map((track) => track.attributes.order)).toEqual([0, 1, 2]);
    expect(list.data[0]?.attributes).toMatchObject({ side: 'a', exceeded: false });
    expect(list.meta).toMatchObject({ rpm: '45', limit: 360, exceeded: false });
    expect(list.meta.duration).toBeCloseTo(85, 3);
    expect(list.meta.remaining).toBeCloseTo(275, 3);

    const reordered = await client.request('PATCH', sideUrl(vinylId), {
      data: [link(first, 0), link(second, 1), link(third, 2)],
    });
    expect(reordered.statusCode).toBe(200);
    expect((await side(client, vinylId)).data.map((track) => track.id)).toEqual([
      first,
      second,
      third,
    ]);
    expect((await side(client, vinylId, 'b')).data).toEqual([]);

    const again = await client.post(sideUrl(vinylId, 'b'), { data: link(first) });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('track_already_on_disc');
  });

  it('refuses a track longer than the time left, and any track on a side already over', async () => {
    const { client, album, vinylId } = await singleAlbum('7');
    const long = await uploadAudio(client, baseUrl, wav(300), 'long.wav');
    const more = await uploadAudio(client, baseUrl, wav(100, 500), 'more.wav');
    expect((await client.post(sideUrl(vinylId), { data: link(long) })).statusCode).toBe(200);

    // 300 + 100 s is over the 360 s of a 7-inch side at 45 rpm (spec 2 §9).
    const over = await client.post(
      sideUrl(vinylId),
      { data: link(more) },
      { 'accept-language': 'it' },
    );
    expect(over.statusCode).toBe(422);
    expect(over.json().errors[0]).toMatchObject({
      code: 'side_minutes_exceeded',
      title: 'Hai superato il limite di minuti',
    });

    // At 33 rpm a side holds 420 s: it fits.
    await client.request('PATCH', `/api/albums/${album.data.id}`, albumPatch({ album_rpm: '33' }));
    const fits = await client.post(sideUrl(vinylId), { data: link(more) });
    expect(fits.statusCode).toBe(200);
    expect(fits.json<SideDocument>().meta).toMatchObject({ limit: 420, exceeded: false });

    // Back at 45 rpm the side is over: it is flagged and takes nothing more.
    await client.request('PATCH', `/api/albums/${album.data.id}`, albumPatch({ album_rpm: '45' }));
    const listed = await side(client, vinylId);
    expect(listed.meta.exceeded).toBe(true);
    expect(listed.data.map((track) => track.attributes.exceeded)).toEqual([false, true]);
    const tiny = await uploadAudio(client, baseUrl, wav(1), 'tiny.wav');
    const full = await client.post(sideUrl(vinylId), { data: link(tiny) });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors[0]).toMatchObject({
      code: 'side_full',
      title: "You cannot upload a track if the side's minutes exceed",
    });
    // Side B has its own limit.
    expect((await client.post(sideUrl(vinylId, 'b'), { data: link(tiny) })).statusCode).toBe(200);
  });

  it('removes a track and deletes its audio and file when nothing else uses it', async () => {
    const { client, vinylId } = await singleAlbum();
    const kept = await uploadAudio(client, baseUrl, wav(5), 'kept.wav');
    const dropped = await uploadAudio(client, baseUrl, wav(6, 550), 'dropped.wav');
    await client.post(sideUrl(vinylId), { data: [link(kept), link(dropped)] });
    const before = storedFiles().length;

    const response = await client.request('DELETE', sideUrl(vinylId), { data: link(dropped) });
    expect(response.statusCode).toBe(200);
    expect(response.json<SideDocument>().data.map((track) => track.id)).toEqual([kept]);
    expect((await client.get(`/api/audio/${dropped}`)).statusCode).toBe(404);
    expect(storedFiles()).toHaveLength(before - 1);

    // Not on the side any more: 404, as for any id not on it (issue 13 hole 2).
    const missing = await client.request('DELETE', sideUrl(vinylId), { data: link(dropped) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].code).toBe('track_not_on_side');
  });

  it('describes one audio with its duration and file metadata', async () => {
    const { client } = await singleAlbum();
    const id = await uploadAudio(
      client,
      baseUrl,
      makeWav({ seconds: 3, sampleRate: 22_050 }),
      'low.wav',
    );
    const response = await client.get(`/api/audio/${id}`);
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.data).toMatchObject({ type: 'audio', id, attributes: { title: 'low.wav' } });
    expect(document.data.meta.duration).toBeCloseTo(3, 3);
    expect(document.data.meta.file_metadata).toMatchObject({ sample_rate: 22_050, channels: 1 });
    expect(document.included[0]).toMatchObject({ type: 'files', attributes: { title: 'low.wav' } });
  });

  it('keeps every customer to their own discs and audio', async () => {
    const owner = await singleAlbum();
    const audio = await uploadAudio(owner.client, baseUrl, wav(5), 'mine.wav');
    await owner.client.post(sideUrl(owner.vinylId), { data: link(audio) });

    const stranger = await singleAlbum();
    expect(
      (await stranger.client.get(`/api/vinyls/${owner.vinylId}/side_a_tracks`)).statusCode,
    ).toBe(404);
    expect(
      (await stranger.client.post(sideUrl(owner.vinylId), { data: link(audio) })).statusCode,
    ).toBe(404);
    expect(
      (await stranger.client.post(sideUrl(stranger.vinylId), { data: link(audio) })).statusCode,
    ).toBe(404);
    expect((await stranger.client.get(`/api/audio/${audio}`)).statusCode).toBe(404);
    expect((await stranger.client.request('DELETE', `/api/audio/${audio}`)).statusCode).toBe(404);
    expect((await side(owner.client, owner.vinylId)).data).toHaveLength(1);
  });

  it('refuses track changes on an ordered album', async () => {
    const { client, album, vinylId } = await singleAlbum();
    const audio = await uploadAudio(client, baseUrl, wav(5), 'a.wav');
    await client.post(sideUrl(vinylId), { data: link(audio) });
    await t.database.handle.db
      .updateTable('albums')
      .set({ album_status: 'ordered' })
      .where('id', '=', album.data.id)
      .execute();
    const other = await uploadAudio(client, baseUrl, wav(5), 'b.wav');
    expect((await client.post(sideUrl(vinylId), { data: link(other) })).statusCode).toBe(409);
    expect(
      (await client.request('DELETE', sideUrl(vinylId), { data: link(audio) })).statusCode,
    ).toBe(409);
    expect((await client.request('DELETE', `/api/audio/${audio}`)).statusCode).toBe(409);
    expect((await side(client, vinylId)).data).toHaveLength(1);
  });

  it('deletes an audio from every side it is on', async () => {
    const { client, vinylId } = await singleAlbum();
    const audio = await uploadAudio(client, baseUrl, wav(5), 'a.wav');
    const other = await uploadAudio(client, baseUrl, wav(5), 'b.wav');
    await client.post(sideUrl(vinylId), { data: [link(audio), link(other)] });
    expect((await client.request('DELETE', `/api/audio/${audio}`)).statusCode).toBe(204);
    const listed = await side(client, vinylId);
    expect(listed.data.map((track) => [track.id, track.meta.relation.priority])).toEqual([
      [other, 0],
    ]);
  });

  it('clones track lists with an album and deletes files only when no album uses them', async () => {
    const { client, album, vinylId } = await singleAlbum('10');
    const audio = await uploadAudio(client, baseUrl, wav(20), 'shared.wav');
    await client.post(sideUrl(vinylId, 'b'), { data: link(audio) });

    const cloned = await client.post(`/api/clone-album/${album.data.id}`);
    expect(cloned.statusCode).toBe(201);
    const clone = cloned.json<AlbumDocument>().data;
    const cloneVinyl = clone.relationships?.has_vinyls.data[0]?.id ?? '';
    expect(cloneVinyl).not.toBe(vinylId);
    expect((await side(client, cloneVinyl, 'b')).data.map((track) => track.id)).toEqual([audio]);

    const filesBefore = storedFiles().length;
    expect((await client.request('DELETE', `/api/delete-album/${clone.id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/audio/${audio}`)).statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(filesBefore);

    expect((await client.request('DELETE', `/api/delete-album/${album.data.id}`)).statusCode).toBe(
      204,
    );
    expect((await client.get(`/api/audio/${audio}`)).statusCode).toBe(404);
    expect(storedFiles()).toHaveLength(filesBefore - 1);
  });

  it('removes audio that was uploaded but never put on a disc, after the expiry', async () => {
    const { client } = await singleAlbum();
    const audio = await uploadAudio(client, baseUrl, wav(2), 'forgotten.wav');
    await t.app.jobs.uploadsCleanup.runNow();
    expect((await client.get(`/api/audio/${audio}`)).statusCode).toBe(200);
    await t.database.handle.db
      .updateTable('audio')
      .set({ created_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', audio)
      .execute();
    await t.app.jobs.uploadsCleanup.runNow();
    expect((await client.get(`/api/audio/${audio}`)).statusCode).toBe(404);
  });
});
