import fs from 'node:fs';
import path from 'node:path';
import {
  blankDesign,
  DEFAULT_PRINT_SIZES,
  describeArtwork,
  type DesignDocument,
  type DesignElement,
} from '@vinyl/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlbumThroughApi } from '../support/albums';
import { makePicture, uploadDesignImage } from '../support/design-images';
import { imagePlacements } from '../support/pdf-placements';
import { createTestApp, createTestClock, TestClient, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';
import { listen } from '../support/uploads';

const cover12 = describeArtwork(
  { part: 'cover', format: '12', gatefold: false, inside: false, dieCut: false },
  DEFAULT_PRINT_SIZES,
)!;
const label12 = describeArtwork(
  { part: 'label', format: '12', bigHole: false },
  DEFAULT_PRINT_SIZES,
)!;

const photo = (imageId: string, overrides: Partial<DesignElement> = {}): DesignElement =>
  ({
    type: 'image',
    id: `photo-${imageId.slice(0, 8)}`,
    imageId,
    x: 330,
    y: 10,
    width: 300,
    height: 300,
    rotation: 0,
    opacity: 1,
    ...overrides,
  }) as DesignElement;

const body = (document: unknown) => ({ data: { type: 'designs', attributes: { document } } });
const errorCode = (body: string) =>
  (JSON.parse(body) as { errors: { code: string }[] }).errors[0]?.code;

interface DesignAnswer {
  data: {
    attributes: {
      document: DesignDocument;
      images: Record<string, { widthPx: number; heightPx: number; preview_url: string }>;
    };
  };
}

const coverPath = (albumId: string) => `/api/albums/${albumId}/designs/cover_print/external`;
const labelPath = (albumId: string) => `/api/albums/${albumId}/designs/label_print/front_disc1`;

describe(`designs placing the customer's images on ${testDialect}`, () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t.app);
  }, 60_000);
  afterAll(() => t.close());

  async function customerWith12Inch() {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const album = await createAlbumThroughApi(client, '12', 1);
    return { client, albumId: album.data.id };
  }

  it('saves a design placing my image and answers its pixel sizes with the design', async () => {
    const { client, albumId } = await customerWith12Inch();
    const imageId = await uploadDesignImage(
      client,
      baseUrl,
      await makePicture({ width: 900, height: 600, format: 'jpeg' }),
    );
    const document = { ...blankDesign(cover12.page), elements: [photo(imageId)] };
    const saved = await client.request('PUT', coverPath(albumId), body(document));
    expect(saved.statusCode, saved.body).toBe(200);
    const { attributes } = (await client.get(coverPath(albumId))).json<DesignAnswer>().data;
    expect(attributes.document).toEqual(document);
    expect(attributes.images).toEqual({
      [imageId]: {
        widthPx: 900,
        heightPx: 600,
        preview_url: `/api/design-images/${imageId}/preview`,
      },
    });
  });

  it("refuses a design placing another customer's image (404) and saves nothing", async () => {
    const owner = await customerWith12Inch();
    const theirs = await uploadDesignImage(
      owner.client,
      baseUrl,
      await makePicture({ width: 50, height: 50, format: 'png' }),
    );
    const { client, albumId } = await customerWith12Inch();
    const mine = await uploadDesignImage(
      client,
      baseUrl,
      await makePicture({ width: 50, height: 50, format: 'png' }),
    );
    const document = {
      ...blankDesign(cover12.page),
      elements: [photo(mine), photo(theirs, { x: 10 })],
    };
    const refused = await client.request('PUT', coverPath(albumId), body(document));
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ errors: { title: string }[] }>().errors[0]?.title).toBe('Not found');
    expect((await client.get(coverPath(albumId))).statusCode).toBe(404);
    expect((await client.get(`/api/design-images/${theirs}/preview`)).statusCode).toBe(404);
  });

  it('keeps an image a design places: DELETE is 409 until the design lets it go', async () => {
    const { client, albumId } = await customerWith12Inch();
    const imageId = await uploadDesignImage(
      client,
      baseUrl,
      await makePicture({ width: 80, height: 80, format: 'jpeg' }),
    );
    const document = { ...blankDesign(cover12.page), elements: [photo(imageId)] };
    await client.request('PUT', coverPath(albumId), body(document));
    const refused = await client.request('DELETE', `/api/design-images/${imageId}`);
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused.body)).toBe('design_image_in_use');
    expect((await client.get(`/api/design-images/${imageId}`)).statusCode).toBe(200);

    await client.request('PUT', coverPath(albumId), body(blankDesign(cover12.page)));
    expect((await client.request('DELETE', `/api/design-images/${imageId}`)).statusCode).toBe(204);
  });

  it('finishes a label with a full-bleed photo: the image at full size covers the page and the print checks find nothing', async () => {
    const { client, albumId } = await customerWith12Inch();
    // 1300 px over the label's 106 mm: just over 300 dpi.
    const imageId = await uploadDesignImage(
      client,
      baseUrl,
      await makePicture({ width: 1300, height: 1300, format: 'png', colour: '#2d6a4f' }),
      'label.png',
    );
    const document = {
      ...blankDesign(label12.page),
      elements: [
        photo(imageId, { x: 0, y: 0, width: label12.page.width, height: label12.page.height }),
      ],
    };
    expect((await client.request('PUT', labelPath(albumId), body(document))).statusCode).toBe(200);
    const finished = await client.post(`${labelPath(albumId)}/finish`);
    expect(finished.statusCode, finished.body).toBe(200);

    interface FileAnswer {
      data: {
        id: string;
        meta: {
          media_url: string;
          relation: { params: { type: string; source: string } };
          print_check: { problems: unknown[] };
        };
      }[];
    }
    const listed = (await client.get(`/api/albums/${albumId}/label_print`)).json<FileAnswer>();
    const file = listed.data.find((entry) => entry.meta.relation.params.type === 'front_disc1');
    expect(file?.meta.relation.params.source).toBe('designer');
    expect(file?.meta.print_check.problems).toEqual([]);

    const content = await client.get(file?.meta.media_url ?? '-');
    const pdf = await PDFDocument.load(content.rawPayload);
    const page = pdf.getPage(0);
    const [image] = imagePlacements(pdf);
    expect(image).toMatchObject({ widthPx: 1300, heightPx: 1300, colourSpace: '/DeviceCMYK' });
    expect(image!.box.left).toBeLessThanOrEqual(0.01);
    expect(image!.box.bottom).toBeLessThanOrEqual(0.01);
    expect(image!.box.right).toBeGreaterThanOrEqual(page.getWidth() - 0.01);
    expect(image!.box.top).toBeGreaterThanOrEqual(page.getHeight() - 0.01);
  });
});

describe(`the clean-up of design images on ${testDialect}`, () => {
  // From now: the storage sweep (an hour's grace by this clock) then looks at every stored
  // file, so an image's files survive only if the sweep knows their keys.
  const clock = createTestClock(new Date());
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    baseUrl = await listen(t.app);
  }, 60_000);
  afterAll(() => t.close());

  it('removes an old image no design places, keeps a placed one and a young one', async () => {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const album = await createAlbumThroughApi(client, '12', 1);
    const picture = () => makePicture({ width: 64, height: 64, format: 'jpeg' });
    const used = await uploadDesignImage(client, baseUrl, await picture(), 'used.jpg');
    const unused = await uploadDesignImage(client, baseUrl, await picture(), 'unused.jpg');
    const document = { ...blankDesign(cover12.page), elements: [photo(used)] };
    await client.request('PUT', coverPath(album.data.id), body(document));

    clock.advance(25 * 3_600_000);
    const young = await uploadDesignImage(client, baseUrl, await picture(), 'young.jpg');
    const db = t.database.handle.db;
    const rows = await db.selectFrom('design_images').selectAll().execute();
    const filesOf = (id: string) => {
      const row = rows.find((candidate) => candidate.id === id);
      return [row?.storage_key, row?.preview_key, row?.print_key].map((key) =>
        fs.existsSync(path.join(t.database.dataDir, 'files', key ?? '-')),
      );
    };

    await t.app.jobs.uploadsCleanup.runNow();

    const left = await db.selectFrom('design_images').select('id').execute();
    expect(left.map((row) => row.id).sort()).toEqual([used, young].sort());
    expect(filesOf(unused)).toEqual([false, false, false]);
    expect(filesOf(used)).toEqual([true, true, true]);
    expect(filesOf(young)).toEqual([true, true, true]);
    // The placed image still goes into the print file.
    expect((await client.post(`${coverPath(album.data.id)}/finish`)).statusCode).toBe(200);
  });
});
