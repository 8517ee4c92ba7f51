import { z } from 'zod';

/**
 * The plant's quotes (issue 17 "Quotes"): an order of 10–30 copies waits in `standby` until
 * the plant sets its total (optionally with a discount line and a message) and sends the
 * payment link; the order is then `pending`. While it is unpaid the plant may revise the
 * quote (a new total, a new link; the old link stops working); a quote's offer ends
 * `QUOTE_EXPIRY_DAYS` after it was sent, when the link says so and the plant may revise it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The largest total the plant can set: € 1,000,000. */
export const MAX_QUOTE_CENTS = 100_000_000;

/** A discount line the buyer sees: cents off the records, and why (both or neither). */
export const QuoteDiscountSchema = z
  .object({
    amount: z.number().int().min(1).max(MAX_QUOTE_CENTS),
    reason: z.string().trim().min(1, 'Required').max(200),
  })
  .strict();
export type QuoteDiscount = z.infer<typeof QuoteDiscountSchema>;

/** What a pricing does to an order: sends the first quote, revises one, or is refused. */
export type QuoteAction = 'send' | 'revise' | 'refused';

/**
 * Only an order that came from standby is quoted: `standby` gets its first quote; a
 * `pending` order the plant priced before (it has `priced_at`) gets a revised one. An
 * online order (1–9 copies, pending without a quote) and any order once paid are refused.
 */
export function quoteAction(order: { status: string; pricedAt: string | null }): QuoteAction {
  if (order.status === 'standby') return 'send';
  if (order.status === 'pending' && order.pricedAt !== null) return 'revise';
  return 'refused';
}

/** When a quote sent at `sentAt` stops being an offer (ISO-8601). */
export function quoteExpiresAt(sentAt: Date, expiryDays: number): string {
  return new Date(sentAt.getTime() + expiryDays * DAY_MS).toISOString();
}

/** An unpaid quote whose offer has ended: its payment link shows the "expired" page. */
export function isQuoteExpired(
  order: { status: string; quoteExpiresAt: string | null },
  now: Date,
): boolean {
  if (order.status !== 'pending' || order.quoteExpiresAt === null) return false;
  return new Date(order.quoteExpiresAt).getTime() <= now.getTime();
}

/**
 * The money of a quote: `price` is the total the buyer pays (shipping included); the
 * records line is what is left after shipping, before the discount, so the lines the buyer
 * reads add up: records − discount + shipping = total. The total cannot be less than the
 * shipping. Null when it is.
 */
export function quoteItemsPrice(input: {
  price: number;
  shipping: number;
  discount?: number | undefined;
}): number | null {
  if (input.price < input.shipping) return null;
  return input.price - input.shipping + (input.discount ?? 0);
}

/**
 * A day as the buyer's language writes it, in the plant's time zone (Europe/Rome): the
 * last day of an offer in a mail or a page ("5 dicembre 2026", "5 December 2026").
 */
export function formatPlantDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale.slice(0, 2) === 'it' ? 'it-IT' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  }).format(new Date(iso));
}
