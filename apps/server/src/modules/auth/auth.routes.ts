import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { issueCsrfToken } from '../../http/csrf';
import { requireUser, SESSION_COOKIE } from '../../http/request-context';
import { toUserResource } from '../users/users.view';
import type { AuthService } from './auth.service';

interface Options {
  auth: AuthService;
  config: Config;
}

const UserDocumentSchema = z.object({
  data: z.object({
    type: z.literal('users'),
    id: z.string(),
    attributes: z.object({
      username: z.string(),
      status: z.enum(['draft', 'active']),
      role: z.enum(['customer', 'admin']),
      name: z.string().nullable(),
      surname: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      national_id_number: z.string().nullable(),
    }),
  }),
});

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, config }) => {
  const cookieOptions = (secure: boolean) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    maxAge: Math.floor(config.sessionTtlMs / 1000),
  });

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
        body: z.object({ uuid: z.uuid() }),
        response: { 200: UserDocumentSchema },
      },
    },
    async (request, reply) => {
      if (request.auth) await auth.logout(request.auth.sessionId);
      const { user, token } = await auth.loginAnonymous(request.body.uuid);
      reply.setCookie(SESSION_COOKIE, token, cookieOptions(request.protocol === 'https'));
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
      reply.header('cache-control', 'no-store');
      return { data: toUserResource(requireUser(request)) };
    },
  );

  app.get(
    '/logout',
    { schema: { tags: ['auth'], summary: 'Ends the session' } },
    async (request, reply) => {
      if (request.auth) await auth.logout(request.auth.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send();
    },
  );
};
