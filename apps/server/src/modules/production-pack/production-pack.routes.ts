import { ZipArchive } from 'archiver';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../http/resource-params';
import { requireAdmin } from '../admin';
import type { AuditService } from '../audit';
import { DEFAULT_GAP_SECONDS } from './cue-sheet';
import { writePack } from './pack-zip';
import type { ProductionPackService } from './production-pack.service';

interface Options {
  packs: ProductionPackService;
  audit: Pick<AuditService, 'record'>;
}

const PackQuerySchema = z
  .object({
    /** Seconds of silence between two tracks on the cue sheet. */
    gap: z.coerce.number().int().min(0).max(30).default(DEFAULT_GAP_SECONDS),
  })
  .strict();

/**
 * `GET /api/admin/orders/{id}/pack` (issue 17): the order's production pack as one zip,
 * streamed. The archive is the reply's body (Fastify pipes it to the socket, so a slow
 * download slows the reading of the files) and each file is opened only when its turn
 * comes: however large the masters, the zip is never held in memory.
 */
export const productionPackRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { packs, audit } = options;
  // Before the query is even read: 401 without a session, 403 for a customer.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
  app.get(
    '/admin/orders/:id/pack',
    {
      schema: {
        tags: ['admin'],
        summary: "The order's production pack: job sheets, print PDFs, audio, cue sheets (zip)",
        params: IdParamsSchema,
        querystring: PackQuerySchema,
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const plan = await packs.plan(request.params.id, { gapSeconds: request.query.gap });
      await audit.record({
        adminUserId: admin.id,
        action: 'pack.downloaded',
        target: { type: 'orders', id: plan.orderId },
        data: { file_name: plan.fileName, albums: plan.albums, gap: request.query.gap },
      });
      const archive = new ZipArchive({ zlib: { level: 6 } });
      const log = request.log;
      writePack(archive, plan.entries, plan.missing, (item, error) =>
        log.warn(
          { orderId: plan.orderId, entry: item.name, err: error },
          'production pack: missing',
        ),
      ).catch((error: unknown) => {
        // Headers are gone: the only honest end left is a cut download, never a false zip.
        log.error({ err: error, orderId: plan.orderId }, 'production pack failed');
        archive.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${plan.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(archive);
    },
  );
};
