import { createHmac, randomUUID } from 'node:crypto';
import {
  calculateAlbumPrice,
  checkAlbumOptions,
  defaultCatalogue,
  formatEuros,
  shippingCost,
  vatRules,
  withTracks,
  type Catalog,
} from '@vinyl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedSecret } from '../src/db/shared-secrets';
import { buildOrderCustomer, createOrderableAlbum } from './factories';
import { createAlbumThroughApi, type AlbumDocument } from './support/albums';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

interface OrderDocument {
  data: {
    id: string;
    attributes: {
      title: string;
      order_status: string;
      price: number;
      quantity: number;
      items_price: number;
      shipping_cost: number;
      vat_included: boolean;
      vat_rate: number;
      invoice_url: string | null;
      customer?: { email: string; shipping: { country: string } };
    };
    relationships: { albums_ordered: { data: { id: string }[] } };
  };
}

/**
 * Issue 9 items 4, 5, 7: checkout and submit order rebuild every line on the server, an
 * album is ordered once, and only a verified webhook with the right amount marks paid.
 */
describe(`checkout, submit order and payments on ${testDialect}`, () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp();
    key = await sharedSecret(t.database.handle.db, t.database.dataDir, 'payments-test-hmac');
  });
  afterAll(() => t.close());

  const readyAlbum = (client: TestClient, quantity = 2) =>
    createOrderableAlbum(t.database.handle.db, client, quantity);

  const body = (albumId: string, quantity: number, price = 1) => ({
    products: [
      { variant_id: 1, quantity, album_id: albumId, price },
      { variant_id: 2, quantity },
    ],
    note_attributes: [{ name: 'invoice', value: 'yes' }],
    customer: buildOrderCustomer(),
  });

  async function guest() {
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    return client;
  }

  function signedEvent(orderId: string, amount: number, eventId = `evt_${randomUUID()}`) {
    const payload = JSON.stringify({
      id: eventId,
      type: 'payment.succeeded',
      order_id: orderId,
      amount,
      currency: 'eur',
    });
    const signature = createHmac('sha256', key).update(payload).digest('hex');
    return { payload, signature };
  }

  const sendWebhook = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/test/webhook',
      headers: { 'content-type': 'application/json', 'x-test-signature': signature },
      payload,
    });

  async function orderOf(client: TestClient, id: string) {
    const response = await client.get(`/api/orders/${id}`);
    expect(response.statusCode).toBe(200);
    return response.json<OrderDocument>().data;
  }

  it('prices the order on the server, ignoring the client price, and marks the album ordered', async () => {
    const client = await guest();
    const { id, options } = await readyAlbum(client, 3);
    // Prices a client might slip in anywhere are not read.
    const response = await client.post('/api/checkout', {
      ...body(id, 3, 1),
      price: 1,
      items_price: 1,
      shipping_cost: 0,
      customer: { ...buildOrderCustomer(), shipping_cost: 0 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json<{ data: { id: string; invoice_url: string } }>();
    expect(data.invoice_url).toContain(`/ext/pay/test/${data.id}`);
    const order = await orderOf(client, data.id);
    expect(order.attributes).toMatchObject({ order_status: 'pending', title: 'Songs' });
    // The album was saved at quantity 3, so the stored options are priced for that tier;
    // its stored options still say one side and 0 s, but the price band comes from the
    // tracks stored on the server: 2 min on side A and 2 min on side B (two sides, 240 s).
    expect(options.vinyl).toMatchObject({ sides: 1, duration: 0 });
    const fromTracks = withTracks(
      options,
      [{ sideA: [{ duration: 120 }], sideB: [{ duration: 120 }] }],
      600,
    );
    const checked = checkAlbumOptions(defaultCatalogue, fromTracks, {
      format: '7',
      vinylsQuantity: 1,
      quantity: 3,
    });
    if (!checked.ok) throw new Error(checked.message);
    expect(checked.value.vinyl).toMatchObject({ sides: 2, duration: 240 });
    const items = calculateAlbumPrice(checked.value) * 3;
    expect(items).not.toBe(calculateAlbumPrice(options) * 3);
    expect(order.attributes.items_price).toBe(items);
    expect(items).toBeGreaterThan(3);
    // Shipping to Italy for 3 copies (the default zones): € 9.90 + 2 × € 0.50.
    expect(order.attributes.shipping_cost).toBe(1090);
    expect(order.attributes.price).toBe(items + 1090);
    expect(order.attributes.quantity).toBe(3);
    expect(order.relationships.albums_ordered.data).toEqual([{ type: 'albums', id }]);
    const partOf = await client.get(`/api/albums/${id}/relationships/part_of_order`);
    expect(partOf.json()).toEqual({ data: { type: 'orders', id: data.id } });
    const album = (await client.get(`/api/albums/${id}`)).json<AlbumDocument>();
    expect(album.data.attributes.album_status).toBe('ordered');
    const again = await client.post('/api/checkout', body(id, 3));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ code: 'album_ordered' });
  });

  it('lists my orders newest first with the albums ordered', async () => {
    const client = await guest();
    const first = await readyAlbum(client, 1);
    const second = await readyAlbum(client, 2);
    await client.post('/api/checkout', body(first.id, 1));
    await client.post('/api/checkout', body(second.id, 2));
    const response = await client.get(
      '/api/orders?filter[mine]=1&sort=-modified&include=albums_ordered',
    );
    expect(response.statusCode).toBe(200);
    const list = response.json<{
      data: OrderDocument['data'][];
      included: { id: string }[];
      meta: { pagination: { count: number } };
    }>();
    expect(list.meta.pagination.count).toBe(2);
    expect(list.included.map((album) => album.id).sort()).toEqual([first.id, second.id].sort());
    const other = await guest();
    expect((await other.get('/api/orders')).json().data).toEqual([]);
  });

  it('answers 404 for an album or order of someone else', async () => {
    const owner = await guest();
    const { id } = await readyAlbum(owner, 1);
    const intruder = await guest();
    const refused = await intruder.post('/api/checkout', body(id, 1));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errors).toHaveLength(1);
    const placed = await owner.post('/api/checkout', body(id, 1));
    const orderId = placed.json<{ data: { id: string } }>().data.id;
    expect((await intruder.get(`/api/orders/${orderId}`)).statusCode).toBe(404);
    expect((await intruder.get(`/ext/pay/test/${orderId}`)).statusCode).toBe(404);
  });

  it('refuses a missing or invalid buyer with a 400 pointing at the field, writing nothing', async () => {
    const client = await guest();
    const { id } = await readyAlbum(client, 1);
    const { customer: _customer, ...withoutCustomer } = body(id, 1);
    const valid = buildOrderCustomer();
    const cases: [unknown, string][] = [
      [withoutCustomer, '/body/customer'],
      [{ ...body(id, 1), customer: { ...valid, email: 'not-an-address' } }, '/body/customer/email'],
      [
        { ...body(id, 1), customer: { ...valid, shipping: { ...valid.shipping, country: 'ITA' } } },
        '/body/customer/shipping/country',
      ],
      [
        {
          ...body(id, 1),
          customer: { ...valid, shipping: { ...valid.shipping, postal_code: '  ' } },
        },
        '/body/customer/shipping/postal_code',
      ],
      [
        { ...body(id, 1), customer: { ...valid, billing: { name: 'Ada Srl', invoice: true } } },
        '/body/customer/billing/vat_number',
      ],
      [
        {
          ...body(id, 1),
          customer: { ...valid, billing: { ...valid.billing, sdi_code: 'no spaces please' } },
        },
        '/body/customer/billing/sdi_code',
      ],
    ];
    for (const [payload, pointer] of cases) {
      for (const url of ['/api/checkout', '/api/submit-order']) {
        const response = await client.post(url, payload);
        expect(response.statusCode, `${url} ${pointer}`).toBe(400);
        const errors = response.json<{ errors: { code: string; source?: { pointer: string } }[] }>()
          .errors;
        expect(errors.map((error) => error.source?.pointer)).toContain(pointer);
        expect(errors.every((error) => error.code === 'validation_failed')).toBe(true);
      }
    }
    const album = (await client.get(`/api/albums/${id}`)).json<AlbumDocument>();
    expect(album.data.attributes.album_status).not.toBe('ordered');
    const owner = await t.database.handle.db
      .selectFrom('albums')
      .select('user_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const rows = await t.database.handle.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', owner.user_id)
      .execute();
    expect(rows).toEqual([]);
    expect((await client.get('/api/orders')).json().data).toEqual([]);
  });

  it('charges shipping by destination zone: the total is the records plus shipping', async () => {
    const client = await guest();
    const catalog = (await client.get('/api/config')).json<{ data: Catalog }>().data;
    const toItaly = await readyAlbum(client, 2);
    const toUsa = await readyAlbum(client, 2);
    const place = async (albumId: string, country: string) => {
      const response = await client.post('/api/checkout', {
        ...body(albumId, 2),
        customer: buildOrderCustomer({ shipping: { country } }),
      });
      expect(response.statusCode, response.body).toBe(201);
      return orderOf(client, response.json<{ data: { id: string } }>().data.id);
    };
    const italy = await place(toItaly.id, 'IT');
    const usa = await place(toUsa.id, 'us');
    expect(italy.attributes.items_price).toBe(usa.attributes.items_price);
    expect(italy.attributes.shipping_cost).toBe(shippingCost(catalog, 'IT', 2).cost);
    expect(usa.attributes.shipping_cost).toBe(shippingCost(catalog, 'US', 2).cost);
    expect(usa.attributes.shipping_cost).toBeGreaterThan(italy.attributes.shipping_cost);
    for (const order of [italy, usa]) {
      expect(order.attributes.price).toBe(
        order.attributes.items_price + order.attributes.shipping_cost,
      );
      expect(order.attributes).toMatchObject({
        quantity: 2,
        vat_included: vatRules(catalog).included,
        vat_rate: vatRules(catalog).rate,
      });
    }
    expect(usa.attributes.customer?.shipping.country).toBe('US');
    // The test payment page asks for the total with shipping (English: "€1,234.56").
    const pageResponse = await client.get(`/ext/pay/test/${usa.id}`);
    const total = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
    expect(pageResponse.body).toContain(total.format(usa.attributes.price / 100));
    expect(formatEuros(usa.attributes.price)).not.toBe('0.00');
  });

  it('stores the buyer, the invoice request and a valid fiscal code, and shows them to the owner', async () => {
    const client = await guest();
    const { id } = await readyAlbum(client, 1);
    const customer = buildOrderCustomer({
      email: 'Buyer@Example.com',
      billing: { name: 'Ada Records Srl', invoice: true, vat_number: 'it 01234567890' },
      shipping: { address2: 'Scala B' },
    });
    const response = await client.post('/api/checkout', {
      ...body(id, 1),
      note_attributes: [
        { name: 'invoice', value: 'no' },
        { name: 'fiscal_code', value: 'rssmra85t10a562s' },
      ],
      customer,
    });
    expect(response.statusCode, response.body).toBe(201);
    const orderId = response.json<{ data: { id: string } }>().data.id;
    const order = await orderOf(client, orderId);
    expect(order.attributes.customer).toEqual({
      email: 'Buyer@Example.com',
      phone: customer.phone,
      shipping: { ...customer.shipping, address2: 'Scala B' },
      billing: { name: 'Ada Records Srl', invoice: true, vat_number: 'IT01234567890' },
    });
    const listed = (await client.get('/api/orders')).json<{ data: OrderDocument['data'][] }>();
    expect(listed.data[0]?.attributes.customer?.email).toBe('Buyer@Example.com');
    const row = await t.database.handle.db
      .selectFrom('orders')
      .select('note_attributes')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    // The invoice note follows the billing, whatever the client's note said.
    expect(JSON.parse(row.note_attributes)).toEqual([
      { name: 'invoice', value: 'yes' },
      { name: 'fiscal_code', value: 'RSSMRA85T10A562S' },
    ]);
  });

  it('refuses a quantity outside 1–9, an album without tracks, and missing print files', async () => {
    const client = await guest();
    const { id } = await readyAlbum(client, 2);
    const tooMany = await client.post('/api/checkout', body(id, 12));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors[0].code).toBe('invalid_quantity');
    const bare = await createAlbumThroughApi(client, '7');
    const noTracks = await client.post('/api/checkout', body(bare.data.id, 1));
    expect(noTracks.statusCode).toBe(422);
    expect(noTracks.json().errors[0].code).toBe('no_tracks');
    await t.database.handle.db.deleteFrom('album_files').where('album_id', '=', id).execute();
    const missing = await client.post('/api/checkout', body(id, 2));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].code).toBe('missing_print_items');
    const fiscal = await client.post('/api/checkout?locale=it', {
      ...body(id, 2),
      note_attributes: [{ name: 'fiscal_code', value: 'RSSMRA80A01H501X' }],
    });
    expect(fiscal.statusCode).toBe(422);
    expect(fiscal.json().errors[0]).toMatchObject({
      code: 'invalid_fiscal_code',
      title: 'Codice fiscale non valido',
    });
  });

  it('makes exactly one order of 20 parallel checkouts of one album', async () => {
    const client = await guest();
    const { id } = await readyAlbum(client, 1);
    await client.csrf();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/api/checkout', body(id, 1))),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code !== 201).every((code) => code === 409)).toBe(true);
    const count = await t.database.handle.db
      .selectFrom('order_albums')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('album_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('pays only on a verified event with the right amount, once', async () => {
    const client = await guest();
    const { id } = await readyAlbum(client, 2);
    const placed = (await client.post('/api/checkout', body(id, 2))).json<{
      data: { id: string };
    }>().data;
    const order = await orderOf(client, placed.id);
    const price = order.attributes.price;

    const bad = signedEvent(placed.id, price);
    expect((await sendWebhook(bad.payload, 'f'.repeat(64))).statusCode).toBe(400);
    expect((await sendWebhook(bad.payload, '')).statusCode).toBe(400);
    const tampered = signedEvent(placed.id, price);
    expect(
      (
        await sendWebhook(
          tampered.payload.replace(String(price), String(price - 1)),
          tampered.signature,
        )
      ).statusCode,
    ).toBe(400);
    const wrongAmount = signedEvent(placed.id, price - 1);
    expect((await sendWebhook(wrongAmount.payload, wrongAmount.signature)).statusCode).toBe(422);
    expect((await orderOf(client, placed.id)).attributes.order_status).toBe('pending');

    // The buyer coming back to the shop marks nothing paid.
    await client.get('/orders?payment=done');
    expect((await orderOf(client, placed.id)).attributes.order_status).toBe('pending');

    const good = signedEvent(placed.id, price);
    const [first, second] = await Promise.all([
      sendWebhook(good.payload, good.signature),
      sendWebhook(good.payload, good.signature),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    const changed = [first, second].map((response) => response?.json().data.changed);
    expect(changed.filter(Boolean)).toHaveLength(1);
    const paid = await orderOf(client, placed.id);
    expect(paid.attributes.order_status).toBe('paid');
    const before = await t.database.handle.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', placed.id)
      .executeTakeFirstOrThrow();
    const replay = await sendWebhook(good.payload, good.signature);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.changed).toBe(false);
    const after = await t.database.handle.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', placed.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('pays through the hosted test page, and Cancel changes nothing', async () => {
    const client = await guest();
    const { id } = await readyAlbum(client, 1);
    const placed = (await client.post('/api/checkout', body(id, 1))).json<{
      data: { id: string };
    }>().data;
    const pageResponse = await client.get(`/ext/pay/test/${placed.id}`);
    expect(pageResponse.statusCode).toBe(200);
    expect(pageResponse.headers['content-type']).toContain('text/html');
    expect(pageResponse.body).not.toContain('<script');
    const token = /name="token" value="([0-9a-f]+)"/.exec(pageResponse.body)?.[1] ?? '';
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const forged = await client.post(`/ext/pay/test/${placed.id}/pay`, 'token=00', form);
    expect(forged.statusCode).toBe(404);
    const cancel = await client.post(`/ext/pay/test/${placed.id}/cancel`, `token=${token}`, form);
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(`/orders?order=${placed.id}&payment=cancelled`);
    expect((await orderOf(client, placed.id)).attributes.order_status).toBe('pending');
    const pay = await client.post(`/ext/pay/test/${placed.id}/pay`, `token=${token}`, form);
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/orders?order=${placed.id}&payment=done`);
    expect((await orderOf(client, placed.id)).attributes.order_status).toBe('paid');
  });

  it('submits 10–30 copies as a standby order whose invoice_url is its order page', async () => {
    const client = await guest();
    const { id } = await readyAlbum(client, 12);
    const small = await client.post('/api/submit-order', body(id, 5));
    expect(small.statusCode).toBe(422);
    const response = await client.post('/api/submit-order', body(id, 12));
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json<{ data: { id: string; invoice_url: string } }>();
    expect(data.invoice_url).toContain(`/orders?order=${data.id}`);
    const order = await orderOf(client, data.id);
    expect(order.attributes.order_status).toBe('standby');
    // A standby order has no payment: a signed event for it changes nothing.
    const event = signedEvent(data.id, order.attributes.price);
    expect((await sendWebhook(event.payload, event.signature)).statusCode).toBe(422);
    expect((await orderOf(client, data.id)).attributes.order_status).toBe('standby');
  });
});
