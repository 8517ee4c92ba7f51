import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedSecret } from '../src/db/shared-secrets';
import {
  ADMIN,
  ADMIN_ENV,
  adminClient,
  guestClient,
  guestOrder,
  moveBody,
  waitForMail,
  type Detail,
} from './production-helpers';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

/**
 * Issue 17, production: the plant moves an order through the domain's state machine with
 * `POST /api/admin/orders/{id}/moves`; each move is recorded (history and audit log) and
 * mails the customer in the language they ordered in. Refused moves are 409, a move
 * without what it needs a 422 pointing at it; customers and anonymous callers never pass.
 */
describe(`production moves on ${testDialect}`, () => {
  let t: TestApp;
  let plant: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV });
    plant = await adminClient(t);
  });
  afterAll(() => t.close());

  async function move(orderId: string, to: string, attributes: Record<string, unknown> = {}) {
    return plant.post(`/api/admin/orders/${orderId}/moves`, moveBody(to, attributes));
  }

  async function moveOk(orderId: string, to: string, attributes: Record<string, unknown> = {}) {
    const response = await move(orderId, to, attributes);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<{ data: Detail }>().data;
    expect(detail.attributes.order_status).toBe(to);
    return detail;
  }

  const mailTo = (email: string, words: string) =>
    waitForMail(t.database.dataDir, (m) => m.to.includes(email) && m.decoded.includes(words));

  it('walks a paid order to delivered, mailing each step in Italian', async () => {
    const email = 'giulia@example.com';
    const { orderId, albumId } = await guestOrder(t, { locale: 'it', email });
    const link = `https://shop.example/orders?order=${orderId}`;

    const problem = await moveOk(orderId, 'artwork_problem', {
      part: { album_id: albumId, kind: 'cover_print', type: 'external' },
      message: 'Il testo tocca il bordo',
    });
    expect(problem.attributes.artwork_reopened).toEqual({
      album_id: albumId,
      kind: 'cover_print',
      type: 'external',
      message: 'Il testo tocca il bordo',
    });
    const problemMail = await mailTo(email, 'problema con la tua grafica');
    expect(problemMail.decoded).toContain('copertina (esterno)');
    expect(problemMail.decoded).toContain('Il testo tocca il bordo');
    expect(problemMail.decoded).toContain(link);

    const approved = await moveOk(orderId, 'artwork_approved');
    expect(approved.attributes.artwork_reopened).toBeNull();
    await mailTo(email, 'è approvata e pronta per la stampa');
    await moveOk(orderId, 'test_pressing');
    await mailTo(email, 'test pressing');
    await moveOk(orderId, 'pressing');
    await mailTo(email, 'I tuoi dischi sono in stampa');
    await moveOk(orderId, 'packed');
    await mailTo(email, 'imballati');
    const shipped = await moveOk(orderId, 'shipped', {
      carrier: 'BRT',
      tracking_number: 'BRT-0042',
    });
    expect(shipped.attributes.tracking).toEqual({ carrier: 'BRT', number: 'BRT-0042' });
    expect(shipped.attributes.moves).toEqual([{ to: 'delivered', needs: [] }]);
    await mailTo(email, 'spediti con BRT, tracking BRT-0042');
    const delivered = await moveOk(orderId, 'delivered');
    expect(delivered.attributes.moves).toEqual([]);
    await mailTo(email, 'consegnati');

    // The history names each change, who made it and its facts, oldest first.
    const history = delivered.attributes.history;
    expect(history.map((entry) => [entry.from, entry.to])).toEqual([
      [null, 'pending'],
      ['pending', 'paid'],
      ['paid', 'artwork_problem'],
      ['artwork_problem', 'artwork_approved'],
      ['artwork_approved', 'test_pressing'],
      ['test_pressing', 'pressing'],
      ['pressing', 'packed'],
      ['packed', 'shipped'],
      ['shipped', 'delivered'],
    ]);
    expect(history[0]?.actor).toBeNull();
    expect(history[2]?.actor?.email).toBe(ADMIN);
    expect(history[7]?.data).toEqual({ carrier: 'BRT', tracking_number: 'BRT-0042' });
    const audit = await t.database.handle.db
      .selectFrom('audit_log')
      .select(['action', 'data'])
      .where('target_id', '=', orderId)
      .orderBy('created_at')
      .execute();
    expect(audit).toHaveLength(7);
    expect(audit.every((row) => row.action === 'order.moved')).toBe(true);
    expect(JSON.parse(audit[5]?.data ?? '{}')).toMatchObject({
      from: 'packed',
      to: 'shipped',
      carrier: 'BRT',
    });
  });

  it('cancels and refunds with a reason, in English', async () => {
    const email = 'sam@example.com';
    const pressed = await guestOrder(t, { locale: 'en', email });
    await moveOk(pressed.orderId, 'artwork_approved');
    await mailTo(email, 'it is approved and ready for pressing');
    await moveOk(pressed.orderId, 'pressing');
    await mailTo(email, 'Your records are being pressed.');
    await moveOk(pressed.orderId, 'refunded', { reason: 'A fault in the press' });
    await mailTo(email, 'Your order is refunded: A fault in the press');

    // A paid order cancelled can be refunded afterwards; an unpaid one cannot.
    const paid = await guestOrder(t, { locale: 'en', email: 'kim@example.com' });
    const cancelled = await moveOk(paid.orderId, 'cancelled', { reason: 'Asked by the band' });
    expect(cancelled.attributes.moves).toEqual([{ to: 'refunded', needs: ['reason'] }]);
    await mailTo('kim@example.com', 'Your order is cancelled: Asked by the band');
    await moveOk(paid.orderId, 'refunded', { reason: 'Cancelled before pressing' });

    const unpaid = await guestOrder(t, { locale: 'en', email: 'lee@example.com', pay: false });
    const gone = await moveOk(unpaid.orderId, 'cancelled', { reason: 'Never paid' });
    expect(gone.attributes.moves).toEqual([]);
    expect((await move(unpaid.orderId, 'refunded', { reason: 'x' })).statusCode).toBe(409);

    // A submitted order waiting for its price can be cancelled too.
    const standby = await guestOrder(t, {
      locale: 'en',
      email: 'max@example.com',
      quantity: 12,
      pay: false,
    });
    await moveOk(standby.orderId, 'cancelled', { reason: 'Out of stock' });
  });

  it('refuses a move the state machine does not allow (409) and changes nothing', async () => {
    const paid = await guestOrder(t, { locale: 'en', email: 'ref@example.com' });
    for (const [to, attributes] of [
      ['shipped', { carrier: 'DHL', tracking_number: '1' }],
      ['pressing', {}],
      ['delivered', {}],
      ['paid', {}],
    ] as const) {
      const refused = await move(paid.orderId, to, attributes);
      expect(refused.statusCode, to).toBe(409);
      expect(refused.json().errors[0].code).toBe('invalid_transition');
    }
    // Pricing and payment are not the plant's buttons: they keep their own calls.
    const unpaid = await guestOrder(t, { locale: 'en', email: 'ref2@example.com', pay: false });
    expect((await move(unpaid.orderId, 'paid')).statusCode).toBe(409);
    const standby = await guestOrder(t, {
      locale: 'en',
      email: 'ref3@example.com',
      quantity: 12,
      pay: false,
    });
    expect((await move(standby.orderId, 'pending')).statusCode).toBe(409);
    const detail = await plant.get(`/api/admin/orders/${paid.orderId}/detail`);
    expect(detail.json<{ data: Detail }>().data.attributes.order_status).toBe('paid');
  });

  it('answers 422 naming each missing need, 400 for bad input, 404 for no order', async () => {
    const { orderId, albumId } = await guestOrder(t, { locale: 'en', email: 'need@example.com' });
    const problem = await move(orderId, 'artwork_problem', { message: '  ' });
    expect(problem.statusCode).toBe(422);
    expect(problem.json().errors.map((e: { source: { pointer: string } }) => e.source)).toEqual([
      { pointer: '/data/attributes/part' },
      { pointer: '/data/attributes/message' },
    ]);
    const cancel = await move(orderId, 'cancelled');
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().errors[0]).toMatchObject({
      code: 'move_needs_missing',
      source: { pointer: '/data/attributes/reason' },
    });
    const part = { album_id: 'not-in-this-order', kind: 'cover_print', type: 'external' };
    const foreign = await move(orderId, 'artwork_problem', { part, message: 'Too dark' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors[0].code).toBe('album_not_in_order');
    const wrongSide = { album_id: albumId, kind: 'cover_print', type: 'front_disc1' };
    expect(
      (await move(orderId, 'artwork_problem', { part: wrongSide, message: 'x' })).statusCode,
    ).toBe(400);
    expect((await move(orderId, 'lost')).statusCode).toBe(400);
    expect((await move(orderId, 'artwork_approved', { colour: 'red' })).statusCode).toBe(400);
    const typed = await plant.post(`/api/admin/orders/${orderId}/moves`, {
      data: { type: 'orders', attributes: { to: 'artwork_approved' } },
    });
    expect(typed.statusCode).toBe(400);
    expect((await move('no-such-order', 'artwork_approved')).statusCode).toBe(404);
    const detail = await plant.get(`/api/admin/orders/${orderId}/detail`);
    const attributes = detail.json<{ data: Detail }>().data.attributes;
    expect(attributes.order_status).toBe('paid');
    expect(attributes.history).toHaveLength(2);
    expect(attributes.moves).toEqual([
      { to: 'artwork_approved', needs: [] },
      { to: 'artwork_problem', needs: ['part', 'message'] },
      { to: 'cancelled', needs: ['reason'] },
      { to: 'refunded', needs: ['reason'] },
    ]);
  });

  it('ignores a payment event replayed once production has started', async () => {
    const { orderId } = await guestOrder(t, { locale: 'en', email: 'replay@example.com' });
    await moveOk(orderId, 'artwork_approved');
    const { price } = (await moveOk(orderId, 'pressing')).attributes;
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      order_id: orderId,
      amount: price,
      currency: 'eur',
    });
    const key = await sharedSecret(t.database.handle.db, t.database.dataDir, 'payments-test-hmac');
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/webhook',
      headers: {
        'content-type': 'application/json',
        'x-test-signature': createHmac('sha256', key).update(payload).digest('hex'),
      },
      payload,
    });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual({ data: { received: true, changed: false } });
    const detail = await plant.get(`/api/admin/orders/${orderId}/detail`);
    const { attributes } = detail.json<{ data: Detail }>().data;
    expect(attributes.order_status).toBe('pressing');
    expect(attributes.history.map((entry) => entry.to)).toEqual([
      'pending',
      'paid',
      'artwork_approved',
      'pressing',
    ]);
  });

  it('lets one of two concurrent moves win; the other is told (409)', async () => {
    const { orderId, albumId } = await guestOrder(t, { locale: 'en', email: 'race@example.com' });
    const other = await adminClient(t);
    const race = await Promise.all([
      move(orderId, 'artwork_approved'),
      other.post(
        `/api/admin/orders/${orderId}/moves`,
        moveBody('artwork_problem', {
          part: { album_id: albumId, kind: 'cover_print', type: 'external' },
          message: 'Blurry',
        }),
      ),
    ]);
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const events = await t.database.handle.db
      .selectFrom('order_events')
      .select('to_status')
      .where('order_id', '=', orderId)
      .execute();
    expect(events).toHaveLength(3);
  });

  it('refuses customers (403) and anonymous callers (401) on every production route', async () => {
    const { orderId, customer } = await guestOrder(t, { locale: 'en', email: 'own@example.com' });
    const file = await t.database.handle.db.selectFrom('files').select('id').executeTakeFirst();
    const calls = (client: TestClient) => [
      client.get(`/api/admin/orders/${orderId}/detail`),
      client.post(`/api/admin/orders/${orderId}/moves`, moveBody('artwork_approved')),
      client.get(`/api/admin/files/${file?.id ?? 'none'}/content`),
      client.get(`/api/admin/files/${file?.id ?? 'none'}/thumbnail`),
    ];
    for (const [client, status] of [
      [customer, 403],
      [await guestClient(t), 403],
      [new TestClient(t.app), 401],
    ] as const) {
      for (const response of await Promise.all(calls(client))) {
        expect(response.statusCode).toBe(status);
        expect(response.headers['content-type']).toContain('application/vnd.api+json');
      }
    }
    const detail = await plant.get(`/api/admin/orders/${orderId}/detail`);
    expect(detail.json<{ data: Detail }>().data.attributes.order_status).toBe('paid');
  });
});
