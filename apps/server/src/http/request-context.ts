import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveLocale, translate, type Locale } from '../i18n/messages';
import type { AuthService } from '../modules/auth';
import type { UserRow } from '../modules/users';
import { UnauthorizedError } from './errors';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    auth: { user: UserRow; sessionId: string } | null;
    authProblem: 'not_authenticated' | 'session_expired';
  }
}

/**
 * Per request: the customer's language (query `locale`, then the `lang` cookie,
 * then Accept-Language) and the signed-in user from the session cookie.
 */
export function registerRequestContext(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('auth', null);
  app.decorateRequest('authProblem', 'not_authenticated');

  // A callback hook, not an async one: most requests (pages, assets) await nothing here, and
  // the session lookup's promise is followed directly (decision 043).
  app.addHook('onRequest', (request, _reply, done) => {
    const query = request.query as Record<string, unknown> | undefined;
    const fromQuery = typeof query?.locale === 'string' ? query.locale : undefined;
    request.locale = resolveLocale(
      fromQuery,
      request.cookies.lang,
      request.headers['accept-language'],
    );
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/ext/')) return done();
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return done();
    auth.lookupSession(token).then((lookup) => {
      if (lookup.state === 'active') {
        request.auth = { user: lookup.user, sessionId: lookup.sessionId };
      } else if (lookup.state === 'expired') {
        request.authProblem = 'session_expired';
      }
      done();
    }, done);
  });
}

/** The signed-in user, or a 401 saying whether there was no session or it expired. */
export function requireUser(request: FastifyRequest): UserRow {
  if (request.auth) return request.auth.user;
  const code = request.authProblem;
  const fallback = code === 'session_expired' ? 'Session expired' : 'Not authenticated';
  throw new UnauthorizedError(code, translate(code, request.locale, fallback));
}
