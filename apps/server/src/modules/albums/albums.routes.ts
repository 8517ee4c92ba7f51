import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/request-context';
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

export const albumRoutes: FastifyPluginAsyncZod<Options> = async (app, { albums }) => {
  app.get(
    '/albums',
    { schema: { tags: ['albums'], summary: 'My albums', querystring: ListQuerySchema } },
    async (request) => {
      const user = requireUser(request);
      return albums.listMine({
        userId: user.id,
        albumStatusNot: request.query['filter[album_status][ne]'],
        sortDescending: request.query.sort !== 'modified',
      });
    },
  );
};
