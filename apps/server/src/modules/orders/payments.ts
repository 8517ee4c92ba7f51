import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What a provider needs to send the buyer to pay one order. */
export interface PaymentRequest {
  orderId: string;
  /** Total in cents (euros). */
  amount: number;
  title: string;
  /** A quote's revision (issue 17): a revised quote is a new payment, not the earlier one. */
  revision?: number;
}

/** A verified event from a provider: the order it pays and the amount paid, in cents. */
export interface PaymentEvent {
  eventId: string;
  orderId: string;
  amount: number;
  currency: string;
}

/**
 * A verified event that is not a payment (a gateway sends many kinds, e.g. Stripe's
 * `checkout.session.expired`): the webhook acknowledges it and changes nothing.
 */
export interface IgnoredEvent {
  eventId: string;
  ignored: true;
}

/**
 * A payment gateway (ARCHITECTURE "payments"): it makes the page the buyer pays on and
 * verifies the events it sends back. Nothing is ever marked paid from the buyer's return
 * to the shop, only from a verified event.
 */
export interface PaymentProvider {
  readonly name: string;
  createPayment(request: PaymentRequest): Promise<{ invoiceUrl: string; providerRef: string }>;
  /**
   * Where the buyer pays the order now (the payment link is opened): the payment made
   * before while it is still open, a fresh one once it expired; `complete` when the gateway
   * took the payment already and its event is on its way.
   */
  openPayment(request: PaymentRequest, providerRef: string | null): Promise<OpenedPayment>;
  /**
   * Ends a payment that must no longer be paid (the quote it was made for was revised);
   * never throws: a payment already ended, or a gateway that does not answer, is logged.
   */
  cancelPayment?(providerRef: string): Promise<void>;
  /** The event in a webhook call, or null when its signature does not verify. */
  verifyEvent(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent | IgnoredEvent | null;
}

export type OpenedPayment = { url: string; providerRef: string } | { complete: true };

export const TEST_SIGNATURE_HEADER = 'x-test-signature';

const TestEventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.literal('payment.succeeded'),
  order_id: z.string().min(1).max(200),
  amount: z.number().int().min(0),
  currency: z.literal('eur'),
});

function sign(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The built-in `test` provider: the shop serves its own hosted payment page
 * (`/ext/pay/test/{orderId}`), like a gateway's test mode. Its Pay button makes the page send
 * an HMAC-signed `payment.succeeded` event to `/api/payments/test/webhook`.
 */
export function createTestPaymentProvider(options: { publicOrigin: string; key: string }) {
  const { publicOrigin, key } = options;
  const formToken = (orderId: string) => sign(key, `form:${orderId}`);
  // The page is a bearer URL, like a gateway's hosted page: its token opens it without a
  // session; relative when opened from the shop, so it stays on the host the buyer is on.
  const pagePath = (orderId: string) =>
    `/ext/pay/test/${encodeURIComponent(orderId)}?token=${formToken(orderId)}`;
  return {
    name: 'test',
    createPayment(request: PaymentRequest) {
      return Promise.resolve({
        invoiceUrl: `${publicOrigin}${pagePath(request.orderId)}`,
        providerRef: `test_${request.orderId}`,
      });
    },
    openPayment(request: PaymentRequest): Promise<OpenedPayment> {
      return Promise.resolve({
        url: pagePath(request.orderId),
        providerRef: `test_${request.orderId}`,
      });
    },
    verifyEvent(rawBody: string, headers: Record<string, string | string[] | undefined>) {
      const signature = headers[TEST_SIGNATURE_HEADER];
      if (typeof signature !== 'string' || !sameHex(signature, sign(key, rawBody))) return null;
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const parsed = TestEventSchema.safeParse(json);
      if (!parsed.success) return null;
      const event = parsed.data;
      return {
        eventId: event.id,
        orderId: event.order_id,
        amount: event.amount,
        currency: event.currency,
      };
    },
    /** A signed event body and its signature header, as the hosted page sends it. */
    signEvent(event: { id: string; orderId: string; amount: number }) {
      const body = JSON.stringify({
        id: event.id,
        type: 'payment.succeeded',
        order_id: event.orderId,
        amount: event.amount,
        currency: 'eur',
      });
      return { body, signature: sign(key, body) };
    },
    /** A token bound to one order: it opens the hosted page and its forms (outside /api). */
    formToken,
    checkFormToken(orderId: string, token: unknown): boolean {
      return typeof token === 'string' && sameHex(token, formToken(orderId));
    },
  } satisfies PaymentProvider & Record<string, unknown>;
}

export type TestPaymentProvider = ReturnType<typeof createTestPaymentProvider>;
