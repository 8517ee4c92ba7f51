import { VINYL_SIDES, sideRelation } from '@vinyl/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/request-context';
import { IdParamsSchema, requireSameId } from '../../http/resource-params';
import type { AudioService } from './audio.service';
import {
  TrackChangeBodySchema,
  TrackLinkageBodySchema,
  TrackParamsSchema,
  trackChange,
  trackLinks,
} from './tracks.schemas';
import type { TrackService } from './tracks.service';

interface Options {
  audio: AudioService;
  tracks: TrackService;
}

/** Audio objects and the track lists of each side (spec 2 §7 "Vinyls", "Audio and files"). */
export const audioRoutes: FastifyPluginAsyncZod<Options> = async (app, { audio, tracks }) => {
  app.get(
    '/audio/:id',
    { schema: { tags: ['audio'], summary: 'One of my audio tracks', params: IdParamsSchema } },
    async (request) => audio.get(requireUser(request).id, request.params.id),
  );

  app.delete(
    '/audio/:id',
    { schema: { tags: ['audio'], summary: 'Delete an audio track', params: IdParamsSchema } },
    async (request, reply) => {
      await tracks.removeAudio(requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.patch(
    '/vinyls/:id/tracks/:audioId',
    {
      schema: {
        tags: ['tracks'],
        summary: 'Rename a track or move it to another side or disc',
        params: TrackParamsSchema,
        body: TrackChangeBodySchema,
      },
    },
    async (request) => {
      const { id, audioId } = request.params;
      requireSameId(audioId, request.body.data.id);
      const sides = await tracks.change(
        requireUser(request).id,
        id,
        audioId,
        trackChange(id, request.body),
      );
      return { data: sides };
    },
  );

  for (const side of VINYL_SIDES) {
    const relation = sideRelation(side);
    const tags = ['tracks'];
    const body = TrackLinkageBodySchema;
    const params = IdParamsSchema;
    app.get(
      `/vinyls/:id/${relation}`,
      { schema: { tags, summary: `Tracks of side ${side.toUpperCase()}`, params } },
      async (request) => tracks.list(requireUser(request).id, request.params.id, side),
    );
    app.post(
      `/vinyls/:id/relationships/${relation}`,
      { schema: { tags, summary: `Put tracks on side ${side.toUpperCase()}`, params, body } },
      async (request) =>
        tracks.attach(requireUser(request).id, request.params.id, side, trackLinks(request.body)),
    );
    app.patch(
      `/vinyls/:id/relationships/${relation}`,
      { schema: { tags, summary: `Reorder side ${side.toUpperCase()}`, params, body } },
      async (request) =>
        tracks.reorder(requireUser(request).id, request.params.id, side, trackLinks(request.body)),
    );
    app.delete(
      `/vinyls/:id/relationships/${relation}`,
      { schema: { tags, summary: `Take tracks off side ${side.toUpperCase()}`, params, body } },
      async (request) => {
        const ids = trackLinks(request.body).map((link) => link.id);
        return tracks.detach(requireUser(request).id, request.params.id, side, ids);
      },
    );
  }
};
