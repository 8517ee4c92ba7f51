import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveLocale, translate, type Locale } from '../i18n/messages';
import type { AuthService, SessionLookup } from '../modules/auth';
import type { UserRow } from '../modules/users';
import { UnauthorizedError } from './errors';
import { routedPath } from './paths';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    auth: { user: UserRow; sessionId: string } | null;
    authProblem: 'not_authenticated' | 'session_expired';
  }
}

/**
 * What a session lookup makes of a request: the signed-in user, or why there is none. Every
 * API call (the hook below, so `GET /api/me`) and the page's session (page-session.ts,
 * decision 056) read a session through this one rule.
 */
export function authOf(lookup: SessionLookup): Pick<FastifyRequest, 'auth' | 'authProblem'> {
  if (lookup.state === 'active') {
    return {
      auth: { user: lookup.user, sessionId: lookup.sessionId },
      authProblem: 'not_authenticated',
    };
  }
  return {
    auth: null,
    authProblem: lookup.state === 'expired' ? 'session_expired' : 'not_authenticated',
  };
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
    const path = routedPath(request.url);
    if (!path.startsWith('/api/') && !path.startsWith('/ext/')) return done();
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return done();
    const remembered = auth.rememberedSession(token);
    if (remembered) {
      setAuth(request, remembered);
      return done();
    }
    auth.lookupSession(token).then((lookup) => {
      setAuth(request, lookup);
      done();
    }, done);
  });
}

function setAuth(request: FastifyRequest, lookup: SessionLookup): void {
  const found = authOf(lookup);
  request.auth = found.auth;
  request.authProblem = found.authProblem;
}

/** The signed-in user, or a 401 saying whether there was no session or it expired. */
export function requireUser(request: FastifyRequest): UserRow {
  if (request.auth) return request.auth.user;
  const code = request.authProblem;
  const fallback = code === 'session_expired' ? 'Session expired' : 'Not authenticated';
  throw new UnauthorizedError(code, translate(code, request.locale, fallback));
}
