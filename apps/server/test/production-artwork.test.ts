import { expectedShipDate, DEFAULT_PROCESSING_DAYS } from '@vinyl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  ADMIN_ENV,
  adminClient,
  guestClient,
  moveBody,
  placeOrder,
  waitForMail,
  type Detail,
} from './production-helpers';
import type { AlbumDocument } from './support/albums';
import { attachFile, listKind, uploadPdf } from './support/graphics';
import { makePdf } from './support/pdf-files';
import { createReadyAlbum, type ReadyAlbum } from './support/ready-album';
import { createTestApp, type TestApp, type TestClient } from './support/test-app';
import { testDialect } from './support/test-database';
import { listen } from './support/uploads';

interface MyOrder {
  attributes: {
    order_status: string;
    timeline: { status: string; at: string }[];
    expected_ship_date: string | null;
    tracking: { carrier: string; number: string } | null;
  };
}

/**
 * Issue 17: the plant finds a problem in the cover; the album's graphics step opens again
 * for that part only, the customer replaces the file (recorded, the plant mailed), the
 * plant approves and the album is locked again. The order's detail for the plant and the
 * customer's timeline on My orders follow it.
 */
describe(`artwork problems and the order's detail on ${testDialect}`, () => {
  let t: TestApp;
  let baseUrl: string;
  let owner: TestClient;
  let plant: TestClient;
  let album: ReadyAlbum;
  let orderId: string;
  const cover = { kind: 'cover_print', type: 'external' };
  const newCover = () => makePdf({ widthMm: 190, heightMm: 190 });

  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV });
    baseUrl = await listen(t.app);
    owner = await guestClient(t);
    album = await createReadyAlbum(owner, baseUrl, {
      title: 'Rain Songs',
      author: 'The Band',
      sides: { a: [20, 15], b: [25] },
      options: (saved) => ({ label: { ...saved.label!, color: 'Printed' } }),
      files: [
        { ...cover, widthMm: 190, heightMm: 190 },
        { kind: 'label_print', type: 'front_disc1', widthMm: 98, heightMm: 98 },
        { kind: 'label_print', type: 'back_disc1', widthMm: 98, heightMm: 98 },
      ],
    });
    orderId = await placeOrder(owner, album.id, {
      locale: 'it',
      email: 'ada@example.com',
      quantity: 2,
      pay: true,
    });
    plant = await adminClient(t);
  }, 60_000);
  afterAll(() => t.close());

  const move = (to: string, attributes: Record<string, unknown> = {}) =>
    plant.post(`/api/admin/orders/${orderId}/moves`, moveBody(to, attributes));
  const detail = async () => {
    const response = await plant.get(`/api/admin/orders/${orderId}/detail`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Detail }>().data;
  };
  const reopenedOf = async (client: TestClient) =>
    (await client.get(`/api/albums/${album.id}`)).json<AlbumDocument>().data.attributes
      .artwork_reopened;

  it('shows the plant everything about the order', async () => {
    const { id, attributes } = await detail();
    expect(id).toBe(orderId);
    expect(attributes).toMatchObject({
      order_number: orderId,
      order_status: 'paid',
      buyer: { email: 'ada@example.com', name: 'Ada Rossi', phone: '+39 02 1234567' },
      shipping_address: { city: 'Milano', postal_code: '20121', country: 'IT', zone: 'it' },
      billing: { name: 'Ada Rossi', invoice: false },
      fiscal_code: null,
      notes: { customer: null, plant: null },
      tracking: null,
      artwork_reopened: null,
    });
    expect(attributes.expected_ship_date).toBe(
      expectedShipDate(attributes.paid_at, DEFAULT_PROCESSING_DAYS),
    );
    // The price lines add up to the total.
    const lines = attributes.price_lines;
    expect(lines[0]).toMatchObject({ name: 'Rain Songs', quantity: 2 });
    expect(lines.at(-1)).toMatchObject({ name: 'Shipping (it)', total: attributes.shipping_cost });
    expect(lines.reduce((sum, line) => sum + line.total, 0)).toBe(attributes.price);

    const [entry] = attributes.albums;
    expect(entry).toMatchObject({
      id: album.id,
      title: 'Rain Songs',
      author: 'The Band',
      copies: 2,
      format: '7',
    });
    expect(entry?.parts.map((part) => [part.name, part.color])).toContainEqual([
      'Label',
      'Printed',
    ]);
    expect(entry?.sides.map((side) => [side.name, side.tracks.map((t) => t.position)])).toEqual([
      ['A', [1, 2]],
      ['B', [1]],
    ]);
    expect(entry?.sides[0]?.duration).toBeCloseTo(35, 0);
    // Each track's audio facts, as the file was measured: the test WAVs are 2 kHz mono.
    expect(entry?.sides[0]?.tracks[0]).toMatchObject({
      audio: { sample_rate: 2000, channels: 1, lossless: true },
    });
    const files = entry?.files ?? [];
    expect(files.map((file) => `${file.kind}/${file.type}`)).toEqual([
      'cover_print/external',
      'label_print/front_disc1',
      'label_print/back_disc1',
    ]);
    const coverFile = files[0];
    expect(coverFile).toMatchObject({
      id: album.fileIds['cover_print/external'],
      source: 'upload',
      download_url: `/api/admin/files/${coverFile?.id}/content`,
      thumbnail_url: `/api/admin/files/${coverFile?.id}/thumbnail`,
    });
    expect(Array.isArray(coverFile?.checks?.problems)).toBe(true);
    expect(attributes.moves.map((m) => m.to)).toEqual([
      'artwork_approved',
      'artwork_problem',
      'cancelled',
      'refunded',
    ]);

    // The plant reads the customer's print file and its thumbnail; a customer cannot.
    const pdf = await plant.get(coverFile?.download_url ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const png = await plant.get(coverFile?.thumbnail_url ?? '');
    expect(png.statusCode).toBe(200);
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await plant.get('/api/admin/files/no-such-file/content')).statusCode).toBe(404);
    expect((await owner.get(coverFile?.download_url ?? '')).statusCode).toBe(403);
  });

  it('reopens the cover only: its file can be replaced, nothing else changes', async () => {
    expect(await reopenedOf(owner)).toBeNull();
    const problem = await move('artwork_problem', {
      part: { album_id: album.id, ...cover },
      message: 'Il titolo è troppo vicino al bordo',
    });
    expect(problem.statusCode, problem.body).toBe(200);
    expect(await reopenedOf(owner)).toEqual({
      ...cover,
      message: 'Il titolo è troppo vicino al bordo',
    });

    // Everything else of the ordered album stays locked, as before.
    const label = await uploadPdf(owner, baseUrl, await makePdf({ widthMm: 98, heightMm: 98 }));
    const refused = await attachFile(owner, album.id, 'label_print', label, 'front_disc1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('album_ordered');
    const renamed = await owner.request('PATCH', `/api/albums/${album.id}`, {
      data: { type: 'albums', id: album.id, attributes: { title: 'Changed' } },
    });
    expect(renamed.statusCode).toBe(409);
    const removed = await owner.request(
      'DELETE',
      `/api/albums/${album.id}/relationships/cover_print`,
      { data: [{ type: 'files', id: album.fileIds['cover_print/external'] }] },
    );
    expect(removed.statusCode).toBe(409);
    // Another customer's file call finds no album of theirs.
    const stranger = await guestClient(t);
    const theirs = await uploadPdf(stranger, baseUrl, await newCover());
    expect(
      (await attachFile(stranger, album.id, 'cover_print', theirs, 'external')).statusCode,
    ).toBe(404);

    // The reopened part takes the customer's new file.
    const fileId = await uploadPdf(owner, baseUrl, await newCover(), 'cover-fixed.pdf');
    const replaced = await attachFile(owner, album.id, 'cover_print', fileId, 'external', {
      acknowledged: true,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await listKind(owner, album.id, 'cover_print')).map((file) => file.id)).toEqual([
      fileId,
    ]);

    // Recorded in the order's history, with no change of status; the plant is mailed.
    const { attributes } = await detail();
    expect(attributes.order_status).toBe('artwork_problem');
    expect(attributes.history.at(-1)).toMatchObject({
      from: 'artwork_problem',
      to: 'artwork_problem',
      actor: null,
      data: { event: 'artwork_replaced', album_id: album.id, ...cover, file_id: fileId },
    });
    expect(attributes.albums[0]?.files[0]).toMatchObject({
      id: fileId,
      file_name: 'cover-fixed.pdf',
    });
    expect(attributes.artwork_reopened).toMatchObject({ album_id: album.id, ...cover });
    const mail = await waitForMail(
      t.database.dataDir,
      (m) => m.to.includes(ADMIN) && m.decoded.includes('ha sostituito il file'),
    );
    expect(mail.decoded).toContain('copertina (esterno) di “Rain Songs”');
    expect(mail.decoded).toContain(fileId);
  });

  it('locks the album again once the plant approves', async () => {
    const approved = await move('artwork_approved');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<{ data: Detail }>().data.attributes.artwork_reopened).toBeNull();
    expect(await reopenedOf(owner)).toBeNull();
    const late = await uploadPdf(owner, baseUrl, await newCover());
    expect((await attachFile(owner, album.id, 'cover_print', late, 'external')).statusCode).toBe(
      409,
    );
  });

  it('shows the customer the same timeline, the ship date and the tracking', async () => {
    const mine = async () => {
      const one = await owner.get(`/api/orders/${orderId}`);
      expect(one.statusCode).toBe(200);
      const list = await owner.get('/api/orders?filter[mine]=1&sort=-modified');
      const listed = list.json<{ data: (MyOrder & { id: string })[] }>().data;
      const fromList = listed.find((order) => order.id === orderId);
      const single = one.json<{ data: MyOrder }>().data;
      expect(fromList?.attributes).toEqual(single.attributes);
      return single.attributes;
    };
    const before = await mine();
    expect(before.timeline.map((step) => step.status)).toEqual([
      'pending',
      'paid',
      'artwork_problem',
      'artwork_approved',
    ]);
    expect(before.timeline.every((step, i, all) => i === 0 || all[i - 1]!.at <= step.at)).toBe(
      true,
    );
    const { attributes } = await detail();
    expect(before.expected_ship_date).toBe(attributes.expected_ship_date);
    expect(before.tracking).toBeNull();

    for (const to of ['pressing', 'packed']) expect((await move(to)).statusCode).toBe(200);
    const shipped = await move('shipped', { carrier: 'GLS', tracking_number: 'GLS 123 456' });
    expect(shipped.statusCode).toBe(200);
    const after = await mine();
    expect(after.order_status).toBe('shipped');
    expect(after.timeline.map((step) => step.status).slice(-3)).toEqual([
      'pressing',
      'packed',
      'shipped',
    ]);
    expect(after.tracking).toEqual({ carrier: 'GLS', number: 'GLS 123 456' });
    expect(after.expected_ship_date).toBeNull();
    // Another customer sees none of it.
    expect((await (await guestClient(t)).get(`/api/orders/${orderId}`)).statusCode).toBe(404);
  });
});
