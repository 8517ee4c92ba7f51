import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  designImagesToken,
  makePicture,
  pngClaiming,
  sendDesignImage,
  uploadDesignImage,
} from '../support/design-images';
import { createTestApp, TestClient, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';
import { listen } from '../support/uploads';

interface ImageAnswer {
  data: {
    type: string;
    id: string;
    attributes: {
      file_name: string;
      width_px: number;
      height_px: number;
      mime_type: string;
      size: number;
      dominant_colour: string;
      created_at: string;
      preview_url: string;
    };
  };
}

const errorCode = (body: string) =>
  (JSON.parse(body) as { errors: { code: string }[] }).errors[0]?.code;

describe(`the designer's image uploads on ${testDialect}`, () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t.app);
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.handle.db;
  const stored = (key: string) => fs.existsSync(path.join(t.database.dataDir, 'files', key));
  const imageRow = (id: string) =>
    db().selectFrom('design_images').selectAll().where('id', '=', id).executeTakeFirst();

  async function guest() {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    return client;
  }

  it('grants image uploads up to 60 MB and refuses a larger one before a byte is sent', async () => {
    const client = await guest();
    const grant = await client.get('/api/upload_info/design_images');
    expect(grant.statusCode).toBe(200);
    expect(grant.json()).toMatchObject({
      upload_url: expect.stringMatching(/\/api\/uploads\/$/),
      max_size: 60 * 1024 * 1024,
    });
    const tooLarge = await fetch(`${baseUrl}/api/uploads/`, {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        Authorization: `Bearer ${await designImagesToken(client)}`,
        'Upload-Length': String(61 * 1024 * 1024),
      },
    });
    expect(tooLarge.status).toBe(413);
  });

  it.each([
    { format: 'jpeg', name: 'photo.jpg', mime: 'image/jpeg', kept: 'jpg' },
    { format: 'png', name: 'logo.png', mime: 'image/png', kept: 'png' },
    // A TIFF becomes a PNG once (pdf-lib and browsers read no TIFF).
    { format: 'tiff', name: 'scan.tif', mime: 'image/png', kept: 'png' },
  ] as const)(
    'takes a $format at its pixel size, with a preview and a print copy',
    async ({ format, name, mime, kept }) => {
      const client = await guest();
      const bytes = await makePicture({ width: 2400, height: 1200, format, colour: '#1f6feb' });
      const id = await uploadDesignImage(client, baseUrl, bytes, name);

      const answer = await client.get(`/api/design-images/${id}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const { data } = answer.json<ImageAnswer>();
      expect(data).toMatchObject({
        type: 'design_images',
        id,
        attributes: {
          file_name: name,
          width_px: 2400,
          height_px: 1200,
          mime_type: mime,
          size: bytes.length,
          preview_url: `/api/design-images/${id}/preview`,
        },
      });
      // Mostly #1f6feb (sharp's histogram bins round it a little).
      const dominant = Number.parseInt(data.attributes.dominant_colour.slice(1), 16);
      expect(data.attributes.dominant_colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(Math.abs((dominant >> 16) - 0x1f)).toBeLessThan(24);
      expect(Math.abs((dominant & 255) - 0xeb)).toBeLessThan(24);

      const row = await imageRow(id);
      expect(row?.storage_key).toMatch(new RegExp(`^design-images/.+\\.${kept}$`));
      for (const key of [row?.storage_key, row?.preview_key, row?.print_key]) {
        expect(stored(key ?? '-'), key).toBe(true);
      }
      const print = await sharp(
        path.join(t.database.dataDir, 'files', row?.print_key ?? '-'),
      ).metadata();
      expect(print).toMatchObject({ format: 'jpeg', space: 'cmyk', width: 2400, height: 1200 });

      // The canvas loads a small copy: at most 1600 px on its long side.
      const preview = await client.get(data.attributes.preview_url);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('image/jpeg');
      expect(preview.headers['cache-control']).toContain('private');
      const shown = await sharp(preview.rawPayload).metadata();
      expect([shown.width, shown.height]).toEqual([1600, 800]);
    },
  );

  it('measures a photo as shown: an EXIF quarter turn swaps width and height', async () => {
    const client = await guest();
    const bytes = await makePicture({ width: 600, height: 400, format: 'jpeg', orientation: 6 });
    const id = await uploadDesignImage(client, baseUrl, bytes, 'portrait.jpg');
    const { attributes } = (await client.get(`/api/design-images/${id}`)).json<ImageAnswer>().data;
    expect([attributes.width_px, attributes.height_px]).toEqual([400, 600]);
    const preview = await client.get(attributes.preview_url);
    const shown = await sharp(preview.rawPayload).metadata();
    expect([shown.width, shown.height]).toEqual([400, 600]);
  });

  it('keeps transparency in the preview of a PNG that has some, and takes 16-bit PNGs', async () => {
    const client = await guest();
    const logo = await makePicture({ width: 300, height: 300, format: 'png', alpha: 0.4 });
    const id = await uploadDesignImage(client, baseUrl, logo, 'logo.png');
    const preview = await client.get(`/api/design-images/${id}/preview`);
    expect(preview.headers['content-type']).toBe('image/png');
    expect((await sharp(preview.rawPayload).stats()).isOpaque).toBe(false);

    const deep = await makePicture({ width: 320, height: 200, format: 'png', sixteenBit: true });
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    const deepId = await uploadDesignImage(client, baseUrl, deep, 'deep.png');
    expect((await imageRow(deepId))?.width_px).toBe(320);
  });

  it('refuses a text file named .jpg (415) and keeps nothing of it', async () => {
    const client = await guest();
    const before = await db().selectFrom('design_images').select('id').execute();
    const text = Buffer.from('Not a photo at all, only words.\n'.repeat(100));
    const refused = await sendDesignImage(client, baseUrl, text, 'holiday.jpg');
    expect(refused.status).toBe(415);
    expect(errorCode(refused.body)).toBe('not_an_image');
    // A GIF is an image, but not one the designer takes.
    const gif = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#000' },
    })
      .gif()
      .toBuffer();
    expect((await sendDesignImage(client, baseUrl, gif, 'anim.png')).status).toBe(415);
    // The JPEG signature alone is not enough: the header must read.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), text]);
    expect((await sendDesignImage(client, baseUrl, fake, 'fake.jpg')).status).toBe(415);
    const after = await db().selectFrom('design_images').select('id').execute();
    expect(after).toEqual(before);
  });

  it('refuses an image of more pixels than the cap before decoding it (422)', async () => {
    const client = await guest();
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100);
    const refused = await sendDesignImage(client, baseUrl, bomb, 'bomb.png');
    expect(refused.status).toBe(422);
    expect(errorCode(refused.body)).toBe('image_too_many_pixels');
  });

  it('lists mine newest first; another customer gets 404 for each and none in their list', async () => {
    const owner = await guest();
    const first = await uploadDesignImage(
      owner,
      baseUrl,
      await makePicture({ width: 40, height: 30, format: 'png' }),
      'first.png',
    );
    const second = await uploadDesignImage(
      owner,
      baseUrl,
      await makePicture({ width: 50, height: 30, format: 'jpeg' }),
      'second.jpg',
    );
    const listed = (await owner.get('/api/design-images')).json<{ data: { id: string }[] }>();
    expect(listed.data.map((image) => image.id)).toEqual([second, first]);

    const other = await guest();
    expect((await other.get('/api/design-images')).json()).toEqual({ data: [] });
    for (const url of [`/api/design-images/${first}`, `/api/design-images/${first}/preview`]) {
      const answer = await other.get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(errorCode(answer.body)).toBe('not_found');
    }
    expect((await other.request('DELETE', `/api/design-images/${first}`)).statusCode).toBe(404);
    expect(await imageRow(first)).toBeDefined();
  });

  it('deletes an image no design places: its row and its three files', async () => {
    const client = await guest();
    const id = await uploadDesignImage(
      client,
      baseUrl,
      await makePicture({ width: 64, height: 64, format: 'jpeg' }),
    );
    const row = await imageRow(id);
    expect((await client.request('DELETE', `/api/design-images/${id}`)).statusCode).toBe(204);
    expect(await imageRow(id)).toBeUndefined();
    for (const key of [row?.storage_key, row?.preview_key, row?.print_key]) {
      expect(stored(key ?? '-'), key).toBe(false);
    }
    expect((await client.get(`/api/design-images/${id}`)).statusCode).toBe(404);
  });
});
