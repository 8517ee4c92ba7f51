import { formatMoney, formatPlantDay, type OrderStatus } from '@vinyl/domain';
import type { Locale } from '../../i18n/messages';
import type { MailMessage } from './mailer';

/** An order as its mails tell it; money in cents. */
export interface OrderMailData {
  id: string;
  title: string;
  status: OrderStatus;
  albums: { albumId: string | null; title: string; quantity: number; unitPrice: number }[];
  quantity: number;
  itemsPrice: number;
  shippingCost: number;
  shippingZone: string | null;
  price: number;
  vatIncluded: boolean;
  vatRate: number;
  invoiceUrl: string | null;
  email: string;
  phone: string | null;
  shipping: {
    name: string;
    address: string;
    address2: string | null;
    city: string;
    postalCode: string;
    province: string | null;
    country: string;
  } | null;
  billing: {
    name: string;
    invoice: boolean;
    vatNumber: string | null;
    sdiCode: string | null;
  } | null;
  fiscalCode: string | null;
  /** The plant's note when it priced a standby order. */
  plantNote: string | null;
  /** A quote's discount line (issue 17): cents off the records, and why. */
  discount: { amount: number; reason: string } | null;
  /** When a quote's offer ends (issue 17); null for other orders. */
  quoteExpiresAt: string | null;
  /**
   * The plant set this order's total (a priced standby order): the albums' unit prices
   * were the estimate, so the mails show the plant's records price and total, never a unit
   * price that does not add up to them (issue 14 item 6).
   */
  pricedByPlant: boolean;
}

export type CustomerOrderMail =
  'order-checkout' | 'order-submitted' | 'order-paid' | 'order-priced' | 'order-repriced';

interface Texts {
  subject: (title: string) => string;
  greeting: string;
  body: string;
  action: string | null;
  after: string;
}

const CUSTOMER_TEXTS: Record<CustomerOrderMail, Record<Locale, Texts>> = {
  'order-checkout': {
    en: {
      subject: (title) => `Your order “${title}”: complete your payment`,
      greeting: 'Thank you for your order!',
      body: 'We have received your order. It is confirmed when the payment arrives: complete it here.',
      action: 'Complete your payment',
      after:
        'You can also pay later from My orders, where the order waits under Pending. Processing time: 20 to 50 working days from payment.',
    },
    it: {
      subject: (title) => `Il tuo ordine “${title}”: completa il pagamento`,
      greeting: 'Grazie per il tuo ordine!',
      body: 'Abbiamo ricevuto il tuo ordine. È confermato quando arriva il pagamento: completalo qui.',
      action: 'Completa il pagamento',
      after:
        'Puoi pagare anche più tardi da I miei ordini, dove l’ordine resta tra quelli In attesa. Tempi di lavorazione: da 20 a 50 giorni lavorativi dal pagamento.',
    },
  },
  'order-submitted': {
    en: {
      subject: (title) => `We received your order “${title}”`,
      greeting: 'Thank you for your order!',
      body: 'We received your order. We will contact you for the final price and payment.',
      action: 'See my orders',
      after:
        'The total above is an estimate: the final price may change. Processing time: 20 to 50 working days from payment.',
    },
    it: {
      subject: (title) => `Abbiamo ricevuto il tuo ordine “${title}”`,
      greeting: 'Grazie per il tuo ordine!',
      body: 'Abbiamo ricevuto il tuo ordine. Ti contatteremo per il prezzo finale e il pagamento.',
      action: 'Vedi i miei ordini',
      after:
        'Il totale qui sopra è una stima: il prezzo finale può cambiare. Tempi di lavorazione: da 20 a 50 giorni lavorativi dal pagamento.',
    },
  },
  'order-paid': {
    en: {
      subject: (title) => `Payment received: your order “${title}”`,
      greeting: 'Thank you!',
      body: 'We received your payment: your records go into production. This is your receipt.',
      action: null,
      after: 'Processing time: 20 to 50 working days from payment.',
    },
    it: {
      subject: (title) => `Pagamento ricevuto: il tuo ordine “${title}”`,
      greeting: 'Grazie!',
      body: 'Abbiamo ricevuto il tuo pagamento: i tuoi dischi entrano in produzione. Questa è la tua ricevuta.',
      action: null,
      after: 'Tempi di lavorazione: da 20 a 50 giorni lavorativi dal pagamento.',
    },
  },
  'order-priced': {
    en: {
      subject: (title) => `Your order “${title}” is ready for payment`,
      greeting: 'Hello,',
      body: 'We have set the final price of your order. Complete your payment here to start production.',
      action: 'Complete your payment',
      after:
        'You can also pay from My orders, where the order is under Pending. Processing time: 20 to 50 working days from payment.',
    },
    it: {
      subject: (title) => `Il tuo ordine “${title}” è pronto per il pagamento`,
      greeting: 'Ciao,',
      body: 'Abbiamo stabilito il prezzo finale del tuo ordine. Completa il pagamento qui per avviare la produzione.',
      action: 'Completa il pagamento',
      after:
        'Puoi pagare anche da I miei ordini, dove l’ordine è tra quelli In attesa. Tempi di lavorazione: da 20 a 50 giorni lavorativi dal pagamento.',
    },
  },
  // A revised quote (issue 17): the link of the earlier mail no longer works.
  'order-repriced': {
    en: {
      subject: (title) => `Your order “${title}”: a new price`,
      greeting: 'Hello,',
      body: 'We have revised the price of your order. The payment link in our earlier mail no longer works: complete your payment here.',
      action: 'Complete your payment',
      after:
        'You can also pay from My orders, where the order is under Pending. Processing time: 20 to 50 working days from payment.',
    },
    it: {
      subject: (title) => `Il tuo ordine “${title}”: un nuovo prezzo`,
      greeting: 'Ciao,',
      body: 'Abbiamo rivisto il prezzo del tuo ordine. Il link di pagamento della nostra email precedente non funziona più: completa il pagamento qui.',
      action: 'Completa il pagamento',
      after:
        'Puoi pagare anche da I miei ordini, dove l’ordine è tra quelli In attesa. Tempi di lavorazione: da 20 a 50 giorni lavorativi dal pagamento.',
    },
  },
};

const LABELS = {
  en: {
    order: 'Order',
    albums: 'Albums',
    copies: 'copies',
    each: 'each',
    totalCopies: 'Copies',
    items: 'Records',
    itemsPriced: 'Records, price set by the plant',
    shipping: 'Shipping',
    total: 'Total',
    vatIncluded: (rate: number) => `Prices include VAT (${rate}%)`,
    vatExcluded: (rate: number) => `Prices do not include VAT (${rate}%)`,
    vatOf: 'of which VAT',
    shipTo: 'Shipping address',
    billing: 'Billing',
    invoice: 'Invoice requested',
    receipt: 'Receipt, no invoice',
    vatNumber: 'VAT number',
    sdiCode: 'E-invoice code',
    fiscalCode: 'Fiscal code',
    email: 'E-mail',
    phone: 'Phone',
    status: 'Status',
    plantNote: 'Note from the plant',
    jobSheet: 'Job sheet',
    discount: 'Discount',
    validUntil: (day: string) => `This offer is valid until ${day}.`,
  },
  it: {
    order: 'Ordine',
    albums: 'Album',
    copies: 'copie',
    each: 'l’una',
    totalCopies: 'Copie',
    items: 'Dischi',
    itemsPriced: 'Dischi, prezzo stabilito dallo stabilimento',
    shipping: 'Spedizione',
    total: 'Totale',
    vatIncluded: (rate: number) => `Prezzi IVA inclusa (${rate}%)`,
    vatExcluded: (rate: number) => `Prezzi IVA esclusa (${rate}%)`,
    vatOf: 'di cui IVA',
    shipTo: 'Indirizzo di spedizione',
    billing: 'Fatturazione',
    invoice: 'Fattura richiesta',
    receipt: 'Ricevuta, senza fattura',
    vatNumber: 'Partita IVA',
    sdiCode: 'Codice destinatario / PEC',
    fiscalCode: 'Codice fiscale',
    email: 'Email',
    phone: 'Telefono',
    status: 'Stato',
    plantNote: 'Nota dello stabilimento',
    jobSheet: 'Scheda di lavorazione',
    discount: 'Sconto',
    validUntil: (day: string) => `Questa offerta è valida fino al ${day}.`,
  },
} as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Money as the buyer's language writes it: "40,43 €" in Italian, "€40.43" in English. */
const money = (cents: number, locale: Locale): string => formatMoney(cents, locale);

function vatPartOf(gross: number, rate: number): number {
  return rate === 0 ? 0 : Math.round(gross - gross / (1 + rate / 100));
}

/** Label and value rows; a null value is left out, an empty label shows the value alone. */
type Rows = [string, string | null][];

function addressLines(order: OrderMailData): string[] {
  const s = order.shipping;
  if (!s) return [];
  return [
    s.name,
    s.address,
    s.address2,
    `${s.postalCode} ${s.city}${s.province ? ` (${s.province})` : ''}`,
    s.country,
  ].filter((line): line is string => Boolean(line));
}

function billingLines(order: OrderMailData, locale: Locale): string[] {
  const l = LABELS[locale];
  const b = order.billing;
  if (!b) return [];
  return [
    b.name,
    b.invoice ? l.invoice : l.receipt,
    b.vatNumber ? `${l.vatNumber}: ${b.vatNumber}` : null,
    b.sdiCode ? `${l.sdiCode}: ${b.sdiCode}` : null,
    order.fiscalCode ? `${l.fiscalCode}: ${order.fiscalCode}` : null,
  ].filter((line): line is string => Boolean(line));
}

function albumLines(order: OrderMailData, locale: Locale, jobSheet?: (id: string) => string) {
  const l = LABELS[locale];
  return order.albums.map((album) => {
    const copies = `${album.title}: ${album.quantity} ${l.copies}`;
    const line = order.pricedByPlant
      ? copies
      : `${copies} × ${money(album.unitPrice, locale)} ${l.each}`;
    return jobSheet && album.albumId ? `${line} (${l.jobSheet}: ${jobSheet(album.albumId)})` : line;
  });
}

function moneyRows(order: OrderMailData, locale: Locale): Rows {
  const l = LABELS[locale];
  const vat = order.vatIncluded ? l.vatIncluded(order.vatRate) : l.vatExcluded(order.vatRate);
  const vatPart = order.vatIncluded ? vatPartOf(order.price, order.vatRate) : 0;
  return [
    [l.totalCopies, String(order.quantity)],
    [order.pricedByPlant ? l.itemsPriced : l.items, money(order.itemsPrice, locale)],
    ...(order.discount
      ? ([
          [`${l.discount}: ${order.discount.reason}`, `−${money(order.discount.amount, locale)}`],
        ] satisfies Rows)
      : []),
    [
      l.shipping,
      `${money(order.shippingCost, locale)}${order.shippingZone ? ` (${order.shippingZone})` : ''}`,
    ],
    [l.total, money(order.price, locale)],
    ['', vatPart > 0 ? `${vat}, ${l.vatOf} ${money(vatPart, locale)}` : vat],
  ];
}

function textBlock(title: string, lines: readonly string[]): string {
  return lines.length === 0 ? '' : `${title}:\n${lines.map((line) => `  ${line}`).join('\n')}\n`;
}

function htmlBlock(title: string, lines: readonly string[]): string {
  if (lines.length === 0) return '';
  return `<h3 style="font-size:15px;margin:18px 0 6px">${escapeHtml(title)}</h3>
<p style="margin:0">${lines.map(escapeHtml).join('<br>')}</p>`;
}

function htmlRows(rows: Rows): string {
  return `<table style="border-collapse:collapse;font-size:14px">${rows
    .filter((row): row is [string, string] => row[1] !== null)
    .map(
      ([label, value]) =>
        `<tr><td style="padding:3px 12px 3px 0;color:#6b645c">${escapeHtml(label)}</td><td style="padding:3px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;
}

function textRows(rows: Rows): string {
  return rows
    .filter((row): row is [string, string] => row[1] !== null)
    .map(([label, value]) => (label === '' ? value : `${label}: ${value}`))
    .join('\n');
}

function button(href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#161413;color:#fbf7f0;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p>
<p style="font-size:13px">${escapeHtml(href)}</p>`;
}

function page(locale: Locale, inner: string): string {
  return `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#161413">
${inner}
<p>Vinyl Press</p>
</body></html>`;
}

/**
 * A mail to the buyer about their order (placed, submitted, priced, paid), in their
 * language, text + HTML: the albums, copies, records, shipping, total and VAT, where it
 * ships, and the link to pay when there is one.
 */
export function customerOrderMail(
  kind: CustomerOrderMail,
  locale: Locale,
  order: OrderMailData,
  links: { pay: string | null; orders: string },
): MailMessage {
  const t = CUSTOMER_TEXTS[kind][locale];
  const l = LABELS[locale];
  const link = kind === 'order-submitted' ? links.orders : links.pay;
  const action = t.action && link ? { label: t.action, href: link } : null;
  const albums = albumLines(order, locale);
  const rows = moneyRows(order, locale);
  const address = addressLines(order);
  const billing = billingLines(order, locale);
  const note = order.plantNote ? `${l.plantNote}: ${order.plantNote}\n\n` : '';
  const offer =
    action && order.quoteExpiresAt
      ? l.validUntil(formatPlantDay(order.quoteExpiresAt, locale))
      : '';
  const text = [
    `${t.greeting}\n\n${t.body}\n`,
    action ? `${action.href}\n` : '',
    offer ? `${offer}\n` : '',
    note ? note.trimEnd() + '\n' : '',
    `${l.order} ${order.id}: ${order.title}\n`,
    textBlock(l.albums, albums),
    `${textRows(rows)}\n`,
    textBlock(l.shipTo, address),
    textBlock(l.billing, billing),
    `${t.after}\n\nVinyl Press\n`,
  ]
    .filter(Boolean)
    .join('\n');
  const html = page(
    locale,
    `<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.body)}</p>
${action ? button(action.href, action.label) : ''}
${offer ? `<p>${escapeHtml(offer)}</p>` : ''}
${order.plantNote ? `<p><strong>${escapeHtml(l.plantNote)}:</strong> ${escapeHtml(order.plantNote)}</p>` : ''}
<h2 style="font-size:17px">${escapeHtml(`${l.order}: ${order.title}`)}</h2>
<p style="font-size:13px;color:#6b645c">${escapeHtml(order.id)}</p>
${htmlBlock(l.albums, albums)}
<div style="margin-top:12px">${htmlRows(rows)}</div>
${htmlBlock(l.shipTo, address)}
${htmlBlock(l.billing, billing)}
<p style="font-size:13px;color:#6b645c">${escapeHtml(t.after)}</p>`,
  );
  return { kind, to: order.email, subject: t.subject(order.title), text, html };
}

/** The status as the plant's mails say it (Italian); production states by their name. */
const PLANT_STATUS_TEXT: Partial<Record<OrderStatus, string>> = {
  standby: 'standby (da 10 a 30 copie: da prezzare e inviare il link di pagamento)',
  pending: 'pending (in attesa del pagamento online)',
  paid: 'paid (pagato)',
};

/**
 * The plant's copy of a new order (and, once paid, the go for production), in Italian (the
 * plant's language): who ordered, where it ships, how it is billed (invoice, VAT number,
 * e-invoice code, fiscal code), the albums with copies, unit prices and their job sheets,
 * the total and the status.
 */
export function plantOrderMail(
  to: string,
  order: OrderMailData,
  jobSheet: (albumId: string) => string,
  event: 'new' | 'paid' = 'new',
): MailMessage {
  const heading = event === 'paid' ? 'Ordine pagato' : 'Nuovo ordine';
  const locale: Locale = 'it';
  const l = LABELS[locale];
  const status = PLANT_STATUS_TEXT[order.status] ?? order.status;
  const contact = [
    `${l.email}: ${order.email}`,
    order.phone ? `${l.phone}: ${order.phone}` : null,
  ].filter((line): line is string => Boolean(line));
  const albums = albumLines(order, locale, jobSheet);
  const rows: Rows = [[l.status, status], ...moneyRows(order, locale)];
  const address = addressLines(order);
  const billing = billingLines(order, locale);
  const text = [
    `${heading} ${order.id}: ${order.title}\n`,
    `${textRows(rows)}\n`,
    textBlock('Cliente', contact),
    textBlock(l.albums, albums),
    textBlock(l.shipTo, address),
    textBlock(l.billing, billing),
    'Vinyl Press\n',
  ]
    .filter(Boolean)
    .join('\n');
  const html = page(
    locale,
    `<h2 style="font-size:17px">${escapeHtml(`${heading}: ${order.title}`)}</h2>
<p style="font-size:13px;color:#6b645c">${escapeHtml(order.id)}</p>
${htmlRows(rows)}
${htmlBlock('Cliente', contact)}
${htmlBlock(l.albums, albums)}
${htmlBlock(l.shipTo, address)}
${htmlBlock(l.billing, billing)}`,
  );
  return {
    kind: event === 'paid' ? 'order-plant-paid' : 'order-plant',
    to,
    subject:
      event === 'paid'
        ? `Ordine pagato, da produrre: ${order.title} (${money(order.price, locale)})`
        : `Nuovo ordine ${order.status}: ${order.title} (${money(order.price, locale)})`,
    text,
    html,
  };
}
