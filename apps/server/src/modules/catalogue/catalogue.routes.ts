import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickEncoding, sendEncoded } from '../../http/compression';
import { encodedEntityTag, matchesEntityTag, versionToken } from '../../http/entity-tags';
import type { ConfigDocuments } from './config-document';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /api/config: `data` entries with attributes.name and attributes.content (spec 2 §7);
 * the `Catalog` entry is the newest published catalogue, its number in
 * `attributes.catalogue_version` and in the document's `meta.catalogue_version`.
 *
 * Issue 18: a strong ETag (the catalogue version and a hash of the bytes, one per encoding)
 * and 304 on If-None-Match. `?v=<token>` (the ETag without quotes, which the shop writes
 * into index.html) is cacheable for a year when it names the current document: the app
 * asks once per catalogue version. Any other `v` is answered `no-cache` (decision 025).
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{ configDocument: ConfigDocuments }> = async (
  app,
  { configDocument },
) => {
  app.get(
    '/config',
    { schema: { tags: ['catalogue'], summary: 'Shop configuration, including the Catalog entry' } },
    async (request, reply) => {
      const document = await configDocument();
      const { v } = request.query as { v?: unknown };
      const picked = pickEncoding(request, document.body);
      reply
        .header('cache-control', v === versionToken(document.etag) ? IMMUTABLE : 'no-cache')
        .header('etag', encodedEntityTag(document.etag, picked.encoding));
      if (matchesEntityTag(request.headers['if-none-match'], document.etag)) {
        return reply.status(304).header('vary', 'accept-encoding').send();
      }
      return sendEncoded(reply.type('application/json; charset=utf-8'), picked);
    },
  );
};
