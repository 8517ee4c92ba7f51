import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadyAlbum, type ReadyAlbumOptions } from './support/ready-album';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen } from './support/uploads';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The paint of Turquoise vinyl (raster-colours.ts, as the web app draws it). */
const TURQUOISE = [0x2e, 0xc4, 0xb6];

interface Pixels {
  width: number;
  height: number;
  at(x: number, y: number): number[];
}

async function pixelsOf(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x, y) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)],
  };
}

/** The x of every pixel on the middle row that has this colour (give or take `tolerance`). */
function columnsOf(pixels: Pixels, colour: number[], tolerance = 0): number[] {
  const y = Math.floor(pixels.height / 2);
  const found: number[] = [];
  for (let x = 0; x < pixels.width; x++) {
    const near = pixels
      .at(x, y)
      .every((value, i) => Math.abs(value - (colour[i] ?? 0)) <= tolerance);
    if (near) found.push(x);
  }
  return found;
}

/**
 * Issue 9 item 1: `GET /api/raster-album/{id}` composes the whole album as one PNG from
 * the thumbnails: the cover, each disc in its vinyl colour with its label, inner sleeves.
 */
describe(`album raster on ${testDialect}`, () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t.app);
  }, 60_000);
  afterAll(() => t.close());

  async function albumWith(vinylColor: string, files?: ReadyAlbumOptions['files']) {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const album = await createReadyAlbum(client, baseUrl, {
      // A picture disc is made 1.5 mm thick only (the default catalogue).
      options: (saved) => ({
        vinyl: {
          ...saved.vinyl!,
          color: vinylColor,
          thickness: vinylColor === 'Picture Disc' ? 1.5 : 2,
        },
      }),
      ...(files && { files }),
    });
    return { client, album };
  }

  it('draws a bounded PNG with each disc in its vinyl colour', async () => {
    const { client, album } = await albumWith('Turquoise');
    const started = performance.now();
    const response = await client.get(`/api/raster-album/${album.id}`);
    const elapsed = performance.now() - started;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const png = response.rawPayload;
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const pixels = await pixelsOf(png);
    expect(pixels.width).toBe(1600);
    expect(pixels.height).toBeGreaterThan(300);
    expect(pixels.height).toBeLessThanOrEqual(800);
    // The disc is a ring of vinyl around its label: turquoise on both sides of the centre.
    const turquoise = columnsOf(pixels, TURQUOISE);
    expect(turquoise.length).toBeGreaterThan(100);
    const first = turquoise[0] ?? 0;
    const last = turquoise.at(-1) ?? 0;
    const middle = Math.round((first + last) / 2);
    expect(pixels.at(middle, Math.floor(pixels.height / 2))).not.toEqual(TURQUOISE);
    expect(elapsed).toBeLessThan(5000);
  });

  it('draws a black disc with no turquoise anywhere on its row', async () => {
    const { client, album } = await albumWith('Black');
    const response = await client.get(`/api/raster-album/${album.id}`);
    expect(response.statusCode).toBe(200);
    const pixels = await pixelsOf(response.rawPayload);
    expect(columnsOf(pixels, TURQUOISE)).toEqual([]);
    expect(columnsOf(pixels, [0x14, 0x13, 0x11]).length).toBeGreaterThan(100);
  });

  it('draws a picture disc with its print, not a plain colour', async () => {
    const { client, album } = await albumWith('Picture Disc', [
      { kind: 'cover_print', type: 'external', widthMm: 190, heightMm: 190 },
      { kind: 'vinyl_print', type: 'front_disc1', widthMm: 181, heightMm: 181, rgbFill: true },
      { kind: 'vinyl_print', type: 'back_disc1', widthMm: 181, heightMm: 181, rgbFill: true },
    ]);
    expect(album.options.vinyl?.color).toBe('Picture Disc');
    const response = await client.get(`/api/raster-album/${album.id}`);
    expect(response.statusCode).toBe(200);
    const pixels = await pixelsOf(response.rawPayload);
    // The print's fill, rgb(0.9, 0.3, 0.2), fills the ring around the label.
    expect(columnsOf(pixels, [230, 77, 51], 4).length).toBeGreaterThan(100);
    expect(columnsOf(pixels, [0xf2, 0x70, 0x3a])).toEqual([]);
  });

  it('draws a double with its gatefold inside beside the cover, two discs and two sleeves', async () => {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const album = await createReadyAlbum(client, baseUrl, {
      discs: 2,
      options: (saved) => ({ vinyl: { ...saved.vinyl!, color: 'Turquoise' } }),
      files: [
        { kind: 'cover_print', type: 'external', widthMm: 190, heightMm: 190 },
        { kind: 'cover_print', type: 'internal', widthMm: 370, heightMm: 190, rgbFill: true },
      ],
    });
    expect(album.options.cover?.gatefold).toBe('Yes');
    const response = await client.get(`/api/raster-album/${album.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const pixels = await pixelsOf(response.rawPayload);
    expect(pixels.width).toBe(1600);
    // Each disc is cut by its label into two turquoise runs on the middle row.
    const columns = columnsOf(pixels, TURQUOISE);
    const runs = columns.filter((x, index) => index === 0 || x !== (columns[index - 1] ?? 0) + 1);
    expect(runs).toHaveLength(4);
    // The inside spread (RGB fill) is drawn, left of the discs.
    const inside = columnsOf(pixels, [230, 77, 51], 4);
    expect(inside.length).toBeGreaterThan(50);
    expect(Math.max(...inside)).toBeLessThan(columns[0] ?? 0);
  });

  it('composes with a placeholder and says no-store while a thumbnail is not made yet', async () => {
    const { client, album } = await albumWith('Turquoise');
    const fileId = album.fileIds['cover_print/external'] ?? '';
    await t.database.handle.db
      .updateTable('files')
      .set({ thumbnail_status: 'pending' })
      .where('id', '=', fileId)
      .execute();
    const response = await client.get(`/api/raster-album/${album.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const pixels = await pixelsOf(response.rawPayload);
    expect(columnsOf(pixels, TURQUOISE).length).toBeGreaterThan(100);
    // A thumbnail said to be ready whose image is gone is a placeholder too, not a 500.
    await t.database.handle.db
      .updateTable('files')
      .set({ thumbnail_status: 'ready', thumbnail_key: 'thumbnails/zz/gone.png' })
      .where('id', '=', fileId)
      .execute();
    const gone = await client.get(`/api/raster-album/${album.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.headers['cache-control']).toBe('no-store');
  });

  it("answers 404 for another user's album and an unknown one", async () => {
    const { album } = await albumWith('Black');
    const intruder = new TestClient(t.app);
    await intruder.loginAsGuest();
    const response = await intruder.get(`/api/raster-album/${album.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toMatchObject({ status: '404', code: 'not_found' });
    expect((await intruder.get('/api/raster-album/nothing-here')).statusCode).toBe(404);
  });
});
