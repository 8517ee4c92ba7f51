import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../admin';
import type { AuditService } from '../audit';
import { BoardQuerySchema, CustomersQuerySchema, IdParamsSchema } from './board.schemas';
import type { BoardService } from './board.service';
import type { CustomersService } from './customers.service';

const tags = ['admin'];

/**
 * The back-office's orders board and customers (issue 17), admin only: 401 without a
 * session and 403 for a customer before anything is read.
 */
export const boardRoutes: FastifyPluginAsyncZod<{
  board: BoardService;
  customers: CustomersService;
  audit: AuditService;
}> = async (app, { board, customers, audit }) => {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  app.get(
    '/admin/orders/board',
    {
      schema: {
        tags,
        summary: 'The orders board: every order, filtered, searched, sorted and paged (admin)',
        description:
          '`q` finds an order number or a buyer’s e-mail by its start, or a buyer’s name or an album title containing it; a `q` with an `@` searches e-mails only. `sort`: created, total or status, `-` for descending (status: oldest first within one).',
        querystring: BoardQuerySchema,
      },
    },
    async (request) => {
      const query = request.query;
      return board.list({
        status: query['filter[status]'],
        q: query.q,
        sort: query.sort,
        page: { number: query['page[number]'], size: query['page[size]'] },
      });
    },
  );

  app.get(
    '/admin/customers',
    {
      schema: {
        tags,
        summary: 'Customers, newest first, searched by e-mail or name (admin)',
        querystring: CustomersQuerySchema,
      },
    },
    async (request) => {
      const query = request.query;
      return customers.list(query.q, {
        number: query['page[number]'],
        size: query['page[size]'],
      });
    },
  );

  app.get(
    '/admin/customers/:id',
    {
      schema: {
        tags,
        summary: 'One customer, their albums and orders (admin)',
        params: IdParamsSchema,
      },
    },
    async (request) => customers.get(request.params.id),
  );

  app.post(
    '/admin/customers/:id/resend-activation',
    {
      schema: {
        tags,
        summary: 'Send a customer’s activation mail again (admin); 409 when already active',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const customer = await customers.resendActivation(request.params.id);
      await audit.record({
        adminUserId: admin.id,
        action: 'customer.activation_resent',
        target: { type: 'users', id: customer.id },
      });
      return reply.status(202).send({ meta: { sent: true } });
    },
  );
};
