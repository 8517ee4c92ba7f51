import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/request-context';
import { IdParamsSchema } from '../../http/resource-params';
import { AudioPreparingError, type AudioMedia } from './analysis/audio-media';

/** Seconds a player is told to wait while a playable copy is being made. */
const PREPARING_RETRY_SECONDS = 5;

/**
 * The listening player's reads (issue 19): waveform peaks and the stored audio with HTTP
 * range requests, to the audio's owner only (anyone else: 404).
 */
export const audioMediaRoutes: FastifyPluginAsyncZod<{ media: AudioMedia }> = async (
  app,
  { media },
) => {
  app.get(
    '/audio/:id/peaks',
    {
      schema: {
        tags: ['audio'],
        summary: 'Waveform peaks of one of my tracks: { duration, peaks: number[] 0..1 }',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const { etag, body } = await media.peaks(requireUser(request).id, request.params.id);
      reply.header('cache-control', 'private, max-age=86400').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('application/json').send(body);
    },
  );

  app.get(
    '/audio/:id/stream',
    {
      schema: {
        tags: ['audio'],
        summary:
          'One of my tracks to listen to, with Range requests: the stored audio, or its FLAC copy when browsers cannot play it (AIFF, ALAC, ADPCM); 503 while that copy is being made',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const { sent, answer, body } = await media
        .stream(requireUser(request).id, request.params.id, request.headers.range)
        .catch((error: unknown) => {
          if (error instanceof AudioPreparingError) {
            reply.header('retry-after', String(PREPARING_RETRY_SECONDS));
          }
          throw error;
        });
      reply
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, max-age=3600')
        .header('etag', sent.etag);
      if (answer.kind === 'unsatisfiable') {
        return reply
          .status(416)
          .header('content-range', `bytes */${answer.size}`)
          .type('application/vnd.api+json')
          .send({
            errors: [
              { status: '416', code: 'range_not_satisfiable', title: 'Range not satisfiable' },
            ],
          });
      }
      reply.type(sent.mimeType);
      if (answer.kind === 'part') {
        reply
          .status(206)
          .header('content-range', `bytes ${answer.start}-${answer.end}/${answer.size}`)
          .header('content-length', answer.end - answer.start + 1);
      } else reply.header('content-length', answer.size);
      return reply.send(body);
    },
  );
};
