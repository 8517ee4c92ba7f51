import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/messages';
import { createAlbumThroughApi } from './support/albums';
import { makeWav } from './support/audio-files';
import { makeFlac } from './support/flac-files';
import {
  makeAiff,
  makeMp3,
  wavWithChunkAfterData,
  wavWithDataSizeClaiming,
  wavWithFactClaiming,
  wavWithUnknownDataSize,
} from './support/lying-audio';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen, uploadToken, uploadWithTus } from './support/uploads';

interface AudioDocument {
  data: { attributes: { duration: number } };
}

/**
 * Issue 13 hole 6: an upload's length is measured from the samples it holds. A header that
 * declares another length is refused with both figures; an honest long file is stored
 * with its true length and refused on a side it does not fit.
 */
describe(`measured audio durations on ${testDialect}`, () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t.app);
  });
  afterAll(() => t.close());

  async function guest() {
    const client = new TestClient(t.app);
    const user = await client.loginAsGuest();
    return { client, user };
  }

  async function send(client: TestClient, bytes: Buffer, fileName: string) {
    const token = await uploadToken(client);
    return uploadWithTus({ baseUrl, token, bytes, fileName, chunkSize: 1024 * 1024 });
  }

  const errorOf = (body: string) =>
    (JSON.parse(body) as { errors: { code: string; title: string; detail?: string }[] }).errors[0];

  async function audioRows(userId: string) {
    return t.database.handle.db
      .selectFrom('audio')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
  }

  it('refuses a WAV whose data size says 10 s while it carries 600 s of samples', async () => {
    const { client, user } = await guest();
    const outcome = await send(client, wavWithDataSizeClaiming(600, 10), 'liar.wav');
    expect(outcome.status).toBe(422);
    expect(errorOf(outcome.body)).toMatchObject({
      code: 'audio_duration_mismatch',
      title:
        "The file's header says 00:10 but it holds 10:00 of audio: export it again from your audio program",
    });
    expect(await audioRows(user.id)).toEqual([]);
  });

  it('refuses a WAV whose fact chunk says 10 s over a 600 s data chunk', async () => {
    const { client, user } = await guest();
    const outcome = await send(client, wavWithFactClaiming(600, 10), 'fact.wav');
    expect(outcome.status).toBe(422);
    expect(errorOf(outcome.body)?.code).toBe('audio_duration_mismatch');
    expect(await audioRows(user.id)).toEqual([]);
  });

  it('refuses an MP3 whose Xing header claims 10 s over 600 s of frames', async () => {
    const { client } = await guest();
    const liar = await send(client, makeMp3(600, 10), 'liar.mp3');
    expect(liar.status).toBe(422);
    expect(errorOf(liar.body)?.title).toMatch(/header says 00:10 but it holds 10:0\d of audio/);

    const honest = await send(client, makeMp3(30, 30), 'honest.mp3');
    expect(honest.status).toBe(204);
    const stored = await client.get(`/api/audio/${honest.objectId}`);
    expect(stored.json<AudioDocument>().data.attributes.duration).toBeCloseTo(30, 0);
  });

  it('stores an honest 600 s WAV as 600 s and refuses it on a 360 s side', async () => {
    const { client } = await guest();
    const album = await createAlbumThroughApi(client, '7', 1);
    const vinylId = album.data.relationships?.has_vinyls.data[0]?.id ?? '';
    const outcome = await send(client, makeWav({ seconds: 600 }), 'long.wav');
    expect(outcome.status).toBe(204);
    const stored = await client.get(`/api/audio/${outcome.objectId}`);
    expect(stored.json<AudioDocument>().data.attributes.duration).toBeCloseTo(600, 3);
    const side = `/api/vinyls/${vinylId}/relationships/side_a_tracks`;
    const refused = await client.post(side, { data: { type: 'audio', id: outcome.objectId } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].code).toBe('side_minutes_exceeded');

    const fits = await send(client, makeWav({ seconds: 300 }), 'fits.wav');
    const accepted = await client.post(side, { data: { type: 'audio', id: fits.objectId } });
    expect(accepted.statusCode).toBe(200);
  });

  it('measures a WAV whose data size is unknown (0xFFFFFFFF) from the file itself', async () => {
    const { client } = await guest();
    const outcome = await send(client, wavWithUnknownDataSize(20), 'stream.wav');
    expect(outcome.status).toBe(204);
    const stored = await client.get(`/api/audio/${outcome.objectId}`);
    expect(stored.json<AudioDocument>().data.attributes.duration).toBeCloseTo(20, 3);
  });

  it('measures AIFF from its sound data: an honest file is taken, a lying COMM refused', async () => {
    const { client } = await guest();
    const honest = await send(client, makeAiff(12, 12, true), 'take.aiff');
    expect(honest.status, honest.body).toBe(204);
    const stored = await client.get(`/api/audio/${honest.objectId}`);
    expect(stored.json<AudioDocument>().data.attributes.duration).toBeCloseTo(12, 3);
    const liar = await send(client, makeAiff(120, 10), 'liar.aif');
    expect(liar.status).toBe(422);
    expect(errorOf(liar.body)?.title).toMatch(/header says 00:10 but it holds 02:00 of audio/);
  });

  it('believes a data size followed by honest chunks', async () => {
    const { client } = await guest();
    const outcome = await send(client, wavWithChunkAfterData(15), 'edited.wav');
    expect(outcome.status, outcome.body).toBe(204);
    const stored = await client.get(`/api/audio/${outcome.objectId}`);
    expect(stored.json<AudioDocument>().data.attributes.duration).toBeCloseTo(15, 3);
  });

  it('measures FLAC from its last frame: a STREAMINFO claiming 10 s over 600 s is refused', async () => {
    const { client, user } = await guest();
    const liar = await send(client, makeFlac(600, 10), 'liar.flac');
    expect(liar.status).toBe(422);
    expect(errorOf(liar.body)).toMatchObject({
      code: 'audio_duration_mismatch',
      title:
        "The file's header says 00:10 but it holds 10:00 of audio: export it again from your audio program",
    });
    expect(await audioRows(user.id)).toEqual([]);

    const honest = await send(client, makeFlac(30.5), 'honest.flac');
    expect(honest.status, honest.body).toBe(204);
    const stored = await client.get(`/api/audio/${honest.objectId}`);
    expect(stored.json<AudioDocument>().data.attributes.duration).toBeCloseTo(30.5, 3);
  });

  it('measures a FLAC whose STREAMINFO leaves the total unknown (0) from its frames', async () => {
    const { client } = await guest();
    const outcome = await send(client, makeFlac(45, 0), 'stream.flac');
    expect(outcome.status, outcome.body).toBe(204);
    const stored = await client.get(`/api/audio/${outcome.objectId}`);
    expect(stored.json<AudioDocument>().data.attributes.duration).toBeCloseTo(45, 3);
  });

  it('says the figures in Italian too', () => {
    const values = { header: '00:10', body: '10:00' };
    expect(translate('audio_duration_mismatch', 'it', '', values)).toBe(
      "L'intestazione del file dice 00:10 ma contiene 10:00 di audio: esportalo di nuovo dal tuo programma audio",
    );
  });
});
