import { z } from 'zod';
import { CentsSchema } from './album-options';
import { CatalogueIdSchema } from './catalogue/schema';
import { resourceSchema, TimestampsMetaSchema } from './json-api';

export const ORDER_STATUSES = ['pending', 'standby', 'paid'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** Order attributes (spec 1 §3); `price` in cents. */
export const OrderSchema = z.object({
  title: z.string(),
  order_status: OrderStatusSchema,
  price: CentsSchema,
  invoice_url: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderResourceSchema = resourceSchema('orders', OrderSchema, TimestampsMetaSchema);
export type OrderResource = z.infer<typeof OrderResourceSchema>;

/** Pending and standby are listed under Pending, paid under Completed (spec 1 §2). */
export function orderTab(status: OrderStatus): 'pending' | 'completed' {
  return status === 'paid' ? 'completed' : 'pending';
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

export const NoteAttributeSchema = z.object({ name: z.string().min(1), value: z.string() });
export type NoteAttribute = z.infer<typeof NoteAttributeSchema>;

/** POST checkout body (spec 1 §7). */
export const CheckoutRequestSchema = z.object({
  products: z.array(CheckoutLineSchema).min(1),
  note_attributes: z.array(NoteAttributeSchema),
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
