import { describe, expect, it } from 'vitest';
import { createDefaultAlbumOptions } from '../albums/defaults';
import { defaultCatalogue } from '../catalogue/default';
import { buildCheckoutLines } from './checkout';
import { buildNoteAttributes } from './note-attributes';
import {
  canPayOrder,
  OrderCustomerSchema,
  CartItemSchema,
  CheckoutLineSchema,
  CheckoutRequestSchema,
  OrderResourceSchema,
  orderTab,
} from './orders';

const CUSTOMER = {
  email: 'band@example.com',
  shipping: {
    name: 'Mario Rossi',
    address: 'Via Roma 1',
    city: 'Milano',
    postal_code: '20100',
    country: 'it',
  },
  billing: { name: 'Mario Rossi', invoice: false },
};

describe('the buyer of an order', () => {
  it('accepts a contact, an address and a billing name, tidying what was typed', () => {
    const parsed = OrderCustomerSchema.parse({
      ...CUSTOMER,
      phone: '',
      shipping: { ...CUSTOMER.shipping, address2: '  ', province: ' MI ' },
      billing: { name: 'Rossi srl', invoice: true, vat_number: 'it 0123456789 0' },
    });
    expect(parsed.shipping.country).toBe('IT');
    expect(parsed.shipping.address2).toBeUndefined();
    expect(parsed.shipping.province).toBe('MI');
    expect(parsed.phone).toBeUndefined();
    expect(parsed.billing.vat_number).toBe('IT01234567890');
  });

  it.each([
    ['no e-mail', { ...CUSTOMER, email: 'not-an-email' }, 'email'],
    ['no city', { ...CUSTOMER, shipping: { ...CUSTOMER.shipping, city: ' ' } }, 'shipping.city'],
    [
      'a bad country',
      { ...CUSTOMER, shipping: { ...CUSTOMER.shipping, country: 'Italy' } },
      'shipping.country',
    ],
    [
      'an invoice without VAT number or code',
      { ...CUSTOMER, billing: { name: 'X', invoice: true } },
      'billing.vat_number',
    ],
    [
      'a bad VAT number',
      { ...CUSTOMER, billing: { name: 'X', invoice: true, vat_number: '12' } },
      'billing.vat_number',
    ],
    [
      'a bad e-invoice code',
      { ...CUSTOMER, billing: { name: 'X', invoice: true, sdi_code: 'ABC' } },
      'billing.sdi_code',
    ],
  ])('refuses %s', (_case, input, path) => {
    const result = OrderCustomerSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });

  it('accepts an e-invoice code or a PEC address instead of a VAT number', () => {
    for (const sdi_code of ['ABC1234', 'fatture@pec.example.it']) {
      const billing = { name: 'X', invoice: true, sdi_code };
      expect(OrderCustomerSchema.safeParse({ ...CUSTOMER, billing }).success).toBe(true);
    }
  });

  it('writes the invoice note, and the fiscal code only for an Italian resident', () => {
    expect(
      buildNoteAttributes({ invoice: false, italianResident: false, fiscalCode: 'x' }),
    ).toEqual([{ name: 'invoice', value: 'no' }]);
    expect(
      buildNoteAttributes({
        invoice: true,
        italianResident: true,
        fiscalCode: ' rssmra85t10a562s ',
      }),
    ).toEqual([
      { name: 'invoice', value: 'yes' },
      { name: 'fiscal_code', value: 'RSSMRA85T10A562S' },
    ]);
  });
});

describe('orders (spec 1 §2, §3)', () => {
  it.each([
    ['pending', 'pending'],
    ['standby', 'pending'],
    ['paid', 'completed'],
    ['artwork_approved', 'completed'],
    ['artwork_problem', 'completed'],
    ['test_pressing', 'completed'],
    ['pressing', 'completed'],
    ['packed', 'completed'],
    ['shipped', 'completed'],
    ['delivered', 'completed'],
    ['cancelled', 'completed'],
    ['refunded', 'completed'],
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
    const request = { products: lines, note_attributes: [], customer: CUSTOMER };
    expect(CheckoutRequestSchema.safeParse(request).success).toBe(true);
    expect(CheckoutRequestSchema.safeParse({ ...request, customer: undefined }).success).toBe(
      false,
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
