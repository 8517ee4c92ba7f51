import {
  DEFAULT_PRINT_SIZES,
  describeArtwork,
  listTemplateSpecs,
  templateName,
} from '@vinyl/domain';
import { unzipSync } from 'fflate';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumPatch, createAlbumThroughApi, type AlbumDocument } from './support/albums';
import { attachFile, listKind, settledThumbnails, uploadPdf } from './support/graphics';
import { makePdf, rawPdf } from './support/pdf-files';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen } from './support/uploads';

const MM_PER_POINT = 25.4 / 72;
const mm = (points: number) => Math.round(points * MM_PER_POINT * 100) / 100;

describe(`template kit, print checks and the designer address on ${testDialect}`, () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t.app);
    // Start the PDF workers once, so no test pays their cold start.
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    await uploadPdf(client, baseUrl, rawPdf({ pages: 1 }));
  }, 60_000);
  afterAll(() => t.close());

  async function guestWithAlbum(format = '7', discs = 1) {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const album = await createAlbumThroughApi(client, format, discs);
    return { client, album: album.data };
  }

  /** Chooses printed parts through the options, as the options step saves them. */
  async function choose(
    client: TestClient,
    album: AlbumDocument['data'],
    changes: (options: AlbumDocument['data']['attributes']['album_options']) => void,
  ) {
    const options = structuredClone(album.attributes.album_options);
    changes(options);
    const response = await client.request(
      'PATCH',
      `/api/albums/${album.id}`,
      albumPatch({ album_options: options }),
    );
    expect(response.statusCode).toBe(200);
    return response.json<AlbumDocument>().data;
  }

  it('serves every template at its exact page size, with the trim and bleed boxes', async () => {
    const specs = listTemplateSpecs(DEFAULT_PRINT_SIZES);
    expect(specs.length).toBeGreaterThan(30);
    for (const spec of specs) {
      const name = templateName(spec);
      const response = await t.app.inject({ method: 'GET', url: `/files/template/${name}.pdf` });
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const doc = await PDFDocument.load(response.rawPayload);
      expect(doc.getPageCount()).toBe(1);
      const page = doc.getPage(0);
      const { bleed } = DEFAULT_PRINT_SIZES;
      const trim = page.getTrimBox();
      const expectedPage = describeArtwork(spec, DEFAULT_PRINT_SIZES);
      expect([mm(page.getWidth()), mm(page.getHeight())], name).toEqual([
        expectedPage?.page.width,
        expectedPage?.page.height,
      ]);
      expect([mm(trim.x), mm(trim.width), mm(trim.height)], name).toEqual([
        bleed,
        expectedPage?.trim.width,
        expectedPage?.trim.height,
      ]);
    }
  });

  it('draws the guides on a layer a designer can hide', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/files/template/label-7-big-hole.pdf',
    });
    const doc = await PDFDocument.load(response.rawPayload);
    const properties = doc.catalog.lookup(PDFName.of('OCProperties'), PDFDict);
    const [layer] = properties.lookup(PDFName.of('OCGs'), PDFArray).asArray();
    const name = doc.context.lookup(layer, PDFDict).lookup(PDFName.of('Name'), PDFHexString);
    expect(name.decodeText()).toBe('Template guides');
  });

  it.each([
    'cover-11.pdf',
    'label-12-big-hole.pdf',
    'cover-5-gatefold.pdf',
    'cover-7',
    '..%2Fsecret.pdf',
  ])('answers 404 for %s', async (file) => {
    const response = await t.app.inject({ method: 'GET', url: `/files/template/${file}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toMatch(/template_not_found|not_found/);
  });

  it("zips the templates an album's printed parts need", async () => {
    const { client, album } = await guestWithAlbum('7', 2);
    await choose(client, album, (options) => {
      if (options.label) options.label.color = 'Printed';
    });
    const response = await client.get(`/api/albums/${album.id}/template-kit`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    // A 7″ double: gatefold outside and inside, one label template for the four sides.
    expect(Object.keys(entries).sort()).toEqual([
      'README.txt',
      'cover-7-gatefold-inside.pdf',
      'cover-7-gatefold.pdf',
      'label-7.pdf',
    ]);
  });

  it('checks an upload against its slot: the template itself passes, a wrong size must be accepted', async () => {
    const { client, album } = await guestWithAlbum('7', 1);
    const template = await t.app.inject({ method: 'GET', url: '/files/template/cover-7.pdf' });
    const good = await uploadPdf(client, baseUrl, template.rawPayload, 'cover-7.pdf');
    await attachFile(client, album.id, 'cover_print', good, 'external');
    await settledThumbnails(client, album.id);
    const [checked] = await listKind(client, album.id, 'cover_print');
    expect(checked?.meta.print_check).toMatchObject({
      template: 'cover-7',
      problems: [],
      needs_acknowledgement: false,
      complete: true,
    });

    const a4 = await uploadPdf(client, baseUrl, await makePdf({ widthMm: 210, heightMm: 297 }));
    const attached = await attachFile(client, album.id, 'cover_print', a4, 'external');
    const [wrong] = attached.json<{ data: Awaited<ReturnType<typeof listKind>> }>().data;
    expect(wrong?.meta.print_check).toMatchObject({
      problems: [
        {
          code: 'size',
          found: { width: 210, height: 297 },
          expected: { width: 374, height: 190 },
          acknowledge: true,
        },
      ],
      needs_acknowledgement: true,
      acknowledged: false,
    });
    const accepted = await attachFile(client, album.id, 'cover_print', a4, 'external', {
      acknowledged: true,
    });
    expect(accepted.json().data[0].meta.print_check.acknowledged).toBe(true);
    // Sending the same file again without the flag keeps the acceptance.
    const again = await attachFile(client, album.id, 'cover_print', a4, 'external');
    expect(again.json().data[0].meta.print_check.acknowledged).toBe(true);
  });

  it('finds a missing bleed, low-resolution images and RGB colour', async () => {
    const { client, album } = await guestWithAlbum('7', 1);
    const trimmed = await makePdf({
      widthMm: 368,
      heightMm: 184,
      rgbFill: true,
      image: { pixels: 300, placedMm: 50 },
    });
    const fileId = await uploadPdf(client, baseUrl, trimmed);
    await attachFile(client, album.id, 'cover_print', fileId, 'external');
    await settledThumbnails(client, album.id);
    const [file] = await listKind(client, album.id, 'cover_print');
    expect(file?.meta.print_check?.problems).toEqual([
      {
        code: 'bleed',
        found: { width: 368, height: 184 },
        expected: { width: 374, height: 190 },
        acknowledge: true,
      },
      { code: 'resolution', dpi: 152, required: 300, minimum: 200, acknowledge: false },
      { code: 'rgb', images: 1, vector: true, acknowledge: false },
    ]);
  });

  it('reads trim and bleed boxes of a file exported with marks', async () => {
    const { client, album } = await guestWithAlbum('7', 1);
    const label = await makePdf({ widthMm: 92 + 20, heightMm: 92 + 20, trim: { bleedMm: 10 } });
    const fileId = await uploadPdf(client, baseUrl, label);
    await attachFile(client, album.id, 'label_print', fileId, 'front_disc1');
    const [file] = await listKind(client, album.id, 'label_print');
    expect(file?.meta.print_check?.problems).toEqual([]);
  });
});
