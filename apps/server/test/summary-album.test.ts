import { calculateAlbumPrice, calculatePartPrices } from '@vinyl/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumSummary } from '../src/modules/summary/summary.view';
import { pdfText } from './support/pdf-text';
import { createReadyAlbum, type ReadyAlbum } from './support/ready-album';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen } from './support/uploads';

interface SummaryDocument {
  data: { type: string; id: string; attributes: AlbumSummary; meta: { generated: string } };
}

/**
 * Issue 9 item 1: `GET /api/summary-album/{id}` tells the owner everything about an album
 * built through the API (parts, tracks per side, print files, a price rebuilt on the
 * server, the blockers), and with `Accept: application/pdf` the same as a one-page job sheet.
 */
describe(`album summary and job sheet on ${testDialect}`, () => {
  let t: TestApp;
  let baseUrl: string;
  let owner: TestClient;
  let album: ReadyAlbum;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t.app);
    owner = new TestClient(t.app);
    await owner.loginAsGuest();
    // A printed label whose side B file is missing: the summary must say so.
    album = await createReadyAlbum(owner, baseUrl, {
      title: 'Songs of Rain',
      author: 'Ada & the Storms',
      quantity: 3,
      sides: { a: [20, 12], b: [25] },
      options: (saved) => ({ label: { ...saved.label!, color: 'Printed' } }),
      files: [
        { kind: 'cover_print', type: 'external', widthMm: 190, heightMm: 190 },
        { kind: 'label_print', type: 'front_disc1', widthMm: 98, heightMm: 98 },
      ],
    });
  }, 60_000);
  afterAll(() => t.close());

  const summaryOf = async (client: TestClient, id: string, accept?: string) =>
    client.get(`/api/summary-album/${id}`, accept ? { accept } : {});

  it('describes the album, its parts, tracks per side and print files', async () => {
    const response = await summaryOf(owner, album.id);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<SummaryDocument>();
    expect(data).toMatchObject({ type: 'album_summaries', id: album.id });
    const summary = data.attributes;
    expect(summary).toMatchObject({
      title: 'Songs of Rain',
      author: 'Ada & the Storms',
      format: '7',
      speed: '45',
      discs: 1,
      quantity: 3,
    });
    expect(summary.parts.map((part) => [part.part, part.color])).toEqual([
      ['vinyl', 'Black'],
      ['label', 'Printed'],
      ['cover', 'Printed'],
      ['innerSleeve', 'White'],
      ['outerSleeve', 'None'],
    ]);
    expect(summary.parts[0]?.choices).toMatchObject({
      thickness_mm: 2,
      hole: 'standard',
      discs: 1,
    });
    expect(summary.parts[2]?.choices).toMatchObject({ gatefold: 'No' });

    const [disc] = summary.tracks;
    expect(disc?.vinyl_id).toBe(album.vinylId);
    const [sideA, sideB] = disc?.sides ?? [];
    expect(sideA?.tracks.map((track) => Math.round(track.duration))).toEqual([20, 12]);
    expect(Math.round(sideA?.duration ?? 0)).toBe(32);
    expect(Math.round(sideB?.duration ?? 0)).toBe(25);
    expect(sideA).toMatchObject({ side: 'a', limit: 360, exceeded: false });

    const files = summary.files.map((file) => [file.kind, file.type, file.present]);
    expect(files).toEqual([
      ['cover_print', 'external', true],
      ['label_print', 'front_disc1', true],
      ['label_print', 'back_disc1', false],
    ]);
    expect(summary.files[0]?.file_name).toBe('cover_print-external.pdf');
    expect(summary.blockers).toEqual([
      {
        code: 'missing_print_items',
        title: 'Some print elements are missing',
        link: 'file-uploader',
        parts: ['Label'],
      },
    ]);
  });

  it('prices the stored options from the catalogue at the album quantity, in cents', async () => {
    const { price } = (await summaryOf(owner, album.id)).json<SummaryDocument>().data.attributes;
    const unit = calculateAlbumPrice(album.options);
    const parts = calculatePartPrices(album.options);
    expect(price).toMatchObject({ quantity: 3, unit_total: unit, total: unit * 3 });
    expect(price?.lines).toEqual([
      { part: 'vinyl', name: 'Vinyl', unit_price: parts.vinyl },
      { part: 'label', name: 'Label', unit_price: parts.label },
      { part: 'cover', name: 'Cover', unit_price: parts.cover },
      { part: 'innerSleeve', name: 'Inner sleeve', unit_price: parts.innerSleeve },
      { part: 'outerSleeve', name: 'Outer sleeve', unit_price: parts.outerSleeve },
    ]);
    expect(price?.lines.reduce((sum, line) => sum + line.unit_price, 0)).toBe(unit);
    expect(Number.isInteger(price?.total)).toBe(true);
    expect(unit).toBeGreaterThan(0);
  });

  it('answers a one-page A4 job sheet with Accept: application/pdf', async () => {
    const response = await summaryOf(owner, album.id, 'application/pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const bytes = response.rawPayload;
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    const text = await pdfText(bytes);
    expect(text).toContain('Songs of Rain');
    expect(text).toContain(album.id);
    expect(text).toContain('Disc 1 side A: 00:32 / 06:00');
    expect(text).toContain('MISSING');
    expect(text).toContain('Some print elements are missing: Label');
    // Money by the shop's one formatter in the sheet's language (issue 14 item 5): "€46.00",
    // the euro sign drawn, not "EUR 46.00" nor a "?" for a glyph the font could not show.
    const unit = calculateAlbumPrice(album.options);
    const en = (cents: number) =>
      `€${Math.floor(cents / 100).toLocaleString('en')}.${String(cents % 100).padStart(2, '0')}`;
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    expect(lines[lines.indexOf('Unit price') + 1]).toBe(en(unit));
    expect(lines[lines.indexOf('Total for 3 copies (VAT 22% included)') + 1]).toBe(en(unit * 3));
    expect(text).not.toContain('EUR');
  });

  it('keeps the sheet to one page with many tracks, cutting a side with "+ N more"', async () => {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const long = await createReadyAlbum(client, baseUrl, {
      title: 'Forty Miniatures',
      sides: { a: Array.from({ length: 40 }, () => 1), b: [2] },
      files: [],
    });
    const json = (await summaryOf(client, long.id)).json<SummaryDocument>().data.attributes;
    expect(json.tracks[0]?.sides[0]?.tracks).toHaveLength(40);
    const response = await summaryOf(client, long.id, 'application/pdf');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Forty Miniatures');
    const more = /\+ (\d+) more/.exec(text);
    expect(more).not.toBeNull();
    const shown = text.split('\n').filter((line) => /^\d+\. /.test(line)).length;
    // Every track is either listed or counted in "+ N more" (side B's one track included).
    expect(shown + Number(more?.[1])).toBe(41);
  });

  it('lists both discs of a double and the gatefold files it needs', async () => {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const double = await createReadyAlbum(client, baseUrl, { discs: 2 });
    const summary = (await summaryOf(client, double.id)).json<SummaryDocument>().data.attributes;
    expect(summary.discs).toBe(2);
    expect(summary.tracks.map((disc) => disc.disc)).toEqual([1, 2]);
    expect(summary.tracks[1]?.sides.map((side) => side.tracks.length)).toEqual([0, 0]);
    expect(summary.parts[0]?.choices).toMatchObject({ discs: 2 });
    expect(summary.files.map((file) => [file.type, file.present])).toEqual([
      ['external', true],
      ['internal', false],
    ]);
    expect(summary.blockers.map((blocker) => blocker.code)).toEqual(['missing_print_items']);
    // Label and inner sleeve count once per disc (spec 2 §9).
    const parts = calculatePartPrices(double.options);
    expect(summary.price?.lines.find((line) => line.part === 'label')?.unit_price).toBe(
      parts.label,
    );
    expect(summary.price?.unit_total).toBe(calculateAlbumPrice(double.options));
  });

  it('summarises and draws a bare album just created: no discs, no tracks, no files', async () => {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const created = await client.post('/api/albums', {
      data: { type: 'albums', attributes: { album_format: '12', album_status: 'in_progress' } },
    });
    const id = created.json<{ data: { id: string } }>().data.id;
    const response = await summaryOf(client, id);
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json<SummaryDocument>().data.attributes;
    expect(summary).toMatchObject({
      title: null,
      author: null,
      format: '12',
      discs: 0,
      tracks: [],
    });
    expect(summary.blockers.map((blocker) => blocker.code)).toEqual([
      'no_tracks',
      'missing_print_items',
    ]);
    const pdf = await summaryOf(client, id, 'application/pdf');
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Untitled');
    const raster = await client.get(`/api/raster-album/${id}`);
    expect(raster.statusCode).toBe(200);
    expect(raster.headers['content-type']).toBe('image/png');
  });

  it('answers JSON for an unknown or JSON Accept header', async () => {
    for (const accept of [
      'text/csv',
      'application/vnd.api+json',
      '*/*',
      'application/json, application/pdf;q=0.5',
    ]) {
      const response = await summaryOf(owner, album.id, accept);
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-type'], accept).toContain('json');
      expect(response.json<SummaryDocument>().data.id).toBe(album.id);
    }
  });

  it("answers 404 for another user's album or an unknown one, in JSON and PDF", async () => {
    const intruder = new TestClient(t.app);
    await intruder.loginAsGuest();
    for (const accept of [undefined, 'application/pdf']) {
      const response = await summaryOf(intruder, album.id, accept);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0]).toMatchObject({ status: '404', code: 'not_found' });
    }
    expect((await summaryOf(owner, 'no-such-album')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/summary-album/${album.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
