import { OrderMoveSchema } from '@vinyl/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorDocument } from '../../http/errors';
import { IdParamsSchema } from '../../http/resource-params';
import { translate } from '../../i18n/messages';
import { requireAdmin } from '../admin';
import type { FileService } from '../files';
import { orderDetail, type DetailDeps } from './production-detail';
import { MoveNeedsError, type ProductionService } from './production.service';

interface Options {
  production: Pick<ProductionService, 'move'>;
  detail: DetailDeps;
  files: Pick<FileService, 'readForPlant'>;
}

const tags = ['admin'];

/** `POST /api/admin/orders/{id}/moves`: a JSON:API document of type `order_moves`. */
const MoveBodySchema = z.object({
  data: z.object({ type: z.literal('order_moves'), attributes: OrderMoveSchema.strict() }),
});

/**
 * The plant's production (issue 17), admin only: an order's detail, its moves through the
 * state machine, and its print files and thumbnails to look at or download.
 */
export const productionRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { production, detail, files } = options;
  // Before the body is even read: 401 without a session, 403 for a customer.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
  // A move missing what it needs names each need where the body should have had it.
  app.setErrorHandler((error, request, reply) => {
    if (!(error instanceof MoveNeedsError)) throw error;
    const title = translate(error.code, request.locale, error.message);
    const errors = error.needs.map((need) => ({
      status: '422',
      code: error.code,
      title,
      detail: `A move to this status needs ${need}`,
      source: { pointer: `/data/attributes/${need}` },
    }));
    return reply.status(422).type('application/vnd.api+json').send(errorDocument(errors));
  });

  app.get(
    '/admin/orders/:id/detail',
    {
      schema: {
        tags,
        summary: 'One order with everything the plant needs (admin)',
        params: IdParamsSchema,
      },
    },
    async (request) => orderDetail(detail, request.params.id),
  );

  app.post(
    '/admin/orders/:id/moves',
    {
      schema: {
        tags,
        summary: 'Move an order to its next production state (admin)',
        params: IdParamsSchema,
        body: MoveBodySchema,
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await production.move(admin.id, request.params.id, request.body.data.attributes);
      return orderDetail(detail, request.params.id);
    },
  );

  app.get(
    '/admin/files/:id/content',
    { schema: { tags, summary: 'A customer’s print PDF (admin)', params: IdParamsSchema } },
    async (request, reply) => {
      const { file, stream } = await files.readForPlant(request.params.id, 'content');
      const name = encodeURIComponent(file.file_name);
      return reply
        .type('application/pdf')
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  app.get(
    '/admin/files/:id/thumbnail',
    { schema: { tags, summary: 'Page 1 of a print PDF as a PNG (admin)', params: IdParamsSchema } },
    async (request, reply) => {
      const { stream } = await files.readForPlant(request.params.id, 'thumbnail');
      return reply.type('image/png').header('cache-control', 'private, max-age=3600').send(stream);
    },
  );
};
