import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/request-context';
import { IdParamsSchema } from '../../http/resource-params';
import type { DesignImagesService } from './design-images.service';

const tags = ['design-images'];
const params = IdParamsSchema;

/** The designer's images (issue 16): mine only; another customer's id answers 404. */
export const designImageRoutes: FastifyPluginAsyncZod<{ images: DesignImagesService }> = async (
  app,
  { images },
) => {
  app.get('/design-images', { schema: { tags, summary: 'My images, newest first' } }, (request) =>
    images.list(requireUser(request).id),
  );

  app.get(
    '/design-images/:id',
    { schema: { tags, summary: 'One of my images: its pixels and preview', params } },
    (request) => images.get(requireUser(request).id, request.params.id),
  );

  app.get(
    '/design-images/:id/preview',
    { schema: { tags, summary: 'The image’s preview for the canvas (≤ 1600 px)', params } },
    async (request, reply) => {
      const { mimeType, stream } = await images.preview(requireUser(request).id, request.params.id);
      // An image id never changes its bytes: a new upload is a new image.
      return reply
        .type(mimeType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(stream);
    },
  );

  app.delete(
    '/design-images/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of my images (409 while a saved design places it)',
        params,
      },
    },
    async (request, reply) => {
      await images.remove(requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
