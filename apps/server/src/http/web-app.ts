import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { translate } from '../i18n/messages';
import { errorDocument } from './errors';

/** Paths that belong to the server, never to the SPA's history fallback. */
const SERVER_PREFIXES = ['/api/', '/api', '/ext/', '/files/', '/designer-app/'];

function isServerPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

/**
 * Serves the built SPA: hashed assets with long caching, and index.html for
 * every other page path (history mode). Unknown server paths stay JSON:API 404s.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
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
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isServerPath(request.url) && wantsPage) {
      if (built) {
        reply.header('cache-control', 'no-cache');
        return reply.sendFile('index.html');
      }
      const title = translate('web_not_built', request.locale, 'The web app is not built');
      return reply.status(503).type('text/plain; charset=utf-8').send(title);
    }
    const title = translate('not_found', request.locale, 'Not found');
    return reply
      .status(404)
      .type('application/vnd.api+json')
      .send(errorDocument([{ status: '404', code: 'not_found', title }]));
  });
}
