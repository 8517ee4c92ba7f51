import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, mailBodies, readOutbox } from './support/accounts';
import { createTestApp, TestClient } from './support/test-app';
import { testDialect } from './support/test-database';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe(`mail over SMTP on ${testDialect}`, () => {
  const received: Received[] = [];
  let sink: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    // A real SMTP server, as a mail relay would be; it keeps what it receives.
    sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    port = (sink.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => sink.close(() => resolve())));

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
