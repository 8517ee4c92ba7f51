import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';

export interface MailMessage {
  /** What the mail is for (file names and logs; never the link, which holds a token). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header: the outbox's own per mail, so a resend is the same mail. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface Options {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

/** `ada@example.com` → `a***@example.com`: enough to follow a log, not to harvest it. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 1 ? '***' : `${address.charAt(0)}***${address.slice(at)}`;
}

/**
 * Mail over SMTP when `SMTP_URL` is set; otherwise each mail is written as an `.eml` file to
 * DATA_DIR/outbox, so a fresh `npm start` can finish a sign-up (ARCHITECTURE.md). The log
 * names the file, not the link: links carry tokens, and tokens never reach a log
 * (docs/decisions/003-accounts.md).
 */
export function createMailer(options: Options): Mailer {
  const mailer = createTransportMailer(options);
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        options.log.error({ err: error, kind: message.kind }, 'mail could not be sent');
        throw error;
      }
    },
    close: () => mailer.close(),
  };
}

function createTransportMailer({ smtpUrl, from, outboxDir, log }: Options): Mailer {
  if (smtpUrl) {
    const transport = createTransport(smtpUrl, { from });
    return {
      async send(message) {
        await transport.sendMail(envelope(message));
        log.info({ kind: message.kind, to: maskAddress(message.to) }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = createTransport({ streamTransport: true, buffer: true }, { from });
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(message));
      await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(
        outboxDir,
        `${stamp}-${message.kind}-${randomBytes(4).toString('hex')}.eml`,
      );
      // Written aside and renamed: a reader of the outbox never sees half a mail.
      await fs.writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await fs.rename(`${file}.part`, file);
      log.info({ kind: message.kind, to: maskAddress(message.to), file }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}

function envelope({ to, subject, text, html, messageId }: MailMessage) {
  return { to, subject, text, html, ...(messageId && { messageId }) };
}
