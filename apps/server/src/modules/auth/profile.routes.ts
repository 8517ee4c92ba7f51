import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { ValidationError } from '../../http/errors';
import { requireUser } from '../../http/request-context';
import { toUserResource } from '../users';
import { UserDocumentSchema } from './auth.schemas';
import type { ProfileService } from './profile.service';
import { createAccountLimiter } from './rate-limits';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

interface Options {
  config: Config;
  profile: ProfileService;
}

const Field = (max: number) => z.string().max(max).nullable().optional();

/** Profile, change password and delete account (spec 1 §2 profile screen; issue 4 item 2). */
export const userRoutes: FastifyPluginAsyncZod<Options> = async (app, { config, profile }) => {
  // Guessing the current password through a stolen session is limited like sign-in.
  const passwordLimit = createAccountLimiter(
    app,
    'password',
    config.accounts.rateLimits.accountPerHour,
    (request) => request.auth?.user.username ?? request.ip,
  );
  const withLimit = async <T>(
    request: Parameters<typeof passwordLimit.count>[0],
    run: () => Promise<T>,
  ) => {
    await passwordLimit.assertOpen(request);
    try {
      return await run();
    } catch (error) {
      if (error instanceof ValidationError && error.code === 'current_password_wrong') {
        await passwordLimit.count(request);
      }
      throw error;
    }
  };

  app.patch(
    '/auth/user',
    {
      schema: {
        tags: ['users'],
        summary: 'Update my profile (name, surname, phone, fiscal code)',
        body: z.object({
          name: Field(100),
          surname: Field(100),
          phone: Field(40),
          national_id_number: Field(32),
        }),
        response: { 200: UserDocumentSchema },
      },
    },
    async (request) => {
      const user = await profile.updateProfile(requireUser(request), request.body);
      return { data: toUserResource(user) };
    },
  );

  app.post(
    '/auth/password',
    {
      schema: {
        tags: ['users'],
        summary: 'Change my password; signs out every other session',
        body: z.object({ current_password: z.string().max(1024), password: z.string().max(1024) }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { current_password: current, password } = request.body;
      const token = await withLimit(request, () => profile.changePassword(user, current, password));
      setSessionCookie(request, reply, token, config.sessionTtlMs);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/auth/user',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete my account and everything in it',
        body: z.object({
          password: z.string().max(1024).optional(),
          email: z.string().max(254).optional(),
        }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await withLimit(request, () => profile.deleteAccount(user, request.body));
      clearSessionCookie(reply);
      return reply.status(204).send();
    },
  );
};
