import {
  calculatePartPrices,
  priceAlbum,
  vatRules,
  type AlbumOptions,
  type Catalog,
  type DiscTracks,
} from '@vinyl/domain';
import type { AlbumSummary, SummaryPart, SummaryPrice } from './summary.view';

/** The summary table's parts (spec 1 §2 view 1), each with its unit price in cents. */
export function describeParts(options: AlbumOptions | null): SummaryPart[] {
  if (!options) return [];
  const prices = calculatePartPrices(options);
  const parts: SummaryPart[] = [];
  const { vinyl, label, cover, innerSleeve, outerSleeve } = options;
  if (vinyl) {
    parts.push({
      part: 'vinyl',
      name: 'Vinyl',
      color: vinyl.color,
      choices: {
        thickness_mm: vinyl.thickness,
        hole: vinyl.hole,
        discs: vinyl.vinylsQuantity,
        sides: vinyl.sides + (options.vinyl2?.sides ?? 0),
      },
      unit_price: prices.vinyl,
    });
  }
  if (label) {
    parts.push({
      part: 'label',
      name: 'Label',
      color: label.color,
      choices: {},
      unit_price: prices.label,
    });
  }
  if (cover) {
    parts.push({
      part: 'cover',
      name: 'Cover',
      color: cover.color,
      choices: {
        finishing: cover.finishing,
        gatefold: cover.gatefold,
        central_hole: cover.central_hole,
      },
      unit_price: prices.cover,
    });
  }
  if (innerSleeve) {
    parts.push({
      part: 'innerSleeve',
      name: 'Inner sleeve',
      color: innerSleeve.color,
      choices: {},
      unit_price: prices.innerSleeve,
    });
  }
  if (outerSleeve) {
    parts.push({
      part: 'outerSleeve',
      name: 'Outer sleeve',
      color: outerSleeve.color,
      choices: {},
      unit_price: prices.outerSleeve,
    });
  }
  return parts;
}

type Priced =
  | { ok: true; options: AlbumOptions; price: SummaryPrice }
  | { ok: false; problem: NonNullable<AlbumSummary['price_problem']> };

/**
 * The price as checkout would make it: the stored options checked and priced again from
 * the catalogue at the album's format, discs, quantity and stored tracks, by the domain's
 * one `priceAlbum` (ARCHITECTURE: the server never trusts a stored or sent price; decision
 * 015: the box, the summary and checkout share it).
 */
export function priceSummary(
  catalog: Catalog,
  options: AlbumOptions | null,
  album: { format: string | null; quantity: number; discs: readonly DiscTracks[] },
): Priced {
  const priced = priceAlbum(catalog, { options, ...album });
  if (!priced.ok) {
    const { code, message: title, detail } = priced;
    return { ok: false, problem: { code, title, ...(detail !== undefined && { detail }) } };
  }
  const vat = vatRules(catalog);
  return {
    ok: true,
    options: priced.options,
    price: {
      quantity: album.quantity,
      lines: describeParts(priced.options).map(({ part, name, unit_price }) => ({
        part,
        name,
        unit_price,
      })),
      unit_total: priced.unit,
      total: priced.total,
      vat_included: vat.included,
      vat_rate: vat.rate,
    },
  };
}
