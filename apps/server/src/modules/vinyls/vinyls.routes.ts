import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/request-context';
import { IdParamsSchema, requireSameId } from '../../http/resource-params';
import { CreateVinylBodySchema, PatchVinylBodySchema, VinylOfBodySchema } from './vinyls.schemas';
import type { VinylService } from './vinyls.service';

interface Options {
  vinyls: VinylService;
}

const tags = ['vinyls'];

export const vinylRoutes: FastifyPluginAsyncZod<Options> = async (app, { vinyls }) => {
  app.post(
    '/vinyls',
    { schema: { tags, summary: 'Create a disc', body: CreateVinylBodySchema } },
    async (request, reply) => {
      const user = requireUser(request);
      const vinyl = await vinyls.create(user.id, request.body.data.attributes);
      return reply.status(201).send(vinyl);
    },
  );

  app.get(
    '/vinyls/:id',
    { schema: { tags, summary: 'One of my discs', params: IdParamsSchema } },
    async (request) => vinyls.get(requireUser(request).id, request.params.id),
  );

  app.patch(
    '/vinyls/:id',
    {
      schema: {
        tags,
        summary: 'Change a disc',
        params: IdParamsSchema,
        body: PatchVinylBodySchema,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id, attributes } = request.body.data;
      requireSameId(request.params.id, id);
      return vinyls.update(user.id, request.params.id, attributes);
    },
  );

  app.post(
    '/vinyls/:id/relationships/vinyl_of',
    {
      schema: {
        tags,
        summary: 'Link a disc to its album',
        params: IdParamsSchema,
        body: VinylOfBodySchema,
      },
    },
    async (request) =>
      vinyls.linkToAlbum(requireUser(request).id, request.params.id, request.body.data.id),
  );
};
