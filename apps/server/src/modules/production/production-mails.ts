import type { OrderStatus } from '@vinyl/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { escapeHtml } from '../../http/html-page';
import { resolveLocale, type Locale } from '../../i18n/messages';
import type { MailMessage, MailOutbox } from '../mail';
import { MOVE_TEXTS, partName, type MoveFacts } from './production-mail.texts';

/** The order as a production mail needs it. */
export interface MailOrder {
  id: string;
  title: string;
  email: string | null;
  locale: string | null;
}

export interface MovedMail {
  order: MailOrder;
  to: OrderStatus;
  part?: { kind: string; type: string } | undefined;
  message?: string | undefined;
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  reason?: string | undefined;
}

export interface ReplacedMail {
  order: MailOrder;
  albumTitle: string;
  kind: string;
  type: string;
  fileId: string;
}

interface Deps {
  outbox: Pick<MailOutbox, 'add'>;
  publicOrigin: string;
  /** The plant's address (PLANT_EMAIL, else ADMIN_EMAIL); none, no plant mail. */
  plantEmail: string | undefined;
}

function page(locale: Locale, paragraphs: readonly string[], link: string | null, label: string) {
  const button = link
    ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#161413;color:#fbf7f0;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p>
<p style="font-size:13px">${escapeHtml(link)}</p>`
    : '';
  return `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#161413">
${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
${button}
<p>Vinyl Press</p>
</body></html>`;
}

/**
 * The production mails (issue 17): to the customer at each move the plant makes, in the
 * language they ordered in, with a link to the order on My orders; to the plant when a
 * customer replaced a reopened artwork file. Like the order mails they go to the outbox in
 * the transaction of the change they tell (issue 20), and leave through the mail job.
 */
export function createProductionMails({ outbox, publicOrigin, plantEmail }: Deps) {
  const orderLink = (id: string) => `${publicOrigin}/orders?order=${encodeURIComponent(id)}`;

  async function queue(message: MailMessage | null, trx: Transaction<Database> | undefined) {
    if (!message?.to) return;
    await outbox.add([{ kind: message.kind, message }], trx);
  }

  function movedMessage(mail: MovedMail): MailMessage | null {
    if (mail.to === 'standby' || mail.to === 'pending' || mail.to === 'paid') return null;
    const locale = resolveLocale(mail.order.locale ?? undefined);
    const texts = MOVE_TEXTS[mail.to][locale];
    const facts: MoveFacts = {
      ...mail,
      part: mail.part && partName(mail.part.kind, mail.part.type, locale),
    };
    const paragraphs = texts.body(facts);
    const link = texts.action ? orderLink(mail.order.id) : null;
    const heading = `${mail.order.title} (${mail.order.id})`;
    const text = [...paragraphs, ...(link ? [link] : []), heading, 'Vinyl Press'].join('\n\n');
    return {
      kind: `order-${mail.to.replace(/_/g, '-')}`,
      to: mail.order.email ?? '',
      subject: texts.subject(mail.order.title),
      text: `${text}\n`,
      html: page(locale, [...paragraphs, heading], link, texts.action ?? ''),
    };
  }

  function replacedMessage(mail: ReplacedMail): MailMessage | null {
    if (!plantEmail) return null;
    const part = partName(mail.kind, mail.type, 'it');
    const paragraphs = [
      `Il cliente ha sostituito il file della grafica da correggere: ${part} di “${mail.albumTitle}”.`,
      `Ordine ${mail.order.id}: ${mail.order.title}. Nuovo file: ${mail.fileId}.`,
      'Controllalo e approva la grafica dal back-office.',
    ];
    const link = `${publicOrigin}/admin/orders/${encodeURIComponent(mail.order.id)}`;
    return {
      kind: 'order-plant-artwork-replaced',
      to: plantEmail,
      subject: `Grafica sostituita: ${mail.order.title} (${part})`,
      text: `${[...paragraphs, link, 'Vinyl Press'].join('\n\n')}\n`,
      html: page('it', paragraphs, link, 'Apri l’ordine'),
    };
  }

  return {
    moved: (mail: MovedMail, trx?: Transaction<Database>) => queue(movedMessage(mail), trx),
    artworkReplaced: (mail: ReplacedMail, trx?: Transaction<Database>) =>
      queue(replacedMessage(mail), trx),
  };
}

export type ProductionMails = ReturnType<typeof createProductionMails>;
