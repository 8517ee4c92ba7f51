import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/request-context';
import { IdParamsSchema, requireSameId } from '../../http/resource-params';
import { CreateAlbumBodySchema, PatchAlbumBodySchema } from './albums.schemas';
import type { AlbumService } from './albums.service';

interface Options {
  albums: AlbumService;
}

/**
 * Fastify's query parser keeps `filter[album_status][ne]` as a flat key, so the
 * JSON:API filter names are read as they are written by the client.
 */
const ListQuerySchema = z
  .object({
    'filter[mine]': z.string().optional(),
    'filter[album_status][ne]': z.enum(['in_progress', 'ordered', 'done']).optional(),
    sort: z.enum(['-modified', 'modified']).optional(),
    locale: z.string().optional(),
  })
  .strict();

const tags = ['albums'];

export const albumRoutes: FastifyPluginAsyncZod<Options> = async (app, { albums }) => {
  app.get(
    '/albums',
    { schema: { tags, summary: 'My albums', querystring: ListQuerySchema } },
    async (request, reply) => {
      const user = requireUser(request);
      const json = await albums.listMine({
        userId: user.id,
        albumStatusNot: request.query['filter[album_status][ne]'],
        sortDescending: request.query.sort !== 'modified',
      });
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.post(
    '/albums',
    { schema: { tags, summary: 'Create an album', body: CreateAlbumBodySchema } },
    async (request, reply) => {
      const user = requireUser(request);
      const { status, album_format, album_rpm } = request.body.data.attributes;
      const album = await albums.create(user.id, {
        status,
        album_format: String(album_format),
        album_rpm: album_rpm == null ? undefined : String(album_rpm),
      });
      return reply.status(201).send(album);
    },
  );

  app.get(
    '/albums/:id',
    { schema: { tags, summary: 'One of my albums', params: IdParamsSchema } },
    async (request) => albums.open(requireUser(request).id, request.params.id),
  );

  app.patch(
    '/albums/:id',
    {
      schema: {
        tags,
        summary: 'Change an album',
        params: IdParamsSchema,
        body: PatchAlbumBodySchema,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id, attributes } = request.body.data;
      requireSameId(request.params.id, id);
      const { album_rpm, ...rest } = attributes;
      return albums.update(user.id, request.params.id, {
        ...rest,
        ...(album_rpm !== undefined && { album_rpm: String(album_rpm) }),
      });
    },
  );

  app.delete(
    '/delete-album/:id',
    { schema: { tags, summary: 'Delete an album and its discs', params: IdParamsSchema } },
    async (request, reply) => {
      await albums.remove(requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/clone-album/:id',
    { schema: { tags, summary: 'Clone an album into a new one', params: IdParamsSchema } },
    async (request, reply) => {
      const album = await albums.clone(requireUser(request).id, request.params.id);
      return reply.status(201).send(album);
    },
  );

  app.get(
    '/albums/:id/relationships/has_vinyls',
    { schema: { tags, summary: 'The discs of an album', params: IdParamsSchema } },
    async (request) => albums.hasVinyls(requireUser(request).id, request.params.id),
  );

  app.get(
    '/albums/:id/relationships/part_of_order',
    { schema: { tags, summary: 'The order an album is part of', params: IdParamsSchema } },
    async (request) => albums.partOfOrder(requireUser(request).id, request.params.id),
  );
};
