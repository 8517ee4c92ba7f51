import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { translate } from '../../i18n/messages';
import type { TusEndpoint } from './tus-endpoint';
import type { UploadGrants } from './upload-grants';
import type { UploadsRepository } from './uploads.repository';
import { uploadRoutes } from './uploads.routes';

/** The tus endpoint's routes over a real socket, with a tus whose handling fails. */
async function serve(handle: TusEndpoint['handle']) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('locale', 'it');
  const tus = {
    handle,
    finishInterrupted: async () => undefined,
    settled: async () => undefined,
  } as unknown as TusEndpoint;
  const options = { tus, grants: {} as UploadGrants, uploads: {} as UploadsRepository };
  // As the shop mounts it: inside its /api context.
  await app.register(async (api) => api.register(uploadRoutes, options), { prefix: '/api' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}/api/uploads/` };
}

describe('the tus endpoint when tus fails after the reply was handed to it', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(() => close?.());

  it('answers a JSON:API 500 in the customer language instead of leaving the client waiting', async () => {
    const { app, url } = await serve(async () => {
      throw new Error('storage went away');
    });
    close = () => app.close();
    const answer = await fetch(url, { method: 'OPTIONS', signal: AbortSignal.timeout(5000) });
    expect(answer.status).toBe(500);
    expect(answer.headers.get('content-type')).toBe('application/vnd.api+json');
    const body = (await answer.json()) as { errors: { code: string; title: string }[] };
    expect(body.errors[0]).toEqual({
      status: '500',
      code: 'internal_error',
      title: translate('internal_error', 'it', ''),
    });
    expect(translate('internal_error', 'it', '')).not.toBe(translate('internal_error', 'en', ''));
  });

  it('ends the connection when the answer had begun', async () => {
    const { app, url } = await serve(async (_req, res) => {
      res.writeHead(200, { 'content-length': '100' });
      res.write('partial');
      throw new Error('failed mid-answer');
    });
    close = () => app.close();
    const answer = await fetch(url, { method: 'OPTIONS', signal: AbortSignal.timeout(5000) });
    expect(answer.status).toBe(200);
    await expect(answer.text()).rejects.toThrow(/terminated|other side closed/i);
  });
});
