import {
  calculateAlbumPrice,
  calculateOrderTotal,
  calculatePartPrices,
  checkAlbumOptions,
  FormatSchema,
  vatRules,
  type AlbumOptions,
  type Catalog,
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
 * the catalogue at the album's format, discs and quantity (ARCHITECTURE: the server never
 * trusts a stored or sent price), then unit = sum of the parts, total = unit × quantity.
 */
export function priceSummary(
  catalog: Catalog,
  options: AlbumOptions | null,
  album: { format: string | null; quantity: number },
): Priced {
  const format = FormatSchema.safeParse(album.format);
  if (!options?.vinyl || !format.success) {
    return {
      ok: false,
      problem: { code: 'options_missing', title: 'The disc options are not chosen' },
    };
  }
  const checked = checkAlbumOptions(catalog, options, {
    format: format.data,
    vinylsQuantity: options.vinyl.vinylsQuantity,
    quantity: album.quantity,
  });
  if (!checked.ok) {
    return {
      ok: false,
      problem: { code: checked.code, title: checked.message, detail: checked.detail },
    };
  }
  const priced = checked.value;
  const unit = calculateAlbumPrice(priced);
  const vat = vatRules(catalog);
  return {
    ok: true,
    options: priced,
    price: {
      quantity: album.quantity,
      lines: describeParts(priced).map(({ part, name, unit_price }) => ({
        part,
        name,
        unit_price,
      })),
      unit_total: unit,
      total: calculateOrderTotal(unit, album.quantity),
      vat_included: vat.included,
      vat_rate: vat.rate,
    },
  };
}
