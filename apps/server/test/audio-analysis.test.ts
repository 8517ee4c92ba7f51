import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sine, synthesize } from './support/ffmpeg-audio';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen, uploadAudio } from './support/uploads';

interface Warning {
  code: string;
  severity: string;
  params: Record<string, number | string>;
}
interface Analysis {
  status: string;
  error: string | null;
  measurements: Record<string, number | null> | null;
  warnings: Warning[];
  peaks_url: string | null;
  stream_url: string;
}
interface AudioDocument {
  data: { id: string; attributes: { duration: number }; meta: { analysis: Analysis } };
}

const dB = (linear: number) => 20 * Math.log10(linear);

// Each test runs ffmpeg twice (the fixture, the analysis): slow on a loaded machine.
describe(`audio analysis on ${testDialect}`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let baseUrl: string;
  let client: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUDIO_ANALYSIS_CONCURRENCY: '2' } });
    baseUrl = await listen(t.app);
    client = new TestClient(t.app);
    await client.loginAsGuest();
  });
  afterAll(() => t.close());

  /** Uploads a file and polls its resource, as the web app does, until the analysis ends. */
  async function analysed(bytes: Buffer, name: string, who = client) {
    const id = await uploadAudio(who, baseUrl, bytes, name);
    for (let tries = 0; tries < 900; tries++) {
      const doc = (await who.get(`/api/audio/${id}`)).json<AudioDocument>();
      const { status } = doc.data.meta.analysis;
      if (status === 'done' || status === 'failed') return doc;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`analysis of ${name} never ended`);
  }
  const codes = (doc: AudioDocument) => doc.data.meta.analysis.warnings.map((w) => w.code);

  it('measures a sine at a known level: LUFS and true peak within 0.5 of theory, no warning', async () => {
    // Peak 0.25 in both channels: −12.04 dBFS; a stereo 997 Hz sine reads its peak level in LUFS.
    const bytes = await synthesize({ channels: [sine(0.25), sine(0.25)], seconds: 5 });
    const doc = await analysed(bytes, 'sine.wav');
    const { measurements, warnings, peaks_url, stream_url } = doc.data.meta.analysis;
    expect(Math.abs((measurements?.integrated_lufs ?? 0) - dB(0.25))).toBeLessThan(0.5);
    expect(Math.abs((measurements?.true_peak_dbtp ?? 0) - dB(0.25))).toBeLessThan(0.5);
    expect(measurements).toMatchObject({
      duration: 5,
      sample_rate: 44100,
      bits_per_sample: 16,
      channels: 2,
      clipped_samples: 0,
    });
    expect(measurements?.low_band_correlation ?? null).toBeNull(); // no bass at all
    expect(warnings).toEqual([]);
    expect(stream_url).toBe(`/api/audio/${doc.data.id}/stream`);

    const peaks = await client.get(peaks_url ?? '');
    expect(peaks.statusCode).toBe(200);
    expect(peaks.headers['cache-control']).toContain('max-age');
    const body = peaks.json<{ duration: number; peaks: number[] }>();
    expect(body.duration).toBe(5);
    expect(body.peaks.length).toBe(Math.ceil((5 * 44100) / 256)); // slices of 256 frames, < 1000
    expect(Math.max(...body.peaks)).toBeCloseTo(0.25, 2);
    expect(Math.min(...body.peaks)).toBeGreaterThan(0.22);
  });

  it('finds inter-sample overs the samples do not show', async () => {
    // A quarter-rate sine sampled at 45°: samples peak at 0.7, the wave itself at 0.99.
    const wave = '0.99*sin(2*PI*11025*t+PI/4)';
    const doc = await analysed(
      await synthesize({ channels: [wave, wave], seconds: 3 }),
      'overs.wav',
    );
    const { measurements, warnings } = doc.data.meta.analysis;
    expect(measurements?.true_peak_dbtp).toBeGreaterThan(-1);
    expect(warnings[0]).toMatchObject({ code: 'true_peak_over', severity: 'warning' });
  });

  it('counts the clipped samples of a square wave driven past full scale', async () => {
    const square = '1.5*(2*gte(sin(2*PI*100*t),0)-1)';
    const doc = await analysed(
      await synthesize({ channels: [square, square], seconds: 2 }),
      'square.wav',
    );
    const { measurements } = doc.data.meta.analysis;
    // Nearly every sample of both channels sits at full scale.
    expect(measurements?.clipped_samples).toBeGreaterThan(0.95 * 2 * 2 * 44100);
    expect(codes(doc)).toContain('clipping');
  });

  it('warns when the bass of one channel is inverted, naming when', async () => {
    const bass = '0.4*sin(2*PI*60*t)';
    const treble = '0.1*sin(2*PI*1000*t)';
    const doc = await analysed(
      await synthesize({ channels: [`${bass}+${treble}`, `-${bass}+${treble}`], seconds: 4 }),
      'phase.wav',
    );
    const { measurements, warnings } = doc.data.meta.analysis;
    expect(measurements?.low_band_correlation).toBeLessThan(-0.9);
    const warning = warnings.find((w) => w.code === 'bass_out_of_phase');
    expect(warning).toMatchObject({ severity: 'warning', params: { at: 0 } });
    expect(Number(warning?.params.correlation)).toBeLessThan(-0.9);
  });

  it('reports 3 s of silence at the start', async () => {
    const wave = `if(lt(t,3),0,${sine(0.3, 440)})`;
    const doc = await analysed(
      await synthesize({ channels: [wave, wave], seconds: 6 }),
      'late.wav',
    );
    const { measurements, warnings } = doc.data.meta.analysis;
    expect(measurements?.leading_silence).toBeCloseTo(3, 1);
    expect(measurements?.trailing_silence).toBeLessThan(0.1);
    expect(warnings).toContainEqual({
      code: 'leading_silence',
      severity: 'info',
      params: { seconds: 3 },
    });
  });

  it('states the facts of a 96 kHz / 24-bit master', async () => {
    const bytes = await synthesize({
      channels: [sine(0.25), sine(0.25)],
      seconds: 2,
      sampleRate: 96000,
      codec: ['-c:a', 'pcm_s24le'],
    });
    const doc = await analysed(bytes, 'hires.wav');
    expect(doc.data.meta.analysis.measurements).toMatchObject({
      sample_rate: 96000,
      bits_per_sample: 24,
      channels: 2,
      duration: 2,
    });
    expect(
      Math.abs((doc.data.meta.analysis.measurements?.integrated_lufs ?? 0) - dB(0.25)),
    ).toBeLessThan(0.5);
  });

  it('measures an MP3 and a FLAC made by the same ffmpeg', async () => {
    const wave = [sine(0.5), sine(0.5)];
    const mp3 = await analysed(
      await synthesize({
        channels: wave,
        seconds: 4,
        codec: ['-c:a', 'libmp3lame', '-b:a', '192k'],
        extension: 'mp3',
      }),
      'lossy.mp3',
    );
    const flac = await analysed(
      await synthesize({
        channels: wave,
        seconds: 4,
        sampleRate: 48000,
        codec: ['-c:a', 'flac', '-sample_fmt', 's32'],
        extension: 'flac',
      }),
      'lossless.flac',
    );
    for (const doc of [mp3, flac]) {
      const m = doc.data.meta.analysis.measurements;
      expect(Math.abs((m?.integrated_lufs ?? 0) - dB(0.5))).toBeLessThan(0.5);
      expect(Math.abs((m?.duration ?? 0) - 4)).toBeLessThan(0.06);
      // The length used for prices and limits is the decoded one.
      expect(doc.data.attributes.duration).toBe(m?.duration);
    }
    expect(mp3.data.meta.analysis.measurements).toMatchObject({
      bits_per_sample: null,
      sample_rate: 44100,
    });
    expect(flac.data.meta.analysis.measurements).toMatchObject({
      bits_per_sample: 24,
      sample_rate: 48000,
    });
  });

  it('never analyses the same content twice, whoever uploads it', async () => {
    const bytes = await synthesize({ channels: [sine(0.2), sine(0.2)], seconds: 2 });
    const first = await analysed(bytes, 'same.wav');
    const other = new TestClient(t.app);
    await other.loginAsGuest();
    const again = await analysed(bytes, 'same-again.wav', other);
    expect(again.data.id).not.toBe(first.data.id);
    expect(again.data.meta.analysis.measurements).toEqual(first.data.meta.analysis.measurements);
    const rows = await t.database.handle.db
      .selectFrom('audio_analyses')
      .select(['attempts'])
      .where(
        'sha256',
        '=',
        (
          await t.database.handle.db
            .selectFrom('audio')
            .select('sha256')
            .where('id', '=', first.data.id)
            .executeTakeFirstOrThrow()
        ).sha256,
      )
      .execute();
    expect(rows).toEqual([{ attempts: 1 }]);
  });
});
