import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { MailMessage, MailOutbox } from '../mail';

/** Where account mails go: the mail outbox (issue 20, decision 032). */
export type AccountMailer = Pick<MailOutbox, 'add'>;

/**
 * Writes an account mail to the outbox, in `trx` when given: the mail is committed with the
 * token it carries and leaves through the `mail-send` job, retried while the mail server is
 * away. A mail server that is down no longer fails the request (decision 032).
 */
export async function queueMail(
  mailer: AccountMailer,
  message: MailMessage,
  trx?: Transaction<Database>,
): Promise<void> {
  await mailer.add([{ kind: message.kind, message }], trx);
}
