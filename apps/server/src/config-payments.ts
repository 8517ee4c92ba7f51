import { z } from 'zod';

/**
 * Payment settings (issue 9 item 5, issue 13 hole 4): Stripe when its keys are set, otherwise
 * the built-in `test` provider, whose page marks orders paid without taking money. That is
 * the embedded default on a loopback origin (`npm start`); on any other origin the operator
 * must say `PAYMENTS=test` (a demo or staging shop) or configure Stripe.
 */
export const PaymentsEnvShape = {
  PAYMENTS: z.enum(['test', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Tests only: where the Stripe client sends its calls (a local fake of the API). */
  STRIPE_API_BASE: z.url().optional(),
  /** Signs the mailed payment links; unset: made once and kept in DATA_DIR/secrets. */
  PAYMENT_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PAYMENT_LINK_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
};

/** Where the Stripe client sends its calls when not to Stripe itself. */
export interface StripeApiBase {
  protocol: 'http' | 'https';
  host: string;
  port: number;
}

export type PaymentsConfig = (
  | { provider: 'test' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      apiBase: StripeApiBase | undefined;
    }
) & {
  /** Mailed payment links: their signing key (else from DATA_DIR/secrets) and lifetime. */
  links: { secret: string | undefined; ttlMs: number };
};

type PaymentsEnv = z.infer<z.ZodObject<typeof PaymentsEnvShape>>;

/** localhost, *.localhost, 127.0.0.0/8 and ::1: a shop only this machine can reach. */
export function isLoopbackOrigin(origin: string): boolean {
  const host = new URL(origin).hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * Settings that only make sense together; each problem names its variable. The automated
 * tests (NODE_ENV=test) run the test provider on made-up public origins.
 */
export function paymentsProblems(
  e: PaymentsEnv,
  context: { publicOrigin: string; nodeEnv: string },
): string[] {
  const stripe = Boolean(e.STRIPE_SECRET_KEY || e.STRIPE_WEBHOOK_SECRET);
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    return ['STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set'];
  }
  if (!e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET) {
    return ['STRIPE_SECRET_KEY: set it together with STRIPE_WEBHOOK_SECRET'];
  }
  if (e.PAYMENTS === 'stripe' && !stripe) {
    return ['PAYMENTS: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET'];
  }
  if (e.PAYMENTS === 'test' && stripe) {
    return ['PAYMENTS: test cannot be combined with STRIPE_SECRET_KEY; unset one of them'];
  }
  if (!stripe && !e.PAYMENTS && context.nodeEnv !== 'test') {
    if (!isLoopbackOrigin(context.publicOrigin)) {
      return [
        `PAYMENTS: ${context.publicOrigin} is not a local address and Stripe is not configured: ` +
          'the test payment page would let anyone mark an order paid without paying. Set ' +
          'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS=test for a shop that ' +
          'takes no money',
      ];
    }
  }
  return [];
}

function toApiBase(url: string | undefined): StripeApiBase | undefined {
  if (!url) return undefined;
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  const port = parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443;
  return { protocol, host: parsed.hostname, port };
}

export function toPaymentsConfig(e: PaymentsEnv): PaymentsConfig {
  const links = { secret: e.PAYMENT_LINK_SECRET, ttlMs: e.PAYMENT_LINK_TTL_DAYS * 86_400_000 };
  if (e.PAYMENTS === 'test' || !e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) {
    return { provider: 'test', links };
  }
  return {
    provider: 'stripe',
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiBase: toApiBase(e.STRIPE_API_BASE),
    links,
  };
}
