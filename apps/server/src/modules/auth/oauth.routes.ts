import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { SocialSignInError, type OAuthService, type SocialProblem } from './oauth.service';
import { setSessionCookie } from './session-cookie';
import type { SignInService } from './sign-in.service';

interface Options {
  config: Config;
  oauth: OAuthService;
  signIn: SignInService;
}

/** The state, provider and PKCE verifier of a sign-in in progress, for ten minutes. */
const FLOW_COOKIE = 'oauth_flow';
const FLOW_TTL_S = 600;

const ProviderParamsSchema = z.object({ provider: z.enum(['google', 'facebook']) });
const FlowSchema = z.object({ p: z.string(), s: z.string(), v: z.string().nullable() });

function readFlow(raw: string | undefined) {
  if (!raw) return undefined;
  try {
    return FlowSchema.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
  } catch {
    return undefined;
  }
}

/**
 * Social sign-in (spec 1 §7: browser navigation to /ext/{provider}/…). Every outcome is a
 * redirect: to the provider, to the dashboard, or back to /login with `social_error` so the
 * login screen can say what happened.
 */
export const oauthRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { config, oauth, signIn } = options;
  const rateLimit = { max: config.rateLimitLoginPerMinute, timeWindow: '1 minute' };
  const cookie = (secure: boolean) => ({
    path: '/ext/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    maxAge: FLOW_TTL_S,
  });
  const toLogin = (provider: string, problem: SocialProblem) =>
    `/login?social_error=${problem}&provider=${provider}`;

  app.get(
    '/:provider/login',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], summary: 'Go to the provider', params: ProviderParamsSchema },
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!oauth.isConfigured(provider)) return reply.redirect(toLogin(provider, 'not_configured'));
      const { url, state, verifier } = oauth.start(provider);
      const flow = Buffer.from(JSON.stringify({ p: provider, s: state, v: verifier })).toString(
        'base64url',
      );
      reply.setCookie(FLOW_COOKIE, flow, cookie(request.protocol === 'https'));
      return reply.redirect(url);
    },
  );

  app.get(
    '/:provider/callback',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Back from the provider: sign in, link or create the account',
        params: ProviderParamsSchema,
        querystring: z.object({
          code: z.string().max(4096).optional(),
          state: z.string().max(512).optional(),
          error: z.string().max(512).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const flow = readFlow(request.cookies[FLOW_COOKIE]);
      reply.clearCookie(FLOW_COOKIE, { path: '/ext/' });
      const { code, state } = request.query;
      // The state ties the answer to the browser that started the flow (CSRF on login).
      if (!flow || flow.p !== provider || !state || state !== flow.s || !code) {
        return reply.redirect(toLogin(provider, 'failed'));
      }
      try {
        const user = await oauth.finish(provider, code, flow.v);
        const token = await signIn.completeSignIn(user, request.auth);
        setSessionCookie(request, reply, token, config.sessionTtlMs);
        return reply.redirect('/dashboard');
      } catch (error) {
        if (!(error instanceof SocialSignInError)) throw error;
        request.log.warn({ provider, problem: error.problem }, 'social sign-in failed');
        return reply.redirect(toLogin(provider, error.problem));
      }
    },
  );
};
