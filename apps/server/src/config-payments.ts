import { z } from 'zod';

/**
 * Payment settings (issue 9 item 5): the built-in `test` provider unless a Stripe secret
 * key is set; Stripe then needs its webhook signing secret too, or no event could verify.
 */
export const PaymentsEnvShape = {
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Tests only: where the Stripe client sends its calls (a local fake of the API). */
  STRIPE_API_BASE: z.url().optional(),
};

/** Where the Stripe client sends its calls when not to Stripe itself. */
export interface StripeApiBase {
  protocol: 'http' | 'https';
  host: string;
  port: number;
}

export type PaymentsConfig =
  | { provider: 'test' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      apiBase: StripeApiBase | undefined;
    };

type PaymentsEnv = z.infer<z.ZodObject<typeof PaymentsEnvShape>>;

/** Settings that only make sense together; each problem names its variable. */
export function paymentsProblems(e: PaymentsEnv): string[] {
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    return ['STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set'];
  }
  if (!e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET) {
    return ['STRIPE_SECRET_KEY: set it together with STRIPE_WEBHOOK_SECRET'];
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
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) return { provider: 'test' };
  return {
    provider: 'stripe',
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiBase: toApiBase(e.STRIPE_API_BASE),
  };
}
