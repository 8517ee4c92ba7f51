import { AlbumOptionsSchema } from '@vinyl/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../http/errors';
import { requireUser } from '../../../http/request-context';
import { IdParamsSchema } from '../../../http/resource-params';
import type { AlbumService } from '../../albums';
import type { CatalogueService } from '../../catalogue';
import type { TemplateKit } from './template-kit';

interface Options {
  kit: TemplateKit;
  catalogue: Pick<CatalogueService, 'requireCatalog'>;
}

class TemplateNotFoundError extends AppError {
  constructor() {
    super(404, 'template_not_found', 'There is no such template');
  }
}

/** `GET /files/template/{name}.pdf` (spec 2 §7): public, the same for every customer. */
export const templateRoutes: FastifyPluginAsync<Options> = async (app, { kit, catalogue }) => {
  app.get<{ Params: { file: string } }>(
    '/files/template/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = /^(.+)\.pdf$/.exec(request.params.file)?.[1] ?? '';
      const { printSizes } = await catalogue.requireCatalog();
      const pdf = await kit.template(name, printSizes);
      if (!pdf) throw new TemplateNotFoundError();
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}.pdf"`)
        .header('cache-control', 'public, max-age=3600')
        .send(Buffer.from(pdf));
    },
  );
};

/** `GET /api/albums/{id}/template-kit`: a zip of the templates the album's printed parts need. */
export const templateKitRoutes: FastifyPluginAsyncZod<
  Options & { albums: Pick<AlbumService, 'get'> }
> = async (app, { kit, catalogue, albums }) => {
  app.get(
    '/albums/:id/template-kit',
    {
      schema: {
        tags: ['files'],
        summary: 'The template kit of an album (zip)',
        params: IdParamsSchema,
        querystring: z.object({ locale: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const album = (await albums.get(requireUser(request).id, request.params.id)).data;
      const options = AlbumOptionsSchema.safeParse(album.attributes.album_options);
      const { printSizes } = await catalogue.requireCatalog();
      const zip = await kit.kit(options.success ? options.data : null, printSizes);
      return reply
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="template-kit.zip"')
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip));
    },
  );
};
