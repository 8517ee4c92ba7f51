import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../http/errors';
import { escapeHtml, type HtmlPage } from '../../http/html-page';
import type { OrderRow } from './orders.repository';
import type { OrderService } from './orders.service';
import type { PaymentLinks } from './payment-links';
import { backLinks, orderSummary, pageLocale, plausibleId, sendPage } from './payment-page-parts';
import { PAYMENT_TEXTS } from './payment-pages.texts';
import { TEST_SIGNATURE_HEADER, type TestPaymentProvider } from './payments';

interface Options {
  orders: OrderService;
  provider: TestPaymentProvider;
  links: PaymentLinks;
  page: HtmlPage;
}

/**
 * The `test` provider's hosted payment page (ARCHITECTURE "payments"), served by the shop
 * like a gateway's test mode, in the shop's look and the buyer's language, saying in large
 * type that nothing is charged (issue 13 hole 4, issue 14 item 18): no script (the CSP
 * allows none inline). Like a gateway's page it is a bearer URL: its order-bound token opens
 * it and its forms (they post outside /api, where the CSRF header is checked), with or
 * without a session. Pay makes the page send a signed event to the webhook, which alone
 * marks the order paid; Cancel and the return to the shop change nothing.
 */
export const testPaymentPages: FastifyPluginAsync<Options> = async (
  app,
  { orders, provider, links, page },
) => {
  /** The order, if the token is its own; a page view also lets its signed-in owner in. */
  async function grantedOrder(request: FastifyRequest, token: unknown, ownerMayView = false) {
    const { id } = request.params as { id: string };
    if (!plausibleId(id)) throw new NotFoundError('Order not found');
    const found = await orders.findWithAlbums(id);
    const owner = found && request.auth?.user.id === found.row.user_id;
    if (!found || found.row.provider !== provider.name) throw new NotFoundError('Order not found');
    if (!provider.checkFormToken(id, token) && !(owner && ownerMayView)) {
      throw new NotFoundError('Order not found');
    }
    return { ...found, owner };
  }

  const formToken = (body: unknown) => (body as Record<string, unknown> | null)?.token;

  /** Back to My orders for the signed-in owner; to the payment link's page for anyone else. */
  function returnTo(row: OrderRow, owner: boolean | undefined, outcome: 'done' | 'cancelled') {
    const id = encodeURIComponent(row.id);
    if (owner) return `/orders?order=${id}&payment=${outcome}`;
    const token = links.token(row.id, Number(row.quote_revision));
    return `/ext/pay/${id}?token=${token}${outcome === 'done' ? '&payment=done' : ''}`;
  }

  app.get('/ext/pay/test/:id', async (request, reply) => {
    const { token: given } = request.query as { token?: unknown };
    const { row, lines } = await grantedOrder(request, given, true);
    const locale = pageLocale(request, row.locale);
    const t = PAYMENT_TEXTS[locale];
    const id = escapeHtml(encodeURIComponent(row.id));
    const token = escapeHtml(provider.formToken(row.id));
    const hidden = `<input type="hidden" name="token" value="${token}">`;
    const banner = `<div class="banner" role="note"><strong>${escapeHtml(t.nothingCharged)}</strong>${escapeHtml(t.testExplained)}</div>`;
    // A quote whose offer ended (issue 17) is not paid, here as on the gateway's page.
    const payable = row.order_status === 'pending' && !orders.quoteExpired(row);
    const actions = payable
      ? `<div class="actions">
<form method="post" action="/ext/pay/test/${id}/pay">${hidden}<button class="button" type="submit">${escapeHtml(t.testPay)}</button></form>
<form method="post" action="/ext/pay/test/${id}/cancel">${hidden}<button class="button secondary" type="submit">${escapeHtml(t.testCancel)}</button></form>
</div>`
      : `<p>${escapeHtml(t.nothingToPay)}</p>${backLinks(locale)}`;
    const body = `${banner}
<h1>${escapeHtml(t.testTitle)}</h1>
<p>${escapeHtml(row.title)}</p>
${orderSummary(row, lines, locale)}
${actions}`;
    return sendPage(reply, page, { locale, title: t.testTitle, body });
  });

  app.post('/ext/pay/test/:id/pay', async (request, reply) => {
    const { row, owner } = await grantedOrder(request, formToken(request.body));
    if (row.order_status === 'pending' && !orders.quoteExpired(row)) {
      const signed = provider.signEvent({
        id: `evt_${randomUUID()}`,
        orderId: row.id,
        amount: Number(row.price),
      });
      const response = await app.inject({
        method: 'POST',
        url: `/api/payments/${provider.name}/webhook`,
        headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signed.signature },
        payload: signed.body,
      });
      if (response.statusCode !== 200)
        request.log.warn({ status: response.statusCode }, 'test payment event refused');
    }
    return reply.redirect(returnTo(row, owner, 'done'), 303);
  });

  app.post('/ext/pay/test/:id/cancel', async (request, reply) => {
    const { row, owner } = await grantedOrder(request, formToken(request.body));
    return reply.redirect(returnTo(row, owner, 'cancelled'), 303);
  });
};
