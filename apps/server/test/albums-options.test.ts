import {
  calculateAlbumPrice,
  checkAlbumOptions,
  defaultCatalogue,
  type AlbumOptions,
} from '@vinyl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumPatch, createAlbumThroughApi, type AlbumDocument } from './support/albums';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

type Groups = Record<string, Record<string, unknown>>;

/**
 * Issue 7 item 3: every PATCH of album_options is checked as a whole against the
 * catalogue with the domain's rules, and every price is the server's.
 */
describe(`disc options checked and priced by the server on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function albumOf(format: string, discs = 1) {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    const album = await createAlbumThroughApi(client, format, discs);
    const options = album.data.attributes.album_options as Groups;
    return { client, id: album.data.id, options };
  }

  const patchOptions = (client: TestClient, id: string, album_options: unknown) =>
    client.request('PATCH', `/api/albums/${id}`, albumPatch({ album_options }));

  const savedOptions = async (client: TestClient, id: string) =>
    (await client.get(`/api/albums/${id}`)).json<AlbumDocument>().data.attributes
      .album_options as AlbumOptions;

  async function expectRefused(
    format: string,
    discs: number,
    change: (options: Groups) => Groups,
    code: string,
    title: string,
  ) {
    const { client, id, options } = await albumOf(format, discs);
    const response = await patchOptions(client, id, change(options));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ status: '422', code, title });
    // Nothing of a refused set is saved (spec 2 §5: the step does not save).
    expect(await savedOptions(client, id)).toEqual(options);
    return response.json().errors[0] as { detail?: string };
  }

  it('starts a single without a gatefold and a double with one (spec 2 §9)', async () => {
    const single = await albumOf('7');
    expect(single.options.cover).toMatchObject({ color: 'Printed', gatefold: 'No' });
    expect(single.options.vinyl).toMatchObject({ color: 'Black', thickness: 2, hole: 'standard' });
    expect(single.options.label?.color).toBe('White');
    expect(single.options.innerSleeve?.color).toBe('White');
    expect(single.options.outerSleeve?.color).toBe('None');
    const double = await albumOf('7', 2);
    expect(double.options.cover).toMatchObject({ gatefold: 'Yes', central_hole: 'No' });
  });

  it('refuses a colour the format does not make with "Vinyl not found in catalog!!"', async () => {
    const error = await expectRefused(
      '12',
      1,
      (o) => ({ ...o, vinyl: { ...o.vinyl, color: 'Gold' } }),
      'vinyl_not_found',
      'Vinyl not found in catalog!!',
    );
    expect(error.detail).toBe('Gold is not made in 12 inch');
  });

  it('refuses a thickness the colour is not made in', async () => {
    const error = await expectRefused(
      '12',
      1,
      (o) => ({ ...o, vinyl: { ...o.vinyl, color: 'Picture Disc', thickness: 2 } }),
      'vinyl_not_found',
      'Vinyl not found in catalog!!',
    );
    expect(error.detail).toBe('Picture Disc is made 1.5 mm thick in 12 inch');
  });

  it('refuses the big hole outside 7 inch and on a picture disc', async () => {
    await expectRefused(
      '12',
      1,
      (o) => ({ ...o, vinyl: { ...o.vinyl, hole: 'big' } }),
      'big_hole_not_available',
      'The big hole is made for 7 inch discs only',
    );
    await expectRefused(
      '7',
      2,
      (o) => ({ ...o, vinyl: { ...o.vinyl, color: 'Picture Disc', thickness: 1.5, hole: 'big' } }),
      'big_hole_picture_disc',
      'A picture disc cannot have the big hole',
    );
  });

  it('accepts the big hole on a 7 inch disc and prices both discs with it', async () => {
    const { client, id, options } = await albumOf('7', 2);
    const response = await patchOptions(client, id, {
      ...options,
      vinyl: { ...options.vinyl, hole: 'big' },
    });
    expect(response.statusCode).toBe(200);
    const saved = await savedOptions(client, id);
    expect(saved.vinyl).toMatchObject({ hole: 'big', album_id: id });
    expect(saved.vinyl?.price).toBeGreaterThan(Number(options.vinyl?.price));
    expect(saved.vinyl2?.variant_id).toBe(saved.vinyl?.variant_id);
  });

  it('refuses a double without a gatefold and a gatefold with a central hole', async () => {
    await expectRefused(
      '10',
      2,
      (o) => ({ ...o, cover: { ...o.cover, gatefold: 'No' } }),
      'double_needs_gatefold',
      'A double album needs a gatefold cover',
    );
    await expectRefused(
      '12',
      1,
      (o) => ({ ...o, cover: { ...o.cover, gatefold: 'Yes', central_hole: 'Yes' } }),
      'gatefold_central_hole',
      'A gatefold cover has no central hole',
    );
  });

  it('refuses a cover finishing, label or sleeve the catalogue lacks', async () => {
    await expectRefused(
      '12',
      1,
      (o) => ({ ...o, cover: { ...o.cover, color: 'Brown', finishing: 'Glossy' } }),
      'cover_not_found',
      'Cover not found in catalog',
    );
    await expectRefused(
      '12',
      1,
      (o) => ({ ...o, label: { ...o.label, color: 'Gold' } }),
      'label_not_found',
      'Label not found in catalog',
    );
    await expectRefused(
      '7',
      1,
      (o) => ({ ...o, innerSleeve: { ...o.innerSleeve, color: 'Gold' } }),
      'inner_sleeve_not_found',
      'Inner sleeve not found in catalog',
    );
    await expectRefused(
      '7',
      1,
      (o) => ({ ...o, outerSleeve: { ...o.outerSleeve, color: 'Gold' } }),
      'outer_sleeve_not_found',
      'Outer sleeve not found in catalog',
    );
  });

  it('says why in Italian too', async () => {
    const { client, id, options } = await albumOf('12');
    const response = await client.request(
      'PATCH',
      `/api/albums/${id}?locale=it`,
      albumPatch({ album_options: { ...options, vinyl: { ...options.vinyl, hole: 'big' } } }),
    );
    expect(response.json().errors[0].title).toBe(
      'Il foro grande si fa solo sui dischi da 7 pollici',
    );
  });

  it('always allows None for the label and the cover, at no cost', async () => {
    const { client, id, options } = await albumOf('7', 2);
    const response = await patchOptions(client, id, {
      ...options,
      label: { ...options.label, color: 'None', price: 500 },
      cover: { ...options.cover, color: 'None', price: 500 },
    });
    expect(response.statusCode).toBe(200);
    const saved = await savedOptions(client, id);
    expect(saved.label).toMatchObject({ color: 'None', price: 0, variant_id: null });
    expect(saved.cover).toMatchObject({ color: 'None', price: 0, ids: null, finishing: null });
  });

  it('resets and recomputes the outer sleeve from the cover (spec 2 §4)', async () => {
    const { client, id, options } = await albumOf('7');
    const transparent = { color: 'Transparent', ids: null, price: 0 };
    await patchOptions(client, id, { ...options, outerSleeve: transparent });
    expect((await savedOptions(client, id)).outerSleeve).toMatchObject({
      color: 'Transparent',
      price: 70,
      ids: { pid: 1089, vid: 108901 },
    });
    await patchOptions(client, id, {
      ...options,
      cover: { ...options.cover, color: 'None' },
      outerSleeve: { ...transparent, price: 70 },
    });
    expect((await savedOptions(client, id)).outerSleeve).toEqual({
      color: 'None',
      ids: null,
      price: 0,
    });
  });

  it('ignores every price the client sends: the total is the domain’s for the choices', async () => {
    const { client, id, options } = await albumOf('7', 2);
    const choices: Groups = {
      ...options,
      vinyl: { ...options.vinyl, color: 'Picture Disc', thickness: 1.5, price: 1, variant_id: 1 },
      vinyl2: { ...options.vinyl2, price: 1 },
      label: { ...options.label, color: 'Printed', price: 0 },
      innerSleeve: { ...options.innerSleeve, color: 'Black', price: 99999 },
      cover: { ...options.cover, finishing: 'Glossy', price: 0, ids: { pid: 1, vid: 1 } },
      outerSleeve: { color: 'Transparent', ids: null, price: 0 },
    };
    const response = await patchOptions(client, id, choices);
    expect(response.statusCode).toBe(200);
    const saved = await savedOptions(client, id);
    const expected = checkAlbumOptions(defaultCatalogue, choices as AlbumOptions, {
      format: '7',
      vinylsQuantity: 2,
      quantity: 1,
    });
    if (!expected.ok) throw new Error(expected.message);
    expect(calculateAlbumPrice(saved)).toBe(calculateAlbumPrice(expected.value));
    // 28.40 + 28.40 discs, 2 × 4.27 printed labels, 2 × 1.05 black sleeves, 12.20, 0.70
    expect(calculateAlbumPrice(saved)).toBe(2840 * 2 + 427 * 2 + 105 * 2 + 1220 + 70);
    expect(saved.cover?.ids).toEqual({ pid: 1075, vid: 107509 });
  });

  it('keeps the groups a patch leaves out', async () => {
    const { client, id, options } = await albumOf('7');
    await patchOptions(client, id, { ...options, vinyl: { ...options.vinyl, color: 'Yellow' } });
    const response = await patchOptions(client, id, {
      label: { color: 'Printed', product_id: null, variant_id: null, price: 0 },
    });
    expect(response.statusCode).toBe(200);
    const saved = await savedOptions(client, id);
    expect(saved.vinyl?.color).toBe('Yellow');
    expect(saved.label).toMatchObject({ color: 'Printed', price: 450 });
    expect(saved.cover).toEqual(options.cover);
    expect(saved.tracks).toEqual(options.tracks);
  });
});
