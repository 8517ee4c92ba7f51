import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError } from './errors';
import { routedPath } from './paths';

export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Bearer-token uploads and signed payment webhooks are not cookie-authenticated. */
const EXEMPT_PREFIXES = ['/api/uploads', '/api/payments/'];

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Returns the caller's token, issuing one in an httpOnly cookie when it has none. */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[CSRF_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  return rotateCsrfToken(request, reply);
}

/** A new token at sign-in, so a token planted before sign-in is worthless after it. */
export function rotateCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
  return token;
}

/**
 * Double-submit check: every state-changing /api call carries `X-CSRF-Token`
 * equal to the token in its cookie, which another site can neither read nor set.
 */
export function registerCsrf(app: FastifyInstance): void {
  // A synchronous hook: it awaits nothing, and an async one costs a promise and a
  // microtask on every request (decision 043).
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const path = routedPath(request.url);
    if (!path.startsWith('/api/')) return done();
    if (EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix))) return done();
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      return done(new ForbiddenError('csrf_invalid', 'Missing or invalid CSRF token'));
    }
    done();
  });
}
