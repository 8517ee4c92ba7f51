/** The mail module's one door (decision 018): the transport, the outbox and the mails' texts. */
export { createMailer, maskAddress, type Mailer, type MailMessage } from './mailer';
export { createMailModule } from './mail.module';
export {
  createMailOutbox,
  MAIL_SEND_JOB,
  type MailOutbox,
  type OutboxMail,
  type OutboxRenderer,
} from './outbox';
export { accountMail } from './mail.templates';
export {
  customerOrderMail,
  plantOrderMail,
  type CustomerOrderMail,
  type OrderMailData,
} from './order.templates';
