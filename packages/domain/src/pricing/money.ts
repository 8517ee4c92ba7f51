/**
 * Money is integer cents inside; euros with 2 decimals only where shown
 * (ARCHITECTURE "Rules that hold everywhere", spec 2 §1). The catalogue keeps euros
 * because the plant edits it by hand; convert with `eurosToCents` when reading it.
 */

/** Whole cents from a euro amount with at most 2 decimals (28.5 → 2850). */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/** True when a euro amount has no more than 2 decimals. */
export function hasAtMostTwoDecimals(euros: number): boolean {
  return Number.isFinite(euros) && Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;
}

/** Euros with 2 decimals, no currency sign: 2850 → "28.50", -5 → "-0.05". */
export function formatEuros(cents: number): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents from a euro text such as "28", "28.5" or "28,50"; undefined when not a price. */
export function parseEuros(text: string): number | undefined {
  const match = /^\s*(\d+)(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A language the shop speaks; anything else is shown as English. */
export type MoneyLocale = 'it' | 'en' | (string & {});

const numberLocale = (locale: MoneyLocale) => (locale.slice(0, 2) === 'it' ? 'it-IT' : 'en');

/**
 * Cents as the customer's language writes euros (issue 14 item 5): 4043 → "40,43 €" in
 * Italian, "€40.43" in English. The one formatter of money shown to a person; the space
 * in Italian is a no-break space, so the sign never wraps away from the amount.
 */
export function formatMoney(cents: number, locale: MoneyLocale): string {
  return new Intl.NumberFormat(numberLocale(locale), {
    style: 'currency',
    currency: 'EUR',
  }).format(Math.round(cents) / 100);
}

/** A number as the customer's language writes it: 2 → "2,0" in Italian with 1 decimal. */
export function formatNumber(
  value: number,
  locale: MoneyLocale,
  options: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {},
): string {
  return new Intl.NumberFormat(numberLocale(locale), options).format(value);
}
