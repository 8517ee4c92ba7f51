import { CheckoutRequestSchema } from '@vinyl/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '../../http/errors';
import { requireUser } from '../../http/request-context';
import type { OrderService } from './orders.service';
import { orderedAlbumResources, orderResource } from './orders.view';
import type { PaymentProvider } from './payments';

const tags = ['orders'];

const ListQuerySchema = z
  .object({
    'filter[mine]': z.string().optional(),
    sort: z.enum(['-modified', 'modified']).optional(),
    include: z.literal('albums_ordered').optional(),
    locale: z.string().optional(),
  })
  .strict();

const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * Orders (spec 1 §7): `POST /checkout` (1–9 copies, online payment), `POST /submit-order`
 * (10–30, standby), the buyer's orders, and the payment providers' webhooks.
 */
export const orderRoutes: FastifyPluginAsyncZod<{
  orders: OrderService;
  providers: readonly PaymentProvider[];
}> = async (app, { orders, providers }) => {
  app.post(
    '/checkout',
    {
      schema: {
        tags,
        summary: 'Checkout: a pending order to pay online',
        body: CheckoutRequestSchema,
      },
    },
    async (request, reply) => {
      const data = await orders.checkout(requireUser(request).id, request.body, request.locale);
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/submit-order',
    {
      schema: { tags, summary: 'Submit an order of 10 to 30 copies', body: CheckoutRequestSchema },
    },
    async (request, reply) => {
      const data = await orders.submit(requireUser(request).id, request.body, request.locale);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/orders',
    { schema: { tags, summary: 'My orders', querystring: ListQuerySchema } },
    async (request) => {
      const user = requireUser(request);
      const { rows, lines, history } = await orders.listMine(
        user.id,
        request.query.sort !== 'modified',
      );
      return {
        data: rows.map((row) => orderResource(row, lines, { customer: true, history })),
        included: request.query.include === 'albums_ordered' ? orderedAlbumResources(lines) : [],
        meta: { pagination: { count: rows.length } },
      };
    },
  );

  app.get(
    '/orders/:id',
    { schema: { tags, summary: 'One of my orders', params: IdParamsSchema } },
    async (request) => {
      const { row, lines, history } = await orders.getMine(
        requireUser(request).id,
        request.params.id,
      );
      return {
        data: orderResource(row, lines, { customer: true, history }),
        included: orderedAlbumResources(lines),
      };
    },
  );

  // Webhooks sign the exact bytes they send: read the body as text, verify, then parse.
  await app.register(async (hooks) => {
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    for (const provider of providers) {
      hooks.post(
        `/payments/${provider.name}/webhook`,
        { schema: { tags, summary: `Payment events of the ${provider.name} provider` } },
        async (request) => {
          const raw = typeof request.body === 'string' ? request.body : '';
          const event = provider.verifyEvent(raw, request.headers);
          if (!event) throw new ValidationError('invalid_signature', 'The event does not verify');
          if ('ignored' in event) return { data: { received: true, changed: false } };
          const result = await orders.confirmPayment(provider.name, event);
          return { data: { received: true, changed: result.changed } };
        },
      );
    }
  });
};
