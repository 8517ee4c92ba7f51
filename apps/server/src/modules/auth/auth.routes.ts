import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { issueCsrfToken } from '../../http/csrf';
import { AppError } from '../../http/errors';
import { requireUser } from '../../http/request-context';
import type { BotCheckService } from '../bot-check';
import { toUserResource } from '../users';
import { UserDocumentSchema } from './auth.schemas';
import type { AuthService } from './auth.service';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

interface Options {
  auth: AuthService;
  config: Config;
  botCheck: BotCheckService;
}

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { auth, config, botCheck } = options;

  app.get(
    '/csrf',
    { schema: { tags: ['auth'], response: { 200: z.object({ token: z.string() }) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { token: issueCsrfToken(request, reply) };
    },
  );

  app.post(
    '/login/anonymous',
    {
      config: { rateLimit: { max: config.rateLimitLoginPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Guest sign-in: creates or resumes the guest uuid-<uuid>',
        body: z.object({ uuid: z.uuid(), bot_check: z.string().max(8192).optional() }),
        response: { 200: UserDocumentSchema },
      },
    },
    async (request, reply) => {
      if (request.auth) await auth.logout(request.auth.sessionId);
      const { uuid, bot_check: solution } = request.body;
      const { user, token } = await auth.loginAnonymous(uuid, () =>
        botCheck.verify(solution, request.ip),
      );
      setSessionCookie(request, reply, token, config.sessionTtlMs);
      return { data: toUserResource(user) };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        querystring: z.object({ refresh: z.string().optional(), locale: z.string().optional() }),
        response: { 200: UserDocumentSchema },
      },
    },
    async (request, reply) => {
      // toUserResource picks the schema's fields, so its parse would only copy them again:
      // the app asks for this on every page (decision 040). With a serializer of its own,
      // Fastify sets no content type: it is named here (decision 062).
      reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/json; charset=utf-8')
        .serializer(JSON.stringify);
      return { data: toUserResource(requireUser(request)) };
    },
  );

  // Issue 13 hole 10: signing out changes state, so it is a POST and needs the CSRF token
  // like every other write; a link or an <img> pointing at /api/logout signs nobody out.
  app.post(
    '/logout',
    { schema: { tags: ['auth'], summary: 'Ends the session (needs X-CSRF-Token)' } },
    async (request, reply) => {
      if (request.auth) await auth.logout(request.auth.sessionId);
      clearSessionCookie(reply);
      return reply.status(204).send();
    },
  );

  app.get(
    '/logout',
    { schema: { tags: ['auth'], summary: 'Refused (405): sign out with POST and the CSRF token' } },
    async (_request, reply) => {
      reply.header('allow', 'POST');
      throw new AppError(405, 'method_not_allowed', 'Sign out with POST /api/logout');
    },
  );
};
