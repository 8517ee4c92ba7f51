import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, mailBodies, mailsSettled, readOutbox } from './support/accounts';
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
      await mailsSettled(t.database.dataDir);
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

  it('accepts the sign-up while the mail server is down and mails the link once it is back (decision 032)', async () => {
    const closed = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${deadPort}`, MAIL_RETRY_SECONDS: '1' },
    });
    let back: SmtpSink | undefined;
    try {
      const client = new TestClient(t.app);
      const response = await client.post('/api/signup', {
        email: 'bea@example.com',
        password: 'correct horse battery',
      });
      expect(response.statusCode).toBe(202);
      // The first attempt fails: the mail waits in the outbox with the reason.
      const db = t.database.handle.db;
      const until = Date.now() + 10_000;
      let row = await db.selectFrom('mail_outbox').selectAll().executeTakeFirst();
      while (!row?.last_error && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        row = await db.selectFrom('mail_outbox').selectAll().executeTakeFirst();
      }
      expect(row).toMatchObject({ kind: 'activation', state: 'pending' });
      expect(row?.last_error).toBeTruthy();
      // The mail server comes back on its address: the retry delivers the link, once.
      back = await startSmtpSink(deadPort);
      await mailsSettled(t.database.dataDir, 20_000);
      expect(back.received.map((mail) => mail.to)).toEqual([['bea@example.com']]);
      const { token } = linkIn(
        { decoded: mailBodies(back.received[0]?.raw ?? '').join('\n') },
        'activate',
      );
      expect((await client.post('/api/signup/activation', { uuid: token })).statusCode).toBe(200);
    } finally {
      await back?.close();
      await t.close();
    }
  });
});
