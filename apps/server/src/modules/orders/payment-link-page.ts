import { formatMoney } from '@vinyl/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, type HtmlPage } from '../../http/html-page';
import type { Locale } from '../../i18n/messages';
import type { OrderService } from './orders.service';
import type { PaymentLinks } from './payment-links';
import { backLinks, orderSummary, pageLocale, plausibleId, sendPage } from './payment-page-parts';
import { PAYMENT_TEXTS } from './payment-pages.texts';
import { quoteExpiredPage } from './quote-expired-page';

interface Options {
  orders: OrderService;
  links: PaymentLinks;
  page: HtmlPage;
  /** The provider in use: `test` pages say that nothing is charged. */
  provider: string;
  /** The plant's address, offered when a quote's offer has expired (issue 17). */
  plantEmail?: string | undefined;
}

type Found = NonNullable<Awaited<ReturnType<OrderService['findWithAlbums']>>>;
type Access = { ok: true; found: Found; token: string } | { ok: false; expired: boolean };

/**
 * The payment link (issue 13, decision 012): `GET /ext/pay/{id}?token=…` shows the order's
 * number, what it pays for and the total, in the buyer's language, to whoever holds the
 * link; its Pay button (`/ext/pay/{id}/go`) opens the gateway's page, made afresh when the
 * old one expired. The signed-in owner may open it without a valid token too.
 */
export const paymentLinkPages: FastifyPluginAsync<Options> = async (
  app,
  { orders, links, page, provider, plantEmail },
) => {
  /**
   * Whoever holds a valid link of the order's current quote, or its signed-in owner. The
   * token is checked against the order's quote revision (issue 17: a revised quote's old
   * links are refused), so the order is read first when the token could be one.
   */
  async function access(request: FastifyRequest): Promise<Access> {
    const { id } = request.params as { id: string };
    const { token } = request.query as { token?: unknown };
    if (!plausibleId(id)) return { ok: false, expired: false };
    if (!links.wellFormed(token) && !request.auth) return { ok: false, expired: false };
    const found = await orders.findWithAlbums(id);
    if (!found) return { ok: false, expired: false };
    const revision = Number(found.row.quote_revision);
    const check = links.check(id, token, revision);
    if (check === 'valid') return { ok: true, found, token: String(token) };
    if (request.auth?.user.id === found.row.user_id) {
      return { ok: true, found, token: links.token(id, revision) };
    }
    return { ok: false, expired: check === 'expired' };
  }

  function denied(request: FastifyRequest, reply: FastifyReply, expired: boolean) {
    const locale = pageLocale(request);
    const t = PAYMENT_TEXTS[locale];
    const title = expired ? t.expiredTitle : t.invalidTitle;
    const text = expired ? t.expiredBody(Math.round(links.ttlMs / 86_400_000)) : t.invalidBody;
    return sendPage(reply, page, {
      status: expired ? 410 : 404,
      locale,
      title,
      body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${backLinks(locale)}`,
    });
  }

  function statePage(locale: Locale, title: string, text: string, summary: string) {
    return `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${summary}${backLinks(locale)}`;
  }

  app.get('/ext/pay/:id', async (request, reply) => {
    const granted = await access(request);
    if (!granted.ok) return denied(request, reply, granted.expired);
    const { row, lines } = granted.found;
    const locale = pageLocale(request, row.locale);
    const t = PAYMENT_TEXTS[locale];
    if (orders.quoteExpired(row)) return quoteExpiredPage(reply, page, row, locale, plantEmail);
    const summary = orderSummary(row, lines, locale);
    const done = (request.query as { payment?: unknown }).payment === 'done';
    let title: string;
    let body: string;
    if (row.order_status === 'paid') {
      title = done ? t.thanksTitle : t.paidTitle;
      body = statePage(locale, title, t.paidBody, summary);
    } else if (row.order_status === 'standby') {
      title = t.standbyTitle;
      body = statePage(locale, title, t.standbyBody, summary);
    } else if (row.provider !== provider) {
      title = t.unavailableTitle;
      body = statePage(locale, title, t.unavailableBody, summary);
    } else {
      title = t.payTitle;
      const go = `/ext/pay/${encodeURIComponent(row.id)}/go?token=${encodeURIComponent(granted.token)}`;
      const gateway = provider === 'test' ? t.onTest : t.onStripe;
      body = `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t.payIntro)}</p>
${summary}
<div class="actions"><a class="button" href="${escapeHtml(go)}">${escapeHtml(t.pay(formatMoney(Number(row.price), locale)))}</a></div>
<p class="dimmed">${escapeHtml(gateway)}</p>`;
    }
    return sendPage(reply, page, { locale, title, body });
  });

  app.get('/ext/pay/:id/go', async (request, reply) => {
    const granted = await access(request);
    if (!granted.ok) return denied(request, reply, granted.expired);
    const { row } = granted.found;
    const opened = await orders.openPayment(row.id);
    if ('url' in opened) return reply.header('cache-control', 'no-store').redirect(opened.url, 303);
    // Paid, being confirmed, or not payable: the link's own page says which.
    const back = `/ext/pay/${encodeURIComponent(row.id)}?token=${encodeURIComponent(granted.token)}`;
    if (opened.state !== 'processing') return reply.redirect(back, 303);
    const locale = pageLocale(request, row.locale);
    const t = PAYMENT_TEXTS[locale];
    const summary = orderSummary(row, granted.found.lines, locale);
    return sendPage(reply, page, {
      locale,
      title: t.processingTitle,
      body: statePage(locale, t.processingTitle, t.processingBody, summary),
    });
  });
};
