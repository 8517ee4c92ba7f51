import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { translate } from '../i18n/messages';
import { isServerPath, sendErrorPage, wantsPage } from './error-page';
import { errorDocument } from './errors';
import type { HtmlPage } from './html-page';

/**
 * Serves the built SPA: hashed assets with long caching, and index.html for
 * every other page path (history mode). Unknown server paths stay JSON:API 404s for API
 * clients and are an HTML page for a person's browser.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  page: HtmlPage,
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsIndex = request.method === 'GET' || request.method === 'HEAD';
    const serverPath = isServerPath(request.url);
    if (!serverPath && wantsIndex) {
      if (built) {
        reply.header('cache-control', 'no-cache');
        return reply.sendFile('index.html');
      }
      const title = translate('web_not_built', request.locale, 'The web app is not built');
      return reply.status(503).type('text/plain; charset=utf-8').send(title);
    }
    const title = translate('not_found', request.locale, 'Not found');
    if (serverPath && wantsPage(request)) {
      return sendErrorPage(reply, page, { status: 404, locale: request.locale });
    }
    return reply
      .status(404)
      .type('application/vnd.api+json')
      .send(errorDocument([{ status: '404', code: 'not_found', title }]));
  });
}
