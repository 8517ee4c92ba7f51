import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors';
import type { BotCheckService } from './bot-check.service';

interface Options {
  botCheck: BotCheckService;
}

export const botCheckRoutes: FastifyPluginAsyncZod<Options> = async (app, { botCheck }) => {
  app.get(
    '/bot-check',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which bot check the forms use (altcha, recaptcha or off)',
        response: {
          200: z.object({
            provider: z.enum(['altcha', 'recaptcha', 'off']),
            site_key: z.string().nullable(),
            challenge_url: z.string().nullable(),
          }),
        },
      },
    },
    async () => botCheck.publicConfig,
  );

  app.get(
    '/altcha/challenge',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], summary: 'A fresh ALTCHA proof-of-work challenge' },
    },
    async (_request, reply) => {
      if (!botCheck.challenge) throw new NotFoundError();
      reply.header('cache-control', 'no-store');
      return botCheck.challenge();
    },
  );
};
