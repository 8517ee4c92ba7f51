import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/request-context';
import { IdParamsSchema } from '../../http/resource-params';
import type { AudioMedia } from './analysis/audio-media';

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
        summary: 'The stored audio of one of my tracks, with Range requests',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const { audio, answer, body } = await media.stream(
        requireUser(request).id,
        request.params.id,
        request.headers.range,
      );
      reply
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, max-age=3600')
        .header('etag', `"${audio.sha256.slice(0, 32)}"`);
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
      reply.type(audio.mime_type);
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
