import { AppError } from '../../http/errors';
import type { MailMessage } from '../mail';

export interface AccountMailer {
  send(message: MailMessage): Promise<void>;
}

/** A mail that cannot leave is a 503 the form can report (the mailer logs the cause). */
export async function sendOrFail(mailer: AccountMailer, message: MailMessage): Promise<void> {
  try {
    await mailer.send(message);
  } catch {
    throw new AppError(503, 'mail_unavailable', 'The e-mail could not be sent, please retry later');
  }
}
