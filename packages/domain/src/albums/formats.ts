import type { Catalog, FormatEntry, FormatRef } from '../catalogue/schema';
import type { Format, Rpm, VinylsQuantity } from '../catalogue/values';
import { eurosToCents } from '../pricing/money';

type FormatsSource = Pick<Catalog, 'formats'>;

const sameRef = (a: FormatRef, b: FormatRef): boolean =>
  a.format === b.format && a.vinylsQuantity === b.vinylsQuantity;

export function findFormatEntry(
  catalog: FormatsSource,
  format: Format,
  vinylsQuantity: VinylsQuantity = 1,
): FormatEntry | undefined {
  return catalog.formats.find((entry) => sameRef(entry, { format, vinylsQuantity }));
}

/**
 * Format availability (spec 2 §5): the format must be in the catalogue (a format entry
 * and at least one vinyl entry for it) and not in the excluded format/quantity pairs.
 * Unavailable cards show "Not avaiable".
 */
export function isFormatAvailable(
  catalog: Pick<Catalog, 'formats' | 'vinyls' | 'excludedFormats'>,
  format: Format,
  vinylsQuantity: VinylsQuantity,
): boolean {
  const ref = { format, vinylsQuantity };
  return (
    findFormatEntry(catalog, format, vinylsQuantity) !== undefined &&
    catalog.vinyls.some((entry) => entry.f === format) &&
    !catalog.excludedFormats.some((excluded) => sameRef(excluded, ref))
  );
}

/** The "Common formats" cards, in the catalogue's order. */
export function listCommonFormats(
  catalog: Pick<Catalog, 'formats' | 'commonFormats'>,
): FormatEntry[] {
  return catalog.commonFormats.flatMap((ref) => {
    const entry = findFormatEntry(catalog, ref.format, ref.vinylsQuantity);
    return entry ? [entry] : [];
  });
}

/** "Starting from" price of a format card in cents (spec 2 §2). */
export function startingFromPrice(entry: Pick<FormatEntry, 'price'>): number {
  return eurosToCents(entry.price);
}

/** Max duration per side shown on a card: the format's maxDuration divided by 2 (spec 2 §2). */
export function displayedSideDuration(entry: Pick<FormatEntry, 'maxDuration'>): number {
  return entry.maxDuration / 2;
}

/** Rpm per-side limit in seconds (spec 2 §9), or undefined when the format has no such speed. */
export function getRpmSideLimit(
  catalog: FormatsSource,
  format: Format,
  rpm: Rpm,
): number | undefined {
  return catalog.formats
    .filter((entry) => entry.format === format)
    .flatMap((entry) => entry.rpms)
    .find((limit) => limit.value === rpm)?.maxDuration;
}

/** Speeds offered for a format, in the catalogue's order. */
export function listRpms(catalog: FormatsSource, format: Format): Rpm[] {
  return findFormatEntry(catalog, format)?.rpms.map((limit) => limit.value) ?? [];
}

/**
 * The speed a record of a format is usually cut at (issue 5: 33 for 12 and 10 inch, 45 for
 * 7 and 5 inch): what a new album starts with until the customer picks another.
 */
export const USUAL_RPM: Readonly<Record<Format, Rpm>> = {
  '12': '33',
  '10': '33',
  '7': '45',
  '5': '45',
};

/**
 * The speed a new album of a format starts with: the format's usual speed when the
 * catalogue offers it, otherwise the offered speed that fits the most music per side.
 */
export function defaultRpm(catalog: FormatsSource, format: Format): Rpm | undefined {
  const rpms = findFormatEntry(catalog, format)?.rpms ?? [];
  if (rpms.some((limit) => limit.value === USUAL_RPM[format])) return USUAL_RPM[format];
  return [...rpms].sort((a, b) => b.maxDuration - a.maxDuration)[0]?.value;
}
