import type { DesignDocument } from '@vinyl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePicture, uploadDesignImage } from '../support/design-images';
import { pdfText } from '../support/pdf-text';
import { createReadyAlbum, type ReadyAlbum } from '../support/ready-album';
import { createTestApp, TestClient, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';
import { listen } from '../support/uploads';

interface LayoutsAnswer {
  data: {
    id: string;
    attributes: {
      name: { en: string; it: string };
      document: DesignDocument;
      images: Record<string, { widthPx: number; heightPx: number; preview_url: string }>;
    };
  }[];
}
interface BuiltAnswer {
  data: { attributes: { kind: string; type: string; outcome: string } }[];
}
interface FilesAnswer {
  data: { meta: { relation: { params: { type: string; source: string } } } }[];
}

const textsOf = (document: DesignDocument) =>
  document.elements.flatMap((element) => (element.type === 'text' ? [element.text] : []));

/**
 * Issue 16 "Start fast" and "One image is enough": starting layouts filled in from the
 * album, and every printed part the album has nothing for designed from one image and made
 * into its print file — what the customer supplied stays.
 */
describe(`starting layouts and one image for every part on ${testDialect}`, () => {
  let t: TestApp;
  let baseUrl: string;
  let owner: TestClient;
  let album: ReadyAlbum;
  let photoId: string;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t.app);
    owner = new TestClient(t.app);
    await owner.loginAsGuest();
    // A printed cover already uploaded as a PDF, and printed labels with nothing yet.
    album = await createReadyAlbum(owner, baseUrl, {
      title: 'Harbour Lights',
      author: 'Mara Venn',
      sides: { a: [20, 12], b: [25] },
      options: (saved) => ({ label: { ...saved.label!, color: 'Printed' } }),
    });
    photoId = await uploadDesignImage(
      owner,
      baseUrl,
      await makePicture({ width: 1200, height: 1200, format: 'jpeg', colour: '#1d3557' }),
    );
  }, 120_000);
  afterAll(() => t.close());

  const layoutsPath = (albumId: string, kind: string, type: string) =>
    `/api/albums/${albumId}/designs/${kind}/${type}/layouts`;

  it('offers layouts for a label filled in with the album title, its side and its tracks', async () => {
    const response = await owner.get(layoutsPath(album.id, 'label_print', 'back_disc1'));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<LayoutsAnswer>();
    expect(data.length).toBeGreaterThanOrEqual(2);
    const texts = data.flatMap((layout) => textsOf(layout.attributes.document)).join('\n');
    expect(texts).toContain('Harbour Lights');
    expect(texts).toMatch(/SIDE B/i);
    for (const layout of data) {
      expect(layout.attributes.name.en).not.toBe('');
      expect(layout.attributes.name.it).not.toBe('');
    }
    // A layout saves as it is: it is the part's own size.
    const [first] = data;
    const saved = await owner.request(
      'PUT',
      `/api/albums/${album.id}/designs/label_print/back_disc1`,
      { data: { type: 'designs', attributes: { document: first!.attributes.document } } },
    );
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('puts my photo in the cover layouts, with its pixels for the canvas', async () => {
    const response = await owner.get(
      `${layoutsPath(album.id, 'cover_print', 'external')}?image=${photoId}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<LayoutsAnswer>();
    const photo = data.find((layout) => layout.id === 'photo-title');
    expect(photo?.attributes.document.elements.some((element) => element.type === 'image')).toBe(
      true,
    );
    expect(photo?.attributes.images[photoId]).toMatchObject({ widthPx: 1200, heightPx: 1200 });
    const back = data.find((layout) => layout.id === 'tracks-back');
    expect(textsOf(back!.attributes.document).join('\n')).toContain('Mara Venn');
  });

  it('refuses another customer’s album or image as missing (404)', async () => {
    const stranger = new TestClient(t.app);
    await stranger.loginAsGuest();
    const theirs = await stranger.get(layoutsPath(album.id, 'cover_print', 'external'));
    expect(theirs.statusCode).toBe(404);
    const built = await stranger.post(`/api/albums/${album.id}/designs/from-image`, {
      data: { type: 'designs', attributes: { image_id: photoId } },
    });
    expect(built.statusCode).toBe(404);
    const ownAlbum = await createReadyAlbum(stranger, baseUrl, { files: [] });
    const withMyPhoto = await stranger.get(
      `${layoutsPath(ownAlbum.id, 'cover_print', 'external')}?image=${photoId}`,
    );
    expect(withMyPhoto.statusCode).toBe(404);
  });

  it('designs every part with nothing yet from one image, makes their print files, keeps the rest', async () => {
    const response = await owner.post(`/api/albums/${album.id}/designs/from-image`, {
      data: { type: 'designs', attributes: { image_id: photoId } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const outcomes = response.json<BuiltAnswer>().data.map((item) => item.attributes);
    // The uploaded cover and the label design saved above stay as the customer left them.
    expect(outcomes).toEqual([
      { kind: 'cover_print', type: 'external', outcome: 'kept' },
      { kind: 'label_print', type: 'front_disc1', outcome: 'built' },
      { kind: 'label_print', type: 'back_disc1', outcome: 'kept' },
    ]);
    const labels = (await owner.get(`/api/albums/${album.id}/label_print`)).json<FilesAnswer>();
    expect(labels.data.map((file) => file.meta.relation.params)).toMatchObject([
      { type: 'front_disc1', source: 'designer' },
    ]);
    const cover = (await owner.get(`/api/albums/${album.id}/cover_print`)).json<FilesAnswer>();
    expect(cover.data.map((file) => file.meta.relation.params.source)).toEqual(['upload']);
    // The built part is an ordinary design, open to edit.
    const design = await owner.get(`/api/albums/${album.id}/designs/label_print/front_disc1`);
    expect(design.statusCode).toBe(200);
    const document = design.json<{ data: { attributes: { document: DesignDocument } } }>().data
      .attributes.document;
    expect(textsOf(document).join('\n')).toContain('Harbour Lights');
    expect(document.background).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('lists each design’s fonts and images on the summary and the job sheet', async () => {
    const summary = await owner.get(`/api/summary-album/${album.id}`);
    const { designs } = summary.json<{
      data: {
        attributes: {
          designs: { kind: string; type: string; fonts: string[]; images: unknown[] }[];
        };
      };
    }>().data.attributes;
    const label = designs.find((design) => design.type === 'front_disc1');
    expect(label?.fonts.length).toBeGreaterThan(0);
    expect(label?.fonts.every((font) => ['Inter', 'Fraunces', 'Roboto Mono'].includes(font))).toBe(
      true,
    );
    const sheet = await owner.get(`/api/summary-album/${album.id}`, {
      accept: 'application/pdf',
    });
    expect(sheet.statusCode).toBe(200);
    const text = await pdfText(sheet.rawPayload);
    expect(text).toContain('Designed online');
    expect(text).toContain(`Fonts: ${label?.fonts.join(', ')}`);
  });
});
