import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { UnauthorizedError } from '../../http/errors';
import type { BotCheckService } from '../bot-check';
import { toUserResource } from '../users';
import { UserDocumentSchema } from './auth.schemas';
import { signInProviders } from './oauth.providers';
import type { PasswordResetService } from './password-reset.service';
import { createAccountLimiter } from './rate-limits';
import { setSessionCookie } from './session-cookie';
import { createSignInThrottle } from './sign-in-throttle';
import type { SignInService } from './sign-in.service';
import type { SignUpService } from './sign-up.service';

interface Options {
  config: Config;
  clock: Clock;
  signIn: SignInService;
  signUp: SignUpService;
  passwordReset: PasswordResetService;
  botCheck: BotCheckService;
  /** The per-(account, address) sign-in throttle's counters live here (issue 20). */
  db: Kysely<Database>;
}

const Text = (max: number) => z.string().max(max);
const BotCheckField = { bot_check: Text(8192).optional() };
const SentSchema = z.object({ meta: z.object({ email: z.string() }) });

const SignUpBodySchema = z.object({
  username: Text(254).optional(),
  email: Text(254),
  password: Text(1024),
  activation_url: Text(2048).optional(),
  redirect_url: Text(2048).optional(),
  uuid_user: Text(64).optional(),
  // spec 1 §7 names the guest uuid "extra"; §3 names it uuid_user. Both are read.
  extra: z.union([Text(64), z.object({ uuid_user: Text(64).optional() })]).optional(),
  ...BotCheckField,
});

function guestUuid(body: z.infer<typeof SignUpBodySchema>): string | undefined {
  const candidate =
    body.uuid_user ?? (typeof body.extra === 'string' ? body.extra : body.extra?.uuid_user);
  return candidate && z.uuid().safeParse(candidate).success ? candidate : undefined;
}

/** Sign-in, sign-up, activation and password reset (spec 1 §7, ARCHITECTURE.md §API). */
export const accountRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { config, clock, signIn, signUp, passwordReset, botCheck, db } = options;
  const perMinute = { max: config.rateLimitLoginPerMinute, timeWindow: '1 minute' };
  const perHour = { max: config.accounts.rateLimits.signupPerHour, timeWindow: '1 hour' };
  const accountMax = config.accounts.rateLimits.accountPerHour;
  const field = (name: string) => (request: { body: unknown }) =>
    String((request.body as Record<string, unknown> | undefined)?.[name] ?? '');
  const throttle = createSignInThrottle(clock, db);
  const signUpLimit = createAccountLimiter(app, 'signup', accountMax, field('email'));
  const resetLimit = createAccountLimiter(app, 'reset', accountMax, field('contact'));

  // Issue 14 item 14: the sign-in page shows only the social sign-ins that are configured.
  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'The social sign-in providers that are configured',
        response: { 200: z.object({ providers: z.array(z.enum(['google', 'facebook'])) }) },
      },
    },
    async () => ({ providers: signInProviders(config.accounts) }),
  );

  app.post(
    '/login',
    {
      config: { rateLimit: perMinute },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; a draft user gets no session',
        body: z.object({ username: Text(254), password: Text(1024), ...BotCheckField }),
        response: { 200: UserDocumentSchema },
      },
    },
    async (request, reply) => {
      const { username } = request.body;
      await throttle.assertOpen(username, request.ip);
      await botCheck.verify(request.body.bot_check, request.ip);
      try {
        const { user, token } = await signIn.signIn(request.body, request.auth);
        await throttle.succeed(username, request.ip);
        if (token) setSessionCookie(request, reply, token, config.sessionTtlMs);
        return { data: toUserResource(user) };
      } catch (error) {
        if (error instanceof UnauthorizedError) await throttle.fail(username, request.ip);
        throw error;
      }
    },
  );

  app.post(
    '/signup',
    {
      config: { rateLimit: perHour },
      schema: {
        tags: ['auth'],
        summary: 'Register: a draft account and an activation mail',
        body: SignUpBodySchema,
        response: { 202: SentSchema },
      },
    },
    async (request, reply) => {
      await botCheck.verify(request.body.bot_check, request.ip);
      await signUpLimit.take(request);
      const { body } = request;
      await signUp.signUp(
        {
          email: body.email,
          username: body.username,
          password: body.password,
          activationUrl: body.activation_url,
          uuidUser: guestUuid(body),
        },
        request.auth,
        request.locale,
      );
      // The session id changes at sign-up too (issue 4 item 7); a guest stays that guest.
      if (request.auth) {
        const token = await signIn.rotate(request.auth);
        setSessionCookie(request, reply, token, config.sessionTtlMs);
      }
      return reply.status(202).send({ meta: { email: body.email.trim().toLowerCase() } });
    },
  );

  app.post(
    '/signup/activation',
    {
      config: { rateLimit: perHour },
      schema: {
        tags: ['auth'],
        summary: 'Activate the account of an activation link',
        body: z.object({ uuid: Text(256) }),
        response: { 200: UserDocumentSchema },
      },
    },
    async (request) => ({ data: toUserResource(await signUp.activate(request.body.uuid)) }),
  );

  app.post(
    '/auth/change',
    {
      config: { rateLimit: perHour },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link',
        body: z.object({ contact: Text(254), change_url: Text(2048).optional(), ...BotCheckField }),
        response: { 202: SentSchema },
      },
    },
    async (request, reply) => {
      await botCheck.verify(request.body.bot_check, request.ip);
      await resetLimit.take(request);
      const { contact, change_url: changeUrl } = request.body;
      await passwordReset.requestReset(contact, changeUrl, request.locale);
      return reply.status(202).send({ meta: { email: contact.trim().toLowerCase() } });
    },
  );

  app.patch(
    '/auth/change',
    {
      config: { rateLimit: perHour },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link; signs out everywhere',
        body: z.object({
          uuid: Text(256),
          password: Text(1024),
          login: z.boolean().optional(),
          ...BotCheckField,
        }),
        response: { 200: UserDocumentSchema, 204: z.void() },
      },
    },
    async (request, reply) => {
      await botCheck.verify(request.body.bot_check, request.ip);
      const user = await passwordReset.resetPassword(request.body.uuid, request.body.password);
      if (!request.body.login) return reply.status(204).send();
      const token = await signIn.completeSignIn(user, request.auth);
      setSessionCookie(request, reply, token, config.sessionTtlMs);
      return { data: toUserResource(user) };
    },
  );
};
