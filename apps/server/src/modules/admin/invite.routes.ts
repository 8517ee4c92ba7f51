import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { createAdminInvites } from './admin-invites';
import { requireAdmin } from './admin.routes';

const InviteBodySchema = z.object({ email: z.string().trim().min(3).max(254) }).strict();

/** `POST /api/admin/admins`: an admin invites another by e-mail (issue 17). */
export const inviteRoutes: FastifyPluginAsyncZod<{
  invite: ReturnType<typeof createAdminInvites>;
}> = async (app, { invite }) => {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
  app.post(
    '/admin/admins',
    {
      schema: {
        tags: ['admin'],
        summary: 'Invite an admin by e-mail: they set their password from the mail (admin)',
        body: InviteBodySchema,
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const answer = await invite(admin.id, request.body.email, request.locale);
      return reply.status(201).send(answer);
    },
  );
};
