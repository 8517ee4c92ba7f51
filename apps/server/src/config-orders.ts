import { MIN_PASSWORD_LENGTH } from '@vinyl/domain';
import { z } from 'zod';

/**
 * The orders settings of issue 9: where the plant's copy of every new order goes, and the
 * first admin account (the plant's back-office login), made once at start. README
 * "Configuration" lists them.
 */
export const OrdersEnvShape = {
  PLANT_EMAIL: z.email('must be an e-mail address').max(254).optional(),
  ADMIN_EMAIL: z.email('must be an e-mail address').max(254).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200)
    .optional(),
  /** Days a quote's offer lasts after the plant sends or revises it (issue 17). */
  QUOTE_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(14),
};

type OrdersEnv = z.infer<z.ZodObject<typeof OrdersEnvShape>>;

export interface OrdersConfig {
  /** Every new order is mailed here; unset, the plant gets no mail. */
  plantEmail: string | undefined;
  /**
   * The first admin, created at start when no user has this e-mail yet; without a
   * password one is generated and logged once.
   */
  admin: { email: string; password: string | undefined } | undefined;
  /** How long a quote's offer lasts, in days (`QUOTE_EXPIRY_DAYS`, 14). */
  quoteExpiryDays: number;
}

export function ordersProblems(env: OrdersEnv): string[] {
  return env.ADMIN_PASSWORD && !env.ADMIN_EMAIL
    ? ['ADMIN_PASSWORD: set it together with ADMIN_EMAIL']
    : [];
}

export function toOrdersConfig(env: OrdersEnv): OrdersConfig {
  return {
    plantEmail: env.PLANT_EMAIL?.trim().toLowerCase(),
    admin: env.ADMIN_EMAIL
      ? { email: env.ADMIN_EMAIL.trim().toLowerCase(), password: env.ADMIN_PASSWORD }
      : undefined,
    quoteExpiryDays: env.QUOTE_EXPIRY_DAYS,
  };
}
