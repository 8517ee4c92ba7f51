/** The mail module's one door (decision 018): the transport and the mails' texts. */
export { createMailer, maskAddress, type Mailer, type MailMessage } from './mailer';
export { accountMail } from './mail.templates';
export {
  customerOrderMail,
  plantOrderMail,
  type CustomerOrderMail,
  type OrderMailData,
} from './order.templates';
