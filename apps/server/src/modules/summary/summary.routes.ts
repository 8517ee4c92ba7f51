import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import { requireUser } from '../../http/request-context';
import { IdParamsSchema } from '../../http/resource-params';
import { renderJobSheet } from './job-sheet';
import type { RasterService } from './raster.service';
import type { SummaryService } from './summary.service';
import { toSummaryDocument } from './summary.view';

interface Options {
  summary: SummaryService;
  raster: RasterService;
  clock: Clock;
}

const tags = ['summary'];
const PDF = 'application/pdf';
const JSON_TYPES = ['application/vnd.api+json', 'application/json', '*/*', 'application/*'];

/**
 * True when the client prefers a PDF: `application/pdf` listed with a quality above every
 * JSON type it also lists. Anything else, an unknown type included, gets JSON.
 */
export function prefersPdf(accept: string | undefined): boolean {
  if (!accept) return false;
  let pdf = 0;
  let json = 0;
  for (const entry of accept.split(',')) {
    const [type = '', ...params] = entry.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (type.trim() === PDF) pdf = Math.max(pdf, quality);
    else if (JSON_TYPES.includes(type.trim()) && type.trim() !== '*/*')
      json = Math.max(json, quality);
  }
  return pdf > 0 && pdf >= json;
}

/** `GET /summary-album/{id}` (JSON, or the job sheet as PDF) and `GET /raster-album/{id}`. */
export const summaryRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { summary, raster, clock } = options;
  const params = IdParamsSchema;

  app.get(
    '/summary-album/:id',
    {
      schema: {
        tags,
        summary: "The album's summary; a one-page job sheet with Accept: application/pdf",
        params,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const result = await summary.summarise(requireUser(request).id, id);
      const now = clock.now();
      reply.header('vary', 'Accept').header('cache-control', 'private, no-store');
      if (!prefersPdf(request.headers.accept)) {
        return toSummaryDocument(id, result, now.toISOString());
      }
      const pdf = await renderJobSheet(id, result, now);
      return reply
        .type(PDF)
        .header('content-disposition', `inline; filename="job-sheet-${id}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/raster-album/:id',
    { schema: { tags, summary: 'The whole album composed as one PNG', params } },
    async (request, reply) => {
      const { png, complete } = await raster.compose(requireUser(request).id, request.params.id);
      // Hatched parts stand for thumbnails still being made: never keep that image.
      return reply
        .type('image/png')
        .header('cache-control', complete ? 'private, no-cache' : 'no-store')
        .send(png);
    },
  );
};
