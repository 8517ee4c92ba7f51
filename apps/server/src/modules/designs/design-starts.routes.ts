import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/request-context';
import { IdParamsSchema } from '../../http/resource-params';
import type { DesignStarts } from './design-starts.service';
import { DesignParamsSchema } from './designs.schemas';

const tags = ['designs'];

const LayoutsQuerySchema = z.object({
  /** One of my design images to put in the layouts that place a photo. */
  image: z.string().min(1).max(64).optional(),
});

const FromImageBodySchema = z
  .object({
    data: z
      .object({
        type: z.literal('designs'),
        attributes: z.object({ image_id: z.string().min(1).max(64) }).strict(),
      })
      .strict(),
  })
  .strict();

/** Ways to start a design fast (issue 16): starting layouts, and one image for every part. */
export const designStartRoutes: FastifyPluginAsyncZod<{ starts: DesignStarts }> = async (
  app,
  { starts },
) => {
  app.get(
    '/albums/:id/designs/:kind/:type/layouts',
    {
      schema: {
        tags,
        summary: 'Starting layouts of a printed part, filled in from the album',
        params: DesignParamsSchema,
        querystring: LayoutsQuerySchema,
      },
    },
    async (request) => {
      const { id, kind, type } = request.params;
      return starts.layouts(requireUser(request).id, id, { kind, type }, request.query.image);
    },
  );

  app.post(
    '/albums/:id/designs/from-image',
    {
      schema: {
        tags,
        summary: 'Design every printed part that has nothing yet from one front-cover image',
        params: IdParamsSchema,
        body: FromImageBodySchema,
      },
    },
    async (request) =>
      starts.fromImage(
        requireUser(request).id,
        request.params.id,
        request.body.data.attributes.image_id,
      ),
  );
};
