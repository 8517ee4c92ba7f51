import { formatPlantDay } from '@vinyl/domain';
import type { FastifyReply } from 'fastify';
import { escapeHtml, type HtmlPage } from '../../http/html-page';
import type { Locale } from '../../i18n/messages';
import type { OrderRow } from './orders.repository';
import { backLinks, sendPage } from './payment-page-parts';
import { PAYMENT_TEXTS } from './payment-pages.texts';

/**
 * A quote's offer ended (issue 17, `QUOTE_EXPIRY_DAYS`): its payment link answers this page,
 * in the buyer's language, never the order's amounts or a Pay button — the plant revises the
 * quote and mails a fresh link. 410 like an expired link (decision 012), with a way back.
 */
export function quoteExpiredPage(
  reply: FastifyReply,
  page: HtmlPage,
  row: OrderRow,
  locale: Locale,
  plantEmail?: string,
): FastifyReply {
  const t = PAYMENT_TEXTS[locale];
  const until = row.quote_expires_at ? formatPlantDay(row.quote_expires_at, locale) : '';
  const contact = plantEmail
    ? `<p>${escapeHtml(t.quoteExpiredWrite)} <a href="mailto:${escapeHtml(plantEmail)}">${escapeHtml(plantEmail)}</a></p>`
    : '';
  const body = `<h1>${escapeHtml(t.quoteExpiredTitle)}</h1>
<p class="dimmed">${escapeHtml(t.orderNumber)} <code data-testid="order-number">${escapeHtml(row.id)}</code></p>
<p data-testid="quote-expired">${escapeHtml(t.quoteExpiredBody(until))}</p>
${contact}
${backLinks(locale)}`;
  return sendPage(reply, page, { status: 410, locale, title: t.quoteExpiredTitle, body });
}
