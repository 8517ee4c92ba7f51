import {
  createDefaultAlbumOptions,
  PRINTED,
  priceAlbum,
  shippingCost,
  vatPart,
  vatRules,
  type AlbumOptions,
  type Catalog,
  type DiscTracks,
  type Format,
  type VinylsQuantity,
} from '@vinyl/domain';

/** An album the operator knows by heart, priced before and after an edit. */
export interface CatalogueExample {
  id: string;
  format: Format;
  discs: VinylsQuantity;
  /** Copies: within the shop's 1–30, so every price tier up to the top one is seen. */
  quantity: number;
  /** A printed cover and printed labels (else the default white ones). */
  printed: boolean;
  /** Where it ships: shipping zones and VAT show in the order total. */
  country: string;
  /** Seconds of music per side, per disc: they choose the vinyl's duration band. */
  sides: readonly (readonly [number, number])[];
}

export const CATALOGUE_EXAMPLES: readonly CatalogueExample[] = [
  { id: '12-single-1', format: '12', discs: 1, quantity: 1, printed: false, country: 'IT', sides: [[1080, 1080]] },
  { id: '7-single-10', format: '7', discs: 1, quantity: 10, printed: false, country: 'IT', sides: [[200, 200]] },
  { id: '12-double-30-printed', format: '12', discs: 2, quantity: 30, printed: true, country: 'DE', sides: [[1080, 1080], [1080, 1080]] },
]; // prettier-ignore

/** Cents: the album (per copy and for its copies), its delivery, and the VAT inside both. */
export interface ExamplePrice {
  unit: number;
  total: number;
  shipping: number;
  order_total: number;
  vat: number;
}

export interface ExampleResult extends Omit<CatalogueExample, 'sides'> {
  before: ExamplePrice | null;
  after: ExamplePrice | null;
  /** Why a catalogue cannot price the example (`vinyl_not_found`, …), before and after. */
  before_error: string | null;
  after_error: string | null;
}

function exampleOptions(catalog: Catalog, example: CatalogueExample): AlbumOptions {
  const { format, discs, quantity, printed } = example;
  const options = createDefaultAlbumOptions(format, discs, catalog, { quantity });
  if (!printed) return options;
  return {
    ...options,
    ...(options.label && { label: { ...options.label, color: PRINTED } }),
    ...(options.cover && { cover: { ...options.cover, color: PRINTED } }),
  };
}

function priceWith(catalog: Catalog, example: CatalogueExample, options: AlbumOptions) {
  const discs: DiscTracks[] = example.sides.map(([a, b]) => ({
    sideA: [{ duration: a }],
    sideB: [{ duration: b }],
  }));
  const priced = priceAlbum(catalog, {
    options,
    format: example.format,
    quantity: example.quantity,
    discs,
    vinylsQuantity: example.discs,
  });
  if (!priced.ok) return { price: null, error: priced.code };
  const shipping = shippingCost(catalog, example.country, example.quantity).cost;
  const orderTotal = priced.total + shipping;
  const price: ExamplePrice = {
    unit: priced.unit,
    total: priced.total,
    shipping,
    order_total: orderTotal,
    vat: vatPart(orderTotal, vatRules(catalog)),
  };
  return { price, error: null };
}

/**
 * The examples priced by the published catalogue and by the candidate, with the domain's
 * one `priceAlbum` (decision 015): the choices are made once, from the published catalogue,
 * so a difference is the price list's, not a different default.
 */
export function priceExamples(before: Catalog, after: Catalog): ExampleResult[] {
  return CATALOGUE_EXAMPLES.map((example) => {
    const { sides: _sides, ...facts } = example;
    const options = exampleOptions(before, example);
    const was = priceWith(before, example, options);
    const now = priceWith(after, example, options);
    return {
      ...facts,
      before: was.price,
      after: now.price,
      before_error: was.error,
      after_error: now.error,
    };
  });
}
