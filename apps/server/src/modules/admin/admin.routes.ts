import { MAX_QUOTE_CENTS, OrderStatusSchema, QuoteDiscountSchema } from '@vinyl/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForbiddenError } from '../../http/errors';
import { requireUser } from '../../http/request-context';
import type { AuditService } from '../audit';
import type { OrderService } from '../orders';
import { orderedAlbumResources, orderResource } from '../orders';
import type { UserRow } from '../users';

const tags = ['admin'];

/** The signed-in admin: 401 without a session, 403 for anyone else. */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== 'admin') throw new ForbiddenError('forbidden', 'This is for the plant only');
  return user;
}

const ListQuerySchema = z
  .object({
    'filter[order_status]': OrderStatusSchema.optional(),
    sort: z.literal('-modified').optional(),
    include: z.literal('albums_ordered').optional(),
    'page[number]': z.coerce.number().int().min(1).max(100_000).default(1),
    'page[size]': z.coerce.number().int().min(1).max(200).default(50),
    locale: z.string().optional(),
  })
  .strict();

const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });

const PriceBodySchema = z
  .object({
    /** The final total in cents, shipping included: what the buyer pays. */
    price: z.number().int().min(1).max(MAX_QUOTE_CENTS),
    /** The delivery part of it, in cents; the one stored at submission when absent. */
    shipping_cost: z.number().int().min(0).max(MAX_QUOTE_CENTS).optional(),
    /** Shown to the buyer in the payment mail and on the payment page. */
    note: z.string().trim().max(2000).optional(),
    /** The same as `note` (issue 17's word for it); when both are sent, `message` is used. */
    message: z.string().trim().max(2000).optional(),
    /** A price line the buyer sees: cents off the records (the total stays `price`), and why. */
    discount: QuoteDiscountSchema.optional(),
  })
  .strict();

/** An order as the plant sees it: the buyer, the owner and the plant's pricing. */
function adminOrderResource(
  row: Parameters<typeof orderResource>[0],
  lines: Parameters<typeof orderResource>[1],
) {
  const resource = orderResource(row, lines, { customer: true });
  return {
    ...resource,
    attributes: {
      ...resource.attributes,
      note_attributes: JSON.parse(row.note_attributes) as unknown,
      plant_note: row.plant_note,
      priced_at: row.priced_at,
      paid_at: row.paid_at,
      quote_revision: Number(row.quote_revision),
    },
    relationships: {
      ...resource.relationships,
      customer_user: { data: row.user_id ? { type: 'users' as const, id: row.user_id } : null },
    },
  };
}

/**
 * The plant's back-office (ARCHITECTURE "admin", role admin only): every customer's orders
 * and the pricing of standby orders (10–30 copies), which sends the buyer a payment link.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  orders: OrderService;
  audit: AuditService;
}> = async (app, { orders, audit }) => {
  // Before the body is even read: 401 without a session, 403 for a customer.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  app.get(
    '/admin/orders',
    { schema: { tags, summary: 'Every customer’s orders (admin)', querystring: ListQuerySchema } },
    async (request) => {
      const query = request.query;
      const status = query['filter[order_status]'];
      const { rows, lines, total } = await orders.listAll(status ? { status } : {}, {
        size: query['page[size]'],
        number: query['page[number]'],
      });
      return {
        data: rows.map((row) => adminOrderResource(row, lines)),
        included: query.include === 'albums_ordered' ? orderedAlbumResources(lines) : [],
        meta: { pagination: { count: total } },
      };
    },
  );

  app.get(
    '/admin/orders/:id',
    { schema: { tags, summary: 'One order (admin)', params: IdParamsSchema } },
    async (request) => {
      const { row, lines } = await orders.getAny(request.params.id);
      return { data: adminOrderResource(row, lines), included: orderedAlbumResources(lines) };
    },
  );

  app.post(
    '/admin/orders/:id/price',
    {
      schema: {
        tags,
        summary:
          'Price a standby order, or revise an unpaid quote, and mail the payment link (admin)',
        params: IdParamsSchema,
        body: PriceBodySchema,
      },
    },
    async (request) => {
      const { price, shipping_cost: shippingCost, discount } = request.body;
      const note = request.body.message ?? request.body.note;
      const adminUserId = requireAdmin(request).id;
      // Every pricing is audited in its own transaction: a first quote or a revision.
      const { row, lines } = await orders.priceStandby(
        request.params.id,
        { price, shippingCost, note, discount },
        (change, trx) =>
          audit.record(
            {
              adminUserId,
              action: change.revised ? 'quote.revised' : 'quote.sent',
              target: { type: 'orders', id: change.orderId },
              data: {
                price,
                shipping_cost: change.shippingCost,
                items_price: change.itemsPrice,
                discount: discount ?? null,
                note: note ?? null,
                revision: change.revision,
                expires_at: change.expiresAt,
              },
            },
            trx,
          ),
      );
      return { data: adminOrderResource(row, lines), included: orderedAlbumResources(lines) };
    },
  );
};
