import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, mailBodies, readOutbox } from './support/accounts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './support/smtp-sink';
import { createTestApp, TestClient } from './support/test-app';
import { testDialect } from './support/test-database';

describe(`mail over SMTP on ${testDialect}`, () => {
  let sink: SmtpSink;
  let received: ReceivedMail[] = [];
  let port = 0;

  beforeAll(async () => {
    sink = await startSmtpSink();
    ({ received, port } = sink);
  });
  afterAll(() => sink.close());

  it('sends the activation mail through SMTP_URL and writes nothing to the outbox', async () => {
    const t = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Vinyl Press <hello@shop.example>',
        PUBLIC_ORIGIN: 'https://shop.example',
      },
    });
    try {
      const client = new TestClient(t.app);
      const response = await client.post('/api/signup?locale=it', {
        email: 'ada@example.com',
        password: 'correct horse battery',
      });
      expect(response.statusCode).toBe(202);
      const mail = received.at(-1);
      expect(mail?.from).toBe('hello@shop.example');
      expect(mail?.to).toEqual(['ada@example.com']);
      expect(mail?.raw).toMatch(/^Subject: Conferma il tuo indirizzo email$/m);
      const { url, token } = linkIn(
        { decoded: mailBodies(mail?.raw ?? '').join('\n') },
        'activate',
      );
      expect(url.origin).toBe('https://shop.example');
      expect(readOutbox(t.database.dataDir)).toEqual([]);
      // The mailed link works.
      expect((await client.post('/api/signup/activation', { uuid: token })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers 503 mail_unavailable when the mail server cannot be reached', async () => {
    const closed = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${deadPort}` } });
    try {
      const response = await new TestClient(t.app).post('/api/signup', {
        email: 'bea@example.com',
        password: 'correct horse battery',
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().errors[0]).toMatchObject({
        code: 'mail_unavailable',
        title: 'The e-mail could not be sent, please retry later',
      });
    } finally {
      await t.close();
    }
  });
});
