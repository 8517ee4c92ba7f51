import type { FastifyReply, FastifyRequest } from 'fastify';
import { rotateCsrfToken } from '../../http/csrf';
import { SESSION_COOKIE } from '../../http/request-context';

/** Sets the new session's cookie (decision 001) and a new CSRF token with it. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  sessionTtlMs: number,
): void {
  const secure = request.protocol === 'https';
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(sessionTtlMs / 1000),
  });
  rotateCsrfToken(request, reply);
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
