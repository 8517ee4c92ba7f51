import { formatMoney, formatPlantDay } from '@vinyl/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, sendHtmlPage, type HtmlPage } from '../../http/html-page';
import { resolveLocale, type Locale } from '../../i18n/messages';
import type { OrderAlbumRow, OrderRow } from './orders.repository';
import { PAYMENT_TEXTS } from './payment-pages.texts';

/**
 * The language of a payment page: one asked for in the address or chosen in this browser
 * (the `lang` cookie), else the one the order was placed in (a mail opened elsewhere),
 * else the browser's.
 */
export function pageLocale(request: FastifyRequest, orderLocale?: string | null): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  return resolveLocale(
    typeof query?.locale === 'string' ? query.locale : undefined,
    request.cookies.lang,
    orderLocale ?? undefined,
    request.headers['accept-language'],
  );
}

/** Order ids are UUIDs: anything longer is not one (and is never echoed). */
export const plausibleId = (id: string) => id.length > 0 && id.length <= 100;

export function sendPage(
  reply: FastifyReply,
  page: HtmlPage,
  options: { status?: number; locale: Locale; title: string; body: string },
): FastifyReply {
  const { status = 200, ...content } = options;
  return sendHtmlPage(reply, page, { status, ...content });
}

/** The order's number, what it pays for (albums, copies) and the money, as a description list. */
export function orderSummary(row: OrderRow, lines: readonly OrderAlbumRow[], locale: Locale) {
  const t = PAYMENT_TEXTS[locale];
  const price = Number(row.price);
  const shipping = Number(row.shipping_cost);
  const items = row.items_price === null ? price - shipping : Number(row.items_price);
  const albums = lines
    .map(
      (line) =>
        `<li>${escapeHtml(line.title)} — ${escapeHtml(t.copies(Number(line.quantity)))}</li>`,
    )
    .join('');
  const rate = Number(row.vat_rate ?? 0);
  const vat =
    row.vat_included === null
      ? ''
      : Number(row.vat_included) === 1
        ? t.vatIncluded(rate)
        : t.vatExcluded(rate);
  const note = row.plant_note
    ? `<p><strong>${escapeHtml(t.plantNote)}:</strong> ${escapeHtml(row.plant_note)}</p>`
    : '';
  // A quote's discount line and the end of its offer (issue 17).
  const discount =
    row.discount_amount !== null && Number(row.discount_amount) > 0
      ? `<dt>${escapeHtml(`${t.discount}: ${row.discount_reason ?? ''}`)}</dt><dd data-testid="discount">−${escapeHtml(formatMoney(Number(row.discount_amount), locale))}</dd>\n`
      : '';
  const validUntil =
    row.order_status === 'pending' && row.quote_expires_at
      ? `<p class="dimmed">${escapeHtml(t.quoteValidUntil(formatPlantDay(row.quote_expires_at, locale)))}</p>`
      : '';
  return `<p class="dimmed">${escapeHtml(t.orderNumber)} <code data-testid="order-number">${escapeHtml(row.id)}</code></p>
<h2>${escapeHtml(t.albums)}</h2>
<ul>${albums}</ul>
<dl>
<dt>${escapeHtml(t.records)}</dt><dd>${escapeHtml(formatMoney(items, locale))}</dd>
${discount}<dt>${escapeHtml(t.shipping)}</dt><dd>${escapeHtml(formatMoney(shipping, locale))}</dd>
<dt class="total">${escapeHtml(t.total)}</dt><dd class="total" data-testid="amount">${escapeHtml(formatMoney(price, locale))}</dd>
</dl>
${vat ? `<p class="dimmed">${escapeHtml(vat)}</p>` : ''}
${note}${validUntil}`;
}

/** Links back: My orders (needs the session) and the shop's home. */
export function backLinks(locale: Locale): string {
  const t = PAYMENT_TEXTS[locale];
  return `<div class="actions"><a class="button secondary" href="/orders">${escapeHtml(t.myOrders)}</a><a href="/">${escapeHtml(t.backToShop)}</a></div>`;
}
