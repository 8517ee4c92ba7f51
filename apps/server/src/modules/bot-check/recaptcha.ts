import type { FastifyBaseLogger } from 'fastify';

interface Options {
  secret: string;
  verifyUrl: string;
  log: FastifyBaseLogger;
}

/** reCAPTCHA v2 invisible, when BOT_CHECK=recaptcha: Google verifies the browser's token. */
export function createRecaptcha({ secret, verifyUrl, log }: Options) {
  return async function accept(token: string, remoteIp: string): Promise<boolean> {
    const body = new URLSearchParams({ secret, response: token, remoteip: remoteIp });
    try {
      const response = await fetch(verifyUrl, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(10_000),
      });
      const result = (await response.json()) as { success?: unknown };
      return response.ok && result.success === true;
    } catch (error) {
      log.warn({ err: error }, 'reCAPTCHA verification unavailable');
      return false;
    }
  };
}
