import { defaultCatalogue, DEFAULT_AUDIO_CHECKS, type Catalog } from '@vinyl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { createAlbumThroughApi } from './support/albums';
import { sine, synthesize } from './support/ffmpeg-audio';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen, uploadAudio } from './support/uploads';

const ADMIN = 'sound-checks@press.example';
const ADMIN_PASSWORD = 'sound checks plant secret';

interface SideDocument {
  data: { meta: { analysis: { status: string; warnings: { code: string }[] } } }[];
}

const withChecks = (checks: Partial<Catalog['audioChecks']>): Catalog => ({
  ...structuredClone(defaultCatalogue),
  audioChecks: { ...DEFAULT_AUDIO_CHECKS, ...checks },
});

const body = (catalogue: Catalog, extra: Record<string, unknown> = {}) => ({
  data: { type: 'catalogues', attributes: { catalogue, ...extra } },
});

/**
 * Issue 19: the plant tunes the sound checks in the catalogue, and the verdict a customer
 * reads on the tracks step follows the published thresholds.
 */
describe(`sound checks tuned by the plant on ${testDialect}`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let plant: TestClient;
  let owner: TestClient;
  let vinylId: string;

  beforeAll(async () => {
    t = await createTestApp({
      env: { ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD, AUDIO_ANALYSIS_CONCURRENCY: '1' },
    });
    const baseUrl = await listen(t.app);
    plant = new TestClient(t.app);
    await signIn(plant, ADMIN, ADMIN_PASSWORD);
    owner = new TestClient(t.app);
    await owner.loginAsGuest();
    // A sine peaking at −0.5 dBFS: over the default −1 dBTP, under a tolerant 0 dBTP.
    const bytes = await synthesize({ channels: [sine(0.944), sine(0.944)], seconds: 3 });
    const audioId = await uploadAudio(owner, baseUrl, bytes, 'hot.wav');
    const album = await createAlbumThroughApi(owner, '12', 1);
    vinylId = album.data.relationships?.has_vinyls.data[0]?.id ?? '';
    const attached = await owner.post(`/api/vinyls/${vinylId}/relationships/side_a_tracks`, {
      data: { type: 'audio', id: audioId },
    });
    expect(attached.statusCode).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  async function trackWarnings(): Promise<string[]> {
    for (let tries = 0; tries < 900; tries++) {
      const side = (await owner.get(`/api/vinyls/${vinylId}/side_a_tracks`)).json<SideDocument>();
      const analysis = side.data[0]?.meta.analysis;
      if (analysis?.status === 'done') return analysis.warnings.map((warning) => warning.code);
      expect(analysis?.status).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the analysis did not finish');
  }

  it('refuses a threshold outside the schema, in the plant’s language', async () => {
    const refused = await plant.post(
      '/api/admin/catalogue/versions?locale=it',
      body(withChecks({ maxTruePeakDbtp: 5 }), { base_version: 1 }),
    );
    expect(refused.statusCode).toBe(422);
    const [error] = refused.json<{
      errors: { source?: { pointer?: string } }[];
    }>().errors;
    expect(error?.source?.pointer).toBe('/data/attributes/catalogue/audioChecks/maxTruePeakDbtp');
  });

  it('warns of overs at −1 dBTP, and no longer once the plant allows 0 dBTP', async () => {
    expect(await trackWarnings()).toContain('true_peak_over');

    const published = await plant.post(
      '/api/admin/catalogue/versions',
      body(withChecks({ maxTruePeakDbtp: 0 }), { base_version: 1, note: 'Overs up to 0 dBTP' }),
    );
    expect(published.statusCode).toBe(201);
    expect(await trackWarnings()).not.toContain('true_peak_over');

    const stricter = await plant.post(
      '/api/admin/catalogue/versions',
      body(withChecks({ maxTruePeakDbtp: -3 }), { base_version: 2 }),
    );
    expect(stricter.statusCode).toBe(201);
    expect(await trackWarnings()).toContain('true_peak_over');
  });
});
