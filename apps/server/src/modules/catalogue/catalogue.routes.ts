import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogueService } from './catalogue.service';

/**
 * GET /api/config: `data` entries with attributes.name and attributes.content (spec 2 §7);
 * the `Catalog` entry is the newest published catalogue, its number in
 * `attributes.catalogue_version` and in the document's `meta.catalogue_version`.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  app.get(
    '/config',
    { schema: { tags: ['catalogue'], summary: 'Shop configuration, including the Catalog entry' } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      const { entries, version } = await catalogue.listEntries();
      return { data: entries, meta: { catalogue_version: version } };
    },
  );
};
