import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { StripeApiBase } from '../../config-payments';
import { AppError } from '../../http/errors';
import type { IgnoredEvent, PaymentEvent, PaymentProvider, PaymentRequest } from './payments';

interface Options {
  secretKey: string;
  webhookSecret: string;
  publicOrigin: string;
  /** Tests only: a local fake of Stripe's API instead of api.stripe.com. */
  apiBase?: StripeApiBase | undefined;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** Stripe could not make the session: the buyer may try again, nothing was ordered. */
function providerUnavailable(): AppError {
  return new AppError(
    502,
    'payment_provider_unavailable',
    'The payment service is not available, please try again later',
  );
}

/** Stripe's events that mean money arrived for a Checkout Session. */
const PAID_SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

function headerOf(headers: Record<string, string | string[] | undefined>, name: string) {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Stripe Checkout (issue 9 item 5): the order becomes a Checkout Session of one line with
 * the order total, which the buyer pays on Stripe's page. Only a webhook signed with the
 * endpoint's secret counts; a session that is completed but not yet paid (a bank transfer
 * still on its way) is no payment until its `async_payment_succeeded` event.
 */
export function createStripePaymentProvider(options: Options): PaymentProvider {
  const { publicOrigin, webhookSecret, apiBase, log } = options;
  const stripe = new Stripe(options.secretKey, {
    telemetry: false,
    // The checkout waits for this call: fail in seconds, not after the default 80 s.
    timeout: 20_000,
    ...(apiBase && { host: apiBase.host, port: apiBase.port, protocol: apiBase.protocol }),
  });

  async function createSession(params: Stripe.Checkout.SessionCreateParams, key: string) {
    try {
      // A retried call for the same order gets the same session, not a second one.
      return await stripe.checkout.sessions.create(params, { idempotencyKey: key });
    } catch (error) {
      // Only what identifies the failure: a Stripe error also carries the raw response.
      const { type, code, statusCode, message } = error as Partial<Stripe.errors.StripeError>;
      log.error({ stripe: { type, code, statusCode, message } }, 'stripe checkout session failed');
      throw providerUnavailable();
    }
  }

  function sessionParams(request: PaymentRequest): Stripe.Checkout.SessionCreateParams {
    const back = `${publicOrigin}/orders?order=${encodeURIComponent(request.orderId)}`;
    return {
      mode: 'payment',
      client_reference_id: request.orderId,
      metadata: { order_id: request.orderId },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: request.amount,
            product_data: { name: request.title.slice(0, 250) || 'Vinyl order' },
          },
        },
      ],
      success_url: back,
      cancel_url: back,
    };
  }

  async function newSession(request: PaymentRequest, idempotencyKey: string) {
    const session = await createSession(sessionParams(request), idempotencyKey);
    if (!session.url) {
      log.error({ orderId: request.orderId, session: session.id }, 'stripe session without url');
      throw providerUnavailable();
    }
    return { url: session.url, providerRef: session.id };
  }

  async function createPayment(request: PaymentRequest) {
    // A revised quote (issue 17) is a new session: the key of the first one would answer it.
    const revision = request.revision ? `-quote-${request.revision}` : '';
    const session = await newSession(request, `checkout-${request.orderId}${revision}`);
    return { invoiceUrl: session.url, providerRef: session.providerRef };
  }

  /** A revised quote's old session is expired, so its old amount cannot be paid any more. */
  async function cancelPayment(providerRef: string) {
    try {
      await stripe.checkout.sessions.expire(providerRef);
    } catch (error) {
      const { type, code, statusCode, message } = error as Partial<Stripe.errors.StripeError>;
      log.error({ stripe: { type, code, statusCode, message } }, 'stripe session not expired');
    }
  }

  async function retrieveSession(id: string) {
    try {
      return await stripe.checkout.sessions.retrieve(id);
    } catch (error) {
      const { type, code, statusCode, message } = error as Partial<Stripe.errors.StripeError>;
      log.error({ stripe: { type, code, statusCode, message } }, 'stripe session not read');
      throw providerUnavailable();
    }
  }

  /**
   * A Checkout Session lives 24 hours: the payment link opens the one made at checkout while
   * it is open, and replaces it once Stripe has expired it (never while it can still be
   * paid, or the buyer could pay twice). The key names the expired session, so two opens at
   * once make one new session.
   */
  async function openPayment(request: PaymentRequest, providerRef: string | null) {
    if (providerRef) {
      const session = await retrieveSession(providerRef);
      if (session.status === 'complete') return { complete: true as const };
      if (session.status === 'open' && session.url) {
        return { url: session.url, providerRef: session.id };
      }
    }
    return newSession(request, `checkout-${request.orderId}-after-${providerRef ?? 'none'}`);
  }

  function verifyEvent(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent | IgnoredEvent | null {
    const signature = headerOf(headers, 'stripe-signature');
    if (!signature) return null;
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    } catch {
      return null;
    }
    if (!PAID_SESSION_EVENTS.has(event.type)) return { eventId: event.id, ignored: true };
    const session = event.data.object as Stripe.Checkout.Session;
    const orderId = session.metadata?.order_id ?? session.client_reference_id;
    if (session.payment_status !== 'paid' || !orderId || session.amount_total === null) {
      return { eventId: event.id, ignored: true };
    }
    return {
      eventId: event.id,
      orderId,
      amount: session.amount_total,
      currency: session.currency ?? '',
    };
  }

  return { name: 'stripe', createPayment, openPayment, cancelPayment, verifyEvent };
}
