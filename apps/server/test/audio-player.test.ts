import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlbumThroughApi } from './support/albums';
import { sine, synthesize } from './support/ffmpeg-audio';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen, uploadAudio } from './support/uploads';

interface Warning {
  code: string;
  params: Record<string, number | string>;
}
interface SideDocument {
  data: {
    id: string;
    attributes: { gap_after: number };
    meta: { analysis: { status: string; warnings: Warning[]; stream_url: string } };
  }[];
  meta: { audio_warnings: Warning[] };
}

describe(`listening to a side on ${testDialect}`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let baseUrl: string;
  let owner: TestClient;
  let bytes: Buffer;
  let audioId: string;
  let vinylId: string;
  let albumId: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUDIO_ANALYSIS_CONCURRENCY: '1' } });
    baseUrl = await listen(t.app);
    owner = new TestClient(t.app);
    await owner.loginAsGuest();
    // Full-scale sine: overs on a vinyl master (true peak above −1 dBTP).
    bytes = await synthesize({ channels: [sine(1), sine(1)], seconds: 3 });
    audioId = await uploadAudio(owner, baseUrl, bytes, 'loud.wav');
    const album = await createAlbumThroughApi(owner, '12', 1);
    vinylId = album.data.relationships?.has_vinyls.data[0]?.id ?? '';
    albumId = album.data.id;
    const attached = await owner.post(`/api/vinyls/${vinylId}/relationships/side_a_tracks`, {
      data: { type: 'audio', id: audioId },
    });
    expect(attached.statusCode).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  const sideA = async () =>
    (await owner.get(`/api/vinyls/${vinylId}/side_a_tracks`)).json<SideDocument>();

  it('lists each track with its analysis, gap and warnings while the side is polled', async () => {
    let side = await sideA();
    expect(side.data[0]?.attributes.gap_after).toBe(2);
    for (let tries = 0; side.data[0]?.meta.analysis.status !== 'done' && tries < 900; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      side = await sideA();
    }
    const [track] = side.data;
    expect(track?.meta.analysis.warnings.map((w) => w.code)).toContain('true_peak_over');
    expect(track?.meta.analysis.stream_url).toBe(`/api/audio/${audioId}/stream`);
    expect(side.meta.audio_warnings).toEqual([]);

    // The summary (and through it the job sheet and the plant's page) carries the same.
    const summary = await owner.get(`/api/summary-album/${albumId}`);
    const sides = summary.json<{
      data: {
        attributes: {
          tracks: {
            sides: {
              audio_warnings: Warning[];
              tracks: { gap_after: number; analysis: { status: string; warnings: Warning[] } }[];
            }[];
          }[];
        };
      };
    }>().data.attributes.tracks[0]?.sides;
    expect(sides?.[0]?.audio_warnings).toEqual([]);
    expect(sides?.[0]?.tracks[0]).toMatchObject({ gap_after: 2, analysis: { status: 'done' } });
    expect(sides?.[0]?.tracks[0]?.analysis.warnings.map((w) => w.code)).toContain('true_peak_over');
  });

  it('sets the gap after a track with the track PATCH, 0 to 10 s', async () => {
    const patch = (gap: unknown) =>
      owner.request('PATCH', `/api/vinyls/${vinylId}/tracks/${audioId}`, {
        data: { type: 'audio', id: audioId, attributes: { gap_after: gap } },
      });
    const changed = await patch(4.5);
    expect(changed.statusCode).toBe(200);
    expect((await sideA()).data[0]?.attributes.gap_after).toBe(4.5);
    const refused = await patch(12);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('gap_out_of_range');
    expect((await patch(-1)).statusCode).toBe(422);
    expect((await patch('long')).statusCode).toBe(400);
    expect((await sideA()).data[0]?.attributes.gap_after).toBe(4.5);
  });

  it('streams the stored audio by range to its owner only', async () => {
    const whole = await owner.get(`/api/audio/${audioId}/stream`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toContain('audio/');
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const part = await owner.get(`/api/audio/${audioId}/stream`, { range: 'bytes=100-1099' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 1100))).toBe(true);

    const tail = await owner.get(`/api/audio/${audioId}/stream`, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);

    const open = await owner.get(`/api/audio/${audioId}/stream`, {
      range: `bytes=${bytes.length - 5}-`,
    });
    expect(open.rawPayload.equals(bytes.subarray(bytes.length - 5))).toBe(true);

    const beyond = await owner.get(`/api/audio/${audioId}/stream`, {
      range: `bytes=${bytes.length}-`,
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);

    const stranger = new TestClient(t.app);
    await stranger.loginAsGuest();
    expect((await stranger.get(`/api/audio/${audioId}/stream`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/audio/${audioId}/peaks`)).statusCode).toBe(404);
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(`/api/audio/${audioId}/stream`)).statusCode).toBe(401);
  });
});
