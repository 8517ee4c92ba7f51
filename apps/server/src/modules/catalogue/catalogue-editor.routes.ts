import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorDocument } from '../../http/errors';
import { translate } from '../../i18n/messages';
import { requireAdmin } from '../admin';
import type { CatalogueEditor } from './catalogue-editor.service';
import { CatalogueInvalidError, catalogueErrors } from './catalogue-issues';

const tags = ['admin'];

/**
 * The catalogue travels whole; any value passes here so that the catalogue's own schema
 * judges it in the service and answers 422 with a pointer per issue.
 */
const CatalogueBodySchema = z.object({
  data: z.object({
    type: z.literal('catalogues').optional(),
    attributes: z
      .object({
        catalogue: z.unknown(),
        /** Why the plant changed it, kept with the version. */
        note: z.string().trim().max(500).optional(),
        /** The version the editor started from (409 when another was published since). */
        base_version: z.number().int().min(0).optional(),
      })
      .strict(),
  }),
});

/** The default catalogue is about 200 KB of JSON; room for a plant that lists more. */
const CATALOGUE_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * The catalogue editor's API (issue 17), admin only: the published catalogue, a preview of
 * an edit's prices, and publishing it as a new version.
 */
export const catalogueEditorRoutes: FastifyPluginAsyncZod<{ editor: CatalogueEditor }> = async (
  app,
  { editor },
) => {
  // Before the body is even read: 401 without a session, 403 for a customer.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
  // A refused catalogue names every issue with its pointer; other errors go to the app's.
  app.setErrorHandler((error, request, reply) => {
    if (!(error instanceof CatalogueInvalidError)) throw error;
    const title = translate(error.code, request.locale, error.message);
    return reply
      .status(422)
      .type('application/vnd.api+json')
      .send(errorDocument(catalogueErrors(error, title)));
  });

  app.get(
    '/admin/catalogue',
    { schema: { tags, summary: 'The published catalogue and its version (admin)' } },
    async () => editor.current(),
  );

  app.post(
    '/admin/catalogue/preview',
    {
      bodyLimit: CATALOGUE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Check a catalogue and price example albums before and after it (admin)',
        body: CatalogueBodySchema,
      },
    },
    async (request) => editor.preview(request.body.data.attributes.catalogue),
  );

  app.post(
    '/admin/catalogue/versions',
    {
      bodyLimit: CATALOGUE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Publish a catalogue as the next version (admin)',
        body: CatalogueBodySchema,
      },
    },
    async (request, reply) => {
      const { catalogue, note, base_version: baseVersion } = request.body.data.attributes;
      const published = await editor.publish(requireAdmin(request).id, catalogue, {
        note,
        baseVersion,
      });
      return reply.status(201).send(published);
    },
  );
};
