import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from './catalogue/default';
import { buildCheckoutLines } from './checkout';
import { createDefaultAlbumOptions } from './defaults';
import {
  canPayOrder,
  CartItemSchema,
  CheckoutLineSchema,
  CheckoutRequestSchema,
  OrderResourceSchema,
  orderTab,
} from './orders';

describe('orders (spec 1 §2, §3)', () => {
  it.each([
    ['pending', 'pending'],
    ['standby', 'pending'],
    ['paid', 'completed'],
  ] as const)('%s orders are listed under %s', (status, tab) => {
    expect(orderTab(status)).toBe(tab);
  });

  it('offers payment for pending orders with an invoice url only', () => {
    expect(canPayOrder({ order_status: 'pending', invoice_url: 'https://pay/1' })).toBe(true);
    expect(canPayOrder({ order_status: 'pending', invoice_url: null })).toBe(false);
    expect(canPayOrder({ order_status: 'standby', invoice_url: 'https://pay/1' })).toBe(false);
  });

  it('parses an order resource', () => {
    const order = OrderResourceSchema.parse({
      type: 'orders',
      id: 'o1',
      attributes: { title: 'My LP', order_status: 'paid', price: 3400, invoice_url: null },
      meta: { created: '2026-01-01T00:00:00Z' },
    });
    expect(order.attributes.price).toBe(3400);
    expect(OrderResourceSchema.safeParse({ ...order, type: 'albums' }).success).toBe(false);
  });
});

describe('checkout lines (spec 1 §3, §9)', () => {
  it('lists each priced part, the vinyl line with the album id', () => {
    const options = createDefaultAlbumOptions('12', 1, defaultCatalogue);
    const lines = buildCheckoutLines(options, 3, 'album-1');
    expect(lines).toEqual([
      { variant_id: options.vinyl?.variant_id, quantity: 3, album_id: 'album-1' },
      { variant_id: options.label?.variant_id, quantity: 3 },
      { variant_id: options.innerSleeve?.ids?.vid, quantity: 3 },
      { variant_id: options.cover?.ids?.vid, quantity: 3 },
    ]);
    expect(CheckoutRequestSchema.safeParse({ products: lines, note_attributes: [] }).success).toBe(
      true,
    );
  });

  it('adds the second disc and doubles labels and inner sleeves for a double', () => {
    const options = createDefaultAlbumOptions('7', 2, defaultCatalogue);
    const quantities = buildCheckoutLines(options, 2, 'a').map((line) => line.quantity);
    expect(quantities).toEqual([2, 2, 4, 4, 2]);
    expect(buildCheckoutLines({}, 2, 'a')).toEqual([]);
  });

  it('needs a product or variant id on every line', () => {
    expect(CheckoutLineSchema.safeParse({ quantity: 1 }).success).toBe(false);
    expect(CheckoutLineSchema.safeParse({ product_id: 4, quantity: 1 }).success).toBe(true);
  });

  it('parses a cart item', () => {
    const item = { id: 'a', title: 'T', author: null, items: [], quantity: 2, price: 3400 };
    expect(CartItemSchema.parse(item)).toEqual(item);
    expect(CartItemSchema.safeParse({ ...item, price: 34.5 }).success).toBe(false);
  });
});
