import { calculateAlbumPrice, defaultCatalogue, createDefaultAlbumOptions } from '@vinyl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlbum } from './factories';
import { albumBody, createAlbumThroughApi, type AlbumDocument } from './support/albums';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

const newAlbum = (format: unknown, extra: Record<string, unknown> = {}) =>
  albumBody({
    album_format: format,
    album_status: 'in_progress',
    album_progress: 'vinyls',
    ...extra,
  });

describe(`creating albums on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function guest() {
    const client = new TestClient(t.app);
    const user = await client.loginAsGuest();
    return { client, user };
  }

  it('needs a session', async () => {
    const response = await new TestClient(t.app).post('/api/albums', newAlbum('7'));
    expect(response.statusCode).toBe(401);
  });

  it('creates an in-progress album at progress vinyls with server-priced default options', async () => {
    const { client } = await guest();
    const response = await client.post('/api/albums', newAlbum('7', { status: 'draft' }));
    expect(response.statusCode).toBe(201);
    const { data } = response.json<AlbumDocument>();
    expect(data.attributes).toMatchObject({
      status: 'draft',
      album_format: '7',
      album_rpm: '45',
      album_status: 'in_progress',
      album_progress: 'vinyls',
      title: null,
      quantity: 1,
    });
    expect(data.relationships?.has_vinyls.data).toEqual([]);
    // Spec 2 §9 defaults, priced by the domain with the catalogue.
    const expected = createDefaultAlbumOptions('7', 1, defaultCatalogue, { albumId: data.id });
    expect(data.attributes.album_options).toEqual(expected);
    expect(calculateAlbumPrice(expected)).toBeGreaterThan(0);
    expect(expected.vinyl).toMatchObject({ color: 'Black', thickness: 2, hole: 'standard' });
  });

  it.each([
    ['12', '33'],
    ['10', '33'],
    ['7', '45'],
    ['5', '45'],
  ])('a %s inch album starts at %s rpm unless the customer chose a speed', async (format, rpm) => {
    const { client } = await guest();
    const album = (await client.post('/api/albums', newAlbum(format))).json<AlbumDocument>();
    expect(album.data.attributes.album_rpm).toBe(rpm);
  });

  it('keeps a chosen speed the format offers and refuses one it does not (422)', async () => {
    const { client } = await guest();
    const chosen = await client.post('/api/albums', newAlbum('7', { album_rpm: 33 }));
    expect(chosen.json<AlbumDocument>().data.attributes.album_rpm).toBe('33');
    const wrong = await client.post('/api/albums', newAlbum('7', { album_rpm: '78' }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'rpm_not_available' });
  });

  it('refuses a format the catalogue does not sell with a 422 that names it', async () => {
    const { client } = await guest();
    const response = await client.post('/api/albums', newAlbum('13'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      status: '422',
      code: 'format_not_available',
      title: 'This format is not available',
      detail: 'The 13 inch format is not in the catalogue',
    });
  });

  it.each([
    ['an unknown attribute', { album_format: '7', colour: 'red' }],
    ['a price', { album_format: '7', price: 1 }],
    ['a status other than in_progress', { album_format: '7', album_status: 'ordered' }],
    ['a later progress', { album_format: '7', album_progress: 'preview' }],
    ['no format', { album_status: 'in_progress' }],
  ])('refuses %s with a 400', async (_, attributes) => {
    const { client } = await guest();
    const response = await client.post('/api/albums', albumBody(attributes));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('validation_failed');
  });

  it('refuses a 16th album in progress with the spec message; ordered albums do not count', async () => {
    const { client, user } = await guest();
    const db = t.database.handle.db;
    for (let i = 0; i < 14; i++) await createAlbum(db, user.id, { title: `Album ${i}` });
    await createAlbum(db, user.id, { album_status: 'ordered' });
    await createAlbum(db, user.id, { album_status: 'done' });
    // 14 in progress + 1 done = 15 not ordered: the limit is reached.
    const refused = await client.post('/api/albums?locale=en', newAlbum('7'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'album_limit',
      title: 'Please remove or complete some albums before creating new ones',
      detail: "You can't have more than 15 albums in progress",
    });
    const italian = await client.post('/api/albums?locale=it', newAlbum('7'));
    expect(italian.json().errors[0].title).toBe(
      'Elimina o completa alcuni album prima di crearne di nuovi',
    );
  });

  it('lets only as many concurrent creations through as the limit leaves room for', async () => {
    const { client, user } = await guest();
    const db = t.database.handle.db;
    for (let i = 0; i < 13; i++) await createAlbum(db, user.id);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => client.post('/api/albums', newAlbum('12'))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    const list = (await client.get('/api/albums?filter[mine]')).json();
    expect(list.meta.pagination.count).toBe(15);
  });

  it('makes a 7 inch double through the creation flow: two discs, double options', async () => {
    const { client } = await guest();
    const album = await createAlbumThroughApi(client, '7', 2);
    const options = album.data.attributes.album_options;
    expect(options.vinyl).toMatchObject({ format: '7', vinylsQuantity: 2 });
    expect(options.vinyl2).toBeDefined();
    expect(options.cover).toMatchObject({ gatefold: 'Yes' });
    expect(album.data.relationships?.has_vinyls.data).toHaveLength(2);
  });
});
