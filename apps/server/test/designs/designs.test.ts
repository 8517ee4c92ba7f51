import {
  blankDesign,
  DEFAULT_PRINT_SIZES,
  describeArtwork,
  type DesignDocument,
} from '@vinyl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlbumThroughApi } from '../support/albums';
import { createTestApp, TestClient, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';

const cover12 = describeArtwork(
  { part: 'cover', format: '12', gatefold: false, inside: false, dieCut: false },
  DEFAULT_PRINT_SIZES,
)!;

const title = (text: string): DesignDocument['elements'][number] => ({
  type: 'text',
  id: 'title',
  text,
  fontId: 'serif',
  fontSizePt: 48,
  fill: '#222222',
  align: 'center',
  lineHeight: 1.2,
  x: 330,
  y: 40,
  width: 280,
  rotation: 0,
  opacity: 1,
});

const body = (document: unknown) => ({ data: { type: 'designs', attributes: { document } } });

interface DesignAnswer {
  data: {
    id: string;
    attributes: {
      kind: string;
      type: string;
      document?: DesignDocument;
      artwork?: { page: { width: number; height: number } };
    };
  };
}

describe(`designs of the online designer on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  async function customerWith12Inch() {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const album = await createAlbumThroughApi(client, '12', 1);
    return { client, albumId: album.data.id };
  }

  const coverPath = (albumId: string) => `/api/albums/${albumId}/designs/cover_print/external`;

  it('saves a cover design and gives it back exactly as left, with the part geometry', async () => {
    const { client, albumId } = await customerWith12Inch();
    expect((await client.get(coverPath(albumId))).statusCode).toBe(404);
    const document = { ...blankDesign(cover12.page), elements: [title('Night Swim')] };
    const saved = await client.request('PUT', coverPath(albumId), body(document));
    expect(saved.statusCode, saved.body).toBe(200);

    const again = (await client.get(coverPath(albumId))).json<DesignAnswer>();
    expect(again.data.attributes.document).toEqual(document);
    expect(again.data.attributes.artwork?.page).toEqual(cover12.page);
    const listed = (await client.get(`/api/albums/${albumId}/designs`)).json<{
      data: { attributes: { kind: string; type: string } }[];
    }>();
    expect(listed.data.map((design) => design.attributes)).toMatchObject([
      { kind: 'cover_print', type: 'external' },
    ]);

    // Saved again: the one design of the part changes, no second one appears.
    const renamed = { ...document, elements: [title('Night Swim (remaster)')] };
    expect((await client.request('PUT', coverPath(albumId), body(renamed))).statusCode).toBe(200);
    const rows = await t.database.handle.db
      .selectFrom('designs')
      .selectAll()
      .where('album_id', '=', albumId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.document ?? '{}')).toEqual(renamed);
  });

  it("answers 404 for another customer's album and changes nothing", async () => {
    const owner = await customerWith12Inch();
    const document = blankDesign(cover12.page);
    await owner.client.request('PUT', coverPath(owner.albumId), body(document));
    const other = new TestClient(t.app);
    await other.loginAsGuest();
    expect((await other.get(coverPath(owner.albumId))).statusCode).toBe(404);
    const overwrite = { ...document, background: '#ff0000' };
    const refused = await other.request('PUT', coverPath(owner.albumId), body(overwrite));
    expect(refused.statusCode).toBe(404);
    const kept = (await owner.client.get(coverPath(owner.albumId))).json<DesignAnswer>();
    expect(kept.data.attributes.document?.background).toBe('#ffffff');
  });

  it('refuses a design naming an image that is not the caller’s (404), and saves nothing', async () => {
    const { client, albumId } = await customerWith12Inch();
    const document = {
      ...blankDesign(cover12.page),
      elements: [
        {
          type: 'image',
          id: 'photo',
          imageId: 'someone-elses-image',
          x: 0,
          y: 0,
          width: 100,
          height: 100,
          rotation: 0,
          opacity: 1,
        },
      ],
    };
    const refused = await client.request('PUT', coverPath(albumId), body(document));
    expect(refused.statusCode).toBe(404);
    expect((await client.get(coverPath(albumId))).statusCode).toBe(404);
  });

  it('refuses a design of the wrong size, a malformed one and an unknown part; an undesigned part is 404', async () => {
    const { client, albumId } = await customerWith12Inch();
    const small = blankDesign({ width: 100, height: 100 });
    const wrongSize = await client.request('PUT', coverPath(albumId), body(small));
    expect(wrongSize.statusCode).toBe(422);
    expect(wrongSize.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe(
      'design_page_mismatch',
    );
    const malformed = { ...blankDesign(cover12.page), background: 'javascript:alert(1)' };
    expect((await client.request('PUT', coverPath(albumId), body(malformed))).statusCode).toBe(400);
    const unknown = `/api/albums/${albumId}/designs/cover_print/nowhere`;
    expect((await client.request('PUT', unknown, body(blankDesign(cover12.page)))).statusCode).toBe(
      404,
    );
    // A part the album prints but nobody designed yet.
    const none = await client.get(`/api/albums/${albumId}/designs/label_print/front_disc1`);
    expect(none.statusCode).toBe(404);
  });

  it('clones the designs with the album and deletes them with it', async () => {
    const { client, albumId } = await customerWith12Inch();
    const document = { ...blankDesign(cover12.page), elements: [title('Twin')] };
    await client.request('PUT', coverPath(albumId), body(document));
    const clone = await client.post(`/api/clone-album/${albumId}`);
    expect(clone.statusCode, clone.body).toBeLessThan(300);
    const cloneId = clone.json<{ data: { id: string } }>().data.id;
    const copied = (await client.get(coverPath(cloneId))).json<DesignAnswer>();
    expect(copied.data.attributes.document).toEqual(document);
    expect((await client.request('DELETE', `/api/delete-album/${cloneId}`)).statusCode).toBe(204);
    const left = await t.database.handle.db
      .selectFrom('designs')
      .select('album_id')
      .where('album_id', '=', cloneId)
      .execute();
    expect(left).toEqual([]);
    expect((await client.get(coverPath(albumId))).statusCode).toBe(200);
  });

  it('finishes a design: its print PDF fills the part, from the designer, and passes the print checks', async () => {
    const { client, albumId } = await customerWith12Inch();
    const document = {
      ...blankDesign(cover12.page),
      background: '#1d3557',
      elements: [title('Night Swim')],
    };
    await client.request('PUT', coverPath(albumId), body(document));
    const finished = await client.post(`${coverPath(albumId)}/finish`);
    expect(finished.statusCode, finished.body).toBe(200);

    interface FileAnswer {
      data: {
        id: string;
        attributes: { mime_type: string };
        meta: {
          relation: { params: { type: string; source: string } };
          print_check: { problems: unknown[]; expected: { width: number } | null };
        };
      }[];
    }
    const listed = (await client.get(`/api/albums/${albumId}/cover_print`)).json<FileAnswer>();
    expect(listed.data).toHaveLength(1);
    const [file] = listed.data;
    expect(file?.attributes.mime_type).toBe('application/pdf');
    expect(file?.meta.relation.params).toMatchObject({ type: 'external', source: 'designer' });
    expect(file?.meta.print_check.expected?.width).toBeCloseTo(cover12.page.width, 1);
    expect(file?.meta.print_check.problems).toEqual([]);

    // Finished again after a change: the new file takes the part, the old one is gone.
    await client.request('PUT', coverPath(albumId), body({ ...document, background: '#e63946' }));
    expect((await client.post(`${coverPath(albumId)}/finish`)).statusCode).toBe(200);
    const again = (await client.get(`/api/albums/${albumId}/cover_print`)).json<FileAnswer>();
    expect(again.data).toHaveLength(1);
    expect(again.data[0]?.id).not.toBe(file?.id);
  });

  it('finishes nothing without a design, nor for another customer', async () => {
    const owner = await customerWith12Inch();
    expect((await owner.client.post(`${coverPath(owner.albumId)}/finish`)).statusCode).toBe(404);
    await owner.client.request('PUT', coverPath(owner.albumId), body(blankDesign(cover12.page)));
    const other = new TestClient(t.app);
    await other.loginAsGuest();
    expect((await other.post(`${coverPath(owner.albumId)}/finish`)).statusCode).toBe(404);
    const files = await t.database.handle.db
      .selectFrom('album_files')
      .selectAll()
      .where('album_id', '=', owner.albumId)
      .execute();
    expect(files).toEqual([]);
  });
});
