import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlbumThroughApi, type AlbumDocument } from './support/albums';
import { makeWav } from './support/audio-files';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen, uploadAudio } from './support/uploads';

interface SideDocument {
  vinyl_id: string;
  data: { id: string; attributes: { title: string; artist: string | null; side: string } }[];
  meta: { side: string; duration: number };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const content = await (await document.getPage(1)).getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
  } finally {
    await document.destroy();
  }
}

const wav = (seconds: number, frequency = 440) => makeWav({ seconds, frequency });

/** Issue 14 item 10 (decision 015): tracks change sides and discs and take a name. */
describe(`moving and renaming tracks on ${testDialect}`, () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t.app);
  });
  afterAll(() => t.close());

  /** A guest's 7-inch (45 rpm: 360 s a side) with the given seconds on side A. */
  async function albumWith(seconds: number[], discs = 1) {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const album = await createAlbumThroughApi(client, '7', discs);
    const vinylIds = (album.data.relationships?.has_vinyls.data ?? []).map((disc) => disc.id);
    const vinylId = vinylIds[0] ?? '';
    const ids: string[] = [];
    for (const [index, length] of seconds.entries()) {
      const id = await uploadAudio(client, baseUrl, wav(length, 300 + index * 50), `t${index}.wav`);
      const linked = await client.post(`/api/vinyls/${vinylId}/relationships/side_a_tracks`, {
        data: { type: 'audio', id },
      });
      expect(linked.statusCode).toBe(200);
      ids.push(id);
    }
    return { client, album, vinylId, vinylIds, ids };
  }

  const titles = async (client: TestClient, vinylId: string, side: 'a' | 'b') => {
    const response = await client.get(`/api/vinyls/${vinylId}/side_${side}_tracks`);
    expect(response.statusCode).toBe(200);
    return response.json<SideDocument>().data.map((track) => track.attributes.title);
  };
  const change = (
    client: TestClient,
    vinylId: string,
    audioId: string,
    data: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    client.request(
      'PATCH',
      `/api/vinyls/${vinylId}/tracks/${audioId}`,
      { data: { type: 'audio', id: audioId, ...data } },
      headers,
    );

  it('moves a track from side A to side B and answers both sides', async () => {
    const { client, vinylId, ids } = await albumWith([10, 20, 30]);
    const moved = await change(client, vinylId, ids[1] ?? '', {
      attributes: { side: 'b' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const sides = moved.json<{ data: SideDocument[] }>().data;
    expect(sides.map((side) => [side.vinyl_id, side.meta.side, side.meta.duration])).toEqual([
      [vinylId, 'a', 40],
      [vinylId, 'b', 20],
    ]);
    expect(await titles(client, vinylId, 'a')).toEqual(['t0.wav', 't2.wav']);
    expect(await titles(client, vinylId, 'b')).toEqual(['t1.wav']);
    // And back, first on side A.
    const back = await change(client, vinylId, ids[1] ?? '', {
      attributes: { side: 'a' },
      meta: { relation: { priority: 0 } },
    });
    expect(back.statusCode).toBe(200);
    expect(await titles(client, vinylId, 'a')).toEqual(['t1.wav', 't0.wav', 't2.wav']);
  });

  it('moves a track onto the second disc of a double, keeping its name', async () => {
    const { client, vinylIds, ids } = await albumWith([10, 20], 2);
    const [first = '', second = ''] = vinylIds;
    await change(client, first, ids[0] ?? '', { attributes: { title: 'Opening' } });
    const moved = await change(client, first, ids[0] ?? '', {
      attributes: { side: 'b' },
      relationships: { vinyl: { data: { type: 'vinyls', id: second } } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await titles(client, first, 'a')).toEqual(['t1.wav']);
    expect(await titles(client, second, 'b')).toEqual(['Opening']);
  });

  it('refuses a move over the side limit with the spec message, in the customer’s language', async () => {
    const { client, vinylId, ids } = await albumWith([150, 150]);
    const first = await change(client, vinylId, ids[0] ?? '', { attributes: { side: 'b' } });
    expect(first.statusCode).toBe(200);
    // Side B: 150 + 200 s; another 150 s would pass its 360 s.
    const long = await uploadAudio(client, baseUrl, wav(200, 900), 'long.wav');
    await client.post(`/api/vinyls/${vinylId}/relationships/side_b_tracks`, {
      data: { type: 'audio', id: long },
    });
    const over = await change(client, vinylId, ids[1] ?? '', { attributes: { side: 'b' } });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors[0]).toMatchObject({
      code: 'side_minutes_exceeded',
      title: 'You have exceeded the limit of minutes',
    });
    const italian = await change(
      client,
      vinylId,
      ids[1] ?? '',
      { attributes: { side: 'b' } },
      { 'accept-language': 'it' },
    );
    expect(italian.json().errors[0].title).toBe('Hai superato il limite di minuti');
    expect(await titles(client, vinylId, 'a')).toEqual(['t1.wav']);
  });

  it('renames a track: title and artist shown on the side and the summary; blank artist is none', async () => {
    const { client, album, vinylId, ids } = await albumWith([10]);
    const id = ids[0] ?? '';
    const renamed = await change(client, vinylId, id, {
      attributes: { title: '  Blue Monday ', artist: 'New Order' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const side = (await client.get(`/api/vinyls/${vinylId}/side_a_tracks`)).json<SideDocument>();
    expect(side.data[0]?.attributes).toMatchObject({ title: 'Blue Monday', artist: 'New Order' });
    const summary = (await client.get(`/api/summary-album/${album.data.id}`)).json<{
      data: {
        attributes: { tracks: { sides: { tracks: { title: string; artist: string }[] }[] }[] };
      };
    }>();
    expect(summary.data.attributes.tracks[0]?.sides[0]?.tracks[0]).toMatchObject({
      title: 'Blue Monday',
      artist: 'New Order',
    });
    const sheet = await client.request('GET', `/api/summary-album/${album.data.id}`, undefined, {
      accept: 'application/pdf',
    });
    expect(await pdfText(sheet.rawPayload)).toContain('1. Blue Monday - New Order');
    await change(client, vinylId, id, { attributes: { artist: '  ' } });
    const after = (await client.get(`/api/vinyls/${vinylId}/side_a_tracks`)).json<SideDocument>();
    expect(after.data[0]?.attributes).toMatchObject({ title: 'Blue Monday', artist: null });
    const blank = await change(client, vinylId, id, { attributes: { title: '   ' } });
    expect(blank.statusCode).toBe(400);
    const mismatch = await client.request('PATCH', `/api/vinyls/${vinylId}/tracks/${id}`, {
      data: { type: 'audio', id: 'another', attributes: { title: 'X' } },
    });
    expect(mismatch.statusCode).toBe(409);
  });

  it('names a new track from its file’s tags (title and artist), else its file name', async () => {
    const { client, vinylId } = await albumWith([10]);
    const tagged = await uploadAudio(
      client,
      baseUrl,
      makeWav({ seconds: 5, title: 'Tagged Song', artist: 'Tag Band' }),
      'tagged.wav',
    );
    await client.post(`/api/vinyls/${vinylId}/relationships/side_b_tracks`, {
      data: { type: 'audio', id: tagged },
    });
    const side = (await client.get(`/api/vinyls/${vinylId}/side_b_tracks`)).json<SideDocument>();
    expect(side.data[0]?.attributes).toMatchObject({ title: 'Tagged Song', artist: 'Tag Band' });
    const plain = (await client.get(`/api/vinyls/${vinylId}/side_a_tracks`)).json<SideDocument>();
    expect(plain.data[0]?.attributes).toMatchObject({ title: 't0.wav', artist: null });
  });

  it('a rename in a clone leaves the original album’s track as it was', async () => {
    const { client, album, vinylId, ids } = await albumWith([10]);
    const cloned = await client.post(`/api/clone-album/${album.data.id}`, {});
    expect(cloned.statusCode, cloned.body).toBeLessThan(300);
    const cloneId = cloned.json<AlbumDocument>().data.id;
    const discs = await client.get(`/api/albums/${cloneId}/relationships/has_vinyls`);
    const cloneVinyl = discs.json<{ data: { id: string }[] }>().data[0]?.id ?? '';
    const renamed = await change(client, cloneVinyl, ids[0] ?? '', {
      attributes: { title: 'Remaster' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await titles(client, cloneVinyl, 'a')).toEqual(['Remaster']);
    expect(await titles(client, vinylId, 'a')).toEqual(['t0.wav']);
  });

  it('touches only my own tracks: another user’s track or disc is 404, and nothing changes', async () => {
    const owner = await albumWith([10]);
    const stranger = await albumWith([10]);
    const theirs = owner.ids[0] ?? '';
    // Another user's track on their disc.
    expect(
      (await change(stranger.client, owner.vinylId, theirs, { attributes: { title: 'Mine' } }))
        .statusCode,
    ).toBe(404);
    // Another user's track id under my disc.
    expect(
      (await change(stranger.client, stranger.vinylId, theirs, { attributes: { side: 'b' } }))
        .statusCode,
    ).toBe(404);
    // My track onto another user's disc.
    const mine = stranger.ids[0] ?? '';
    expect(
      (
        await change(stranger.client, stranger.vinylId, mine, {
          relationships: { vinyl: { data: { type: 'vinyls', id: owner.vinylId } } },
        })
      ).statusCode,
    ).toBe(404);
    expect(await titles(owner.client, owner.vinylId, 'a')).toEqual(['t0.wav']);
    expect(await titles(owner.client, owner.vinylId, 'b')).toEqual([]);
    expect(await titles(stranger.client, stranger.vinylId, 'a')).toEqual(['t0.wav']);
  });

  it('refuses moves and renames on an ordered album', async () => {
    const { client, album, vinylId, ids } = await albumWith([10]);
    await t.database.handle.db
      .updateTable('albums')
      .set({ album_status: 'ordered' })
      .where('id', '=', album.data.id)
      .execute();
    const moved = await change(client, vinylId, ids[0] ?? '', { attributes: { side: 'b' } });
    expect(moved.statusCode).toBe(409);
    const renamed = await change(client, vinylId, ids[0] ?? '', { attributes: { title: 'X' } });
    expect(renamed.statusCode).toBe(409);
    expect(await titles(client, vinylId, 'a')).toEqual(['t0.wav']);
  });
});
