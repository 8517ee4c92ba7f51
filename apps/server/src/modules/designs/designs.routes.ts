import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/request-context';
import { IdParamsSchema } from '../../http/resource-params';
import { DesignParamsSchema, SaveDesignBodySchema } from './designs.schemas';
import type { DesignsService } from './designs.service';

const tags = ['designs'];

/** The online designer's documents (issue 16), one per album and printed part. */
export const designRoutes: FastifyPluginAsyncZod<{ designs: DesignsService }> = async (
  app,
  { designs },
) => {
  app.get(
    '/albums/:id/designs',
    { schema: { tags, summary: 'The designs of my album', params: IdParamsSchema } },
    async (request) => designs.list(requireUser(request).id, request.params.id),
  );

  app.get(
    '/albums/:id/designs/:kind/:type',
    { schema: { tags, summary: 'The design of a printed part', params: DesignParamsSchema } },
    async (request) => {
      const { id, kind, type } = request.params;
      return designs.get(requireUser(request).id, id, { kind, type });
    },
  );

  app.put(
    '/albums/:id/designs/:kind/:type',
    {
      schema: {
        tags,
        summary: 'Save the design of a printed part',
        params: DesignParamsSchema,
        body: SaveDesignBodySchema,
      },
    },
    async (request) => {
      const { id, kind, type } = request.params;
      const { document } = request.body.data.attributes;
      return designs.save(requireUser(request).id, id, { kind, type }, document);
    },
  );

  app.post(
    '/albums/:id/designs/:kind/:type/finish',
    {
      schema: {
        tags,
        summary: 'Make the print PDF of a design: it becomes the part’s file',
        params: DesignParamsSchema,
      },
    },
    async (request) => {
      const { id, kind, type } = request.params;
      return designs.finish(requireUser(request).id, id, { kind, type });
    },
  );
};
