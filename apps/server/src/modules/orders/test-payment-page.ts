import { randomUUID } from 'node:crypto';
import { formatEuros } from '@vinyl/domain';
import type { FastifyPluginAsync } from 'fastify';
import { NotFoundError } from '../../http/errors';
import { requireUser } from '../../http/request-context';
import type { OrderService } from './orders.service';
import { TEST_SIGNATURE_HEADER, type TestPaymentProvider } from './payments';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/**
 * The `test` provider's hosted payment page (ARCHITECTURE "payments"), served by the shop
 * like a gateway's test mode: plain HTML, no script (the CSP allows none inline). Pay makes
 * the page send a signed event to the webhook, which alone marks the order paid; Cancel
 * and the return to the shop change nothing. The forms carry a token bound to the order,
 * as they post outside /api where the CSRF header is checked.
 */
export const testPaymentPages: FastifyPluginAsync<{
  orders: OrderService;
  provider: TestPaymentProvider;
}> = async (app, { orders, provider }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  async function ownedOrder(request: { params: unknown } & Parameters<typeof requireUser>[0]) {
    const { id } = request.params as { id: string };
    const order = await orders.requireOwnedOrder(requireUser(request).id, id);
    if (order.provider !== provider.name) throw new NotFoundError('Order not found');
    return order;
  }

  function checkToken(orderId: string, body: unknown) {
    const token = (body as Record<string, unknown> | null)?.token;
    if (typeof token !== 'string' || !provider.checkFormToken(orderId, token)) {
      throw new NotFoundError('Order not found');
    }
  }

  app.get('/ext/pay/test/:id', async (request, reply) => {
    const order = await ownedOrder(request);
    const id = escapeHtml(order.id);
    const token = escapeHtml(provider.formToken(order.id));
    const amount = escapeHtml(`€ ${formatEuros(Number(order.price))}`);
    const shipping = Number(order.shipping_cost);
    const breakdown =
      shipping > 0
        ? escapeHtml(
            ` (records € ${formatEuros(Number(order.price) - shipping)} + shipping € ${formatEuros(shipping)})`,
          )
        : '';
    const body =
      order.order_status === 'pending'
        ? `<h1>Test payment</h1>
<p>This is the shop's test payment page: no money is taken.</p>
<p>Order: <strong>${escapeHtml(order.title)}</strong></p>
<p>Amount: <strong data-testid="amount">${amount}</strong>${breakdown}</p>
<form method="post" action="/ext/pay/test/${id}/pay"><input type="hidden" name="token" value="${token}"><button type="submit">Pay</button></form>
<form method="post" action="/ext/pay/test/${id}/cancel"><input type="hidden" name="token" value="${token}"><button type="submit">Cancel</button></form>`
        : `<h1>Test payment</h1><p>This order is ${escapeHtml(order.order_status)}: there is nothing to pay.</p>
<p><a href="/orders?order=${id}">Back to My orders</a></p>`;
    return reply.type('text/html; charset=utf-8').send(page('Test payment', body));
  });

  app.post('/ext/pay/test/:id/pay', async (request, reply) => {
    const order = await ownedOrder(request);
    checkToken(order.id, request.body);
    if (order.order_status === 'pending') {
      const signed = provider.signEvent({
        id: `evt_${randomUUID()}`,
        orderId: order.id,
        amount: Number(order.price),
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
    return reply.redirect(`/orders?order=${encodeURIComponent(order.id)}&payment=done`, 303);
  });

  app.post('/ext/pay/test/:id/cancel', async (request, reply) => {
    const order = await ownedOrder(request);
    checkToken(order.id, request.body);
    return reply.redirect(`/orders?order=${encodeURIComponent(order.id)}&payment=cancelled`, 303);
  });
};
