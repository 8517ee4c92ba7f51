import { z } from 'zod';
import { CatalogueIdSchema, CountryCodeSchema } from '../catalogue/schema';
import { CentsSchema } from '../options/album-options';
import { resourceSchema, TimestampsMetaSchema } from '../shared/json-api';

/**
 * Every state of an order (issue 17): the first three are spec 1's (standby: awaiting the
 * plant's price; pending: awaiting payment; paid), the rest the plant's production after
 * payment. Which move is allowed from which is `production.ts`'s one state machine.
 */
export const ORDER_STATUSES = [
  'pending',
  'standby',
  'paid',
  'artwork_approved',
  'artwork_problem',
  'test_pressing',
  'pressing',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** Order attributes (spec 1 §3); `price` in cents. */
export const OrderSchema = z.object({
  title: z.string(),
  order_status: OrderStatusSchema,
  price: CentsSchema,
  invoice_url: z.string().nullable(),
  /** Copies over all albums. */
  quantity: z.number().int().min(0).optional(),
  /** Cents: the records alone, and the delivery; `price` is their sum. */
  items_price: CentsSchema.optional(),
  shipping_cost: CentsSchema.optional(),
  /** Whether the prices include VAT, and its rate in percent. */
  vat_included: z.boolean().optional(),
  vat_rate: z.number().optional(),
  /** The buyer's contact and addresses, only on the buyer's own order. */
  customer: z.lazy(() => OrderCustomerSchema).optional(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderResourceSchema = resourceSchema('orders', OrderSchema, TimestampsMetaSchema);
export type OrderResource = z.infer<typeof OrderResourceSchema>;

/** The tabs of My orders (spec 1 §2). */
export const ORDER_TABS = ['pending', 'completed'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/**
 * Pending and standby are listed under Pending, paid under Completed (spec 1 §2). An order
 * the customer has paid stays under Completed through production, shipping and delivery
 * (its timeline tells where it is), and so does a closed one (cancelled, refunded): only an
 * order still waiting for its price or its payment asks something of the customer.
 */
export function orderTab(status: OrderStatus): OrderTab {
  return status === 'pending' || status === 'standby' ? 'pending' : 'completed';
}

/** A checkout link is offered for a pending order that has an invoice_url (spec 1 §2). */
export function canPayOrder(order: Pick<Order, 'order_status' | 'invoice_url'>): boolean {
  return order.order_status === 'pending' && Boolean(order.invoice_url);
}

/** One product line of a checkout: a product or variant id, a quantity, and the album on the vinyl line. */
export const CheckoutLineSchema = z
  .object({
    product_id: CatalogueIdSchema.optional(),
    variant_id: CatalogueIdSchema.optional(),
    quantity: z.number().int().min(1),
    album_id: z.string().min(1).optional(),
  })
  .refine((line) => line.product_id !== undefined || line.variant_id !== undefined, {
    message: 'A line needs a product_id or a variant_id',
  });
export type CheckoutLine = z.infer<typeof CheckoutLineSchema>;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1, 'Required');
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** Where the records go (a record is a physical good). */
export const ShippingAddressSchema = z.object({
  name: required(100),
  address: required(200),
  address2: optionalText(200),
  city: required(100),
  postal_code: required(20),
  province: optionalText(100),
  country: CountryCodeSchema,
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

/** An EU VAT number, with or without its country prefix ("IT01234567890", "01234567890"). */
export const VAT_NUMBER_PATTERN = /^(?:[A-Z]{2})?[0-9A-Z]{8,12}$/;
/** The Italian e-invoice recipient code (codice destinatario, 7 characters) or a PEC address. */
export const SDI_CODE_PATTERN = /^(?:[0-9A-Z]{7}|[^\s@]+@[^\s@]+\.[^\s@]+)$/i;

/** Who the invoice or receipt is made out to; an invoice needs a VAT number or an e-invoice code. */
export const BillingSchema = z
  .object({
    name: required(200),
    invoice: z.boolean(),
    vat_number: optionalText(30).transform((value) => value?.toUpperCase().replace(/\s+/g, '')),
    sdi_code: optionalText(254),
  })
  .superRefine((billing, ctx) => {
    if (billing.vat_number !== undefined && !VAT_NUMBER_PATTERN.test(billing.vat_number)) {
      ctx.addIssue({ code: 'custom', path: ['vat_number'], message: 'Invalid VAT number' });
    }
    if (billing.sdi_code !== undefined && !SDI_CODE_PATTERN.test(billing.sdi_code)) {
      ctx.addIssue({ code: 'custom', path: ['sdi_code'], message: 'Invalid e-invoice code' });
    }
    if (billing.invoice && billing.vat_number === undefined && billing.sdi_code === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['vat_number'],
        message: 'An invoice needs a VAT number or an e-invoice code',
      });
    }
  });
export type Billing = z.infer<typeof BillingSchema>;

/** The buyer's contact (guests included), shipping address and billing, given before paying. */
export const OrderCustomerSchema = z.object({
  email: z.email('Invalid e-mail address').max(254),
  phone: optionalText(40),
  shipping: ShippingAddressSchema,
  billing: BillingSchema,
});
export type OrderCustomer = z.infer<typeof OrderCustomerSchema>;
export type OrderCustomerInput = z.input<typeof OrderCustomerSchema>;

export const NoteAttributeSchema = z.object({ name: z.string().min(1), value: z.string() });
export type NoteAttribute = z.infer<typeof NoteAttributeSchema>;

/** POST checkout body (spec 1 §7). */
export const CheckoutRequestSchema = z.object({
  products: z.array(CheckoutLineSchema).min(1),
  note_attributes: z.array(NoteAttributeSchema),
  /** Contact, shipping address and billing; required to place an order. */
  customer: OrderCustomerSchema,
});
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

/** Cart item (spec 1 §3): one per album; `price` is the unit price in cents. */
export const CartItemSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  author: z.string().nullable(),
  items: z.array(CheckoutLineSchema),
  quantity: z.number().int().min(1),
  price: CentsSchema,
});
export type CartItem = z.infer<typeof CartItemSchema>;
