import { createHmac, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedSecret } from '../src/db/shared-secrets';
import { buildOrderCustomer, createOrderableAlbum } from './factories';
import {
  decodeQuotedPrintable,
  mailBodies,
  readOutbox,
  signIn,
  type OutboxMail,
} from './support/accounts';
import { waitForOutbox } from './support/outbox';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './support/smtp-sink';
import { createTestApp, TestClient, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

const PLANT = 'plant@press.example';

interface OrderAttributes {
  price: number;
  items_price: number;
  shipping_cost: number;
  invoice_url: string;
  order_status: string;
}

/**
 * Mails leave through a job after the order is committed (issue 20): wait until the outbox
 * holds what we expect (seconds on a loaded machine with pg-boss polling each second).
 */
async function waitForMails(
  dataDir: string,
  done: (mails: OutboxMail[]) => boolean,
  timeoutMs = 20_000,
): Promise<OutboxMail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = readOutbox(dataDir);
    if (done(mails)) return mails;
    if (Date.now() > until) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The Subject header as a mail reader shows it: unfolded, RFC 2047 words decoded. */
function subjectOf(mail: { raw: string }): string {
  const headers = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]/g, ' ');
  const subject = /^Subject: (.*)$/m.exec(headers)?.[1] ?? '';
  return subject
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

/**
 * Money exactly as the buyer's language writes it (issue 14 item 5), spelled out here rather
 * than by the formatter under test: "1234,50 €" (no-break space; groups of thousands from
 * 10.000) in Italian, "€1,234.50" in English.
 */
const euros = (cents: number, locale: 'en' | 'it') => {
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  const grouped = (separator: string) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return locale === 'it'
    ? `${whole >= 10_000 ? grouped('.') : whole},${fraction}\u00a0€`
    : `€${grouped(',')}.${fraction}`;
};

/** Cents from an amount as written in either language ("384,60 €", "€1,234.50"). */
const centsOf = (text: string) => {
  const match = /(\d[\d.,]*)[.,](\d\d)(?!\d)/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return Number((match[1] ?? '').replace(/[.,]/g, '')) * 100 + Number(match[2]);
};

/**
 * Issue 9 item 6: the buyer is mailed when the order is placed and when it is paid, the
 * plant (PLANT_EMAIL) for every new order; a mail never fails the order.
 */
describe(`order mails on ${testDialect}`, () => {
  async function appWith(env: Record<string, string> = {}) {
    const t = await createTestApp({
      env: { PUBLIC_ORIGIN: 'https://shop.example', PLANT_EMAIL: PLANT, ...env },
    });
    const client = new TestClient(t.app);
    await client.loginAsGuest();
    return { t, client };
  }

  const order = (albumId: string, quantity: number, customer = buildOrderCustomer()) => ({
    products: [{ variant_id: 1, quantity, album_id: albumId }],
    note_attributes: [{ name: 'fiscal_code', value: 'RSSMRA85T10A562S' }],
    customer,
  });

  async function attributesOf(client: TestClient, id: string) {
    return (await client.get(`/api/orders/${id}`)).json<{ data: { attributes: OrderAttributes } }>()
      .data.attributes;
  }

  async function sendPaidEvent(t: TestApp, orderId: string, amount: number, eventId: string) {
    const key = await sharedSecret(t.database.handle.db, t.database.dataDir, 'payments-test-hmac');
    const payload = JSON.stringify({
      id: eventId,
      type: 'payment.succeeded',
      order_id: orderId,
      amount,
      currency: 'eur',
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/test/webhook',
      headers: {
        'content-type': 'application/json',
        'x-test-signature': createHmac('sha256', key).update(payload).digest('hex'),
      },
      payload,
    });
  }

  it('checkout: the buyer is asked to pay in Italian, the plant gets the whole order', async () => {
    const { t, client } = await appWith();
    try {
      const album = await createOrderableAlbum(t.database.handle.db, client, 2);
      const customer = buildOrderCustomer({
        email: 'ada@example.com',
        billing: { name: 'Ada Records Srl', invoice: true, vat_number: 'IT01234567890' },
      });
      const placed = await client.post('/api/checkout?locale=it', order(album.id, 2, customer));
      expect(placed.statusCode, placed.body).toBe(201);
      const { id, invoice_url: invoiceUrl } = placed.json<{
        data: { id: string; invoice_url: string };
      }>().data;
      const attributes = await attributesOf(client, id);
      const mails = await waitForMails(t.database.dataDir, (all) => all.length >= 2);
      const buyer = mails.find((mail) => mail.to.includes('ada@example.com'));
      const plant = mails.find((mail) => mail.to.includes(PLANT));

      expect(subjectOf(buyer ?? { raw: '' })).toContain('completa il pagamento');
      expect(buyer?.raw).toContain('text/plain');
      expect(buyer?.raw).toContain('text/html');
      // The mail's link is the order's signed payment link, not the gateway's page.
      expect(invoiceUrl).toContain(`/ext/pay/test/${id}`);
      expect(buyer?.decoded).toContain(`https://shop.example/ext/pay/${id}?token=`);
      expect(buyer?.decoded).toContain('Songs: 2 copie');
      expect(buyer?.decoded).toContain(`Totale: ${euros(attributes.price, 'it')}`);
      expect(buyer?.decoded).toContain(`Spedizione: ${euros(attributes.shipping_cost, 'it')}`);
      expect(buyer?.decoded).toContain('Prezzi IVA inclusa (22%)');
      expect(buyer?.decoded).toContain('Via Roma 1');
      expect(buyer?.decoded).toContain('da 20 a 50 giorni lavorativi');

      expect(subjectOf(plant ?? { raw: '' })).toContain('Nuovo ordine pending');
      for (const fact of [
        id,
        'ada@example.com',
        customer.phone ?? '',
        'Via Roma 1',
        '20121 Milano (MI)',
        'Ada Records Srl',
        'Fattura richiesta',
        'Partita IVA: IT01234567890',
        'Codice fiscale: RSSMRA85T10A562S',
        `Songs: 2 copie × ${euros(attributes.items_price / 2, 'it')}`,
        `Totale: ${euros(attributes.price, 'it')}`,
        `https://shop.example/api/summary-album/${album.id}`,
      ]) {
        expect(plant?.decoded, fact).toContain(fact);
      }
    } finally {
      await t.close();
    }
  });

  it('submit: the buyer hears we will contact them for the final price, in English', async () => {
    const { t, client } = await appWith();
    try {
      const album = await createOrderableAlbum(t.database.handle.db, client, 12);
      const customer = buildOrderCustomer({ email: 'bob@example.com' });
      const placed = await client.post(
        '/api/submit-order?locale=en',
        order(album.id, 12, customer),
      );
      expect(placed.statusCode, placed.body).toBe(201);
      const mails = await waitForMails(
        t.database.dataDir,
        (all) => all.some((mail) => mail.to.includes(PLANT)) && all.length >= 2,
      );
      const buyer = mails.find((mail) => mail.to.includes('bob@example.com'));
      expect(subjectOf(buyer ?? { raw: '' })).toBe('We received your order “Songs”');
      expect(buyer?.decoded).toContain(
        'We received your order. We will contact you for the final price and payment.',
      );
      expect(buyer?.decoded).toContain('Songs: 12 copies');
      const plant = mails.find((mail) => mail.to.includes(PLANT));
      expect(plant?.decoded).toContain('standby (da 10 a 30 copie');
    } finally {
      await t.close();
    }
  });

  // Issue 14 item 6: the estimate's total is printed above the sentence that speaks of it.
  for (const [locale, total, sentence] of [
    ['en', 'Total: ', 'The total above is an estimate: the final price may change.'],
    ['it', 'Totale: ', 'Il totale qui sopra è una stima: il prezzo finale può cambiare.'],
  ] as const) {
    it(`submit: the estimate's sentence points up to the total above it (${locale})`, async () => {
      const { t, client } = await appWith();
      try {
        const album = await createOrderableAlbum(t.database.handle.db, client, 12);
        const customer = buildOrderCustomer({ email: 'eva@example.com' });
        const placed = await client.post(
          `/api/submit-order?locale=${locale}`,
          order(album.id, 12, customer),
        );
        expect(placed.statusCode, placed.body).toBe(201);
        const { id } = placed.json<{ data: { id: string } }>().data;
        const attributes = await attributesOf(client, id);
        const mails = await waitForMails(t.database.dataDir, (all) => all.length >= 2);
        const buyer = mails.find((mail) => mail.to.includes('eva@example.com'));
        const [text = ''] = mailBodies(buyer?.raw ?? '');
        expect(text).toContain(`${total}${euros(attributes.price, locale)}`);
        for (const body of mailBodies(buyer?.raw ?? '')) {
          const totalAt = body.indexOf(euros(attributes.price, locale));
          expect(totalAt, body).toBeGreaterThan(0);
          expect(body.indexOf(sentence), body).toBeGreaterThan(totalAt);
          expect(body).not.toMatch(/below|sotto/);
        }
      } finally {
        await t.close();
      }
    });
  }

  /**
   * Issue 14 item 6: the plant sets a total for a standby order; the mail shows that total,
   * the records and shipping that make it, and no unit price of the old estimate.
   */
  for (const locale of ['it', 'en'] as const) {
    it(`priced: the figures add up to the plant's total, no unit price (${locale})`, async () => {
      const ADMIN = 'plant-admin@press.example';
      const PASSWORD = 'vinyl plant secret';
      // Jobs off: no mail leaves before the plant has priced the order (decision 032).
      const { t, client } = await appWith({
        ADMIN_EMAIL: ADMIN,
        ADMIN_PASSWORD: PASSWORD,
        JOBS: 'off',
      });
      try {
        const album = await createOrderableAlbum(t.database.handle.db, client, 12);
        const customer = buildOrderCustomer({ email: 'fede@example.com' });
        const placed = await client.post(
          `/api/submit-order?locale=${locale}`,
          order(album.id, 12, customer),
        );
        expect(placed.statusCode, placed.body).toBe(201);
        const { id } = placed.json<{ data: { id: string } }>().data;
        const estimate = await attributesOf(client, id);
        const plant = new TestClient(t.app);
        await signIn(plant, ADMIN, PASSWORD);
        // A total below the estimate, that no whole unit price × 12 gives.
        const total = estimate.price - 4_737;
        const note = 'Sconto per la ristampa';
        const priced = await plant.post(`/api/admin/orders/${id}/price`, { price: total, note });
        expect(priced.statusCode, priced.body).toBe(200);
        // Only now do the mails leave: the order's own mails are sent after its pricing and
        // still tell it as it was placed, rendered when they were written.
        await t.app.jobs.queue.start(true);
        const mails = await waitForMails(
          t.database.dataDir,
          (all) => all.filter((mail) => mail.to.includes('fede@example.com')).length >= 2,
        );
        const submitted = mails.find(
          (m) =>
            m.to.includes('fede@example.com') &&
            !subjectOf(m).includes(locale === 'it' ? 'pronto' : 'ready'),
        );
        expect(submitted?.decoded).not.toMatch(/ext\/pay/);
        expect(submitted?.decoded).toContain(euros(estimate.price, locale));
        expect(submitted?.decoded).not.toContain(euros(total, locale));
        const mail = mails.find(
          (m) =>
            m.to.includes('fede@example.com') &&
            subjectOf(m).includes(locale === 'it' ? 'pronto' : 'ready'),
        );
        const [text = '', html = ''] = mailBodies(mail?.raw ?? '');
        const words =
          locale === 'it'
            ? {
                records: 'Dischi, prezzo stabilito dallo stabilimento: ',
                shipping: 'Spedizione: ',
                total: 'Totale: ',
                copies: /^ *Songs: 12 copie\r?$/m,
                note: `Nota dello stabilimento: ${note}`,
              }
            : {
                records: 'Records, price set by the plant: ',
                shipping: 'Shipping: ',
                total: 'Total: ',
                copies: /^ *Songs: 12 copies\r?$/m,
                note: `Note from the plant: ${note}`,
              };
        const line = (label: string) =>
          text.split(/\r?\n/).find((candidate) => candidate.startsWith(label)) ?? '';
        expect(line(words.total)).toBe(`${words.total}${euros(total, locale)}`);
        const records = centsOf(line(words.records));
        const shipping = centsOf(line(words.shipping));
        expect(line(words.records)).toBe(`${words.records}${euros(records, locale)}`);
        expect(records + shipping).toBe(total);
        expect(shipping).toBe(estimate.shipping_cost);
        expect(text).toMatch(words.copies);
        expect(text).toContain(words.note);
        // No unit price of the estimate, in the text or the HTML part.
        for (const body of [text, html]) {
          expect(body).not.toMatch(/×|l’una|\beach\b/);
          expect(body).toContain(euros(total, locale));
          expect(body).not.toContain(euros(estimate.price, locale));
        }
      } finally {
        await t.close();
      }
    });
  }

  it('paid: one receipt, even for two concurrent events and a replay', async () => {
    const { t, client } = await appWith();
    try {
      const album = await createOrderableAlbum(t.database.handle.db, client, 3);
      const customer = buildOrderCustomer({
        email: 'cleo@example.com',
        shipping: { country: 'US', city: 'Austin', postal_code: '73301', province: 'TX' },
      });
      const placed = await client.post('/api/checkout?locale=en', order(album.id, 3, customer));
      const { id } = placed.json<{ data: { id: string } }>().data;
      const attributes = await attributesOf(client, id);
      const eventId = `evt_${randomUUID()}`;
      const [first, second] = await Promise.all([
        sendPaidEvent(t, id, attributes.price, eventId),
        sendPaidEvent(t, id, attributes.price, eventId),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      const replay = await sendPaidEvent(t, id, attributes.price, eventId);
      expect(replay.json()).toMatchObject({ data: { changed: false } });
      const wrong = await sendPaidEvent(t, id, attributes.price + 1, `evt_${randomUUID()}`);
      expect(wrong.statusCode).toBe(422);
      // The outbox sends every mail written (issue 20): once it is drained, all have left.
      await waitForOutbox(t.database.handle.db);
      const receipts = readOutbox(t.database.dataDir).filter(
        (mail) => mail.to.includes('cleo@example.com') && subjectOf(mail).startsWith('Payment'),
      );
      expect(receipts).toHaveLength(1);
      const receipt = receipts[0];
      expect(subjectOf(receipt ?? { raw: '' })).toBe('Payment received: your order “Songs”');
      for (const fact of [
        'Songs: 3 copies',
        'Copies: 3',
        `Records: ${euros(attributes.items_price, 'en')}`,
        `Shipping: ${euros(attributes.shipping_cost, 'en')} (world)`,
        `Total: ${euros(attributes.price, 'en')}`,
        'Prices include VAT (22%)',
        '73301 Austin (TX)',
        'Processing time: 20 to 50 working days from payment.',
      ]) {
        expect(receipt?.decoded, fact).toContain(fact);
      }
      // No "pay now" link in a receipt.
      expect(receipt?.decoded).not.toContain('/ext/pay/test/');
      // Placed mail + plant copy + one receipt + the plant's "paid": nothing else.
      const all = readOutbox(t.database.dataDir);
      expect(all).toHaveLength(4);
      const plantPaid = all.filter((mail) => subjectOf(mail).startsWith('Ordine pagato'));
      expect(plantPaid).toHaveLength(1);
      expect(plantPaid[0]?.to).toContain(PLANT);
      expect(plantPaid[0]?.decoded).toContain('Stato: paid');
    } finally {
      await t.close();
    }
  });

  it('sends no plant mail when PLANT_EMAIL is unset', async () => {
    const { t, client } = await appWith({ PLANT_EMAIL: '' });
    try {
      const album = await createOrderableAlbum(t.database.handle.db, client, 1);
      const placed = await client.post('/api/checkout', order(album.id, 1));
      expect(placed.statusCode).toBe(201);
      await waitForOutbox(t.database.handle.db);
      const mails = readOutbox(t.database.dataDir);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.to).not.toContain(PLANT);
    } finally {
      await t.close();
    }
  });

  describe('over SMTP', () => {
    let sink: SmtpSink;
    let received: ReceivedMail[] = [];
    let port = 0;
    beforeAll(async () => {
      sink = await startSmtpSink();
      ({ received, port } = sink);
    });
    afterAll(() => sink.close());

    it('sends the buyer and the plant their mails through SMTP_URL', async () => {
      const { t, client } = await appWith({ SMTP_URL: `smtp://127.0.0.1:${port}` });
      try {
        const album = await createOrderableAlbum(t.database.handle.db, client, 1);
        const customer = buildOrderCustomer({
          email: 'dora@example.com',
          shipping: { name: '<b>Dora</b> & co' },
        });
        const placed = await client.post('/api/checkout', order(album.id, 1, customer));
        expect(placed.statusCode).toBe(201);
        const { id } = placed.json<{ data: { id: string } }>().data;
        await waitForOutbox(t.database.handle.db);
        const buyer = received.find((mail) => mail.to.includes('dora@example.com'));
        const [text, html] = mailBodies(buyer?.raw ?? '');
        expect(text).toContain(`https://shop.example/ext/pay/${id}?token=`);
        expect(text).toContain('<b>Dora</b> & co');
        // What the buyer typed is text in the HTML part, never markup.
        expect(html).toContain('&#60;b&#62;Dora&#60;/b&#62; &#38; co');
        expect(html).not.toContain('<b>Dora');
        expect(received.some((mail) => mail.to.includes(PLANT))).toBe(true);
        expect(readOutbox(t.database.dataDir)).toEqual([]);
      } finally {
        await t.close();
      }
    });

    it('places and pays the order even when the mail server cannot be reached', async () => {
      const closed = new SMTPServer({ logger: false });
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const deadPort = (closed.server.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const { t, client } = await appWith({ SMTP_URL: `smtp://127.0.0.1:${deadPort}` });
      try {
        const album = await createOrderableAlbum(t.database.handle.db, client, 1);
        const placed = await client.post('/api/checkout', order(album.id, 1));
        expect(placed.statusCode, placed.body).toBe(201);
        const { id } = placed.json<{ data: { id: string } }>().data;
        const attributes = await attributesOf(client, id);
        expect(attributes.order_status).toBe('pending');
        const paid = await sendPaidEvent(t, id, attributes.price, `evt_${randomUUID()}`);
        expect(paid.statusCode).toBe(200);
        expect((await attributesOf(client, id)).order_status).toBe('paid');
        const albumRow = await t.database.handle.db
          .selectFrom('albums')
          .select('album_status')
          .where('id', '=', album.id)
          .executeTakeFirstOrThrow();
        expect(albumRow.album_status).toBe('ordered');
      } finally {
        await t.close();
      }
    });
  });
});
