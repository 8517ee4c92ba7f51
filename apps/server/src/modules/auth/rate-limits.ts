import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../../http/errors';
import { normalizeEmail } from './account-links';

const HOUR_MS = 3600_000;

/**
 * Per-account limits (issue 4 item 7), next to the per-address ones set on each route:
 * keyed by the e-mail a request names, so spreading attempts over many addresses does not
 * help an attacker. The counters live in the process (like the per-address ones): with
 * several server processes each keeps its own.
 */
export function createAccountLimiter(
  app: FastifyInstance,
  action: string,
  maxPerHour: number,
  emailOf: (request: FastifyRequest) => string,
) {
  const check = app.createRateLimit({
    max: maxPerHour,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `${action}:${normalizeEmail(emailOf(request))}`,
  });
  return {
    /** Refuses when the account has used up its attempts, without using one. */
    async assertOpen(request: FastifyRequest): Promise<void> {
      const status = await check(request, { increment: false });
      if (!status.isAllowed && status.remaining === 0 && status.ttl > 0) {
        throw new TooManyRequestsError(Math.max(1, status.ttlInSeconds));
      }
    },
    /** Uses one attempt (a failed sign-in). */
    async count(request: FastifyRequest): Promise<void> {
      await check(request);
    },
    /** Uses one attempt and refuses once they are used up (mails sent). */
    async take(request: FastifyRequest): Promise<void> {
      const status = await check(request);
      if (!status.isAllowed && status.isExceeded) {
        throw new TooManyRequestsError(Math.max(1, status.ttlInSeconds));
      }
    },
  };
}
